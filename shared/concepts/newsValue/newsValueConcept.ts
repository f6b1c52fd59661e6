// News value (shared/cues/newsValueCues.ts): something happened or is official, or the stakes are ones people share.
// A stake alone ("children", "history") is a topic, not news: it counts only beside something checkable, an
// announcement, a number or date, or a name, so a post of big words is not told it has news.
import { ANNOUNCEMENT, STAKES } from '../../cues/newsValueCues';
import { NONE, quoted, defineConcept } from '../concept';
import { cueFinder } from '../../post/cueFinder';

const findAnnouncement = cueFinder(ANNOUNCEMENT);
const findStakes = cueFinder(STAKES);

export const newsValueConcept = defineConcept({
  id: 'news_value',
  label: 'News value',
  measure: (ctx) => {
    const a = findAnnouncement(ctx);
    const anchored = a.distinct > 0 || ctx.f.numbers.length > 0 || ctx.f.names.length > 0;
    // Stakes count only beside an anchor: without one they are not searched for.
    const stakes = anchored ? findStakes(ctx) : { spans: [], distinct: 0 };
    const n = a.distinct + stakes.distinct;
    if (n === 0) return NONE;
    const spans = [...a.spans, ...stakes.spans].sort((x, y) => x.start - y.start);
    return { value: Math.min(3, n), spans, quote: quoted(ctx.f.text, spans, 2) };
  },
  effect: {
    kind: 'fitted',
    sign: 1,
    prior: 0.15,
    principle: 'News (something happened, it is official) and shared stakes make a post worth passing on.',
  },
  response: 'reach',
  readsWords: true,
  dimension: 'hook_strength',
  explain: {
    up: (m) => `News value (${m.quote}): something happened that matters to readers.`,
    down: () => 'Say what happened and why it matters to readers.',
  },
});
