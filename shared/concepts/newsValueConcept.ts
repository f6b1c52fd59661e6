// News value (shared/cues/newsValue.ts): something happened or is official, or the stakes are ones people share.
import { ANNOUNCEMENT, STAKES } from '../cues/newsValue';
import { NONE, quoted, type Concept } from './concept';
import { cueFinder } from './cueConcept';

const findAnnouncement = cueFinder(ANNOUNCEMENT);
const findStakes = cueFinder(STAKES);

export const newsValueConcept: Concept = {
  id: 'news_value',
  label: 'News value',
  measure: (ctx) => {
    const a = findAnnouncement(ctx);
    const s = findStakes(ctx);
    const n = a.distinct + s.distinct;
    if (n === 0) return NONE;
    const spans = [...a.spans, ...s.spans].sort((x, y) => x.start - y.start);
    return { value: Math.min(3, n), spans, quote: quoted(ctx.f.text, spans, 2) };
  },
  effect: { kind: 'fitted', sign: 1, prior: 0.15, principle: 'News (something happened, it is official) and shared stakes make a post worth passing on.' },
  heads: 'reach',
  dimension: 'hook_strength',
  explain: {
    up: (m) => `News value (${m.quote}): something happened that matters to readers.`,
    down: () => 'Say what happened and why it matters to readers.',
  },
};
