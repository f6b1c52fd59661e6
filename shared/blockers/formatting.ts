// Formatting that readers and X's spam heuristics punish: hashtag and mention stuffing, a bare link,
// shouting, and stretched characters or punctuation.
import type { Blocker, Span } from '../schemas';
import type { TextFeatures } from '../features';

/** X's own advice is one or two hashtags (X Help, "How to use hashtags"); six or more reads as spam. */
export const HASHTAG_WARN = 3;
export const HASHTAG_BLOCK = 6;
export const MENTION_WARN = 4;
export const MENTION_BLOCK = 8;
/** Capitals: a share of letters over this, on at least MIN_LETTERS letters, or this many shouted words. */
export const SHOUT_RATIO = 0.6;
export const SHOUT_MIN_LETTERS = 12;
export const SHOUT_WORDS = 3;
const REPEATED = /(\p{L})\1{3,}|([!?.])\2{2,}|([!?]){4,}/gu;
/** Fewer words than this besides the link makes it a bare link. */
const BARE_LINK_WORDS = 3;

function cover(spans: Span[]): Span | undefined {
  const first = spans[0];
  const last = spans[spans.length - 1];
  return first && last ? { start: first.start, end: last.end } : undefined;
}

function withSpan(blocker: Omit<Blocker, 'span'>, span: Span | undefined): Blocker {
  return span ? { ...blocker, span } : blocker;
}

export function hashtagStuffing(f: TextFeatures): Blocker[] {
  const n = f.hashtags.length;
  if (n < HASHTAG_WARN) return [];
  return [
    withSpan(
      {
        code: 'too_many_hashtags',
        severity: n >= HASHTAG_BLOCK ? 'block' : 'warn',
        message: `${n} hashtags; more than two reads as spam and lowers engagement.`,
        fix: 'Keep the one or two hashtags people actually follow and drop the rest.',
      },
      cover(f.hashtags.slice(2)),
    ),
  ];
}

export function mentionStuffing(f: TextFeatures): Blocker[] {
  const n = f.mentions.length;
  if (n < MENTION_WARN) return [];
  return [
    withSpan(
      {
        code: 'too_many_mentions',
        severity: n >= MENTION_BLOCK ? 'block' : 'warn',
        message: `${n} mentions; tagging many accounts looks like spam and gets muted.`,
        fix: 'Mention only the people the post is about; thank others in a reply.',
      },
      cover(f.mentions),
    ),
  ];
}

export function bareLink(f: TextFeatures): Blocker[] {
  if (f.urls.length === 0 || f.wordCount >= BARE_LINK_WORDS) return [];
  return [
    withSpan(
      {
        code: 'bare_link',
        severity: 'warn',
        message: 'A link with almost no text gives readers no reason to stop, and X shows links to fewer people.',
        fix: 'Say in a sentence what the link shows and why it matters; consider putting the link in a reply.',
      },
      f.urls[0],
    ),
  ];
}

export function shouting(f: TextFeatures): Blocker[] {
  const letters = f.text.match(/\p{L}/gu)?.length ?? 0;
  const shouted = (f.capsRatio > SHOUT_RATIO && letters >= SHOUT_MIN_LETTERS) || f.shoutWords.length >= SHOUT_WORDS;
  if (!shouted) return [];
  return [
    withSpan(
      {
        code: 'shouting',
        severity: 'warn',
        message: 'Much of the text is in capitals, which reads as shouting.',
        fix: 'Write in sentence case; keep capitals for one word you want to stress.',
      },
      cover(f.shoutWords),
    ),
  ];
}

export function repeatedCharacters(text: string): Blocker[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(REPEATED)) spans.push({ start: m.index, end: m.index + m[0].length });
  if (spans.length === 0) return [];
  return [
    withSpan(
      {
        code: 'repeated_characters',
        severity: 'warn',
        message: `Stretched letters or punctuation (${spans.length === 1 ? 'one place' : `${spans.length} places`}) look spammy.`,
        fix: 'Use one exclamation or question mark and spell words normally.',
      },
      spans[0],
    ),
  ];
}
