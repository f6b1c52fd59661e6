// tactical_checklist: a short hook, then three to five concrete steps, one per line. Steps the idea gives
// come first among the middle steps; sensible generic steps around them make a complete routine.
import { body, hook, line, type Block } from '../blocks';
import { upperFirst } from '../casing';
import type { Choices } from '../choices';
import type { DraftContext } from '../draftContext';
import type { Structure } from './structure';

function openingSteps(s: string): string[] {
  return [`Write down what ${s} should achieve, in one sentence`, `Look at ${s} the way a first-time reader would`, `List the jobs ${s} must do, and for whom`];
}
const MIDDLE_STEPS = [
  'Find the step where people get stuck or drop off',
  "Cut anything that doesn't serve that one goal",
  'Change one thing at a time and note what moved',
  'Ask a few people who use it what confused them',
];
const CLOSING_STEPS = ['Write the result down so the next round starts ahead', 'Look at it again in two weeks, with fresh eyes', 'Keep what worked and drop the rest'];
const MARKERS: readonly ((i: number) => string)[] = [(i) => `${i}. `, (i) => `${i}) `, () => '- ', () => '• '];

/** The steps as lines; the first three are never dropped, later ones may be to fit the limit. */
function steps(c: DraftContext, ch: Choices): { lines: Block[]; count: number } {
  const target = ch.pick([3, 4, 5]);
  const fromIdea = c.idea.steps.slice(0, 2);
  const middle = [...fromIdea];
  for (const s of MIDDLE_STEPS) if (middle.length < target - 2 && ch.chance(0.7)) middle.push(s);
  for (const s of MIDDLE_STEPS) if (middle.length < target - 2 && !middle.includes(s)) middle.push(s);
  const all = [ch.pick(openingSteps(c.subject)), ...middle, ch.pick(CLOSING_STEPS)];
  const marker = ch.pick(MARKERS);
  return { lines: all.map((s, i) => line(`${marker(i + 1)}${upperFirst(s)}`, i < 3 ? undefined : 2 - i / 10)), count: all.length };
}

export const tacticalChecklist: Structure[] = [
  {
    name: 'how_to',
    build(c, ch) {
      if (!c.action) return null;
      const s = steps(c, ch);
      const lead = ch.pick([`How to ${c.action}:`, `How I'd ${c.action}:`, `${upperFirst(c.action)}, in ${s.count} steps:`]);
      return [hook(lead, true), ...s.lines];
    },
  },
  {
    name: 'checklist',
    build(c, ch) {
      const lead = ch.pick([
        `A short checklist for ${c.subject}:`,
        `Before you touch ${c.subject} again, run through this:`,
        `What I'd check first with ${c.subject}:`,
        `${c.Subject}, step by step:`,
      ]);
      return [hook(lead), ...steps(c, ch).lines];
    },
  },
  {
    name: 'point_then_steps',
    build(c, ch) {
      if (!c.Point) return null;
      return [hook(c.Point, true), body(ch.pick(["Here's how I'd act on it:", 'What to do about it:', 'If that rings true, try this:']), { drop: 1 }), ...steps(c, ch).lines];
    },
  },
  {
    name: 'before_you_start',
    build(c, ch) {
      return [hook(ch.pick([`Before you start on ${c.subject}:`, `If you're working on ${c.subject} this week, do it in this order:`])), ...steps(c, ch).lines];
    },
  },
  {
    name: 'question_then_steps',
    build(c, ch) {
      if (!c.question) return null;
      return [hook(c.question, true), body(ch.pick(["How I'd work it out:", "Here's how I'd answer it for your case:"]), { drop: 1 }), ...steps(c, ch).lines];
    },
  },
  {
    name: 'why_and_what_instead',
    build(c, ch) {
      if (c.idea.intent !== 'why' || !c.point) return null;
      return [hook(`Why ${c.point}, and what to do instead:`, true), ...steps(c, ch).lines];
    },
  },
  {
    name: 'for_audience',
    build(c, ch) {
      if (!c.audience) return null;
      return [hook(`For ${c.audience.phrase} working on ${c.subject}, a quick checklist:`), ...steps(c, ch).lines];
    },
  },
];
