// The editorial benchmark (benchmarks/draft-pairs.jsonl): pairs of drafts for one platform where any
// editor agrees which is better, each labelled with the writing principle it tests.
import { z } from 'zod';
import { Platform } from '@preflight/engine';
import { readJsonLines } from './jsonLines';

export interface DraftPair {
  id: string;
  platform: 'x' | 'bluesky' | 'threads' | 'linkedin' | 'mastodon';
  principle: string;
  better: string;
  worse: string;
}

// Checked, not trimmed: the engine scores the draft exactly as written.
const NotBlank = z.string().regex(/\S/u, 'must not be empty');

const Row = z.object({
  id: NotBlank,
  platform: Platform,
  principle: NotBlank,
  better: NotBlank,
  worse: NotBlank,
}) satisfies z.ZodType<DraftPair>;

export function loadDraftPairs(file: string): DraftPair[] {
  return withUniqueIds(file, readJsonLines(file, Row));
}

/** The pairs of a benchmark file, refused when an id is used twice: results are reported per id, so it would hide a pair. */
export function withUniqueIds<P extends { id: string }>(file: string, pairs: P[]): P[] {
  const seen = new Set<string>();
  for (const p of pairs) {
    if (seen.has(p.id)) throw new Error(`${file}: the id "${p.id}" is used by more than one pair`);
    seen.add(p.id);
  }
  return pairs;
}
