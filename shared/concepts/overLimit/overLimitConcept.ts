// Over the platform's limit: the post cannot be published as it is.
import { overLimit } from './overLimit';
import { typedLength } from '../../post/attachmentLink';
import { NONE, defineConcept } from '../concept';

export const overLimitConcept = defineConcept({
  id: 'over_limit',
  label: 'Over the length limit',
  blockers: { over_limit: 'too long', thread_part_over_limit: 'a thread part is too long' },
  measure: (ctx) => {
    if (!ctx.checkLength) return NONE;
    // An attachment link at the end (API or export text) is not counted: the platform does not count media.
    const [blocker] = overLimit(
      { text: ctx.f.text, prose: ctx.f.prose, platform: ctx.platform },
      typedLength(ctx.f, ctx.length, ctx.platform),
      ctx.fitsUntil,
    );
    return blocker ? { value: 1, spans: blocker.span ? [blocker.span] : [], blockers: [blocker] } : NONE;
  },
  effect: {
    kind: 'rule',
    perUnit: -3,
    source: 'The platform refuses the post until it fits: it ranks below its own fixed version whatever else it does well.',
  },
  response: 'reach',
  explain: {
    up: () => 'Fits the length limit.',
    // The verdict's own words, so the reason and the blocker say the same thing.
    down: (m, ctx) => m.blockers?.[0]?.fix ?? `Cut ${ctx.length.weighted - ctx.length.limit} characters.`,
  },
});
