// Mentions: tagging accounts in the text (an opening reply handle is the opens_with_mention concept). On
// real accounts each extra mention went with fewer likes (the fitted effect); four or more read as tagging
// strangers and eight is spam.
import { NONE, held, defineConcept } from './concept';

export const MENTION_WARN = 4;
export const MENTION_BLOCK = 8;

export const mentionsConcept = defineConcept({
  id: 'mentions',
  label: 'Mentions',
  blockers: { too_many_mentions: 'too many mentions' },
  measure: (ctx) => {
    const f = ctx.f;
    const inText = f.startsWithMention ? f.mentions.slice(1) : f.mentions;
    const n = f.mentions.length;
    if (inText.length === 0) return NONE;
    const value = Math.min(MENTION_BLOCK, inText.length);
    if (n < MENTION_WARN) return { value, spans: inText };
    return held(
      { value, spans: inText },
      {
        code: 'too_many_mentions',
        severity: n >= MENTION_BLOCK ? 'block' : 'warn',
        message: `${n} mentions; tagging many accounts looks like spam and gets muted.`,
        fix: 'Mention only the people the post is about; thank others in a reply.',
      },
      f.mentions,
    );
  },
  effect: {
    kind: 'fitted',
    sign: -1,
    prior: -0.1,
    principle: 'Every handle is a detour for readers who do not know it; many read as tagging strangers.',
  },
  response: 'annoys',
  dimension: 'clarity',
  explain: {
    up: () => 'Few mentions.',
    down: (m) =>
      m.value >= MENTION_WARN
        ? 'Mention only the people the post is about; tagging many accounts reads as spam to the people tagged.'
        : 'Mention fewer accounts: each handle is a detour for readers who do not know it.',
  },
});
