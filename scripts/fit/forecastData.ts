// Everything the forecast learns from, read once: each text's forecast measurements and word tokens, and
//   - the account data: the senators' posts and FiveThirtyEight's two accounts (fit part, even ids), each post
//     with its time-detrended ln(1 + likes), whole accounts in one fold;
//   - pairs whose winner the data names: Tan, Lee & Pang's same-link wording pairs (train.jsonl) and the
//     randomised headline tests' significant pairs (whole tests in one fold).
// Within each account, pairs of neighbouring posts whose likes differ enough are also pairs: the fit is
// pairwise throughout, so an account's level never enters it.
import { postContext } from '@preflight/engine/lab';
import { codePointLength, TEXT_MIN } from '@preflight/engine';
import { readForecastFeatures } from '@preflight/engine/lab';
import { wordTokens, wordModelApplies } from '@preflight/engine/lab';
import { detrend } from '@preflight/engine/lab';
import type { HeadlinePair } from '../dataset/headlineTests';
import type { SenatorAccount } from '../dataset/senators';
import type { TanPair } from '../dataset/tanPairs';
import type { AuthorOutcomes } from '../dataset/outcomes';

export const FOLDS = 5;
/** Each post is paired with this many of its next posts in time. */
export const NEIGHBOURS = 5;
/** Detrended ln-likes closer than this are a tie, not evidence. */
export const MIN_GAP = 0.2;

/** The groups the pooled fit weighs alike. */
export type ForecastSourceName = 'senators' | 'fivethirtyeight' | 'wording_pairs' | 'headline_tests';

/** One text as the forecast reads it. */
export interface Reading {
  vector: Float64Array;
  tokens: string[];
}

export interface AccountItems {
  account: string;
  source: 'senators' | 'fivethirtyeight';
  fold: number;
  posts: { text: number; y: number }[];
}

export interface TextPair {
  winner: number;
  loser: number;
  source: ForecastSourceName;
  /** The independent group the pair belongs to for the sign check: an account's name, or the source. */
  group: string;
  /** The account whose posts the pair compares; the source's name for pairs of other kinds. */
  account: string;
  fold: number;
}

export interface ForecastData {
  readings: Reading[];
  accounts: AccountItems[];
  /** Pairs with a named winner (wording pairs, headline tests): the word table learns from them too. */
  namedPairs: TextPair[];
  /** Every pair: account neighbours and the named pairs. */
  pairs: TextPair[];
}

export interface ForecastInputs {
  wording: readonly TanPair[];
  senators: readonly SenatorAccount[];
  fivethirtyeight: readonly AuthorOutcomes[];
  headlines: readonly HeadlinePair[];
}

/** A fold from a test id's hex digits, so a whole test sits in one fold whatever the file's order. */
export function testFold(testId: string): number {
  let h = 0;
  for (let i = 0; i < testId.length; i++) h = (h * 31 + testId.charCodeAt(i)) % 1_000_003;
  return h % FOLDS;
}

export function buildForecastData(input: ForecastInputs): ForecastData {
  const readings: Reading[] = [];
  const index = new Map<string, number>();
  const readingOf = (text: string): number => {
    let i = index.get(text);
    if (i === undefined) {
      const ctx = postContext(text, 'x');
      i = readings.length;
      readings.push({ vector: readForecastFeatures(ctx).vector, tokens: wordModelApplies(ctx.f) ? wordTokens(ctx.f) : [] });
      index.set(text, i);
    }
    return i;
  };

  const names = [...input.senators.map((s) => s.account), ...input.fivethirtyeight.map((a) => a.author)].sort();
  const foldOf = new Map(names.map((n, i) => [n, i % FOLDS]));
  const accounts: AccountItems[] = [];
  for (const s of input.senators) {
    if (s.posts.length < 2) continue;
    const y = detrend(s.posts.map((p) => Math.log1p(p.likes)));
    const posts = s.posts.flatMap((p, i) => (codePointLength(p.text) < TEXT_MIN ? [] : [{ text: readingOf(p.text), y: y[i] as number }]));
    accounts.push({ account: s.account, source: 'senators', fold: foldOf.get(s.account) as number, posts });
  }
  for (const a of input.fivethirtyeight) {
    const posts = a.posts.filter((p) => p.part === 'fit').map((p) => ({ text: readingOf(p.text), y: p.likesY }));
    accounts.push({ account: a.author, source: 'fivethirtyeight', fold: foldOf.get(a.author) as number, posts });
  }

  const namedPairs: TextPair[] = [
    ...input.wording.map((p, i): TextPair => {
      const [w, l] = p.winner === 'first' ? [p.first, p.second] : [p.second, p.first];
      return {
        winner: readingOf(w),
        loser: readingOf(l),
        source: 'wording_pairs',
        group: 'wording_pairs',
        account: 'wording_pairs',
        fold: i % FOLDS,
      };
    }),
    ...input.headlines.map(
      (p): TextPair => ({
        winner: readingOf(p.winner),
        loser: readingOf(p.loser),
        source: 'headline_tests',
        group: 'headline_tests',
        account: 'headline_tests',
        fold: testFold(p.testId),
      }),
    ),
  ];
  const pairs: TextPair[] = [...namedPairs];
  for (const a of accounts) {
    // FiveThirtyEight's two accounts are each a group of their own; the senators are one group.
    const group = a.source === 'senators' ? 'senators' : a.account;
    a.posts.forEach((p, i) => {
      for (let j = i + 1; j <= i + NEIGHBOURS && j < a.posts.length; j++) {
        const q = a.posts[j] as (typeof a.posts)[number];
        if (Math.abs(p.y - q.y) < MIN_GAP) continue;
        const [w, l] = p.y > q.y ? [p, q] : [q, p];
        pairs.push({ winner: w.text, loser: l.text, source: a.source, group, account: a.account, fold: a.fold });
      }
    });
  }
  return { readings, accounts, namedPairs, pairs };
}
