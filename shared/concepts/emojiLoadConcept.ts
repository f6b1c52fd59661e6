// Emoji load: one or two emoji add tone; a row of them replaces the words and reads as spam.
import { NONE, held, defineConcept, inWords } from './concept';

/** Up to this many emoji cost nothing. */
const FREE = 3;
const WARN_AT = 6;

export const emojiLoadConcept = defineConcept({
  id: 'emoji_load',
  label: 'Too many emoji',
  blockers: { emoji_spam: 'too many emoji' },
  measure: (ctx) => {
    const n = ctx.f.emoji.length;
    const crowding = n >= FREE && n >= ctx.f.wordCount;
    if (n <= FREE && !crowding) return NONE;
    const m = { value: Math.min(2, Math.max(0, n - FREE) / 3 + (crowding ? 0.5 : 0)), spans: ctx.f.emoji };
    if (n < WARN_AT && !crowding) return m;
    return held(m, {
      code: 'emoji_spam',
      message: `${n} emoji crowd out the words; a row of emoji reads as spam.`,
      fix: 'Keep one or two emoji that add tone and say the rest in words.',
    });
  },
  effect: {
    kind: 'rule',
    perUnit: -0.8,
    source: 'Design choice: emoji beyond three, or more emoji than words, read as spam; capped at two units.',
  },
  response: 'annoys',
  dimension: 'clarity',
  explain: inWords('Emoji in moderation.', 'Keep one or two emoji and say the rest in words.'),
});
