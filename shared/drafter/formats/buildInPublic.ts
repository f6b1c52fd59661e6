// build_in_public: a first-person note from the work, honest about what is known and what is not.
// No invented milestones or numbers: only what the idea says, framed as the writer's own notes.
import { body, hook, line, type Block } from '../blocks';
import { asSentence } from '../casing';
import { gistLine, states } from '../draftContext';
import type { Structure } from './structure';

const NEXT_STEPS = [
  "Next I'll test it properly and share what happens.",
  "I'll report back once it has been live for a while.",
  'Writing it down so I can check it against what actually happens.',
];

export const buildInPublic: Structure[] = [
  {
    name: 'what_i_learned',
    build(c, ch) {
      if (!states(c)) return null;
      const blocks: Block[] = [
        hook(ch.pick([`What I learned about ${c.mySubject}:`, `Something I learned about ${c.mySubject} this week:`, `A lesson about ${c.mySubject} from this week:`])),
        body(gistLine(c, ch), { shrink: true }),
      ];
      if (c.details[0]) blocks.push(body(c.details[0], { drop: 1, shrink: true }));
      return blocks;
    },
  },
  {
    name: 'mistake_and_change',
    build(c, ch) {
      if (!c.problem || !(c.fix || c.cause)) return null;
      return [
        hook(
          c.problem.toLowerCase().includes(c.subject.toLowerCase())
            ? `A mistake I made, and still see everywhere: ${c.problem}.`
            : `A mistake I made with ${c.mySubject}: ${c.problem}.`,
          true,
        ),
        body(c.fix ? ch.pick([`What I'm changing: ${c.fix}.`, `What I do now: ${c.fix}.`]) : `Looking back, the cause was simple: ${c.cause}.`, { shrink: true }),
      ];
    },
  },
  {
    name: 'progress_note',
    build(c, ch) {
      const now = c.point
        ? ch.pick([`Where I've landed: ${c.point}.`, `My current view: ${c.point}.`])
        : c.action
          ? `Right now I'm working out how to ${c.myAction ?? c.action}.`
          : `The question I'm stuck on: ${c.question ?? gistLine(c, ch)}`;
      return [
        hook(ch.pick([`Progress note on ${c.mySubject}.`, `Building in public: an honest note on ${c.mySubject}.`, `Quick update on ${c.mySubject}.`])),
        body(now, { shrink: true }),
        body(ch.pick(NEXT_STEPS), { drop: 1 }),
      ];
    },
  },
  {
    name: 'notes_to_self',
    build(c) {
      const notes = [...new Set(c.idea.sentences)];
      if (notes.length < 2) return null;
      return [
        hook(`Notes to self on ${c.mySubject}:`),
        ...notes.slice(0, 4).map((s, i) => line(`- ${asSentence(s)}`, i < 2 ? undefined : 2 - i / 10, true)),
      ];
    },
  },
  {
    name: 'open_question',
    build(c, ch) {
      if (!c.question) return null;
      return [
        hook(`An open question about ${c.mySubject}:`),
        body(c.question, { shrink: true }),
        body(ch.pick(["I'll share what I decide, and why.", "Writing down my options before I pick one; I'll report back."]), { drop: 1 }),
      ];
    },
  },
  {
    name: 'current_thinking',
    build(c) {
      if (!c.Point) return null;
      const blocks: Block[] = [hook(`My current thinking on ${c.mySubject}, written down so I can check it later:`), body(c.Point, { shrink: true })];
      if (c.details[0]) blocks.push(body(c.details[0], { drop: 1, shrink: true }));
      return blocks;
    },
  },
  {
    name: 'the_numbers',
    build(c) {
      // Only a measurement makes "the numbers" (a share, money, a multiple, a count of people), not "6 months".
      const withNumber = c.idea.sentences.find((s) =>
        /\d\s?%|[$€£]\s?\d|\d(?:x|k)\b|\d[\d,.]*\s+(?:users|customers|signups|sign-ups|subscribers|sales|visitors|followers|downloads|installs|trials|leads|replies|views)\b/iu.test(s),
      );
      if (!withNumber) return null;
      return [hook(asSentence(withNumber), true), body(`Putting the numbers here so I can compare next time I look at ${c.mySubject}.`, { drop: 1 })];
    },
  },
];
