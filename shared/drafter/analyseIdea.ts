// Reads an idea the way a writer would before drafting: its sentences, what it is about (the subject noun
// phrase), whether it asks "how to" or "why", any numbers, and a problem / cause / fix split when it has one.
import { stripTerminal, upperFirst } from './casing';
import { diagnose, firstImperative } from './problemSplit';
import { longestWord, MAX_SUBJECT_WORDS, nounPhrase, tokenize } from './subjectPhrase';
import { tidyIdea } from './tidyIdea';

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
