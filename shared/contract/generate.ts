// What generate answers: the drafts ranked by their scores, and why there are fewer than asked for.
import { z } from 'zod';
import { N_VARIANTS_MAX, N_VARIANTS_MIN, PostFormat } from './request';
import { ScoreResult } from './result';

/** Additive, model drafts only: how the editor's revision loop went for one variant. */
export const DraftRevision = z.object({
  rounds: z
    .number()
    .int()
    .min(1)
    .max(3)
    .meta({
      description:
        'Model rounds this text went through: 1 is the first draft, kept as written; 2 or 3 means the ' +
        'engine, as editor, sent it back once or twice with its blockers, its reasons and any invented ' +
        'numbers as instructions, and this is the rewrite. A round that failed (timeout, server error, ' +
        'unusable reply) is not counted: the last good text is kept.',
    }),
  invented_numbers: z.array(z.string()).meta({
    description:
      'Numbers the text states that the idea does not (thousands separators dropped, decimal comma read as ' +
      'a point): each one a fact the model made up. Empty when the text is faithful; non-empty after the ' +
      'last round means the model kept it despite being told, so check it before posting. `sim` does not ' +
      'mention it: it scores the text alone, as /score would.',
  }),
});
export type DraftRevision = z.infer<typeof DraftRevision>;

export const RankedVariant = z.object({
  rank: z.number().int().min(1),
  draft: z.string().meta({ description: 'The variant as plain post text, ready to paste; may hold line breaks.' }),
  post_format: PostFormat,
  label: z
    .string()
    .optional()
    .meta({
      description:
        'Additive, offline drafter: what the variant does to the idea, in a few words ("Your idea, ' +
        'tightened", "Leads with the number", "The problem, its cause and the fix, with a question for ' +
        'readers"); a variant holding a slot says "fill in the brackets before posting". post_format is the ' +
        "format the idea's shape fits, the same for the variants that keep the idea's shape.",
    }),
  sim: ScoreResult,
  revision: DraftRevision.optional().meta({ description: 'Present when a language model drafted the variant (drafter.kind "llm").' }),
});

/** Additive: why generate answered with fewer variants than n_variants asked for. */
export const VariantShortfall = z.object({
  asked: z.number().int().min(N_VARIANTS_MIN).max(N_VARIANTS_MAX).meta({ description: 'n_variants as asked (or its default).' }),
  near_copies: z
    .number()
    .int()
    .min(0)
    .meta({
      description:
        'Rewrites left out as near-copies of a variant offered: their word overlap with it is 0.8 or more ' +
        '(the distinct words both use over the distinct words either uses, case and punctuation aside), so ' +
        'they differ in neither what they lead with nor what they add.',
    }),
  other_language: z.number().int().min(0).meta({ description: "Rewrites left out because they would not read as the idea's language." }),
  unfaithful: z.number().int().min(0).meta({
    description:
      'Rewrites left out because they state a number the idea does not, drop one it does, or keep under 60 % of its longer words.',
  }),
  own_words_only: z.boolean().meta({
    description:
      "True when the drafter has no words of its own for the idea's language (its language cannot be told " +
      "from its words, or is one the drafter does not write): only rewrites in the idea's own words were " +
      'possible.',
  }),
  reason: z.string().meta({ description: 'The same in one or two plain sentences, for a client to show.' }),
});
export type VariantShortfall = z.infer<typeof VariantShortfall>;

export const GenerateResult = z.object({
  ok: z.literal(true),
  n: z
    .number()
    .int()
    .min(1)
    .meta({
      description:
        'How many variants `ranked` holds: n_variants, or fewer when the idea gives fewer distinct honest ' +
        'rewrites (then `shortfall` says why).',
    }),
  ranked: z.array(RankedVariant),
  drafter: z.object({ kind: z.enum(['offline', 'llm']), model: z.string().optional() }),
  shortfall: VariantShortfall.optional().meta({ description: 'Additive: present when n is less than n_variants, saying why.' }),
});
export type GenerateResult = z.infer<typeof GenerateResult>;

/** A draft before scoring, as the offline drafter or a language model returns it. */
export interface Draft {
  text: string;
  post_format: PostFormat;
  /** What the variant does to the idea, in words (the offline drafter's; ./drafter/variantLabels.ts). */
  label?: string;
  /** A language model's draft's revision record, handed on to its ranked variant. */
  revision?: DraftRevision;
}
