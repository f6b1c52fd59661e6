// How a draft ends: a specific question about the idea's subject (readers answer those), or a takeaway
// in the voice of the format. Never a request for likes or follows.
import type { PostFormat } from '../schemas';
import { body, CHECKLIST_CLOSER_DROP, CLOSER_DROP, type Block } from './blocks';
import { upperFirst } from './casing';
import type { Choices } from './choices';
import type { DraftContext } from './draftContext';

const TAKEAWAYS: Record<PostFormat, readonly string[]> = {
  problem_diagnosis: [
    'Fix the cause and the symptom takes care of itself.',
    'Diagnose first, then change one thing.',
    'Name the cause before you reach for a fix.',
    'The fix is usually smaller than the problem looks.',
  ],
  build_in_public: [
    'More as I learn more.',
    'Writing this down so I remember it next time.',
    'Still figuring it out; sharing as I go.',
    'Sharing the messy middle, not just the result.',
  ],
  tactical_checklist: [
    'Start with step 1 today.',
    'Small steps, done in order, beat one big rewrite.',
    'Boring and repeatable wins here.',
    'Do the first step before you plan the rest.',
  ],
  contrarian: [
    "Happy to be proven wrong, but that's where I've landed.",
    "Test it on your own work before you dismiss it.",
    'Convenient advice and correct advice are not always the same thing.',
    'The popular answer is popular because it is easy, not because it works.',
  ],
};

function questions(format: PostFormat, c: DraftContext): string[] {
  const s = c.subject;
  const common = [
    `What's the one thing you'd change first about ${s}?`,
    `How are you handling ${s} right now?`,
    `Where do things break down for you with ${s}?`,
    `What has actually worked for you with ${s}?`,
  ];
  const own: Record<PostFormat, string[]> = {
    problem_diagnosis: [`Have you seen the same pattern with ${s}?`, `What's the root cause you keep finding with ${s}?`],
    build_in_public: [`If you've worked on ${s}, what would you try next?`, `What would you do differently with ${s}?`],
    tactical_checklist: [`Which step would you add for ${s}?`, `Which of these is hardest for ${s}?`],
    contrarian: [`Where do you land on ${s}?`, `What am I missing about ${s}?`],
  };
  const out = [...own[format], ...common];
  if (c.audience) {
    const who = c.audience.phrase.split(' ').length <= 3 ? c.audience.phrase : c.audience.short;
    out.push(`${upperFirst(who)}: how are you approaching ${s}?`, `Question for ${c.audience.phrase}: what's your experience with ${s}?`);
  }
  return out;
}

export function closer(format: PostFormat, c: DraftContext, ch: Choices): Block {
  const ask = ch.chance(0.55);
  // Ending on a question is what invites replies; a takeaway ends on the point. Fitting drops it last, except in a
  // checklist, where complete steps matter more than the closing line.
  const drop = format === 'tactical_checklist' ? CHECKLIST_CLOSER_DROP : CLOSER_DROP;
  return { ...body(ask ? ch.pick(questions(format, c)) : ch.pick(TAKEAWAYS[format]), { drop }), role: 'closer' };
}
