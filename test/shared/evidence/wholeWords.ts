// Whether a quoted phrase occurs in a text as whole words: not inside a longer word, with an apostrophe between
// letters part of the word ("won" is not in "won't"), a possessive 's and a one-letter elision ("l'avenir")
// being the two apostrophes that end or start a word. The engine's words (shared/post/words.ts) are letters and
// digits, so an underscore separates them ("event_name").
const WORD_CHAR = /[\p{L}\p{N}]/u;
const LETTER = /[\p{L}\p{N}]/u;
const APOSTROPHE = /['’]/u;

function edgeBefore(text: string, at: number): boolean {
  const prev = text[at - 1];
  if (prev === undefined) return true;
  if (WORD_CHAR.test(prev)) return false;
  // "don'tX": an apostrophe after two letters joins the word; after one ("l'") it is an elision.
  if (APOSTROPHE.test(prev)) return !(LETTER.test(text[at - 2] ?? '') && LETTER.test(text[at - 3] ?? ''));
  return true;
}

function edgeAfter(text: string, at: number): boolean {
  const next = text[at];
  if (next === undefined) return true;
  if (WORD_CHAR.test(next)) return false;
  if (APOSTROPHE.test(next) && LETTER.test(text[at + 1] ?? '')) return /^['’]s(?![\p{L}\p{N}])/u.test(text.slice(at));
  return true;
}

/** True when `phrase` (whitespace collapsed) is found in `text` as whole words. */
export function hasWholeWords(text: string, phrase: string): boolean {
  const flat = text.replace(/\s+/gu, ' ');
  const first = phrase[0] ?? '';
  const last = phrase[phrase.length - 1] ?? '';
  for (let at = flat.indexOf(phrase); at >= 0; at = flat.indexOf(phrase, at + 1)) {
    // A phrase that starts or ends with punctuation ("!" sentences, "[insert link]") has its edge in itself.
    const before = !WORD_CHAR.test(first) || edgeBefore(flat, at);
    const after = !WORD_CHAR.test(last) || edgeAfter(flat, at + phrase.length);
    if (before && after) return true;
  }
  return false;
}
