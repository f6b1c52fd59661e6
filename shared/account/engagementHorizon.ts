// The one horizon every count is compared at, in a module of its own: the words that name views at the
// horizon (explanation/reach.ts) and the web page's chart need the number without the forecast's tables.

/** Minutes after publishing at which expected_engagement (and receipts) compare counts. */
export const ENGAGEMENT_HORIZON_MIN = 1440;
