// The script most of a text's letters are written in. The cue lexicons and the forecast's word tables read
// Latin-script languages only, so a post in another script is one whose words the engine cannot read: it is
// judged on what any script shows, and is told so (shared/editorModel/languageNote.ts). Which scripts and
// languages the lexicons read is theirs to say (wordsUnread, shared/cues/cueLanguages.ts); this file only
// counts letters.

export type ScriptName =
  | 'latin'
  | 'japanese'
  | 'han'
  | 'hangul'
  | 'thai'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'cyrillic'
  | 'greek'
  | 'other';

const SCRIPTS: readonly [Exclude<ScriptName, 'japanese' | 'other'>, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['han', /\p{Script=Han}/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['thai', /\p{Script=Thai}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER = /\p{L}/u;

/** The script of most of the letters in `text` (kana with or without kanji is Japanese); 'latin' when there are none. */
export function dominantScript(text: string): ScriptName {
  const counts = new Map<ScriptName, number>();
  let letters = 0;
  // ASCII letters (most of most posts) are counted by index, with no string per character; the map learns
  // their count at the end, in the place the first of them took (ties go to the script seen first).
  let asciiLetters = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) {
        letters++;
        if (asciiLetters++ === 0 && !counts.has('latin')) counts.set('latin', 0);
      }
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i) as number);
    if (ch.length === 2) i++;
    if (!LETTER.test(ch)) continue;
    letters++;
    const name = KANA.test(ch) ? 'japanese' : (SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'other');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  if (asciiLetters > 0) counts.set('latin', (counts.get('latin') ?? 0) + asciiLetters);
  if (letters === 0) return 'latin';
  // Kanji and kana together are Japanese.
  const kana = counts.get('japanese') ?? 0;
  if (kana > 0) {
    counts.set('japanese', kana + (counts.get('han') ?? 0));
    counts.delete('han');
  }
  let best: ScriptName = 'latin';
  let most = 0;
  for (const [name, n] of counts) if (n > most) [best, most] = [name, n];
  return best;
}
