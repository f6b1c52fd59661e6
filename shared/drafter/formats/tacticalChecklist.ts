// tactical_checklist: a short hook, then three to five concrete steps, one per line. Steps the idea gives
// come first among the middle steps; sensible generic steps around them make a complete routine.
import { body, hook, line, type Block } from '../blocks';
import { upperFirst } from '../casing';
import type { Choices } from '../choices';
import type { DraftContext } from '../draftContext';
import { PEOPLE_NOUNS } from '../wordClasses';
import type { Structure } from './structure';

interface StepSet {
  opening: string[];
  middle: string[];
  closing: string[];
}

/** Steps for working on a thing (emails, a pricing page, a pipeline). */
function thingSteps(s: string): StepSet {
  return {
    opening: [`Write down what ${s} should achieve, in one sentence`, `Look at ${s} the way a first-time reader would`, `List the jobs ${s} must do, and for whom`],
    middle: [
      'Find the step where people get stuck or drop off',
      "Cut anything that doesn't serve that one goal",
      'Change one thing at a time and note what moved',
      'Ask a few people who use it what confused them',
    ],
    closing: ['Write the result down so the next round starts ahead', 'Look at it again in two weeks, with fresh eyes', 'Keep what worked and drop the rest'],
  };
}

/** Steps for a decision, or an idea about people ("early-stage startups"), where thing-steps read wrong. */
const DECISION_STEPS: StepSet = {
  opening: ["Write down the decision you're actually making, in one sentence", 'Name the constraint that hurts most right now', "List the options you'd seriously consider"],
  middle: [
    'Ask two people who faced the same call what they would change',
    'Decide what evidence would change your mind',
    'Pick the option that is cheapest to undo',
    'Check which option removes the current bottleneck',
  ],
  closing: ['Set a date to revisit the decision', 'Write down why you chose, so you can check it later', 'Commit for a fixed period, then review'],
};

function isDecision(c: DraftContext): boolean {
  const head = c.subject.split(' ').pop()?.toLowerCase() ?? '';
  return PEOPLE_NOUNS.has(head) || (c.question !== undefined && c.point === undefined);
}

function stepSet(c: DraftContext): StepSet {
  return isDecision(c) ? DECISION_STEPS : thingSteps(c.subject);
}

const MARKERS: readonly ((i: number) => string)[] = [(i) => `${i}. `, (i) => `${i}) `, () => '- ', () => '• '];

/** The steps as lines; the first three are never dropped, later ones may be to fit the limit. */
function steps(c: DraftContext, ch: Choices): { lines: Block[]; count: number } {
  const target = ch.pick([3, 4, 5]);
  const set = stepSet(c);
  const middle = c.idea.steps.slice(0, 2);
  for (const s of set.middle) if (middle.length < target - 2 && ch.chance(0.7)) middle.push(s);
  for (const s of set.middle) if (middle.length < target - 2 && !middle.includes(s)) middle.push(s);
  const all = [ch.pick(set.opening), ...middle, ch.pick(set.closing)];
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
      const lead = isDecision(c)
        ? ch.pick([`Deciding something about ${c.subject}? Run through this first:`, `A checklist for the next call you make about ${c.subject}:`])
        : ch.pick([
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
      const lead = isDecision(c)
        ? `Before the next decision about ${c.subject}:`
        : ch.pick([`Before you start on ${c.subject}:`, `If you're looking at ${c.subject} this week, go in this order:`]);
      return [hook(lead), ...steps(c, ch).lines];
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
