// Named, bounded multipliers that move each action's base rate. Two kinds:
// - fitted: a predictor's term of the models fitted on real posts (shared/params/fitted.json);
// - rules: documented design choices for patterns X treats specially (bait, offensive terms, questions).
import type { Blocker, Multiplier, PhoenixActionName } from '../schemas';
import type { TextFeatures } from '../features';
import { modelTerms } from '../params/fitted';
import type { FittedParams } from '../params/fittedParams';
import { predictorValues, PREDICTOR_NAMES, type PredictorName } from '../params/predictors';

/** One fitted predictor may move a head by at most this factor either way. */
export const FITTED_FACTOR_BOUND = 2;
/** All multipliers of one head together stay within [1/x, x]. */
export const TOTAL_FACTOR_BOUND = 12;
/** Below this distance from 1 a multiplier is not worth showing. */
const VISIBLE = 0.01;

const POSITIVE_HEADS: PhoenixActionName[] = [
  'favorite', 'repost', 'reply', 'quote', 'click', 'profile_click', 'share', 'share_via_dm', 'share_via_copy_link', 'follow_author', 'open_link',
];
const NEGATIVE_HEADS: PhoenixActionName[] = ['not_interested', 'mute_author', 'block_author', 'report'];

/** How the reply-ratio model reaches the reply head: half as strongly as the negative heads (ratio'd posts draw replies). */
const REPLY_RATIO_TO_REPLY = 0.5;

// How to name a predictor when the post has more of it than the average post, and when it has less.
const PREDICTOR_LABELS: Record<PredictorName, [more: string, less: string]> = {
  has_link: ['a link', 'no link'],
  mentions: ['mentions', 'few mentions'],
  hashtags: ['hashtags', 'few hashtags'],
  caps_ratio: ['many capital letters', 'few capital letters'],
  shout_words: ['words in capitals', 'no words in capitals'],
  exclamations: ['exclamation marks', 'no exclamation marks'],
  question: ['a question', 'no question'],
  specific_question: ['a specific question', 'no specific question'],
  numbers: ['numbers', 'no numbers'],
  first_person: ['a first-person voice', 'little first-person voice'],
  second_person: ['addressing the reader', 'not addressing the reader'],
  positive_words: ['positive words', 'few positive words'],
  negative_words: ['negative words', 'few negative words'],
  words: ['a longer text', 'a shorter text'],
  line_breaks: ['line breaks', 'no line breaks'],
  emoji: ['emoji', 'no emoji'],
  starts_with_mention: ['opening with a mention', 'not opening with a mention'],
  hook_words: ['a long first line', 'a short first line'],
  call_to_action: ['a call to action', 'no call to action'],
};

function bounded(x: number, bound: number): number {
  return Math.min(bound, Math.max(1 / bound, x));
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

interface Rule {
  feature: string;
  applies: (f: TextFeatures, blockers: Blocker[]) => boolean;
  factors: Partial<Record<PhoenixActionName, number>>;
  reason: string;
}

// Design choices, each bounded and visible in the result.
const RULES: Rule[] = [
  {
    feature: 'engagement_bait',
    applies: (_f, b) => b.some((x) => x.code === 'engagement_bait'),
    factors: { not_interested: 3, mute_author: 2, report: 2, favorite: 0.7, repost: 0.7 },
    reason: 'engagement bait is demoted by X and annoys readers',
  },
  {
    feature: 'offensive_language',
    applies: (_f, b) => b.some((x) => x.code === 'offensive_language' && x.severity === 'block'),
    factors: { report: 5, block_author: 3, mute_author: 2, not_interested: 1.5 },
    reason: 'slurs draw reports and blocks',
  },
  {
    feature: 'offensive_language',
    applies: (_f, b) => b.some((x) => x.code === 'offensive_language' && x.severity === 'warn'),
    factors: { mute_author: 1.3, not_interested: 1.2, favorite: 0.9, repost: 0.85 },
    reason: 'profanity narrows who will like or share it',
  },
  {
    feature: 'too_many_hashtags',
    applies: (_f, b) => b.some((x) => x.code === 'too_many_hashtags'),
    factors: { not_interested: 1.6, favorite: 0.85 },
    reason: 'more than two hashtags reads as spam',
  },
  {
    feature: 'too_many_mentions',
    applies: (_f, b) => b.some((x) => x.code === 'too_many_mentions'),
    factors: { mute_author: 1.5, block_author: 1.5 },
    reason: 'many mentions read as tagging strangers',
  },
  {
    feature: 'shouting',
    applies: (_f, b) => b.some((x) => x.code === 'shouting'),
    factors: { not_interested: 1.4, mute_author: 1.3 },
    reason: 'text in capitals reads as shouting',
  },
  {
    feature: 'specific_question',
    applies: (f) => f.question === 'specific',
    factors: { reply: 2.5, quote: 1.3 },
    reason: 'a specific question gives readers something to answer',
  },
  {
    feature: 'generic_closer',
    applies: (f) => f.question === 'generic',
    factors: { reply: 1.3, not_interested: 1.1 },
    reason: 'a generic closing question draws a few replies but little else',
  },
  {
    feature: 'link_present',
    applies: (f) => f.urls.length > 0,
    factors: { open_link: 1 },
    reason: 'a link can be opened (link clicks ≈ 2 × likes)',
  },
  {
    feature: 'list_structure',
    applies: (f) => f.lineCount >= 3 && f.numberCount + (f.text.match(/^\s*[-•*]\s/gmu)?.length ?? 0) >= 2,
    factors: { share_via_copy_link: 1.4, share: 1.3, favorite: 1.1 },
    reason: 'a scannable list gets saved and shared',
  },
];

export interface HeadMultipliers {
  multipliers: Map<PhoenixActionName, Multiplier[]>;
  /** The product per head, bounded. */
  factor: (action: PhoenixActionName) => number;
}

/** Every multiplier counts in the product; only those that move a head by 1 % or more are listed. */
function push(map: Map<PhoenixActionName, Multiplier[]>, products: Map<PhoenixActionName, number>, action: PhoenixActionName, m: Multiplier): void {
  products.set(action, (products.get(action) ?? 1) * m.factor);
  if (Math.abs(m.factor - 1) < VISIBLE && m.feature !== 'link_present') return;
  const shown: Multiplier = { ...m, factor: round(m.factor) };
  const list = map.get(action);
  if (list) list.push(shown);
  else map.set(action, [shown]);
}

export function headMultipliers(features: TextFeatures, blockers: Blocker[], params: FittedParams): HeadMultipliers {
  const map = new Map<PhoenixActionName, Multiplier[]>();
  const products = new Map<PhoenixActionName, number>();
  const add = (action: PhoenixActionName, m: Multiplier) => push(map, products, action, m);
  const values = predictorValues(features);
  const engagement = modelTerms(params.engagement, values);
  const ratio = modelTerms(params.reply_ratio, values);

  for (const name of PREDICTOR_NAMES) {
    const up = bounded(Math.exp(engagement[name]), FITTED_FACTOR_BOUND);
    const [more, less] = PREDICTOR_LABELS[name];
    const label = values[name] > params.engagement.means[name] ? more : less;
    const capitalised = label.charAt(0).toUpperCase() + label.slice(1);
    const m: Multiplier = {
      feature: `fitted:${name}`,
      factor: up,
      reason: `${capitalised}: ${up >= 1 ? 'more' : 'fewer'} likes on real posts`,
    };
    for (const head of POSITIVE_HEADS) add(head, m);

    const annoy = bounded(Math.exp(ratio[name]), FITTED_FACTOR_BOUND);
    const n: Multiplier = {
      feature: `fitted_ratio:${name}`,
      factor: annoy,
      reason: `${capitalised}: ${annoy >= 1 ? 'more' : 'fewer'} replies per like (being "ratioed") on real posts`,
    };
    for (const head of NEGATIVE_HEADS) add(head, n);
    add('reply', { ...n, factor: Math.pow(annoy, REPLY_RATIO_TO_REPLY) });
  }

  for (const rule of RULES) {
    if (!rule.applies(features, blockers)) continue;
    for (const [head, factor] of Object.entries(rule.factors) as [PhoenixActionName, number][]) {
      add(head, { feature: rule.feature, factor, reason: rule.reason });
    }
  }

  return {
    multipliers: map,
    factor: (action) => bounded(products.get(action) ?? 1, TOTAL_FACTOR_BOUND),
  };
}
