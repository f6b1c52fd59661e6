// contrarian: a clear stand against the usual advice, stated once, with the reason, open to pushback.
import { body, hook, type Block } from '../blocks';
import { gistLine, states } from '../draftContext';
import type { Structure } from './structure';

export const contrarian: Structure[] = [
  {
    name: 'unpopular_opinion',
    build(c, ch) {
      if (!c.point) return null;
      const blocks: Block[] = [hook(`Unpopular opinion: ${c.point}.`, true)];
      blocks.push(
        body(c.details[0] ?? ch.pick([`I know that's not the usual advice about ${c.subject}.`, `Most advice about ${c.subject} points the other way.`]), {
          drop: 1,
          shrink: true,
        }),
      );
      return blocks;
    },
  },
  {
    name: 'everyone_says',
    build(c, ch) {
      if (c.contrast) return [hook(`Everyone says ${c.contrast.against}.`, true), body(`I think ${c.contrast.claim}.`, { shrink: true })];
      if (!c.Point) return null;
      return [
        hook(ch.pick([`Everyone has advice about ${c.subject}. Here's mine, and it's not the popular one:`, `The advice you'll hear about ${c.subject} is comfortable. Mine isn't:`])),
        body(c.Point, { shrink: true }),
      ];
    },
  },
  {
    name: 'pushback',
    build(c) {
      if (!c.point) return null;
      const blocks: Block[] = [hook(`I'll probably get pushback for this, but ${c.point}.`, true)];
      if (c.details[0]) blocks.push(body(c.details[0], { drop: 1, shrink: true }));
      return blocks;
    },
  },
  {
    name: 'advice_is_backwards',
    build(c, ch) {
      if (!states(c)) return null;
      const blocks: Block[] = [
        hook(ch.pick([`The common advice on ${c.subject} is backwards.`, `Most advice about ${c.subject} solves the wrong problem.`, `A less popular take on ${c.subject}:`])),
        body(gistLine(c, ch), { shrink: true }),
      ];
      if (c.cause) blocks.push(body(`The real issue: ${c.cause}.`, { drop: 1, shrink: true }));
      else if (c.fix) blocks.push(body(`Do this instead: ${c.fix}.`, { drop: 1, shrink: true }));
      return blocks;
    },
  },
  {
    name: 'nobody_talks_about',
    build(c, ch) {
      if (!states(c)) return null;
      return [
        hook(ch.pick([`The part of ${c.subject} nobody likes to talk about:`, `What the usual advice on ${c.subject} leaves out:`])),
        body(gistLine(c, ch), { shrink: true }),
        body("It's less comfortable than the usual advice. That's the point.", { drop: 1 }),
      ];
    },
  },
  {
    name: 'less_than_you_think',
    build(c, ch) {
      if (!states(c)) return null;
      return [
        hook(`You probably need less for ${c.subject} than you think.`),
        body(gistLine(c, ch), { shrink: true }),
        body('Most of the usual checklist is optional; the hard part is choosing what to skip.', { drop: 1 }),
      ];
    },
  },
  {
    name: 'usual_reaction',
    build(c) {
      if (!c.problem || !c.fix) return null;
      return [hook(`When ${c.problem}, the usual reaction is to try harder.`, true), body(`The better move: ${c.fix}.`, { shrink: true })];
    },
  },
  {
    name: 'confident_answers',
    build(c, ch) {
      if (!c.question || c.point) return null;
      return [
        hook(`Everyone has a confident answer to this one: ${c.question}`, true),
        body(
          ch.pick([
            `My honest answer: it depends on what you want from ${c.subject}, and most takes skip that part.`,
            'The confident answers skip the only part that matters: what you are optimising for.',
          ]),
        ),
      ];
    },
  },
  {
    name: 'unpopular_answer',
    build(c, ch) {
      if (!c.question || c.point) return null;
      return [
        hook(c.question, true),
        body(
          ch.pick([
            'Unpopular answer: it matters less than the debate suggests. Pick one and revisit it when it starts to hurt.',
            'Unpopular answer: the question is asked too early. Find the real constraint first.',
          ]),
        ),
      ];
    },
  },
];
