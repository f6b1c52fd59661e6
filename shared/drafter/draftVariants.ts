// The offline drafter: n distinct drafts of an idea, in the requested format or a mix of all four, each
// within the platform's limit. Deterministic: the seed is a hash of the request, so the same request gives the
// same drafts, and a request for fewer drafts gives the first of a request for more.
import type { z } from 'zod';
import { GenerateRequest, N_VARIANTS_DEFAULT, type Draft, type PostFormat } from '../schemas';
import { hashHex } from '../random/hash';
import { createPrng } from '../random/prng';
import { analyseIdea } from './analyseIdea';
import { choicesFrom } from './choices';
import { closer } from './closers';
import { draftContext, type DraftContext } from './draftContext';
import { fitToLimit } from './fitToLimit';
import { joinBlocks } from './blocks';
import { buildInPublic } from './formats/buildInPublic';
import { contrarian } from './formats/contrarian';
import { problemDiagnosis } from './formats/problemDiagnosis';
import type { Structure } from './formats/structure';
import { tacticalChecklist } from './formats/tacticalChecklist';

export const DraftRequest = GenerateRequest.pick({ idea: true, n_variants: true, post_format: true, persona: true, platform: true });
export type DraftRequest = z.input<typeof DraftRequest>;

const STRUCTURES: Record<PostFormat, Structure[]> = {
  problem_diagnosis: problemDiagnosis,
  build_in_public: buildInPublic,
  tactical_checklist: tacticalChecklist,
  contrarian,
};
const MIX: readonly PostFormat[] = ['problem_diagnosis', 'build_in_public', 'tactical_checklist', 'contrarian'];
/** Tries per draft at finding one whose body differs from the others', before a different closer is enough. */
const STRICT_ATTEMPTS = 32;
/** Tries per draft before giving up on finding one unlike the others (never reached in practice: see the tests). */
const MAX_ATTEMPTS = 96;

/** The structures that can be written from this idea (whether one applies does not depend on the choices). */
function usableStructures(format: PostFormat, c: DraftContext): Structure[] {
  const probe = choicesFrom(createPrng('probe'));
  return STRUCTURES[format].filter((s) => s.build(c, probe) !== null);
}

/** Two drafts that differ only in spacing, case or punctuation are the same draft. */
function sameness(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

export function draftVariants(request: DraftRequest): Draft[] {
  const req = DraftRequest.parse(request);
  const n = req.n_variants ?? N_VARIANTS_DEFAULT;
  const platform = req.platform ?? 'x';
  const rng = createPrng(hashHex(JSON.stringify([req.idea, req.post_format ?? null, req.persona ?? '', platform])));
  const ch = choicesFrom(rng);
  const c = draftContext(analyseIdea(req.idea), req.persona);

  const start = rng.int(MIX.length);
  const formats = req.post_format ? [req.post_format] : MIX.map((_, i) => MIX[(start + i) % MIX.length] as PostFormat);
  const plans = new Map(formats.map((f) => {
    const structures = usableStructures(f, c);
    return [f, { structures, next: rng.int(structures.length) }] as const;
  }));

  const drafts: Draft[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const format = formats[i % formats.length] as PostFormat;
    const plan = plans.get(format) as { structures: Structure[]; next: number };
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // Rotate through the structures so the first drafts of a format are each written differently.
      const structure = plan.structures[plan.next % plan.structures.length] as Structure;
      plan.next++;
      const blocks = structure.build(c, ch);
      if (!blocks) continue;
      // Distinct bodies first, so two drafts never differ only in their last line.
      const bodyKey = `body:${sameness(joinBlocks(blocks))}`;
      if (attempt < STRICT_ATTEMPTS && seen.has(bodyKey)) continue;
      const text = fitToLimit([...blocks, closer(format, c, ch)], platform);
      const key = sameness(text);
      if (seen.has(key)) continue;
      seen.add(key);
      seen.add(bodyKey);
      drafts.push({ text, post_format: format });
      break;
    }
    if (drafts.length !== i + 1) throw new Error(`could not write ${n} distinct ${format} drafts of this idea`);
  }
  return drafts;
}
