// A bare link: a URL with almost no words gives the reader no reason to open it.
import { NONE, held, defineConcept, inWords } from './concept';

/** Fewer words than this besides the link makes it a bare link. */
const BARE_LINK_WORDS = 3;

export const bareLinkConcept = defineConcept({
  id: 'bare_link',
  label: 'A link without context',
  blockers: { bare_link: 'a bare link' },
  measure: (ctx) => {
    const f = ctx.f;
    if (f.urls.length === 0 || f.wordCount >= BARE_LINK_WORDS) return NONE;
    return held(
      { value: 1, spans: f.urls.slice(0, 1) },
      {
        code: 'bare_link',
        message: 'A link with almost no text gives readers no reason to open it.',
        fix: 'Say in a sentence what the link shows and why it matters.',
      },
    );
  },
  effect: {
    kind: 'rule',
    perUnit: -1.5,
    source: 'Editorial rule: a link needs a reason to open it; link-only posts are what spam looks like.',
  },
  response: 'reach',
  dimension: 'hook_strength',
  explain: inWords('The link comes with context.', 'Say in a sentence what the link shows and why it is worth opening.'),
});
