// The rewrites that keep the idea's shape: the idea tightened, the same with its number (or its statement)
// first, the same with a question for readers, and the idea as a short thread. Each is the writer's own
// clauses; only a question frame (from the phrasebook, around the idea's own words) and the thread mark are added.
import { run, body, line, CLOSER_DROP, type Block } from './blocks';
import type { Clause, IdeaParts, SentenceBreak } from './ideaParts';
import { HEAD_MIN_WORDS } from '../post/threadGate';
import { inner, opening, sentenceText, sentencesOf } from './pieces';
import { VARIANT_LABELS } from './variantLabels';

/** A rewrite, as blocks to fit to the limit; `slotted` when it holds a slot the writer must fill. */
export interface Layout {
  blocks: Block[];
  slotted: boolean;
  /** What the rewrite does to the idea, in words (./variantLabels.ts). */
  label: string;
}

/**
 * The idea's sentences as one paragraph, or with the line breaks the writer put between them: later sentences
 * without a number are the first to go when it is too long.
 */
export function paragraph(sentences: readonly string[], breaks: readonly SentenceBreak[] = []): Block[] {
  return sentences.map((s, i) => {
    const block = i === 0 || /\p{N}/u.test(s) ? run(s) : run(s, 2 - i / 100);
    const breakBefore = breaks[i];
    return breakBefore ? { ...block, breakBefore } : block;
  });
}

/** The idea tightened, laid out as the writer laid it out. */
export function plain(parts: IdeaParts): Layout {
  return {
    blocks: paragraph(
      sentencesOf(parts),
      parts.sentences.map((s) => s.breakBefore),
    ),
    slotted: false,
    label: VARIANT_LABELS.tightened,
  };
}

/**
 * The number first: the first clause stating a number leads when something else came before it; failing that,
 * an idea that opens with a question leads with its first statement and asks the question after it.
 */
export function pointFirst(parts: IdeaParts): Layout | undefined {
  const clauses = parts.sentences.flatMap((s, si) => s.clauses.map((c, ci) => ({ c, si, ci })));
  const lead = clauses.find((x) => x.c.hasNumber);
  if (lead && (lead.si > 0 || lead.ci > 0)) {
    const sentence = parts.sentences[lead.si] as IdeaParts['sentences'][number];
    const rest = sentence.clauses.filter((_, i) => i !== lead.ci);
    const moved: string[] = [sentenceText([{ ...lead.c, joiner: '' }], sentence.end === '?' ? '.' : sentence.end, parts)];
    if (rest.length > 0)
      moved.push(
        sentenceText(
          rest.map((c, i) => (i === 0 ? { ...c, joiner: '' } : c)),
          sentence.end,
          parts,
        ),
      );
    const others = parts.sentences.map((s) => sentenceText(s.clauses, s.end, parts)).filter((_, i) => i !== lead.si);
    return { blocks: paragraph([...moved, ...others]), slotted: false, label: VARIANT_LABELS.numberFirst };
  }
  const firstStatement = parts.sentences.findIndex((s) => s.end !== '?');
  if (parts.sentences[0]?.end === '?' && firstStatement > 0) {
    const all = sentencesOf(parts);
    return {
      blocks: paragraph([all[firstStatement] as string, ...all.filter((_, i) => i !== firstStatement)]),
      slotted: false,
      label: VARIANT_LABELS.statementFirst,
    };
  }
  return undefined;
}

/** Questions a reader can answer, each built around the idea's own words: its method, its figure, its subject. */
export function questions(parts: IdeaParts): string[] {
  const book = parts.book;
  if (!book) return [];
  const out: string[] = [];
  // English frames put the idea's words inside the sentence; the others open with them, as a label.
  const words = (phrase: string) => (parts.language === 'en' ? inner(phrase, parts) : phrase);
  if (parts.method) out.push(opening(book.askMethod(words(parts.method))));
  if (parts.subject && parts.hasNumber) out.push(opening(book.askResult(words(parts.subject))));
  if (parts.subject) out.push(opening(book.askSubject(words(parts.subject))));
  // An idea that already asks a question (anywhere, "Why do engineers hate estimates? Because…") has asked
  // its reader something: it is not asked twice. An idea that says nothing about what a question would ask
  // ("Remote work.") gets none either: "How do you handle remote work?" after it would only repeat it.
  if (parts.sentences.some((s) => s.end === '?') || !saysMoreThan(parts, parts.subject)) return [];
  return out;
}

/** The idea has at least two words beyond its subject: something said about it. */
function saysMoreThan(parts: IdeaParts, subject: string | undefined): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const about = new Set(words(subject ?? ''));
  return parts.sentences.flatMap((s) => s.clauses.flatMap((c) => words(c.text))).filter((w) => !about.has(w)).length >= 2;
}

/** A question closing a rewrite: it goes before any of the idea's words when the limit is tight. */
export const closingQuestion = (q: string): Block => ({ ...body(q, { drop: CLOSER_DROP }), role: 'closer' });

const THREAD_MARK = '🧵';

/**
 * The idea as a short thread, the way the engine reads one (shared/post/threadGate.ts): parts separated by blank
 * lines with the thread mark on the head, and no numbering (a "1/3" the idea never wrote would be a number
 * it never stated). The head is the idea's first sentence or clause, and it must stand alone; the thread
 * needs at least two parts (context, then what was done and what came of it).
 */
export function thread(parts: IdeaParts): Layout | undefined {
  let pieces: string[] = sentencesOf(parts);
  if (pieces.length < 2) {
    const only = parts.sentences[0];
    if (!only || only.clauses.length < 2) return undefined;
    const [head, ...rest] = only.clauses as [Clause, ...Clause[]];
    pieces = [
      sentenceText([head], '.', parts),
      sentenceText(
        rest.map((c, i) => (i === 0 ? { ...c, joiner: '' } : c)),
        only.end,
        parts,
      ),
    ];
  }
  const head = pieces[0] as string;
  if ((head.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < HEAD_MIN_WORDS) return undefined;
  return {
    blocks: [body(`${head} ${THREAD_MARK}`, { shrink: true }), ...pieces.slice(1).map((p) => body(p, { shrink: true }))],
    slotted: false,
    label: VARIANT_LABELS.thread,
  };
}

/** Lines for a list: the idea's clauses as bullets. */
export const bullet = (text: string): Block => line(`• ${text}`, undefined, true);
