// Reads an idea the way a writer would before drafting: its sentences, what it is about (the subject noun
// phrase), whether it asks "how to" or "why", any numbers, and a problem / cause / fix split when it has one.
import { engagementBait } from '../blockers/engagementBait';
import { stripTerminal, upperFirst } from './casing';
import {
  AUXILIARIES,
  DROPPED_QUANTIFIERS,
  FUNCTION_WORDS,
  IMPERATIVES,
  KEPT_DETERMINERS,
  MODALS,
  PEOPLE_NOUNS,
  PROBLEM_CUES,
  PRONOUNS,
  VERBS,
} from './wordClasses';

export type IdeaIntent = 'how_to' | 'why' | 'question' | 'statement';

export interface IdeaAnalysis {
  /** The idea tidied: engagement bait and hashtag signs removed, whitespace collapsed, shouting lowered. */
  text: string;
  /** Its sentences, without terminal punctuation. */
  sentences: string[];
  intent: IdeaIntent;
  /** The main point as a declarative clause, first letter as written, no terminal punctuation. */
  point?: string;
  /** A question the idea asks, capitalised, with its question mark. */
  question?: string;
  /** For a "how to …" idea: what to do, e.g. "price your first SaaS product". */
  action?: string;
  /** What the idea is about, as written: "our landing page", "SaaS onboarding emails". */
  subject: string;
  /** Content words in order of appearance, the subject's first. */
  keyTerms: string[];
  /** Numbers as the idea writes them ("40%", "$10k"): the only numbers a draft may use. */
  numbers: string[];
  problem?: string;
  cause?: string;
  fix?: string;
  /** "Everyone says X, but Y": the view the idea argues against and its own. */
  contrast?: { against: string; claim: string };
  /** Declarative sentences after the point. */
  details: string[];
  /** Imperative clauses of the idea, capitalised: ready-made checklist steps. */
  steps: string[];
  /** Words the idea capitalises mid-sentence: names, kept capitalised. */
  names: Set<string>;
  /** Most letters are Latin, so English templates frame the idea naturally. */
  latin: boolean;
}

type Tag = 'content' | 'det' | 'quant' | 'pron' | 'aux' | 'verb' | 'func' | 'num';
interface Token {
  core: string;
  lower: string;
  tag: Tag;
  /** Punctuation after the token (a comma, a colon) ends a noun phrase. */
  breaksAfter: boolean;
}

const SHOUT_WORD = /\b\p{Lu}{4,}\b/gu;
const ED_NOT_VERB = new Set(['speed', 'seed', 'feed', 'need', 'breed', 'greed', 'hundred', 'bleed', 'shred', 'embed', 'bed', 'red', 'shed', 'indeed']);

/** Engagement bait goes with the rest of its clause: "Like if you agree:" leaves nothing behind. */
function removeBait(text: string): string {
  const spans = engagementBait(text).flatMap((b) => (b.span ? [b.span] : []));
  let out = text;
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i];
    if (!s || s.end > out.length) continue;
    const tail = out.slice(s.end).search(/[.!?:;\n]/u);
    const end = tail < 0 ? out.length : s.end + tail + 1;
    out = out.slice(0, s.start) + ' ' + out.slice(end);
  }
  return out;
}

function lowerShouting(text: string): string {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  if (letters >= 12 && capitals / letters > 0.6) {
    // Shouted throughout: sentence case, "I" kept.
    return text.toLowerCase().replace(/(^|[.!?]\s+|\n)(\p{Ll})/gu, (_, pre: string, ch: string) => pre + ch.toUpperCase()).replace(/\bi\b/gu, 'I');
  }
  const shouted = text.match(SHOUT_WORD)?.length ?? 0;
  return shouted >= 2 ? text.replace(SHOUT_WORD, (w) => w.toLowerCase()) : text;
}

export function tidyIdea(idea: string): string {
  let t = removeBait(idea.replace(/\r\n?/gu, '\n'));
  t = t.replace(/[\p{Cc}\p{Cf}]/gu, (ch) => (ch === '\n' ? '\n' : ch === '\u200d' ? ch : ' '));
  // Hashtags closing the idea are tags, not words of it; inside a sentence the word stays, without the sign.
  t = t.replace(/(?:\s*#[\p{L}\p{N}_]+)+\s*$/u, '').replace(/#(\p{L}[\p{L}\p{N}_]*)/gu, '$1');
  t = t
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/gu, ' ').replace(/^\s*(?:[-*•·>]|\d{1,2}[.)]|\(\d{1,2}\))\s+/u, '').trim())
    .filter((line) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(line))
    .join('\n');
  return lowerShouting(t).trim();
}

interface Sentence {
  text: string;
  question: boolean;
}

function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const line of text.split('\n')) {
    for (const piece of line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“'‘(\p{Extended_Pictographic}])|(?<=[。！？])/u)) {
      const question = /[?？]["”’']*\s*$/u.test(piece);
      const clean = stripTerminal(piece.trim().replace(/^["“'‘]+|["”'’]+$/gu, '').replace(/^[\p{Extended_Pictographic}\u200d\ufe0f\s]+|[\p{Extended_Pictographic}\u200d\ufe0f\s]+$/gu, ''));
      if (/[\p{L}\p{N}]/u.test(clean)) out.push({ text: clean, question });
    }
  }
  return out;
}

function tokenize(clause: string): Token[] {
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

const MAX_SUBJECT_WORDS = 4;

/** The noun phrase a clause is about: the run of content words in subject position, else the longest one. */
function nounPhrase(clause: string): string | undefined {
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
function longestWord(sentence: string): string | undefined {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let best = '';
  for (const s of wordSegmenter.segment(sentence)) if (s.isWordLike && s.segment.length > best.length) best = s.segment;
  return best.length >= 2 ? best : undefined;
}

function isLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters > 0 && latin / letters >= 0.6;
}

function namesIn(sentences: Sentence[]): Set<string> {
  const names = new Set<string>();
  for (const s of sentences) {
    const words = s.text.split(/\s+/u);
    for (let i = 1; i < words.length; i++) {
      const w = (words[i] as string).replace(/^[^\p{L}]+|[^\p{L}\p{N}]+$/gu, '');
      const prev = words[i - 1] as string;
      if (/^\p{Lu}/u.test(w) && w !== 'I' && !/[.:!?]$/u.test(prev)) names.add(w);
    }
  }
  return names;
}

function firstImperative(clause: string): boolean {
  const first = clause.trim().split(/\s+/u)[0]?.toLowerCase().replace(/’/gu, "'") ?? '';
  return IMPERATIVES.has(first);
}

interface Diagnosis {
  problem?: string;
  cause?: string;
  fix?: string;
  contrast?: { against: string; claim: string };
}

function diagnose(sentences: string[]): Diagnosis {
  const d: Diagnosis = {};
  sentences.forEach((s, i) => {
    let m: RegExpMatchArray | null;
    if (!d.cause && (m = s.match(/^(.{8,}?),?\s+because\s+(?:of\s+)?(.{4,})$/iu))) {
      d.problem ??= m[1];
      d.cause = m[2];
    }
    if (!d.cause && (m = s.match(/^(?:the\s+)?(?:real\s+|main\s+|biggest\s+)?(?:problem|issue|mistake|reason)\s+(?:is|was)\s+(?:that\s+)?(.{4,})$/iu))) d.cause = m[1];
    if (!d.fix && (m = s.match(/^(?:the\s+)?(?:fix|solution|answer|cure)\s*(?:is|was|:)\s*(?:to\s+)?(.{4,})$/iu))) d.fix = m[1];
    if (!d.problem && (m = s.match(/^stop\s+(.{4,})$/iu))) d.problem = m[1];
    if (!d.fix && i > 0 && (m = s.match(/^instead\s*,?\s+(.{4,})$/iu))) d.fix = m[1];
    if (!d.contrast && (m = s.match(/^(.{8,}?)[,;]?\s+but\s+(.{8,})$/iu))) {
      // "Everyone says X, but Y": keep X itself; the draft supplies its own framing.
      const against = (m[1] as string).replace(/^(?:everyone|everybody|people|they|most people|the (?:common |usual )?advice)\s+(?:says?|thinks?|tells? you|is)\s+(?:that\s+)?/iu, '');
      d.contrast = { against, claim: m[2] as string };
    }
  });
  const problemAt = d.problem === undefined ? -1 : sentences.findIndex((s) => s.includes(d.problem as string));
  const cueAt = sentences.findIndex((s) => PROBLEM_CUES.test(s) || /^stop\s/iu.test(s));
  const from = problemAt >= 0 ? problemAt : cueAt;
  if (from >= 0 && !d.fix) {
    // A problem, then a later sentence that says what to do: that sentence is the fix.
    const f = sentences.findIndex((s, i) => i > from && firstImperative(s) && !/^stop\s/iu.test(s));
    if (f > from) d.fix = sentences[f];
  }
  if (!d.problem && cueAt >= 0 && (d.cause || d.fix)) d.problem = sentences[cueAt];
  return d;
}

function clauseSteps(sentences: string[]): string[] {
  const steps: string[] = [];
  for (const s of sentences) {
    for (const clause of s.split(/;\s+|,\s+(?:and\s+)?then\s+|\s+and then\s+|:\s+/u)) {
      const c = stripTerminal(clause);
      if (firstImperative(c) && c.split(/\s+/u).length >= 2) steps.push(upperFirst(c));
    }
  }
  return steps;
}

function numbersIn(text: string): string[] {
  return Array.from(text.matchAll(/(?<![\p{L}\p{N}])[$€£]?\d[\d,.]*(?:\s?%|k\b|m\b|x\b)?(?![\p{L}\p{N}])/giu), (m) => m[0].replace(/[.,]$/u, ''));
}

function keyTermsOf(subject: string, sentences: string[]): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      terms.push(word);
    }
  };
  for (const t of tokenize(subject)) if (t.tag === 'content') add(t.core);
  for (const s of sentences) for (const t of tokenize(s)) if (t.tag === 'content' && (t.core.length >= 3 || /\d|\p{Lu}{2}/u.test(t.core))) add(t.core);
  return terms.slice(0, 8);
}

export function analyseIdea(idea: string): IdeaAnalysis {
  const text = tidyIdea(idea) || idea.trim();
  const parsed = splitSentences(text);
  const sentences = parsed.length > 0 ? parsed : [{ text: stripTerminal(text) || text, question: false }];
  const first = sentences[0] as Sentence;
  const latin = isLatin(text);

  let intent: IdeaIntent = 'statement';
  let point: string | undefined;
  let question: string | undefined;
  let action: string | undefined;
  let m: RegExpMatchArray | null;
  if ((m = first.text.match(/^how\s+(?:to|do\s+(?:you|i|we)|can\s+(?:you|i|we)|should\s+(?:you|i|we))\s+(.{3,})$/iu))) {
    intent = 'how_to';
    action = m[1];
  } else if ((m = first.text.match(/^how\s+(i|we)\s+(.{3,})$/iu))) {
    point = `${(m[1] as string).toLowerCase() === 'i' ? 'I' : 'we'} ${m[2]}`;
  } else if ((m = first.text.match(/^why\s+(?:(?:do|did)\s+)?(.{3,})$/iu)) && !/^(?:is|are|was|were|does|should|would|can|could|will|don't|doesn't|isn't|aren't)\b/iu.test(m[1] as string)) {
    intent = 'why';
    point = m[1];
  } else if (first.question) {
    intent = 'question';
    question = `${upperFirst(first.text)}?`;
  } else {
    point = first.text;
  }

  const rest = sentences.slice(1);
  if (point === undefined) {
    const declarative = rest.find((s) => !s.question);
    if (declarative) point = declarative.text;
  }
  question ??= rest.find((s) => s.question) ? `${upperFirst((rest.find((s) => s.question) as Sentence).text)}?` : undefined;
  const details = rest.filter((s) => !s.question && s.text !== point).map((s) => s.text);

  const about = action ?? point ?? first.text;
  let subject = latin ? nounPhrase(about) ?? nounPhrase(first.text) : longestWord(about);
  subject ??= about.split(/\s+/u).slice(0, MAX_SUBJECT_WORDS).join(' ');

  const all = sentences.map((s) => s.text);
  return {
    text,
    sentences: all,
    intent,
    point,
    question,
    action,
    subject,
    keyTerms: keyTermsOf(subject, all),
    numbers: numbersIn(text),
    ...diagnose(all),
    details,
    steps: clauseSteps(all),
    names: namesIn(sentences),
    latin,
  };
}
