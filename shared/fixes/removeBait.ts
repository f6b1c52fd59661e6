// remove_bait: the engagement-bait request goes with the rest of its clause ("RT if" takes "you agree:" with
// it), with the filler and emoji that only served it ("♻️ Please repost…"), and the text closes over the gap.
// A clause ends where a writer ends one: at sentence or clause punctuation, and also at a line break, an emoji
// ("Follow me for more 🔥🔥 AI is…": the emoji close the request, "AI is…" is the writer's), a dash or a
// bullet, and before a link or hashtag. Nothing past that boundary is the request's, so nothing past it goes.
import type { Span } from '../schemas';
import type { TextFeatures } from '../post/features';
import { rewrite, type Cut } from './edits';
import { blockersOf, quotedLabel, type FixContext, type Rewrite } from './fixContext';

/** Words that only lead into a request ("please", "so", "and now"): they go with it. */
const FILLER = new Set([
  'please',
  'pls',
  'plz',
  'so',
  'and',
  'now',
  'also',
  'just',
  'then',
  'oh',
  'hey',
  'ok',
  'okay',
  'ps',
  'bitte',
  'und',
  'jetzt',
  'y',
  'por',
  'favor',
  'et',
  'aussi',
]);
/** A condition the request hangs on, said just before it: "If this helped, repost it." */
const CONDITION = /(?<![\p{L}\p{N}])(?:if|when|wenn|si|cuando|quand)\s[^.!?\n,]{0,80},\s*$/iu;
const TERMINATOR = /[.!?…]/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
/** Emoji (with their joiners, variation selectors and skin tones): they close the request they follow. */
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;
const EMOJI_RUN = new RegExp(
  String.raw`^(?:[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D\u20E3]|[ ` +
    String.raw`\t](?=[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]))+`,
  'u',
);
/** Bullets that start the next item: the request ends before them. */
const BULLET = /[•·▪▸►→]/u;
/** A list item's marker opening a line: "1.", "2)", "-", "*", "•". */
const LIST_MARKER = /^(?:\d{1,2}[.)]|[-*•·▪▸►→])$/u;

interface ClauseEnd {
  /** Where the request's clause ends (after its punctuation and any emoji that close the line). */
  end: number;
  /**
   * A sentence ends there (or the line or the text); or only a clause (a comma, colon, dash); or a break with
   * no punctuation (an emoji, a bullet), after which the writer's next words start afresh.
   */
  kind: 'sentence' | 'clause' | 'break';
  /** Where the sentence's closing punctuation starts, when it has one. */
  terminator?: number;
}

/** Whether an entity starts at `i` (a loop, not a closure per character: this runs for every character). */
function startsAt(entities: readonly Span[], i: number): boolean {
  for (const e of entities) if (e.start === i) return true;
  return false;
}

function plainAscii(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x20;
}

/** Whether only spaces and tabs stand between the line's start and `at` (on a line of its own). */
function opensItsLine(text: string, at: number): boolean {
  let k = at;
  while (k > 0 && (text[k - 1] === ' ' || text[k - 1] === '\t')) k--;
  return k > 0 && text[k - 1] === '\n';
}

function clauseEnd(text: string, from: number, entities: readonly Span[]): ClauseEnd {
  for (let i = from; i < text.length; i++) {
    // A link or hashtag after the request is not part of it: it stays.
    if (startsAt(entities, i)) return { end: i, kind: 'sentence' };
    // ASCII letters, digits and spaces end nothing: most of a request is read without testing a pattern (the
    // editor reads every bait request's end on every score, editorModel/marks.ts).
    if (plainAscii(text.charCodeAt(i))) continue;
    const ch = text[i] as string;
    if (ch === '\n') return { end: i, kind: 'sentence' };
    if (BULLET.test(ch)) return { end: i, kind: 'break' };
    if (EMOJI.test(String.fromCodePoint(text.codePointAt(i) as number))) {
      const run = EMOJI_RUN.exec(text.slice(i))?.[0].length ?? 1;
      // Emoji that end the line or the text close it like a full stop would.
      const lineEnd = text.indexOf('\n', i + run) < 0 ? text.length : text.indexOf('\n', i + run);
      return HAS_WORD.test(text.slice(i + run, lineEnd)) ? { end: i + run, kind: 'break' } : { end: lineEnd, kind: 'sentence' };
    }
    if (TERMINATOR.test(ch)) {
      const run = /^[.!?…]+["'”’)\]]*/u.exec(text.slice(i))?.[0] ?? ch;
      const after = i + run.length;
      if (after < text.length && !/\s/u.test(text[after] as string)) {
        i = after - 1;
        continue;
      }
      // Emoji that close the line after the request ("👇", "♻️") belong to it.
      const lineEnd = text.indexOf('\n', after) < 0 ? text.length : text.indexOf('\n', after);
      const rest = text.slice(after, lineEnd);
      const decoration = !HAS_WORD.test(rest) && !/[#@＃]/u.test(rest) && rest.trim() !== '';
      return { end: decoration ? lineEnd : after, kind: 'sentence', terminator: i };
    }
    const next = text[i + 1];
    if (/[,;:]/u.test(ch) && (next === undefined || /\s/u.test(next))) return { end: i + 1, kind: 'clause' };
    if (/[—–]/u.test(ch) || (ch === '-' && text[i - 1] === ' ' && next === ' ')) return { end: i + 1, kind: 'clause' };
  }
  return { end: text.length, kind: 'sentence' };
}

interface RequestCut extends Cut {
  /** The cut starts a sentence (nothing before it in its sentence is left but hashtags, handles and links). */
  opensSentence: boolean;
}

interface Start {
  start: number;
  opensSentence: boolean;
  /** A word of the sentence stopped the walk (not a hashtag, handle or link before the request). */
  stoppedByWord?: boolean;
}

/**
 * Where the request really starts: back over filler words and emoji, and over hashtags, handles and links
 * (which stay: the cut starts after the nearest one); up to the sentence's start, a word that makes a point,
 * or the previous cut (whose words go too).
 */
function walkBack(text: string, from: number, entityAt: (i: number) => boolean, previous: RequestCut | undefined): Start {
  let pos = from;
  let floor = -1;
  const at = (start: number) => (floor >= 0 ? floor : start);
  for (;;) {
    let k = pos;
    while (k > 0 && /[ \t]/u.test(text[k - 1] as string)) k--;
    if (previous && k <= previous.end) return { start: at(previous.end), opensSentence: floor >= 0 || previous.opensSentence };
    if (k === 0 || text[k - 1] === '\n' || TERMINATOR.test(text[k - 1] as string)) return { start: at(k), opensSentence: true };
    let tokenStart = k;
    while (tokenStart > 0 && !/\s/u.test(text[tokenStart - 1] as string)) tokenStart--;
    if (previous && tokenStart < previous.end) return { start: at(previous.end), opensSentence: floor >= 0 || previous.opensSentence };
    if (entityAt(tokenStart)) {
      if (floor < 0) floor = pos;
    } else {
      const token = text
        .slice(tokenStart, k)
        .replace(/[,:;]+$/u, '')
        .toLowerCase();
      const opensLine = tokenStart === 0 || opensItsLine(text, tokenStart);
      // A list item's number goes with an item that is all request; any other word makes a point and stays.
      if (HAS_WORD.test(token) && !FILLER.has(token) && !(opensLine && LIST_MARKER.test(token)))
        return { start: at(pos), opensSentence: false, stoppedByWord: floor < 0 };
    }
    pos = tokenStart;
  }
}

function requestStart(text: string, from: number, entityAt: (i: number) => boolean, previous: RequestCut | undefined): Start {
  const found = walkBack(text, from, entityAt, previous);
  if (!found.stoppedByWord) return found;
  // A condition said just before the request goes with it, and so does what leads into the condition.
  let sentenceStart = found.start;
  while (sentenceStart > 0 && !/[\n.!?…]/u.test(text[sentenceStart - 1] as string)) sentenceStart--;
  const condition = CONDITION.exec(text.slice(sentenceStart, found.start));
  return condition ? walkBack(text, sentenceStart + condition.index, entityAt, previous) : found;
}

function cutFor(
  text: string,
  bait: Span,
  entities: readonly Span[],
  entityAt: (i: number) => boolean,
  previous: RequestCut | undefined,
): RequestCut {
  const { start, opensSentence } = requestStart(text, bait.start, entityAt, previous);
  const clause = clauseEnd(text, bait.end, entities);
  if (opensSentence) return { start, end: clause.end, capitalizeNext: clause.kind !== 'sentence', opensSentence };
  if (clause.kind !== 'sentence') return { start, end: clause.end, opensSentence };
  // Inside a sentence that makes a point: the point keeps its full stop, the glue before the request goes.
  let glue = start;
  while (glue > 0 && /[ \t,;:—–-]/u.test(text[glue - 1] as string)) glue--;
  let end = clause.terminator ?? clause.end;
  while (end > glue && /\s/u.test(text[end - 1] as string)) end--;
  return { start: glue, end, opensSentence };
}

/** The words a cut removes, without the punctuation and emoji around them: what the button quotes. */
function phraseOf(text: string, cut: Span): Span {
  let { start, end } = cut;
  while (start < end && !/[\p{L}\p{N}"“'‘«„]/u.test(text[start] as string)) start++;
  while (end > start && !/[\p{L}\p{N}"”'’»“]/u.test(text[end - 1] as string)) end--;
  return { start, end };
}

interface BaitCuts {
  cuts: RequestCut[];
  /** Each request's own words, for the label, even when two in a row go as one cut. */
  phrases: string[];
}

/** Where each engagement-bait request of the post starts and ends, as cuts (cut_to_limit uses them too). */
export function baitCuts(c: FixContext): BaitCuts | undefined {
  const baits = blockersOf(c, 'engagement_bait').flatMap((b) => (b.span ? [b.span] : []));
  return requestCuts(c.text, c.post.f, baits);
}

/**
 * The same from the post's text and features and the bait's spans: what a request takes with it, which is also
 * what the editor marks as the bait when the other voices look for words to praise (editorModel/marks.ts).
 */
export function requestCuts(text: string, f: TextFeatures, baitSpans: readonly Span[]): BaitCuts | undefined {
  const baits = [...baitSpans].sort((a, b) => a.start - b.start);
  if (baits.length === 0) return undefined;
  const entityStarts = new Set([...f.urls, ...f.hashtags, ...f.mentions].map((e) => e.start));
  const entityAt = (i: number) => entityStarts.has(i);
  const entities = [...f.urls, ...f.hashtags];
  // In order, each request knowing the cut before it: two requests in a row go as one.
  const cuts: RequestCut[] = [];
  const phrases: string[] = [];
  for (const bait of baits) {
    const previous = cuts[cuts.length - 1];
    if (previous && bait.start < previous.end) continue;
    const cut = cutFor(text, bait, entities, entityAt, previous);
    const own = phraseOf(text, { start: Math.max(cut.start, previous?.end ?? 0), end: cut.end });
    phrases.push(text.slice(own.start, own.end));
    if (previous && cut.start <= previous.end) {
      cuts[cuts.length - 1] = {
        ...previous,
        end: Math.max(previous.end, cut.end),
        capitalizeNext: cut.end >= previous.end ? cut.capitalizeNext : previous.capitalizeNext,
      };
    } else {
      cuts.push(cut);
    }
  }
  return { cuts, phrases };
}

export function removeBait(c: FixContext): Rewrite | undefined {
  const bait = baitCuts(c);
  if (!bait) return undefined;
  const { cuts, phrases } = bait;
  return {
    kind: 'remove_bait',
    concept: 'engagement_bait',
    label: quotedLabel(
      'Remove the bait',
      phrases,
      phrases.length === 1 ? 'Remove the bait request' : `Remove ${phrases.length} bait requests`,
    ),
    ...rewrite(c.text, cuts),
  };
}
