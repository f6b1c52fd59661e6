// The subject of an idea without a part-of-speech tagger: tag each word with a small word class, then take the
// run of content words in subject position (or the object of a first-person verb), else the longest run.
import {
  AUXILIARIES,
  DROPPED_QUANTIFIERS,
  FUNCTION_WORDS,
  IMPERATIVES,
  KEPT_DETERMINERS,
  MODALS,
  PEOPLE_NOUNS,
  PRONOUNS,
  VERBS,
} from './wordClasses';

/** A word class, enough to find noun phrases. */
export type Tag = 'content' | 'det' | 'quant' | 'pron' | 'aux' | 'verb' | 'func' | 'num';
export interface Token {
  core: string;
  lower: string;
  tag: Tag;
  /** Punctuation after the token (a comma, a colon) ends a noun phrase. */
  breaksAfter: boolean;
}

/** Words ending in "ed" that are not past tenses. */
const ED_NOT_VERB = new Set(['speed', 'seed', 'feed', 'need', 'breed', 'greed', 'hundred', 'bleed', 'shred', 'embed', 'bed', 'red', 'shed', 'indeed']);

export function tokenize(clause: string): Token[] {
  const tokens: Token[] = [];
  let previous: Tag | undefined;
  for (const raw of clause.split(/\s+/u)) {
    const core = raw.replace(/^[^\p{L}\p{N}$€£]+|[^\p{L}\p{N}%]+$/gu, '');
    const breaksAfter = /[,;:()—–]["”’')]*$/u.test(raw) || raw === '-' || raw === '—';
    if (!core) {
      const last = tokens[tokens.length - 1];
      if (last) last.breaksAfter = true;
      continue;
    }
    const lower = core.toLowerCase().replace(/’/gu, "'");
    let tag: Tag;
    if (/^[$€£]?\d[\d.,]*(?:%|k|m|x)?$/iu.test(core)) tag = 'num';
    else if (PRONOUNS.has(lower)) tag = 'pron';
    else if (AUXILIARIES.has(lower)) tag = 'aux';
    else if (KEPT_DETERMINERS.has(lower)) tag = 'det';
    else if (DROPPED_QUANTIFIERS.has(lower)) tag = 'quant';
    else if (FUNCTION_WORDS.has(lower)) tag = 'func';
    else if (VERBS.has(lower)) tag = 'verb';
    else if (lower.length > 4 && lower.endsWith('ed') && !ED_NOT_VERB.has(lower)) tag = 'verb';
    else if (previous === 'pron' || (previous === 'aux' && tokens.length > 1)) tag = 'verb';
    else if (tokens.length === 0 && IMPERATIVES.has(lower)) tag = 'verb';
    else if (tokens[tokens.length - 1]?.lower === 'to' && IMPERATIVES.has(lower)) tag = 'verb';
    else tag = 'content';
    // "Price matters": a first word read as an imperative was the subject after all.
    if (tokens.length === 1 && (tag === 'verb' || tag === 'aux') && tokens[0]?.tag === 'verb' && IMPERATIVES.has(tokens[0].lower)) tokens[0].tag = 'content';
    tokens.push({ core, lower, tag, breaksAfter });
    previous = tag;
  }
  return tokens;
}

export const MAX_SUBJECT_WORDS = 4;

/** The noun phrase a clause is about: the run of content words in subject position, else the longest one. */
export function nounPhrase(clause: string): string | undefined {
  const tokens = tokenize(clause);
  let best: { text: string; score: number } | undefined;
  let seenContent = false;
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (t.tag !== 'content') {
      i++;
      continue;
    }
    const start = i;
    while (i < tokens.length && (tokens[i] as Token).tag === 'content' && (i === start || !(tokens[i - 1] as Token).breaksAfter)) i++;
    let run = tokens.slice(start, i);
    const before = tokens[start - 1];
    const after = tokens[i];
    // "-ing" after a verb or a number is a verb ("spent months building features"): the phrase is what follows it.
    const gerund = t.lower.endsWith('ing') && before !== undefined && before.tag !== 'det' && before.tag !== 'quant';
    if (gerund && run.length > 1) run = run.slice(1);
    const kept = run.slice(-MAX_SUBJECT_WORDS);
    const atStart = tokens.slice(0, start).every((x) => x.tag === 'det' || x.tag === 'quant' || x.tag === 'func');
    const beforeVerb = after !== undefined && (after.tag === 'verb' || after.tag === 'aux') && !(tokens[i - 1] as Token).breaksAfter;
    let score = Math.min(run.length, MAX_SUBJECT_WORDS);
    if (atStart) score += beforeVerb ? 3 : 1;
    else if (beforeVerb) score += 0.5;
    if (!seenContent) score += 0.5;
    if (gerund && run.length === 1) score -= 1;
    // The object of the first verb ("we rewrote our landing page") is what a first-person idea is about.
    const governor = before?.tag === 'det' ? tokens[start - 2] : before;
    if (governor && (governor.tag === 'verb' || governor.lower.endsWith('ing'))) score += 1;
    // "Every founder should write weekly updates": advice to people is about the thing they should do.
    if (beforeVerb && PEOPLE_NOUNS.has((run[run.length - 1] as Token).lower) && MODALS.has((after as Token).lower)) score -= 3;
    if (run.length === 1 && (run[0] as Token).core.length <= 3) score -= 1;
    seenContent = true;
    let text = kept.map((x) => x.core).join(' ');
    // "a big audience" reads wrong in most templates ("working on a big audience"); the plural reads right.
    if (before && (before.lower === 'a' || before.lower === 'an') && !gerund) text = pluralize(text);
    else if (before?.tag === 'det' && !gerund && kept.length === run.length) text = `${before.core} ${text}`;
    else if (before && (before.lower === 'every' || before.lower === 'each') && !/s$/u.test(text)) text = pluralize(text);
    if (!best || score > best.score) best = { text, score };
  }
  return best?.text;
}

function pluralize(phrase: string): string {
  if (/(?:s|sh|ch|x|z)$/iu.test(phrase)) return `${phrase}es`;
  if (/[^aeiou]y$/iu.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return `${phrase}s`;
}

let wordSegmenter: Intl.Segmenter | undefined;

/** For scripts without spaces: the longest word the platform's segmenter finds in the sentence. */
export function longestWord(sentence: string): string | undefined {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let best = '';
  for (const s of wordSegmenter.segment(sentence)) if (s.isWordLike && s.segment.length > best.length) best = s.segment;
  return best.length >= 2 ? best : undefined;
}
