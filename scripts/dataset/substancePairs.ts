// The substance benchmark (benchmarks/substance-pairs.jsonl): pairs of posts on one topic and of about the
// same length, one concrete (what happened, to whom, how much) and one fluent but vague, in several
// languages, each labelled with the kind of filler its vague post is made of.
import { z } from 'zod';
import { Platform } from '@preflight/engine';
import { readJsonLines } from './jsonLines';
import { withUniqueIds } from './draftPairs';

export interface SubstancePair {
  id: string;
  lang: string;
  platform: z.infer<typeof Platform>;
  kind: string;
  better: string;
  worse: string;
}

const NotBlank = z.string().regex(/\S/u, 'must not be empty');

const Row = z.object({
  id: NotBlank,
  lang: NotBlank,
  platform: Platform,
  kind: NotBlank,
  better: NotBlank,
  worse: NotBlank,
}) satisfies z.ZodType<SubstancePair>;

export const SUBSTANCE_PAIRS_FILE = 'substance-pairs.jsonl';

export function loadSubstancePairs(file: string): SubstancePair[] {
  return withUniqueIds(file, readJsonLines(file, Row));
}
