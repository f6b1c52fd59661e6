// Pointing elsewhere instead of saying it (shared/cues/pointsElsewhere.ts), and a one-word label opening a
// post that carries a link ("Watch: https://…", "Statement: https://…").
import { POINTS_ELSEWHERE } from '../cues/pointsElsewhere';
import { NONE, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const find = cueFinder(POINTS_ELSEWHERE);
const LABEL_OPENER = /^\s*[\p{L}][\p{L}'’ ]{0,18}:(?=\s)/u;

export const pointsElsewhereConcept: Concept = {
  id: 'points_elsewhere',
  label: 'Points elsewhere',
  measure: (ctx) => {
    const hits = find(ctx);
    const spans = [...hits.spans];
    let n = hits.distinct;
    const label = ctx.f.urls.length > 0 ? LABEL_OPENER.exec(ctx.f.prose) : null;
    if (label && !spans.some((s) => s.start <= label.index + label[0].length && s.end > label.index)) {
      const start = label.index + (label[0].length - label[0].trimStart().length);
      spans.unshift({ start, end: label.index + label[0].length });
      n++;
    }
    if (n === 0) return NONE;
    return { value: Math.min(2, n), spans, quote: quoted(ctx.f.text, spans, 2) };
  },
  effect: { kind: 'fitted', sign: -1, prior: -0.3, principle: 'A post that says its point in the feed beats one that sends readers elsewhere or reminds them of an older post.' },
  heads: 'reach',
  dimension: 'hook_strength',
  explain: {
    up: () => 'Makes its point in the feed.',
    down: (m) => `Instead of ${m.quote}, say the news or the finding itself in the post.`,
  },
};
