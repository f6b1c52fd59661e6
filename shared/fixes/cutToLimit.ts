// cut_to_limit ("cut to fit"): an over-limit post made to fit by taking away only what the editor already marks
// as removable, never a word of the writer's content. Least first, stopping as soon as the post fits: extra
// spaces and blank lines, piled-up punctuation and stretched letters, the hashtags beyond the platform's
// number, the engagement bait, a closing question that asks nothing ("Thoughts?"), a throat-clearing opener
// ("Here's the thing:"), and any other sentence or clause made only of filler ("Let's dive in."). A phrase goes
// only as a whole clause (wholeClauses.ts): a word outside every marked phrase is content, and a cut that would
// take one is not made. When all of that is not enough, no fix is offered: which sentence to drop is the
// writer's call, and the over-limit verdict says how many characters to cut (and, on platforms with threads,
// how many posts a thread would take). Counted the platform's way (platformFacts/limits.ts).
import type { Span } from '../schemas';
import { rewrite, type Cut, type Replacement, type Rewritten } from './edits';
import { weightedLength } from '../post/length';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';
import { repeats } from './trimRepeats';
import { surplusTags } from './keepBestHashtags';
import { baitCuts } from './removeBait';
import { fillerSpans } from '../concepts/filler/fillerConcept';
import { wholeClauseCuts, type ClauseCut } from './wholeClauses';
import { wholeNumber } from '../text/numberWords';

/** Runs of spaces, surplus blank lines, and spaces that end a line. */
const LOOSE_SPACE = /[ \t]{2,}|[ \t]+(?=\n)|\n{3,}/gu;
/** A label quotes what it drops only when it is this short; longer, it names it. */
const QUOTE_MAX = 32;
const LABEL_MAX = 64;
const HAS_WORD = /[\p{L}\p{N}]/u;

interface Step {
  /** What the label says the step does. */
  says: string;
  /** For a step that drops whole clauses: what they are ("the opener") and their words, to quote when short. */
  drops?: { name: string; quotes: string[] };
  cuts: Cut[];
  replacements: Replacement[];
}

/** The closing question that asks nothing ("Thoughts?", "What do you think?"), when nothing but tags or links follows it. */
function closingQuestion(c: FixContext): Span[] {
  const { question, questionSpan, prose } = c.post.f;
  if (question !== 'generic' || !questionSpan || HAS_WORD.test(prose.slice(questionSpan.end))) return [];
  return [questionSpan];
}

/** A step that drops whole clauses: named ("the opener") and quoted ("\"Here's the thing\""). */
function dropStep(c: FixContext, cuts: readonly ClauseCut[], one: string, many: string): Step {
  const quotes = cuts.map((cut) =>
    c.text
      .slice(cut.words.start, cut.words.end)
      .replace(/\s+/gu, ' ')
      .replace(/[\s,;:.—–-]+$/u, ''),
  );
  const name = quotes.length === 1 ? one : `${quotes.length} ${many}`;
  return { says: `drop ${name}`, drops: { name, quotes }, cuts: [...cuts], replacements: [] };
}

const listed = (items: readonly string[]) =>
  items.length === 1 ? (items[0] as string) : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * "Fit the 280: close up spaces and drop "Thoughts?" and "Here's the thing""; the dropped clauses by name
 * ("drop the closing question and the opener") when quoting them would make the label long.
 */
function labelOf(limit: number, steps: readonly Step[]): string {
  const others = steps.flatMap((s) => (s.drops ? [] : [s.says]));
  const drops = steps.flatMap((s) => (s.drops ? [s.drops] : []));
  const quotes = drops.flatMap((d) => d.quotes);
  const say = (dropped: readonly string[]) =>
    `Fit the ${wholeNumber(limit)}: ${listed(dropped.length > 0 ? [...others, `drop ${listed(dropped)}`] : others)}`;
  const quoted = say(quotes.map((q) => `"${q}"`));
  return quotes.every((q) => [...q].length <= QUOTE_MAX) && [...quoted].length <= LABEL_MAX ? quoted : say(drops.map((d) => d.name));
}

function steps(c: FixContext): Step[] {
  const out: Step[] = [];
  const spaces: Replacement[] = [];
  for (const m of c.text.matchAll(LOOSE_SPACE)) {
    const run = m[0];
    spaces.push({
      start: m.index,
      end: m.index + run.length,
      text: run.startsWith('\n') ? '\n\n' : /\n/u.test(c.text[m.index + run.length] ?? '') ? '' : ' ',
    });
  }
  if (spaces.length > 0) out.push({ says: 'close up spaces', cuts: [], replacements: spaces });
  const repeated = repeats(c);
  if (repeated) out.push({ says: 'trim repeats', cuts: [], replacements: repeated.replacements });
  const tags = surplusTags(c);
  if (tags) out.push({ says: `drop ${tags.dropped} hashtag${tags.dropped === 1 ? '' : 's'}`, cuts: tags.cuts, replacements: [] });
  const bait = baitCuts(c);
  if (bait) out.push({ says: 'remove the bait', cuts: bait.cuts, replacements: [] });
  const closer = wholeClauseCuts(c.text, closingQuestion(c));
  if (closer.length > 0) out.push(dropStep(c, closer, 'the closing question', 'closing questions'));
  // Filler the editor marks, taken where it is a whole clause: the opening one first (the point moves up to
  // the first line), then the rest. A clause the closing question already took is not taken twice.
  const taken = new Set(closer.map((cut) => cut.start));
  const filler = wholeClauseCuts(c.text, fillerSpans(c.post)).filter((cut) => !taken.has(cut.start));
  const opening = filler.filter((cut) => !HAS_WORD.test(c.text.slice(0, cut.start)));
  const rest = filler.filter((cut) => !opening.includes(cut));
  if (opening.length > 0) out.push(dropStep(c, opening, 'the opener', 'openers'));
  if (rest.length > 0) out.push(dropStep(c, rest, 'a stock phrase', 'stock phrases'));
  return out;
}

export function cutToLimit(c: FixContext): Rewrite | undefined {
  if (c.result.thread || blockersOf(c, 'over_limit').length === 0) return undefined;
  const limit = c.limit;
  const cuts: Cut[] = [];
  const replacements: Replacement[] = [];
  const taken: Step[] = [];
  for (const step of steps(c)) {
    cuts.push(...step.cuts);
    replacements.push(...step.replacements);
    taken.push(step);
    const fixed: Rewritten = rewrite(c.text, cuts, replacements);
    if (weightedLength(fixed.text, c.platform).weighted > limit) continue;
    return { kind: 'cut_to_limit', concept: 'over_limit', label: labelOf(limit, taken), ...fixed };
  }
  return undefined;
}
