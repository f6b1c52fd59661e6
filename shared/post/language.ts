// Which language a post is written in, with how far the reading can be trusted. Latin and Cyrillic posts are
// told by their most frequent function words (the cue languages' and a few more: shared/cues/detectionWords.ts);
// a post in a script that one language owns (Hangul, Thai, Hebrew, Greek, kana) by its script. The language
// decides two things: German capitalises every noun, so capitals do not mark a name there; and a post in a
// language the cue lexicons do not cover is judged on what any script shows (wordsUnread, shared/cues/cueLanguages.ts).
//
// Library detectors were measured on a 280-character post: franc-min (trigrams of 82 languages, 150 KB)
// took 0.6 ms, three times the whole engine's budget, and called a plain English sentence French and
// "Nice one!" English; tinyld took 0.4 ms and is 12 MB installed. Function words are read in the same pass
// that counts them, cost nothing noticeable, and say "und" when a post is too short to tell.
import { FUNCTION_WORDS } from '../cues/functionWords';
import { DETECTION_WORDS } from '../cues/detectionWords';
import { dominantScript, type ScriptName } from '../text/script';

/** An ISO 639-1 code, or 'und' when the post does not say. */
export type Language = string;

export interface LanguageReading {
  code: Language;
  /** True when the evidence is clear (CLEAR_EVIDENCE), or the post is in a script one language owns. */
  reliable: boolean;
  /**
   * The languages the evidence cannot rule out: the reading's own when it is clear; with less than three words
   * of evidence, every language with some; else every language whose function words come within the clear
   * margin of the leader's ("Partage si tu es d'accord…" holds "si" and "es" of Spanish as well as French
   * words); none when no word names a language.
   */
  candidates: Language[];
  script: ScriptName;
}

/** Each function word, with the languages it belongs to. */
const WORD_LANGUAGES = new Map<string, Language[]>();
for (const [language, words] of Object.entries({ ...FUNCTION_WORDS, ...DETECTION_WORDS })) {
  for (const w of words) {
    const list = WORD_LANGUAGES.get(w);
    if (list) list.push(language);
    else WORD_LANGUAGES.set(w, [language]);
  }
}

/** Scripts one language owns, or nearly. */
const SCRIPT_LANGUAGE: Partial<Record<ScriptName, Language>> = {
  hangul: 'ko',
  thai: 'th',
  hebrew: 'he',
  greek: 'el',
  japanese: 'ja',
  han: 'zh',
  arabic: 'ar',
  devanagari: 'hi',
  cyrillic: 'ru',
};
const PERSIAN_LETTERS = /[پچژگ]/u;
const URDU_LETTERS = /[ٹڈڑںے]/u;
const UKRAINIAN_LETTERS = /[іїєґ]/u;
/**
 * The clear evidence a reading needs: a word shared by k languages counts 1/k for each ("de" is Spanish,
 * French, Dutch and Turkish), and the leader needs three such words and half again the runner-up's count.
 */
const CLEAR_EVIDENCE = 3;
const CLEAR_MARGIN = 1.5;
/** Less than one word's worth of evidence names no language. */
const SOME_EVIDENCE = 1;

/** The same by number (an index into LANGUAGES), with each word's share, so a post's count needs no map. */
const LANGUAGES: Language[] = [...new Set([...WORD_LANGUAGES.values()].flat())];
const WORD_SHARES = new Map<string, { ids: number[]; share: number }>(
  [...WORD_LANGUAGES].map(([w, languages]) => [w, { ids: languages.map((l) => LANGUAGES.indexOf(l)), share: 1 / languages.length }]),
);

/**
 * Letters that few languages write, each with the languages that write it: "ñ" is Spanish, "ß" German, "ã"
 * Portuguese. A short post may hold two or three function words shared by several languages ("de", "a",
 * "que", "als") and still show its language in one letter. Each such letter present counts as one word's
 * worth, shared among its languages like a shared word; seen twice it counts once, so one long word cannot
 * outvote the sentence.
 */
const LETTER_LANGUAGES: Record<string, Language[]> = {
  ñ: ['es'],
  ß: ['de'],
  á: ['es', 'pt'],
  í: ['es', 'pt'],
  ó: ['es', 'pt', 'pl'],
  ú: ['es', 'pt'],
  ä: ['de', 'sv'],
  ö: ['de', 'sv', 'tr'],
  ü: ['de', 'tr'],
  ã: ['pt'],
  õ: ['pt'],
  ç: ['fr', 'pt', 'tr'],
  ê: ['fr', 'pt'],
  è: ['fr', 'it'],
  à: ['fr', 'pt', 'it'],
  œ: ['fr'],
  î: ['fr'],
  û: ['fr'],
  ù: ['fr'],
  ì: ['it'],
  ò: ['it'],
  å: ['sv'],
  ł: ['pl'],
  ą: ['pl'],
  ę: ['pl'],
  ż: ['pl'],
  ğ: ['tr'],
  ş: ['tr'],
  ı: ['tr'],
};
const LETTER_SHARES = new Map(
  Object.entries(LETTER_LANGUAGES).map(([letter, languages]) => [
    letter,
    { ids: languages.map((l) => LANGUAGES.indexOf(l)), share: 1 / languages.length },
  ]),
);

/** Whether a word holds a letter beyond ASCII (/[^\u0000-\u007f]/u), by char code: asked of every word. */
function hasNonAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 0x7f) return true;
  return false;
}

/**
 * Each language's hits while one post is read: one array for every post, cleared before each, since a typed
 * array is slow to allocate and this runs on every score.
 */
const HITS = new Float64Array(LANGUAGES.length);

function countHits(words: readonly string[]): { best: Language; hits: number; second: number; close: Language[] } {
  const hits = HITS.fill(0);
  // The languages in the order their first word came: ties go to the first, as they always have.
  const order: number[] = [];
  const add = (entry: { ids: number[]; share: number }) => {
    for (const id of entry.ids) {
      if (hits[id] === 0) order.push(id);
      hits[id] = (hits[id] as number) + entry.share;
    }
  };
  let letters: Set<string> | undefined;
  for (const w of words) {
    const entry = WORD_SHARES.get(w);
    if (entry) add(entry);
    if (!hasNonAscii(w)) continue;
    for (const ch of w) {
      const letter = LETTER_SHARES.get(ch);
      if (!letter || letters?.has(ch)) continue;
      (letters ??= new Set()).add(ch);
      add(letter);
    }
  }
  let best: Language = 'und';
  let most = 0;
  let second = 0;
  for (const id of order) {
    const n = hits[id] as number;
    if (n > most) [best, most, second] = [LANGUAGES[id] as Language, n, most];
    else if (n > second) second = n;
  }
  // With less than clear evidence no language that has some is ruled out ("a" and "to" are English, "come" is
  // Italian: a short English post may lead in Italian); with enough, those within the clear margin are not.
  const close =
    most < SOME_EVIDENCE
      ? []
      : order
          .filter((id) => (hits[id] as number) > 0 && (most < CLEAR_EVIDENCE || (hits[id] as number) * CLEAR_MARGIN >= most))
          .map((id) => LANGUAGES[id] as Language);
  return { best: most >= SOME_EVIDENCE && most > second ? best : 'und', hits: most, second, close };
}

/** The post's language from its words (lower case) and its prose. */
export function readLanguage(words: readonly string[], prose: string): LanguageReading {
  const { best, hits, second, close } = countHits(words);
  const clear = hits >= CLEAR_EVIDENCE && hits >= CLEAR_MARGIN * second;
  const script = dominantScript(prose);
  if (script === 'other') return { code: 'und', reliable: false, candidates: [], script };
  if (script === 'latin')
    return { code: best, reliable: best !== 'und' && clear, candidates: best !== 'und' && clear ? [best] : close, script };
  let code = SCRIPT_LANGUAGE[script] ?? 'und';
  if (script === 'arabic') code = URDU_LETTERS.test(prose) ? 'ur' : PERSIAN_LETTERS.test(prose) ? 'fa' : 'ar';
  if (script === 'cyrillic') code = best === 'ru' || best === 'uk' ? best : UKRAINIAN_LETTERS.test(prose) ? 'uk' : 'ru';
  // Several languages share Cyrillic and Devanagari: only their function words make the reading sure.
  const shared = script === 'cyrillic' || script === 'devanagari';
  return { code, reliable: shared ? best === code && clear : true, candidates: [code], script };
}

/**
 * The languages whose function words lead among these words, ties included ("lo" is Spanish and Italian):
 * none when no word names a language.
 */
export function leadingLanguages(words: readonly string[]): Language[] {
  const hits = new Map<Language, number>();
  for (const w of words) {
    const entry = WORD_SHARES.get(w);
    if (entry) for (const id of entry.ids) hits.set(LANGUAGES[id] as Language, (hits.get(LANGUAGES[id] as Language) ?? 0) + entry.share);
  }
  const most = Math.max(0, ...hits.values());
  return most === 0 ? [] : [...hits].filter(([, n]) => n === most).map(([l]) => l);
}

/** The post's language from its words alone ('und' with no evidence or a tie). */
export function detectLanguage(words: readonly string[]): Language {
  return countHits(words).best;
}
