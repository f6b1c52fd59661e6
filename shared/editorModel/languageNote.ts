// One line telling the writer of a post the engine cannot read word by word what it was judged on. Without it a
// Japanese post with no word-level advice would look as if it had nothing to improve, when the advice simply
// does not read Japanese. The language is named where it was read with confidence, else the script.
import type { ScoreResult } from '../schemas';
import type { TextFeatures } from '../post/features';
import type { FUNCTION_WORDS } from '../cues/functionWords';
import { wordsUnread } from '../cues/cueLanguages';
import type { ScriptName } from '../text/script';

const WRITTEN_IN: Record<ScriptName, string> = {
  latin: 'Latin letters',
  japanese: 'Japanese',
  han: 'Chinese characters',
  hangul: 'Korean',
  thai: 'Thai',
  arabic: 'Arabic script',
  hebrew: 'Hebrew script',
  devanagari: 'Devanagari',
  cyrillic: 'Cyrillic',
  greek: 'Greek',
  other: 'a script',
};

const LANGUAGE_NAMES: Record<keyof typeof FUNCTION_WORDS, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  pt: 'Portuguese',
  it: 'Italian',
};
const names = Object.values(LANGUAGE_NAMES);
const READS = `${names.slice(0, -1).join(', ')} and ${names.at(-1) as string}`;

/** Languages the detector names (shared/post/language.ts), by ISO 639-1 code. */
const DETECTED_NAMES: Record<string, string> = {
  nl: 'Dutch',
  id: 'Indonesian',
  sv: 'Swedish',
  pl: 'Polish',
  tr: 'Turkish',
  ru: 'Russian',
  uk: 'Ukrainian',
  hi: 'Hindi',
  ko: 'Korean',
  th: 'Thai',
  he: 'Hebrew',
  el: 'Greek',
  ja: 'Japanese',
  zh: 'Chinese',
  ar: 'Arabic',
  fa: 'Persian',
  ur: 'Urdu',
};

/** The note for a post whose words the engine cannot read, or nothing. */
export function languageNote(f: TextFeatures): ScoreResult['reasons'] {
  if (!wordsUnread(f)) return [];
  return [
    {
      effect: 'down',
      voice: 'editor',
      text:
        `Written in ` +
        `${(f.languageReliable ? DETECTED_NAMES[f.language] : undefined) ?? WRITTEN_IN[f.script]}: judged on ` +
        `what any script shows (length, links, layout, numbers); word-level advice reads only ${READS}.`,
      concept: 'language',
      impact: 0,
      // About the whole post's script, not about words in it.
      words: [],
    },
  ];
}
