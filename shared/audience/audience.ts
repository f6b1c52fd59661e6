// Who the post talks to, from the free-text persona: a phrase to address ("indie SaaS founders") and its
// head noun for a direct question ("Founders, …").
import { lowerFirst } from '../text/casing';
import { PRONOUNS } from '../text/wordClasses';

export interface Audience {
  /** "indie SaaS founders" */
  phrase: string;
  /** "founders" */
  short: string;
}

const MAX_WORDS = 5;
const MAX_CHARS = 40;
/** Where the head noun phrase of a persona ends: "product managers | at large companies". */
const QUALIFIER = /\s+(?:who|that|which|with|working|building|interested|looking|trying|in|at|on|from|of|for|like)\s.*$/iu;

export function audienceOf(persona: string | undefined): Audience | undefined {
  if (!persona) return undefined;
  const clause = (persona.split(/[,.;:\n(]/u)[0] ?? '')
    .trim()
    .replace(/^(?:for|to|and)\s+/iu, '')
    .replace(/^(?:the|a|an|all|my|our)\s+/iu, '');
  const head = clause.replace(QUALIFIER, '');
  let phrase = clause.split(/\s+/u).length > MAX_WORDS || clause.length > MAX_CHARS ? head : clause;
  const words = phrase.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0 || (words.length === 1 && PRONOUNS.has((words[0] as string).toLowerCase()))) return undefined;
  phrase = words.slice(0, MAX_WORDS).join(' ');
  if (phrase.length > MAX_CHARS) phrase = words.slice(0, 2).join(' ');
  const headWords = head.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const short = (headWords[headWords.length - 1] ?? (words[words.length - 1] as string)).replace(/[^\p{L}\p{N}'’-]+/gu, '');
  if (!/\p{L}/u.test(short)) return undefined;
  return { phrase: lowerFirst(phrase, new Set()), short: lowerFirst(short, new Set()) };
}
