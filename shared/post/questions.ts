// The questions a post asks, in any script, and whether its last is one only the writer could ask (specific)
// or one any post could end with (generic: "Thoughts?", "What do you think?").
import type { Span } from '../schemas';
import type { CueReading } from '../cues/cueLanguages';
import { genericCloser, genericQuestion } from '../cues/genericQuestions';
import { findWords } from './words';
import { countLetters, tokenWords } from './letterCount';

export type QuestionKind = 'none' | 'generic' | 'specific';

// The marks that end a question in the scripts that have one: Latin's, the full-width one of Chinese and
// Japanese, Arabic's reversed one and the Greek semicolon.
const QUESTION_MARKS = new Set(['?', '？', '؟', '\u037e']);
// What ends the run of text before a question: a sentence end of any script, or a line break.
const RUN_ENDS = new Set(['.', '!', '\n', '。', '！', '।', '۔']);

/** True when the text asks a question in any script (Spanish's opening ¿ counts, as its question may run on). */
export function hasQuestionMark(text: string): boolean {
  for (const mark of QUESTION_MARKS) if (text.includes(mark)) return true;
  return text.includes('¿');
}

/**
 * Each question: the run of text since the last sentence end or line break, up to and including its question
 * marks. The same matches as /[^.!?\n]*\?+/gu (with every script's marks), found in one pass instead of a scan
 * that restarts at every character.
 */
function questionsIn(prose: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  let start = 0;
  for (let i = 0; i < prose.length; i++) {
    // ASCII other than ? . ! and a line break is in neither set: most characters, skipped without a string.
    const code = prose.charCodeAt(i);
    if (code < 0x80 && code !== 0x3f && code !== 0x2e && code !== 0x21 && code !== 0x0a) continue;
    const ch = prose[i] as string;
    if (QUESTION_MARKS.has(ch)) {
      let end = i + 1;
      while (QUESTION_MARKS.has(prose[end] ?? '')) end++;
      found.push({ index: start, text: prose.slice(start, end) });
      start = end;
      i = end - 1;
    } else if (RUN_ENDS.has(ch)) start = i + 1;
  }
  return found;
}

/** Words in a stretch of text, a run of a script without spaces counted as the words it is estimated to make. */
function estimatedWords(text: string): number {
  let words = 0;
  for (const span of findWords(text)) words += tokenWords(countLetters(text.slice(span.start, span.end)));
  return words;
}

export function classifyQuestion(prose: string, reading: CueReading): { kind: QuestionKind; span: Span | undefined } {
  let kind: QuestionKind = 'none';
  let span: Span | undefined;
  const closers = genericQuestion(reading);
  for (const m of questionsIn(prose)) {
    const q = m.text.trim();
    const words = estimatedWords(q);
    const generic = words <= 3 || (closers?.test(q) ?? false);
    span = { start: m.index + m.text.indexOf(q), end: m.index + m.text.length };
    if (!generic) kind = 'specific';
    else if (kind === 'none') kind = 'generic';
  }
  const closing = kind === 'none' ? genericCloser(reading) : undefined;
  if (closing) {
    const closer = closing.exec(prose.trimEnd());
    if (closer) return { kind: 'generic', span: { start: closer.index, end: closer.index + closer[0].trimEnd().length } };
  }
  return { kind, span };
}
