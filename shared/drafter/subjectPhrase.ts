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
} from '../text/wordClasses';
import { FUNCTION_WORDS as CUE_FUNCTION_WORDS } from '../cues/functionWords';
import { DETECTION_WORDS } from '../cues/detectionWords';
import { PHRASEBOOK, type DraftLanguage } from './phrasebook';

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
const ED_NOT_VERB = new Set([
  'speed',
  'seed',
  'feed',
  'need',
  'breed',
  'greed',
  'hundred',
  'bleed',
  'shred',
  'embed',
  'bed',
  'red',
  'shed',
  'indeed',
]);

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
    if (tokens.length === 1 && (tag === 'verb' || tag === 'aux') && tokens[0]?.tag === 'verb' && IMPERATIVES.has(tokens[0].lower))
      tokens[0].tag = 'content';
    tokens.push({ core, lower, tag, breaksAfter });
    previous = tag;
  }
  // A verb form of the list right before an auxiliary, after a noun phrase's first word, is a plural noun:
  // "Our nightly builds were slow" is about the builds.
  for (let k = 1; k < tokens.length - 1; k++) {
    const [before, t, after] = [tokens[k - 1] as Token, tokens[k] as Token, tokens[k + 1] as Token];
    if (
      t.tag === 'verb' &&
      after.tag === 'aux' &&
      (before.tag === 'content' || before.tag === 'det') &&
      !before.breaksAfter &&
      !t.breaksAfter
    )
      t.tag = 'content';
  }
  return tokens;
}

export const MAX_SUBJECT_WORDS = 4;

/**
 * A word that may be a verb in the third person present ("answers", "ships"), not one that only looks so ("status", "analysis", "process").
 */
const PRESENT_VERB = /^[a-z]{3,}[^su']s$/u;

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
    // The clause's subject ends at its verb: in "Our support team answers tickets", a word in -s after the first
    // word of the opening run, with more of the run after it, is the verb in the present ("answers"), not a
    // noun. Cutting a plural noun there instead ("team members answer") still leaves a whole noun phrase.
    const opensClause = tokens.slice(0, start).every((x) => x.tag === 'det' || x.tag === 'quant' || x.tag === 'func');
    if (opensClause) {
      for (let k = start + 1; k < i - 1; k++) {
        if (PRESENT_VERB.test((tokens[k] as Token).lower) && !(tokens[k - 1] as Token).breaksAfter) {
          (tokens[k] as Token).tag = 'verb';
          i = k;
          break;
        }
      }
    }
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
    // One word alone is a noun only where its place says so: after a determiner ("our churn") or as the subject
    // of the clause's verb ("Churn dropped"). Elsewhere it is as likely an adjective or an adverb ("ship small"),
    // and a question built around it reads wrong.
    if (kept.length === 1 && before?.tag !== 'det' && !(atStart && beforeVerb)) continue;
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

/** Words that never begin or end a noun phrase in a language: its function words, pronouns and articles. */
const stopWords = new Map<DraftLanguage, ReadonlySet<string>>();
function stopWordsOf(language: DraftLanguage): ReadonlySet<string> {
  let set = stopWords.get(language);
  if (!set) {
    const book = PHRASEBOOK[language];
    const lists: readonly (readonly string[])[] = [
      (CUE_FUNCTION_WORDS as Record<string, readonly string[]>)[language] ?? [],
      (DETECTION_WORDS as Record<string, readonly string[]>)[language] ?? [],
      [book.articles, book.linkers, book.pronouns, book.firstPerson, book.and, book.because, book.but, book.notNouns].flatMap((a) =>
        a.split('|'),
      ),
    ];
    set = new Set(lists.flat());
    stopWords.set(language, set);
  }
  return set;
}

/** A gerund or a word ending like one: a verb, never part of a noun phrase. */
const GERUND = /(?:ando|endo|iendo|indo|ant|ing)$/u;
const MAX_PHRASE_WORDS = 4;

interface Phrase {
  words: string[];
  /** Starts right after an article or a possessive: a noun phrase, not a verb run. */
  afterArticle: boolean;
}

/**
 * The noun phrases of a clause in a language other than English: runs of content words (German: ending on a
 * capitalised noun), which may hold a linking word between two nouns ("tiempo de despliegue") but never begin
 * or end on a function word, and hold no number. A clause's first word is skipped unless told otherwise: outside
 * German it is usually the verb or the pronoun, capitalised only because it opens the sentence.
 */
function phrasesIn(clause: string, language: DraftLanguage, skipFirst = language !== 'de'): Phrase[] {
  const stop = stopWordsOf(language);
  const articles = new Set(PHRASEBOOK[language].articles.split('|'));
  const linkers = new Set(PHRASEBOOK[language].linkers.split('|'));
  const raw = clause
    .split(/\s+/u)
    .map((w) => ({ core: w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''), breaks: /[,;:()—–]$/u.test(w) }));
  const phrases: Phrase[] = [];
  let run: string[] = [];
  let afterArticle = false;
  const close = () => {
    while (run.length > 0 && linkers.has((run[run.length - 1] as string).toLowerCase())) run.pop();
    if (language === 'de') while (run.length > 0 && !/^\p{Lu}/u.test(run[run.length - 1] as string)) run.pop();
    if (run.length > 0) phrases.push({ words: run.slice(0, MAX_PHRASE_WORDS), afterArticle });
    run = [];
  };
  // In Spanish, French and Portuguese the subject comes first and its verb right after it: the last word of a
  // clause's opening noun phrase that is followed by an article or a possessive (perhaps after one adverb) opens
  // the predicate ("La biblioteca municipal abrió un taller", "La boulangerie vend maintenant son pain").
  const verbs = language === 'de' ? new Set<number>() : verbIndices(raw, stop, articles, linkers, finiteVerbOf(language));
  raw.forEach((t, i) => {
    const lower = t.core.toLowerCase();
    if (verbs.has(i)) {
      close();
      return;
    }
    // A word of one letter is a preposition, a conjunction or an article in every language drafted ("a", "y", "e", "à"), never a noun.
    const content =
      Array.from(t.core).length > 1 && !/\p{N}/u.test(t.core) && !stop.has(lower) && !GERUND.test(lower) && !(i === 0 && skipFirst);
    const linking = run.length > 0 && linkers.has(lower);
    if (content && endsPhrase(run, t.core, language, linkers)) close();
    if (content || linking) {
      if (run.length === 0) afterArticle = i > 0 && articles.has((raw[i - 1] as { core: string }).core.toLowerCase());
      run.push(t.core);
      if (t.breaks || run.length >= MAX_PHRASE_WORDS + 1) close();
    } else close();
  });
  close();
  // A phrase cut at its length limit may end on a linking word: trimmed above; drop what is left empty.
  return phrases.filter((p) => p.words.length > 0 && !linkers.has((p.words[p.words.length - 1] as string).toLowerCase()));
}

/**
 * Where the verb of a clause that opens with an article and a noun phrase stands: the first content word of that
 * phrase after its noun (not right after a linking word) followed by an article or a possessive, directly or after
 * one word that is never a noun. -1 when the clause does not open so.
 */
function subjectVerbIndex(
  raw: readonly { core: string }[],
  stop: ReadonlySet<string>,
  articles: ReadonlySet<string>,
  linkers: ReadonlySet<string>,
): number {
  const lower = raw.map((t) => t.core.toLowerCase());
  if (!articles.has(lower[0] ?? '')) return -1;
  for (let i = 2; i < lower.length - 1; i++) {
    const word = lower[i] as string;
    if (linkers.has(word)) continue;
    if (stop.has(word) || /\p{N}/u.test(word)) return -1;
    if (linkers.has(lower[i - 1] as string)) continue;
    const next = lower[i + 1] as string;
    const afterNext = lower[i + 2];
    if (articles.has(next) || (stop.has(next) && !linkers.has(next) && afterNext !== undefined && articles.has(afterNext))) return i;
  }
  return -1;
}

/**
 * A content word that cannot continue the noun phrase so far. In German a noun phrase ends on its noun: a
 * lower-case word after a capitalised noun is the verb or an adverb ("Planungsmeetings dauerten"). In Spanish,
 * French, Portuguese and Italian a noun takes one adjective after it without a linking word ("equipo pequeño"):
 * a third content word in a row is the verb ("equipo pequeño avanza").
 */
function endsPhrase(run: readonly string[], word: string, language: DraftLanguage, linkers: ReadonlySet<string>): boolean {
  if (run.length === 0) return false;
  if (language === 'de') return /^\p{Ll}/u.test(word) && run.some((w) => /^\p{Lu}/u.test(w)) && !linkers.has(word.toLowerCase());
  if (language === 'en') return false;
  let since = 0;
  for (let k = run.length - 1; k >= 0 && !linkers.has((run[k] as string).toLowerCase()); k--) since++;
  return since >= 2;
}

const finiteVerbs = new Map<DraftLanguage, RegExp | undefined>();
function finiteVerbOf(language: DraftLanguage): RegExp | undefined {
  if (!finiteVerbs.has(language)) {
    const endings = PHRASEBOOK[language].finiteVerb;
    finiteVerbs.set(language, endings ? new RegExp(`\\p{L}{2,}(?:${endings})$`, 'u') : undefined);
  }
  return finiteVerbs.get(language);
}

/**
 * The words of a clause that are its verbs as far as a noun phrase can tell: the verb after a clause's opening
 * noun phrase (subjectVerbIndex), a word with a finite verb's ending ("duraban", "bajaron"), and a content
 * word that follows another content word and comes right before an article or a possessive ("las fotos
 * muestran el producto"): a noun phrase does not run on into the next one's article.
 */
function verbIndices(
  raw: readonly { core: string; breaks: boolean }[],
  stop: ReadonlySet<string>,
  articles: ReadonlySet<string>,
  linkers: ReadonlySet<string>,
  finite: RegExp | undefined,
): Set<number> {
  const lower = raw.map((t) => t.core.toLowerCase());
  const verbs = new Set<number>();
  const opening = subjectVerbIndex(raw, stop, articles, linkers);
  if (opening >= 0) verbs.add(opening);
  const content = (w: string | undefined) => w !== undefined && w !== '' && !stop.has(w) && !linkers.has(w) && !/\p{N}/u.test(w);
  lower.forEach((w, i) => {
    if (!content(w)) return;
    if (finite?.test(w)) verbs.add(i);
    const next = lower[i + 1];
    if (
      i > 0 &&
      content(lower[i - 1]) &&
      !(raw[i - 1] as { breaks: boolean }).breaks &&
      !(raw[i] as { breaks: boolean }).breaks &&
      next !== undefined &&
      articles.has(next)
    )
      verbs.add(i);
  });
  return verbs;
}

/** A lead-in of a few words before a colon ("Hot take:", "Opinión impopular:"): a label, not the subject. */
const LEAD_IN = /^(?:[^\s:]+\s+){0,2}[^\s:]+\s?:\s+(?=\S)/u;

/** What an idea is about: the first noun phrase after an article in its clauses, else its longest one. */
export function subjectOf(written: readonly string[], language: DraftLanguage): string | undefined {
  const clauses = written.map((c) => c.replace(LEAD_IN, ''));
  if (language === 'en') {
    for (const c of clauses) {
      // Asked of the reader, "our pipeline" is "your pipeline".
      const p = nounPhrase(c)?.replace(/^(?:our|my)\s/iu, 'your ');
      if (p) return p;
    }
    return undefined;
  }
  // A phrase after an article is a noun phrase for sure; one that links two nouns ("tiempo de despliegue") more
  // likely the thing itself than a noun and the verb after it ("equipo redujo"). Ties go to the earlier phrase.
  const linkers = new Set(PHRASEBOOK[language].linkers.split('|'));
  const weight = (p: Phrase) => (p.afterArticle ? 2 : 0) + p.words.length + (p.words.some((w) => linkers.has(w.toLowerCase())) ? 1 : 0);
  let best: Phrase | undefined;
  for (const p of clauses.flatMap((c) => phrasesIn(c, language))) if (!best || weight(p) > weight(best)) best = p;
  return best ? best.words.join(' ') : undefined;
}

/** The method a clause names after its method word ("using dependency caching" → "dependency caching"). */
export function methodPhrase(clause: string, language: DraftLanguage): string | undefined {
  const rest = clause.replace(new RegExp(`^(?:${PHRASEBOOK[language].method})\\s+`, 'iu'), '');
  if (rest === clause) return undefined;
  if (language === 'en') {
    const words = rest.split(/\s+/u);
    const kept: string[] = [];
    for (const w of words) {
      const lower = w.toLowerCase().replace(/[^\p{L}\p{N}]+$/gu, '');
      if (kept.length > 0 && (FUNCTION_WORDS.has(lower) || AUXILIARIES.has(lower) || /\p{N}/u.test(w))) break;
      kept.push(w.replace(/[^\p{L}\p{N}]+$/gu, ''));
      if (/[,;:]$/u.test(w) || kept.length >= MAX_PHRASE_WORDS) break;
    }
    while (
      kept.length > 0 &&
      (KEPT_DETERMINERS.has((kept[kept.length - 1] as string).toLowerCase()) ||
        FUNCTION_WORDS.has((kept[kept.length - 1] as string).toLowerCase()))
    )
      kept.pop();
    return kept.length > 0 ? kept.join(' ') : undefined;
  }
  const first = phrasesIn(rest, language, false)[0];
  return first ? first.words.join(' ') : undefined;
}
