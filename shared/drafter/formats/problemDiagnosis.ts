// problem_diagnosis: a symptom the reader recognises, the cause behind it, and what to do.
import { body, hook, line, type Block } from '../blocks';
import { asSentence } from '../casing';
import { gistLine, states } from '../draftContext';
import { PROBLEM_CUES } from '../wordClasses';
import type { Structure } from './structure';

/** Causes and fixes that hold for most things people build, for when the idea names none. */
const GENERIC_CAUSES = [
  'set up once and never revisited',
  'built for the people making it, not the people using it',
  'judged by effort instead of by results',
  'trying to do too many jobs at once',
];
const GENERIC_FIXES = [
  "read it as a newcomer would and cut what doesn't help them",
  'change one thing, measure it, then decide',
  'find the one step where people drop off and fix that first',
  'write down the one job it has to do and remove the rest',
];
const DIAGNOSTIC_LINES = [
  'Look at where people drop off, not where you spent the most effort.',
  "Start with the step people skip, not the one you're proudest of.",
  "Before adding anything, check what's already getting in the way.",
];

export const problemDiagnosis: Structure[] = [
  {
    name: 'not_because',
    build(c, ch) {
      if (!c.problem || !c.cause) return null;
      const blocks: Block[] = [
        hook(asSentence(c.problem), true),
        body(
          ch.pick([`Not because people aren't trying, but because ${c.cause}.`, `It's tempting to blame effort or tools. The real cause: ${c.cause}.`]),
          { shrink: true },
        ),
      ];
      if (c.fix) blocks.push(body(ch.pick([`The fix: ${c.fix}.`, `What works instead: ${c.fix}.`]), { drop: 2, shrink: true }));
      return blocks;
    },
  },
  {
    name: 'symptom_cause_fix',
    build(c, ch) {
      // A symptom is a complaint: the idea's problem, or a point that reads as one.
      const symptom = c.problem ?? (c.point && PROBLEM_CUES.test(c.point) ? c.point : undefined);
      if (!symptom) return null;
      return [
        hook(ch.pick([`A quick diagnosis of ${c.subject}:`, `${c.Subject}, diagnosed:`, `What I see with ${c.subject}, in three lines:`])),
        line(`Symptom: ${symptom}.`),
        line(`Cause: ${c.cause ?? ch.pick(GENERIC_CAUSES)}.`),
        line(`Fix: ${c.fix ?? ch.pick(GENERIC_FIXES)}.`),
      ];
    },
  },
  {
    name: 'where_it_breaks',
    build(c, ch) {
      if (!states(c)) return null;
      return [
        hook(
          ch.pick([
            `The problem with ${c.subject} is rarely where people look first.`,
            `Something I see again and again with ${c.subject}:`,
            `Most trouble with ${c.subject} starts earlier than it shows up.`,
          ]),
        ),
        body(gistLine(c, ch), { shrink: true }),
        body(c.cause ? `Usually the cause is this: ${c.cause}.` : c.fix ? `What works: ${c.fix}.` : ch.pick(DIAGNOSTIC_LINES), { drop: 1, shrink: true }),
      ];
    },
  },
  {
    name: 'what_goes_wrong',
    build(c, ch) {
      // "Usually this: …" needs a complaint to point at, or a "how to" to frame.
      if (!(c.point && PROBLEM_CUES.test(c.point)) && !c.action) return null;
      return [
        hook(ch.pick([`What's actually going wrong with ${c.subject}?`, `What goes wrong with ${c.subject}, and why?`])),
        body(c.point ? `Usually this: ${c.point}.` : gistLine(c, ch), { shrink: true }),
        body(c.fix ? `Start here: ${c.fix}.` : ch.pick(DIAGNOSTIC_LINES), { drop: 1, shrink: true }),
      ];
    },
  },
  {
    name: 'myth',
    build(c, ch) {
      if (!c.contrast) return null;
      return [
        hook(ch.pick([`A belief that holds people back: ${c.contrast.against}.`, `The diagnosis people skip: they assume ${c.contrast.against}.`]), true),
        body(`In practice, ${c.contrast.claim}.`, { shrink: true }),
      ];
    },
  },
  {
    name: 'question_behind_the_question',
    build(c, ch) {
      if (states(c) || !c.question) return null;
      return [
        hook(c.question, true),
        body(ch.pick(['Before answering, name the problem the answer is supposed to solve.', 'The question usually comes up before the real problem has a name.'])),
        body(ch.pick(DIAGNOSTIC_LINES), { drop: 1 }),
      ];
    },
  },
  {
    name: 'depends_on_the_bottleneck',
    build(c, ch) {
      if (states(c) || !c.question) return null;
      return [
        hook(ch.pick([`A question I hear a lot about ${c.subject}:`, `Diagnosing a common question about ${c.subject}:`])),
        body(c.question, { shrink: true }),
        body(
          ch.pick([
            `The answer depends less on ${c.subject} in general and more on the bottleneck you have right now.`,
            'Find the constraint first; the answer usually follows from it.',
          ]),
        ),
      ];
    },
  },
  {
    name: 'note_for_audience',
    build(c, ch) {
      if (!c.audience) return null;
      return [
        hook(`A note for ${c.audience.phrase} on ${c.subject}:`),
        body(gistLine(c, ch), { shrink: true }),
        body(c.cause ? `The cause is rarely effort. It's this: ${c.cause}.` : ch.pick(DIAGNOSTIC_LINES), { drop: 1, shrink: true }),
      ];
    },
  },
];
