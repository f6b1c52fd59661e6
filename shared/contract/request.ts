// What a client sends: a post to score (ScoreRequest) or an idea to draft from (GenerateRequest), with the
// bounds the published v1 API sets on them.
import { z } from 'zod';

/** Length in Unicode code points: what a person calls "characters" and what JSON Schema's minLength counts. */
export function codePointLength(text: string): number {
  // By char code, as the string iterator counts: a surrogate pair is one, a lone surrogate one as well.
  let n = text.length;
  for (let i = 0; i + 1 < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

function boundedText(min: number, max: number, what: string) {
  return z
    .string({ error: `${what} must be a string` })
    .check((ctx) => {
      const n = codePointLength(ctx.value);
      if (n < min || n > max) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `${what} must be ${min} to ${max} characters (Unicode code points); got ${n}`,
        });
      }
    })
    .meta({ minLength: min, maxLength: max });
}

export const TEXT_MIN = 10;
export const TEXT_MAX = 4000;
export const IDEA_MIN = 8;
export const IDEA_MAX = 2000;
export const PERSONA_MAX = 2000;
export const N_VARIANTS_MIN = 1;
export const N_VARIANTS_MAX = 10;
export const N_VARIANTS_DEFAULT = 3;

export const Platform = z
  .enum(['x', 'bluesky', 'threads', 'linkedin', 'mastodon'])
  .meta({ description: 'Where the post will be published; sets the length limit and how length is counted. Additive; default x.' });
export type Platform = z.infer<typeof Platform>;

export const PostFormat = z.enum(['problem_diagnosis', 'build_in_public', 'tactical_checklist', 'contrarian']);
export type PostFormat = z.infer<typeof PostFormat>;

const Persona = z
  .string()
  .max(PERSONA_MAX)
  .meta({
    description:
      'Free text describing the intended audience, e.g. "indie SaaS founders" or "climbers". The persona ' +
      'and the post are read for the everyday topics they signal (about 30: sport, finance, software, ' +
      'gardening, parenting, medicine, law, food, music, teaching, games, science, travel, real estate, ' +
      "marketing, crafts, fitness, pets, cars, fashion…) and for the persona's own words: " +
      "audience_resonance rises above the neutral 50 for a post on the persona's topic (more in its " +
      'register), falls below it for a post plainly about another topic, and stays at 50 when the post ' +
      'shows no topic. The audience reason quotes the words it rests on. A matching persona does not raise ' +
      'pre_publish_score; an unrelated one may lower it a little.',
  });

export const ScoreRequest = z.object({
  text: boundedText(TEXT_MIN, TEXT_MAX, 'text'),
  persona: Persona.optional(),
  want_panel: z.boolean().optional(),
  want_fixes: z
    .boolean()
    .optional()
    .meta({ description: 'Also return `fixes`: every fix the engine can make mechanically, with the fixed text and its score.' }),
  explain: z
    .enum(['summary', 'full'])
    .optional()
    .meta({
      description:
        '`full` adds `phoenix`, the whole explanation trace (every action, its base rate, probability, ' +
        'contribution and multipliers); `summary` (the default) leaves it out to keep the answer small.',
    }),
  platform: Platform.optional(),
  one_post: z
    .boolean()
    .optional()
    .meta({
      description:
        'The text is one composer box that the site posts as one post: it is never read as a thread, and ' +
        'over the limit it is blocked (decision reject) with a verdict that says how many characters to cut ' +
        'and, where the platform has threads, how many posts a thread would take. There `fixes` offers ' +
        '`split_thread`, scored as the thread it becomes: post each of its numbered parts as its own post (a ' +
        'box of the site’s thread), never the whole text in one box. A text the writer numbered as a thread ' +
        '("1/", "1/3", "(1/3)", "1." at each paragraph) is told to go as the writer’s own parts ("post it as ' +
        'your thread of 3"), and its `split_thread` is those parts as written. Where removing what the ' +
        'editor marks as removable (filler, a throat-clearing opener, a closing question that asks nothing, ' +
        'surplus hashtags, bait, repeats) is enough, `cut_to_limit` cuts the post to fit instead, every ' +
        'content word kept, and is offered before any split of the engine’s making. Additive; default false ' +
        '(a text written as a thread is read as one).',
    }),
  x_premium: z
    .boolean()
    .optional()
    .meta({
      description:
        "The writer has X Premium, whose posts may run to 25,000 characters: X's length limit, the " +
        'over-limit verdict and the thread gate use it. Only on X. Additive; default false (280).',
    }),
  posted_at: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: 'expected an ISO 8601 date (2013-05-07) or date-time with its offset (2013-05-07T07:45:38Z)',
    })
    .optional()
    .meta({
      description:
        'When the post was posted, as an ISO 8601 date or date-time, for scoring posts of the past (a ' +
        'backtest). A platform policy counts in the forecast only for a post posted on or after the day the ' +
        "policy is in force (X's engagement-bait labelling from 2024-04-19, Meta's from 2017-12-18, " +
        "LinkedIn's from 2022-12-31), so a post of 2013 is forecast under the rules of 2013. Left out, the " +
        'post is about to be posted and every current policy applies. The editor judges the writing the same ' +
        'whatever the date.',
    }),
});
export type ScoreRequest = z.input<typeof ScoreRequest>;

export const GenerateRequest = z.object({
  idea: boundedText(IDEA_MIN, IDEA_MAX, 'idea'),
  persona: Persona.optional(),
  n_variants: z
    .number()
    .int()
    .min(N_VARIANTS_MIN)
    .max(N_VARIANTS_MAX)
    .optional()
    .meta({ default: N_VARIANTS_DEFAULT, description: 'How many variants to draft: 1 to 10, default 3.' }),
  post_format: PostFormat.nullable().optional(),
  want_panel: z.boolean().optional(),
  platform: Platform.optional(),
});
export type GenerateRequest = z.input<typeof GenerateRequest>;
