// Counting the letters of a word: its capitals and cased letters, and for the scripts written without spaces
// between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese) the words its letters are estimated to make.
import { isCased } from './letterCase';

// Scripts whose words are not separated by spaces: a word is estimated from its characters, about two in
// Chinese and Japanese, about three letters (vowel and tone marks aside) in Thai, Lao, Khmer and Burmese.
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SOUTHEAST_ASIAN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const HAN_KANA_LETTERS_PER_WORD = 2;
const SOUTHEAST_ASIAN_LETTERS_PER_WORD = 3;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NO_SENTENCE_MARKS = /[\p{Script=Thai}\p{Script=Lao}]/u;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

export interface LetterCount {
  letters: number;
  upper: number;
  cased: number;
  /** Letters of scripts without spaces between words, and the words they are estimated to make. */
  unspacedWords: number;
  /** Han characters (Chinese, or Japanese kanji) and Japanese kana among them. */
  han: number;
  kana: number;
  /** Letters of Thai and Lao, whose sentences are unmarked. */
  unmarked: number;
}

/** Letters, capitals and cased letters in a word: ASCII by char code (almost every letter), the rest by Unicode property. */
export function countLetters(word: string): LetterCount {
  let letters = 0;
  let upper = 0;
  let cased = 0;
  let hanKana = 0;
  let southeastAsian = 0;
  let unmarked = 0;
  let kana = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x61 && code <= 0x7a) {
        letters++;
        cased++;
      } else if (code >= 0x41 && code <= 0x5a) {
        letters++;
        cased++;
        upper++;
      }
      continue;
    }
    const ch = String.fromCodePoint(word.codePointAt(i) as number);
    if (ch.length === 2) i++;
    if (LETTER.test(ch)) {
      letters++;
      if (isCased(ch)) cased++;
      if (UPPER.test(ch)) upper++;
      else if (HAN_KANA.test(ch)) {
        hanKana++;
        if (KANA.test(ch)) kana++;
      } else if (SOUTHEAST_ASIAN.test(ch)) {
        southeastAsian++;
        if (NO_SENTENCE_MARKS.test(ch)) unmarked++;
      }
    }
  }
  return {
    letters,
    upper,
    cased,
    unspacedWords: hanKana / HAN_KANA_LETTERS_PER_WORD + southeastAsian / SOUTHEAST_ASIAN_LETTERS_PER_WORD,
    han: hanKana - kana,
    kana,
    unmarked,
  };
}

/** The words a token stands for: one, or for a run of a script without spaces, its estimated words. */
export function tokenWords(counted: LetterCount): number {
  return counted.unspacedWords > 0 ? Math.max(1, Math.round(counted.unspacedWords)) : 1;
}
