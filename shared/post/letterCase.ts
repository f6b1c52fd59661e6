// Whether a post's letters have a case at all. Japanese, Chinese, Korean, Thai, Arabic, Hebrew, Devanagari and
// most of the world's scripts have no capitals: a post in them cannot be written in sentence case, so it can
// neither shout nor lack capitals. The test is the letters themselves (a letter is cased when its upper and
// lower forms differ), not a list of languages, so any caseless script is covered, and a brand name in Latin
// letters inside a Japanese post does not make the post judgeable on case.

/** Capitals are judged only when at least this share of the post's letters are cased. */
export const CASED_SHARE_MIN = 0.5;

/** A letter whose upper- and lower-case forms differ (Latin, Greek, Cyrillic, Armenian...). */
export function isCased(ch: string): boolean {
  return ch.toUpperCase() !== ch.toLowerCase();
}

/** True when the post is written mostly in cased letters, so capitals, sentence case and shouting mean something. */
export function judgesCase(f: { letters: number; casedLetters: number }): boolean {
  return f.letters > 0 && f.casedLetters >= CASED_SHARE_MIN * f.letters;
}
