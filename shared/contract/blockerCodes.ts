// Every blocker code of the wire contract, in the contract's order (the OpenAPI enum lists them so). The
// contract's zod schema (schemas.ts) needs the list when it loads, before any concept can, since the concepts
// import from it; so it is kept here, a module that imports nothing, and concepts/blockerNames.ts checks at compile time
// that it holds exactly the codes the concepts declare: a code no concept raises, or a concept's code the wire
// does not know, does not compile.
export const BLOCKER_CODES = [
  'over_limit',
  'engagement_bait',
  'too_many_hashtags',
  'too_many_mentions',
  'bare_link',
  'shouting',
  'repeated_characters',
  'offensive_language',
  'thread_head_not_standalone',
  'thread_part_over_limit',
  'contempt',
  'clickbait',
  'humblebrag',
  'jargon',
  'hedging',
  'throat_clearing',
  'topic_switch',
  'empty_post',
  'placeholder',
  'not_words',
  'hard_to_read',
  'vague',
  'emoji_spam',
  'nothing_checkable',
] as const;
