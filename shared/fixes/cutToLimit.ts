// cut_to_limit: an over-limit post made to fit without cutting the writer's words. A fix never deletes what
// the writer said, so this one may take away only what is not content, least first, until the post fits:
// extra spaces and blank lines, then piled-up punctuation and stretched letters, then the hashtags beyond the
// platform's number, then the engagement bait. When all of that is not enough, no fix is offered: which
// sentence to drop is the writer's call, and the over-limit verdict says how many characters to cut (and, on
// platforms with threads, how many posts a thread would take). Counted the platform's way (platform.ts).
import { rewrite, type Cut, type Replacement, type Rewritten } from './edits';
import { weightedLength } from '../platform';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';
import { repeats } from './trimRepeats';
import { surplusTags } from './keepBestHashtags';
import { baitCuts } from './removeBait';

/** Runs of spaces, surplus blank lines, and spaces that end a line. */
const LOOSE_SPACE = /[ \t]{2,}|[ \t]+(?=\n)|\n{3,}/gu;

interface Step {
  /** What the label says the step does. */
  says: string;
  cuts: Cut[];
  replacements: Replacement[];
}

function steps(c: FixContext): Step[] {
  const out: Step[] = [];
  const spaces: Replacement[] = [];
  for (const m of c.text.matchAll(LOOSE_SPACE)) {
    const run = m[0];
    spaces.push({ start: m.index, end: m.index + run.length, text: run.startsWith('\n') ? '\n\n' : /\n/u.test(c.text[m.index + run.length] ?? '') ? '' : ' ' });
  }
  if (spaces.length > 0) out.push({ says: 'close up spaces', cuts: [], replacements: spaces });
  const repeated = repeats(c);
  if (repeated) out.push({ says: 'trim repeats', cuts: [], replacements: repeated.replacements });
  const tags = surplusTags(c);
  if (tags) out.push({ says: `drop ${tags.dropped} hashtag${tags.dropped === 1 ? '' : 's'}`, cuts: tags.cuts, replacements: [] });
  const bait = baitCuts(c);
  if (bait) out.push({ says: 'remove the bait', cuts: bait.cuts, replacements: [] });
  return out;
}

export function cutToLimit(c: FixContext): Rewrite | undefined {
  if (c.result.thread || blockersOf(c, 'over_limit').length === 0) return undefined;
  const limit = c.limit;
  const cuts: Cut[] = [];
  const replacements: Replacement[] = [];
  const said: string[] = [];
  for (const step of steps(c)) {
    cuts.push(...step.cuts);
    replacements.push(...step.replacements);
    said.push(step.says);
    const fixed: Rewritten = rewrite(c.text, cuts, replacements);
    if (weightedLength(fixed.text, c.platform).weighted > limit) continue;
    const what = said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`;
    return { kind: 'cut_to_limit', concept: 'over_limit', label: `Fit the ${limit.toLocaleString('en-US')}: ${what}`, ...fixed };
  }
  return undefined;
}
