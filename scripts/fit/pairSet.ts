// Packs pairs into the flat arrays the pairwise fit runs on. Every source gets the same total weight, so
// 9,000 wording pairs and 60,000 account pairs count alike; within a source every pair counts the same.
import type { PairSet } from './pairwiseLogistic';
import type { Pair, SourceName } from './fitData';

export function packPairs(pairs: readonly Pair[], p: number): PairSet {
  const perSource = new Map<SourceName, number>();
  for (const pair of pairs) perSource.set(pair.source, (perSource.get(pair.source) ?? 0) + 1);
  const sourceWeight = (s: SourceName) => pairs.length / (perSource.size * (perSource.get(s) as number));
  const n = pairs.length;
  const d = new Float64Array(n * p);
  const offset = new Float64Array(n);
  const weight = new Float64Array(n);
  pairs.forEach((pair, i) => {
    for (let j = 0; j < p; j++) d[i * p + j] = (pair.winner.fitted[j] as number) - (pair.loser.fitted[j] as number);
    offset[i] = 0; // the rules stay out of the fit (scripts/fit/fitEngine.ts says why)
    weight[i] = sourceWeight(pair.source);
  });
  return { d, offset, weight, n, p };
}
