// Cleans an idea before it is read: engagement bait goes with its clause, closing hashtags are set aside (the
// drafts carry them at their end: closingHashtags), inline hashtags keep their word, list markers and control
// characters go, and a shouted idea is set in sentence case.
import { cuePattern, findCues } from '../cues/cuePattern';
import { ENGAGEMENT_BAIT } from '../cues/engagementBaitCues';

const BAIT = cuePattern(ENGAGEMENT_BAIT);

const SHOUT_WORD = /\b\p{Lu}{4,}\b/gu;

/** Engagement bait goes with the rest of its clause: "Like if you agree:" leaves nothing behind. */
function removeBait(text: string): string {
  const spans = findCues(text, BAIT);
  let out = text;
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i];
    if (!s || s.end > out.length) continue;
    const tail = out.slice(s.end).search(/[.!?:;\n]/u);
    const end = tail < 0 ? out.length : s.end + tail + 1;
    out = `${out.slice(0, s.start)} ${out.slice(end)}`;
  }
  return out;
}

function lowerShouting(text: string): string {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (letters >= 12 && capitals / letters > 0.6) {
    // Shouted throughout: sentence case, "I" kept.
    return text
      .toLowerCase()
      .replace(/(^|[.!?]\s+|\n)(\p{Ll})/gu, (_, pre: string, ch: string) => pre + ch.toUpperCase())
      .replace(/\bi\b/gu, 'I');
  }
  const shouted = text.match(SHOUT_WORD)?.length ?? 0;
  return shouted >= 2 ? text.replace(SHOUT_WORD, (w) => w.toLowerCase()) : text;
}

const CLOSING_HASHTAGS = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;

/** The hashtags the idea closes with ("#buildinpublic"), as the writer wrote them; empty when none. */
export function closingHashtags(idea: string): string {
  return idea.match(CLOSING_HASHTAGS)?.[0].trim().replace(/\s+/gu, ' ') ?? '';
}

export function tidyIdea(idea: string): string {
  let t = removeBait(idea.replace(/\r\n?/gu, '\n'));
  t = t.replace(/[\p{Cc}\p{Cf}]/gu, (ch) => (ch === '\n' ? '\n' : ch === '\u200d' ? ch : ' '));
  // Hashtags closing the idea are tags, not words of it; inside a sentence the word stays, without the sign.
  t = t.replace(CLOSING_HASHTAGS, '').replace(/#(\p{L}[\p{L}\p{N}_]*)/gu, '$1');
  t = t
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/gu, ' ')
        .replace(/^\s*(?:[-*•·>]|\d{1,2}[.)]|\(\d{1,2}\))\s+/u, '')
        .trim(),
    )
    // A line with nothing to say is a blank line: the writer's paragraphs stay paragraphs.
    .map((line) => (/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(line) ? line : ''))
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n');
  return lowerShouting(t).trim();
}
