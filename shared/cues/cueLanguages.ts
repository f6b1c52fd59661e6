// Which languages' words a post is read by. Every rule that reads words (a lexicon of phrases, a list of
// words) is written for the languages it lists, and a post is read only by the rules of the language it is
// written in: "mes" is "my" in French and "month" in Spanish, "die" is "to die" in English and "the" in
// German, "TODO" is a note to oneself in English and "everything" in Spanish.
//
// - A post clearly in a language the editor reads (its function words are listed: shared/cues/functionWords.ts)
//   is read by that language's words alone.
// - A post whose few function words leave two or more of them in the running (fewer than three words of
//   evidence, or a close call: "Partage si tu es d'accord" holds Spanish "si" and "es" beside French words)
//   is read by each language the evidence cannot rule out (shared/post/language.ts), so a short post is not robbed
//   of its own language's rules by a guess ("a", "to" and "come" make a short English post lead in Italian).
// - A post whose language cannot be told ('und', most often a post of a few words), or a Latin-script post
//   whose guess names a language the editor does not read without clear evidence, could be in any of them:
//   every language's words apply, as they did before rules knew their languages.
// - A post clearly in a language the editor does not read, or in a script it does not read (wordsUnread below),
//   is read by none: it is judged on what any script shows, and told so once.
import { FUNCTION_WORDS, type CueLanguage } from './functionWords';
import type { ScriptName } from '../text/script';

export type { CueLanguage };

/** The languages the editor reads, in a fixed order. */
export const CUE_LANGUAGES = Object.keys(FUNCTION_WORDS) as readonly CueLanguage[];

/**
 * Whose words read a post: one cue language ("es"), a few the evidence cannot tell apart ("es+fr", in
 * CUE_LANGUAGES order), every one ("any") or none ("none"). A string, so patterns and word sets built for a
 * reading are kept under it.
 */
export type CueReading = CueLanguage | 'any' | 'none' | `${CueLanguage}+${string}`;

const IS_CUE_LANGUAGE: ReadonlySet<string> = new Set(CUE_LANGUAGES);

export function isCueLanguage(code: string): code is CueLanguage {
  return IS_CUE_LANGUAGE.has(code);
}

/**
 * True when the engine cannot read the post's words: its language is none the cue lexicons cover, read from a
 * script the lexicons are not written in or from clear function words (Portuguese, Indonesian). A Latin-script
 * post of unknown language (a few words) is still read: its names, numbers and any English cue are what they
 * look like.
 */
export function wordsUnread(f: { language: string; languageReliable: boolean; script: ScriptName }): boolean {
  if (IS_CUE_LANGUAGE.has(f.language)) return false;
  return f.script !== 'latin' || f.languageReliable;
}

/** What shared/post/language.ts read of a post, as far as the rules' languages go. */
export interface ReadingOfLanguage {
  language: string;
  languageReliable: boolean;
  script: ScriptName;
  /** The languages the evidence cannot rule out (LanguageReading.candidates). */
  candidates: readonly string[];
}

/** Whose words read a post with this language reading (see the head of this file). */
export function cueReading(f: ReadingOfLanguage): CueReading {
  if (wordsUnread(f)) return 'none';
  if (f.languageReliable && isCueLanguage(f.language)) return f.language;
  const close = f.candidates.filter(isCueLanguage);
  // A language the editor does not read in the running, or no evidence at all: the post could be in any.
  if (close.length === 0 || close.length < f.candidates.length) return 'any';
  return CUE_LANGUAGES.filter((l) => close.includes(l)).join('+') as CueReading;
}

const READING_LANGUAGES = new Map<CueReading, readonly CueLanguage[]>();

/** The cue languages a reading stands for (each reading's list made once: several rules ask on every score). */
export function readingLanguages(reading: CueReading): readonly CueLanguage[] {
  if (reading === 'any') return CUE_LANGUAGES;
  let languages = READING_LANGUAGES.get(reading);
  if (!languages) READING_LANGUAGES.set(reading, (languages = reading === 'none' ? [] : (reading.split('+') as CueLanguage[])));
  return languages;
}

/** Words (or phrases) grouped by the language they are written in. */
export type ByLanguage<T> = Readonly<Partial<Record<CueLanguage, readonly T[]>>>;

/** The entries that read a post: its language's, those of the languages it may be in, or none. */
export function entriesFor<T>(lists: ByLanguage<T>, reading: CueReading): T[] {
  // In the order the lists are written, as every lexicon was read before it knew its languages.
  if (reading === 'any') return Object.values(lists).flat() as T[];
  return readingLanguages(reading).flatMap((l) => lists[l] ?? []);
}

/**
 * A word list per language, looked up as the set that reads a post: each reading's set is built once, the
 * first time a post needs it, so looking a word up costs one Set lookup whatever the language.
 */
export function wordsByLanguage(lists: ByLanguage<string>): (reading: CueReading) => ReadonlySet<string> {
  const sets = new Map<CueReading, ReadonlySet<string>>();
  return (reading) => {
    let set = sets.get(reading);
    if (!set) sets.set(reading, (set = new Set(entriesFor(lists, reading))));
    return set;
  };
}
