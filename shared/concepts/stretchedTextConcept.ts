// Stretched letters and piled-up punctuation ("Finallyyyy", "!!!!!!!"): they read as spam.
import { NONE, held, defineConcept, inWords } from './concept';
import type { Span } from '../schemas';
import { forEachMatch } from '../post/matches';

const REPEATED = /(\p{L})\1{3,}|([!?.])\2{2,}|[!?]{4,}/gu;

export const stretchedTextConcept = defineConcept({
  id: 'stretched_text',
  label: 'Stretched letters or punctuation',
  blockers: { repeated_characters: 'stretched text' },
  measure: (ctx) => {
    const spans: Span[] = [];
    forEachMatch(ctx.f.prose, REPEATED, (m) => {
      if (m[0].startsWith('.') && m[0].length <= 3) return; // an ellipsis is punctuation, not stretching
      spans.push({ start: m.index, end: m.index + m[0].length });
    });
    if (spans.length === 0) return NONE;
    return held(
      { value: Math.min(2, spans.length * 0.5 + 0.5), spans },
      {
        code: 'repeated_characters',
        message: `Stretched letters or punctuation (${spans.length === 1 ? 'one place' : `${spans.length} places`}) look spammy.`,
        fix: 'Use one exclamation or question mark and spell words normally.',
      },
      spans.slice(0, 1),
    );
  },
  effect: { kind: 'rule', perUnit: -0.8, source: 'Repeated characters are a classic spam-filter signal; capped at two units.' },
  response: 'annoys',
  dimension: 'clarity',
  explain: inWords(
    'Normal spelling and punctuation.',
    'Spell words normally and use one exclamation mark at most: stretched text looks like spam.',
  ),
});
