// Drafts the panel tests share: each one a case the engine decides a known way (asserted where used).
export const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';
export const BAIT_DRAFT = `${DRAFT} RT if you agree`;
export const HASHTAG_DRAFT =
  'Our support queue halved after we wrote the error messages as next steps instead of apologies. #ux #support #saas #startup #product';
export const SHOUTING_DRAFT = 'THIS IS THE BEST THING EVER!!!!! YOU NEED TO SEE IT';
/** 332 of X's 280: over the limit, and not a thread. */
export const LONG_DRAFT =
  'We cut our cloud bill by 62% in one quarter without touching the product. Here is exactly what we ' +
  'changed. Idle staging environments cost more than production, so we scheduled them to shut down at ' +
  'night. Logs were stored forever at the most expensive tier, so we kept thirty days hot. What is the ' +
  'one line item you never questioned?';
/** A numbered thread of four posts, 685 of X's 280 in all, each part within the limit. */
export const THREAD_DRAFT = [
  '1/ We cut our cloud bill by 62% in one quarter without touching the product. Here is exactly what ' +
    'we changed, step by step, with the numbers from our own invoices and dashboards.',
  '2/ First, we found that idle staging environments cost more than production. We moved them to ' +
    'schedules that shut them down at night and on weekends, saving 18% of the bill.',
  '3/ Second, our logs were stored forever at the most expensive tier. Thirty days of hot storage and ' +
    'cold archives after that took another 21% off, with no one noticing.',
  '4/ Third, we rightsized databases that had been provisioned for a launch that never came. What is ' +
    'the one line item you have never questioned on your cloud bill?',
].join('\n\n');
