// The language the writer's idea is in, named in English for the model's instructions. "Write in the language
// of the idea" alone let models answer a Spanish idea in English, the language of the instructions around it;
// naming the language ("Spanish") leaves nothing to guess. The engine's own reader decides (shared/language.ts).
import { findWords } from '@preflight/engine';
import { readLanguage } from '@preflight/engine';

export interface IdeaLanguage {
  /** ISO 639-1, or 'und' when the idea does not say. */
  code: string;
  /** The language's English name ("Spanish"); undefined when the code is 'und'. */
  name: string | undefined;
  /** The reader's own confidence: clear function-word evidence, or a script one language owns. */
  reliable: boolean;
}

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export function ideaLanguage(idea: string): IdeaLanguage {
  const words = findWords(idea).map((span) => idea.slice(span.start, span.end).toLowerCase());
  const { code, reliable } = readLanguage(words, idea);
  return { code, name: code === 'und' ? undefined : ENGLISH_NAMES.of(code), reliable };
}

/** The instruction on the drafts' language: the language named when the reader can tell, hedged when it is unsure. */
export function languageRule(idea: string): string {
  const { name, reliable } = ideaLanguage(idea);
  if (!name) return 'Write in the language of the idea.';
  if (reliable) return `The idea is in ${name}: write every post in ${name}, never in the language of these instructions.`;
  return `The idea looks like ${name}: write every post in the language the idea is written in (${name}, unless the idea shows otherwise).`;
}
