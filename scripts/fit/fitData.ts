// Everything `npm run fit` learns from, as pairs of posts where one did better than the other:
//   - wording pairs (Tan, Lee & Pang 2014, train.jsonl): same author, same link, the more retweeted wording;
//   - the 90 senators' accounts: within one account, each post against its next NEIGHBOURS posts in time,
//     judged by time-detrended log(1 + likes) (shared/stats/detrend.ts), when they differ by at least MIN_GAP;
//   - FiveThirtyEight's two accounts, the same way, on the even status ids only (odd ids are held out).
// Each post and pair carries a fold: whole accounts share a fold, so a fold held out is accounts never seen.
import { conceptVector, type ConceptVector } from '@preflight/engine/lab';
import { codePointLength, TEXT_MIN } from '@preflight/engine';
import { detrend } from '@preflight/engine/lab';
import type { SenatorAccount } from '../dataset/senators';
import type { TanPair } from '../dataset/tanPairs';
import type { AuthorOutcomes } from '../dataset/outcomes';

export const FOLDS = 5;
export const NEIGHBOURS = 5;
/** Detrended log-likes closer than this are a tie, not evidence. */
export const MIN_GAP = 0.2;

export type SourceName = 'wording_pairs' | 'senators' | 'fivethirtyeight';

export interface Pair {
  winner: ConceptVector;
  loser: ConceptVector;
  source: SourceName;
  fold: number;
}

export interface AccountPosts {
  account: string;
  source: Exclude<SourceName, 'wording_pairs'>;
  fold: number;
  posts: { vector: ConceptVector; y: number }[];
}

export interface FitData {
  pairs: Pair[];
  accounts: AccountPosts[];
}

const cache = new Map<string, ConceptVector>();
function vectorOf(text: string): ConceptVector {
  let v = cache.get(text);
  if (!v) {
    v = conceptVector(text, 'x');
    cache.set(text, v);
  }
  return v;
}

function accountPairs(a: AccountPosts): Pair[] {
  const pairs: Pair[] = [];
  a.posts.forEach((p, i) => {
    for (let j = i + 1; j <= i + NEIGHBOURS && j < a.posts.length; j++) {
      const q = a.posts[j] as (typeof a.posts)[number];
      if (Math.abs(p.y - q.y) < MIN_GAP) continue;
      const [w, l] = p.y > q.y ? [p, q] : [q, p];
      pairs.push({ winner: w.vector, loser: l.vector, source: a.source, fold: a.fold });
    }
  });
  return pairs;
}

/** Detrended log(1 + likes), then posts too short for the engine left out (as the evaluation does). */
function senatorPosts(account: SenatorAccount): { vector: ConceptVector; y: number }[] {
  if (account.posts.length < 2) return [];
  const y = detrend(account.posts.map((p) => Math.log1p(p.likes)));
  return account.posts.flatMap((p, i) => (codePointLength(p.text) < TEXT_MIN ? [] : [{ vector: vectorOf(p.text), y: y[i] as number }]));
}

export function buildFitData(input: {
  wording: readonly TanPair[];
  senators: readonly SenatorAccount[];
  fivethirtyeight: readonly AuthorOutcomes[];
}): FitData {
  // Folds over all accounts together, by name, so the assignment does not depend on the order of loading.
  const names = [...input.senators.map((s) => s.account), ...input.fivethirtyeight.map((a) => a.author)].sort();
  const foldOf = new Map(names.map((n, i) => [n, i % FOLDS]));
  const accounts: AccountPosts[] = [
    ...input.senators.map((s) => ({
      account: s.account,
      source: 'senators' as const,
      fold: foldOf.get(s.account) as number,
      posts: senatorPosts(s),
    })),
    ...input.fivethirtyeight.map((a) => ({
      account: a.author,
      source: 'fivethirtyeight' as const,
      fold: foldOf.get(a.author) as number,
      posts: a.posts.filter((p) => p.part === 'fit').map((p) => ({ vector: vectorOf(p.text), y: p.likesY })),
    })),
  ];
  const pairs: Pair[] = input.wording.map((p, i) => {
    const [w, l] = p.winner === 'first' ? [p.first, p.second] : [p.second, p.first];
    return { winner: vectorOf(w), loser: vectorOf(l), source: 'wording_pairs' as const, fold: i % FOLDS };
  });
  for (const a of accounts) pairs.push(...accountPairs(a));
  return { pairs, accounts };
}
