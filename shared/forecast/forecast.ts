// The forecast: what the post will get, relative to a typical post of the same account, learned on real
// outcomes only (shared/params/forecast.json, fitted by `npm run fit`). Each shipped measurement adds its
// effect × (value − the typical post's value); the word table adds its part; then the platform's documented
// policies (a post over the limit cannot be posted, engagement bait is labelled) add named terms of their own.
// In a post whose words the engine cannot read (wordsUnread, shared/cues/cueLanguages.ts), what is read from words is unknown: those
// measurements and the word tables are held at the typical post's value, so they neither help nor hurt it.
// No editorial rule enters here: the editor speaks in shared/editorModel/.
import type { PostContext } from '../post/postContext';
import type { ForecastParams } from '../params/forecastParams';
import { FORECAST_FEATURES, WORD_FEATURES, readForecastFeatures, type ForecastFeature, type ForecastVector } from './forecastFeatures';
import { wordsUnread } from '../cues/cueLanguages';
import { announcementAnyScript } from '../cues/announcementAnyScript';
import {
  WORD_TABLES,
  mergeWordTables,
  tokensWordScores,
  wordModelApplies,
  wordTokens,
  type MergedWordTables,
  type WordHit,
  type WordTableName,
} from './wordModel';
import { baitPolicy, overLimitPolicy, type Policy } from '../platformFacts/policy';

export type ForecastTermId = ForecastFeature | WordTableName;

/** Every term the forecast can have, in a fixed order: the measurements, then the word tables' scores. */
export const FORECAST_TERMS: readonly ForecastTermId[] = [...FORECAST_FEATURES, ...WORD_TABLES];

export interface ForecastTerm {
  id: ForecastTermId;
  value: number;
  /** effect × (value − typical value), on the pairwise scale. */
  units: number;
}

export interface Forecast {
  /** The data's terms plus the policies': the post against a typical post of the account, pairwise log-odds. */
  units: number;
  /** The data's part alone. */
  dataUnits: number;
  /**
   * The units every language the editor reads can earn: all but the word tables', which were learned on
   * English posts and speak for no other language. pre_publish_score ranks posts of every language on these,
   * so the same content scores the same in each (shared/editorModel/prePublish.ts); the forecast's own figures
   * (phoenix_score, the view curve, the data's reasons) keep the tables.
   */
  anyLanguageUnits: number;
  terms: ForecastTerm[];
  policies: Policy[];
  /** Expected likes relative to the account's typical post (1 is typical). */
  likesLift: number;
  /** Expected views relative to the account's typical post: views follow the text's effect half as much. */
  viewsLift: number;
  /**
   * Every measurement's value, in FORECAST_FEATURES order, and every word table's score, in WORD_TABLES order,
   * shipped or not: an account's own model may use any (forecastColumns lays them out in FORECAST_TERMS order).
   */
  measurements: ForecastVector;
  tableScores: number[];
  /** The words of the post the shipped word tables know, each with its part of the units, strongest first. */
  words: WordHit[];
  typedLength: number;
  /** The length the forecast read: typedLength, or for a script without spaces its English equivalent. */
  readLength: number;
}

/** What the forecast reads: the post's context (its features, length, platform, whether its length is checked). */
export interface ForecastInput {
  ctx: PostContext;
  /** The editor found engagement bait (the platform's policy applies to what it labels). */
  bait: boolean;
  /** When the post was posted (ISO 8601), for a post of the past; undefined for one about to be posted. */
  postedAt?: string;
  /**
   * False when the forecast is summed but never explained (a thread's reply): its words are then not listed.
   * True unless said otherwise.
   */
  explained?: boolean;
}

/**
 * How much of the text's effect on likes reaches views: the share the account model starts from for
 * impressions (shared/account/calibrateAccount.ts), since who sees a post is decided before they read it.
 */
export const VIEWS_SHARE_OF_LIKES = 0.5;

interface WordTables {
  /** Each table's size, in WORD_TABLES order (an empty table has no score of its own). */
  sizes: number[];
  merged: MergedWordTables;
}
const wordTables = new WeakMap<ForecastParams, WordTables>();
function wordTablesOf(params: ForecastParams): WordTables {
  let tables = wordTables.get(params);
  if (!tables) {
    const each = WORD_TABLES.map((t) => new Map(Object.entries(params.words[t] ?? {})));
    wordTables.set(params, (tables = { sizes: each.map((t) => t.size), merged: mergeWordTables(each) }));
  }
  return tables;
}

/**
 * A word term's value in a post the lexicons cannot read: a typical post's, except an announcement said in
 * the post's own language, which is read (its absence from a short list of stems is no evidence either way).
 */
function unreadValue(id: ForecastFeature, ctx: ForecastInput['ctx'], typical: number): number {
  if (id === 'announcement' && announcementAnyScript(ctx.f.text).length > 0) return 1;
  return typical;
}

export function forecastPost(input: ForecastInput, params: ForecastParams): Forecast {
  const { ctx } = input;
  const reading = readForecastFeatures(ctx);
  const terms: ForecastTerm[] = [];
  const tableScores = WORD_TABLES.map(() => 0);
  let dataUnits = 0;
  let tableUnits = 0;
  const unread = wordsUnread(ctx.f);
  for (let j = 0; j < FORECAST_FEATURES.length; j++) {
    const id = FORECAST_FEATURES[j] as ForecastFeature;
    const effect = params.effects[id];
    if (!effect?.shipped) continue;
    const value = unread && WORD_FEATURES.has(id) ? unreadValue(id, ctx, effect.mean) : (reading.vector[j] as number);
    const units = effect.per_unit * (value - effect.mean);
    dataUnits += units;
    terms.push({ id, value, units });
  }
  // Each word's part of the units, summed over the shipped tables, for the reasons.
  const byWord = new Map<string, number>();
  // The tables were learned on English posts: for a post in another language they know nothing, so they
  // hold it at the typical post's value, as for a script the engine cannot read, rather than at an empty
  // post's (the English words such a post lacks are no evidence against it).
  const tablesSpeak = wordModelApplies(ctx.f);
  const tokens = tablesSpeak ? wordTokens(ctx.f) : [];
  const tables = wordTablesOf(params);
  const scores = tokensWordScores(tokens, tables.merged);
  WORD_TABLES.forEach((name, t) => {
    const effect = params.effects[name];
    if (tables.sizes[t] === 0) return;
    const words = scores[t] as ReturnType<typeof tokensWordScores>[number];
    tableScores[t] = words.score;
    if (!effect?.shipped) return;
    const value = unread || !tablesSpeak ? effect.mean : words.score;
    const units = effect.per_unit * (value - effect.mean);
    dataUnits += units;
    tableUnits += units;
    terms.push({ id: name, value, units });
    if (input.explained !== false)
      for (const h of words.hits) byWord.set(h.word, (byWord.get(h.word) ?? 0) + effect.per_unit * words.perWord * h.effect);
  });
  const policies: Policy[] = [];
  if (ctx.checkLength && reading.typedLength > ctx.length.limit) policies.push(overLimitPolicy(ctx.platform));
  if (input.bait) {
    const bait = baitPolicy(ctx.platform, input.postedAt);
    if (bait) policies.push(bait);
  }
  const units = dataUnits + policies.reduce((s, p) => s + p.units, 0);
  return {
    units,
    dataUnits,
    anyLanguageUnits: units - tableUnits,
    terms,
    policies,
    measurements: reading.vector,
    tableScores,
    likesLift: Math.exp(params.log_likes_per_unit * units),
    viewsLift: Math.exp(VIEWS_SHARE_OF_LIKES * params.log_likes_per_unit * units),
    words: [...byWord]
      .map(([word, effect]) => ({ word, effect }))
      .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || (a.word < b.word ? -1 : 1)),
    typedLength: reading.typedLength,
    readLength: reading.readLength,
  };
}
