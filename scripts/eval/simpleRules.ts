// The simple rules every data set of `npm run eval` scores beside the engine, on exactly the same texts: what a
// writer could apply without any model. The engine only earns its place where it ranks posts better than the
// best of these, so they are defined once, here, and every section reads them from this module.
import { extractFeatures } from '@preflight/engine/lab';
import { weightedLength } from '@preflight/engine/lab';

export const SIMPLE_RULES = ['no_link', 'length', 'fewer_hashtags', 'fewer_mentions', 'four_terms'] as const;
export type SimpleRule = (typeof SIMPLE_RULES)[number];

export const RULE_LABEL: Record<SimpleRule, string> = {
  no_link: 'no link',
  length: 'length',
  fewer_hashtags: 'fewer hashtags',
  fewer_mentions: 'fewer mentions',
  four_terms: 'four-term rule',
};

/** The four-term rule's weights: a link costs 1, a hashtag 0.3, a mention 0.2; a full 280-character post earns 1. */
const FOUR_TERMS = { hashtag: 0.3, mention: 0.2, fullLength: 280 } as const;

/** Each rule's score of one text: higher means the rule expects the post to do better. */
export function simpleRules(text: string): Record<SimpleRule, number> {
  const f = extractFeatures(text);
  const noLink = f.urls.length === 0 ? 1 : 0;
  // X's weighted length, as the engine's result reports it (`length.weighted`): every data set is scored as X posts.
  const length = weightedLength(text, 'x').weighted;
  return {
    no_link: noLink,
    length,
    fewer_hashtags: -f.hashtags.length,
    fewer_mentions: -f.mentions.length,
    four_terms: noLink - FOUR_TERMS.hashtag * f.hashtags.length - FOUR_TERMS.mention * f.mentions.length + length / FOUR_TERMS.fullLength,
  };
}
