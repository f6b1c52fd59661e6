// size: the answer's shape as a client reads it, every part beside the whole; each part is a few lines.
// What the engine answers for one post (ScoreResult) and the parts it is made of: the decision, blockers,
// phoenix actions, composite dimensions, the view curve, the thread, fixes, reasons and the explanation.
import { z } from 'zod';
import { BLOCKER_CODES } from './blockerCodes';
import { Platform } from './request';
import { AccountUse, Band, ExpectedEngagement } from './account';

export const Decision = z.enum(['publish', 'revise', 'reject']);
export type Decision = z.infer<typeof Decision>;

/** Offsets into the request text in UTF-16 code units (JavaScript string indices), end exclusive. */
export const Span = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type Span = z.infer<typeof Span>;

export const BlockerCode = z.enum(BLOCKER_CODES);
export type BlockerCode = z.infer<typeof BlockerCode>;

export const Blocker = z.object({
  code: BlockerCode,
  severity: z.enum(['block', 'warn']),
  message: z.string(),
  fix: z.string(),
  span: Span.optional(),
  /** Additive: the concept that found it, so a client can leave out the reason that explains the same thing. */
  concept: z.string().optional(),
});
export type Blocker = z.infer<typeof Blocker>;

export const PhoenixActionName = z.enum([
  'favorite',
  'reply',
  'repost',
  'quote',
  'click',
  'profile_click',
  'photo_expand',
  'vqv',
  'share',
  'share_via_dm',
  'share_via_copy_link',
  'dwell',
  'open_link',
  'follow_author',
  'not_interested',
  'block_author',
  'mute_author',
  'report',
  'not_dwelled',
]);
export type PhoenixActionName = z.infer<typeof PhoenixActionName>;

export const PhoenixActionTop = z.object({
  action: PhoenixActionName,
  probability: z.number().min(0).max(1),
  contribution: z.number(),
});

export const Multiplier = z.object({
  feature: z.string(),
  factor: z.number().positive(),
  reason: z.string(),
});
export type Multiplier = z.infer<typeof Multiplier>;

/** Additive: every action with its base rate and the multipliers that moved it, so a user can see why. */
export const PhoenixDetail = z.object({
  weights_source: z.object({ repository: z.string(), path: z.string(), commit: z.string() }),
  net: z.number(),
  actions: z.array(
    z.object({
      action: PhoenixActionName,
      weight: z.number(),
      base_rate: z.number().min(0).max(1),
      probability: z.number().min(0).max(1),
      contribution: z.number(),
      multipliers: z.array(Multiplier),
    }),
  ),
});
export type PhoenixDetail = z.infer<typeof PhoenixDetail>;

const Unit = z.number().min(0).max(1);
export const CompositeDimensions = z.object({
  clarity: Unit,
  hook_strength: Unit,
  reply_trigger_score: Unit,
  annoy_risk: Unit,
});
export type CompositeDimensions = z.infer<typeof CompositeDimensions>;

export const ViewCurvePoint = z.object({
  t_min: z.number().positive(),
  mean: z.number().min(0),
  lo80: z.number().min(0),
  hi80: z.number().min(0),
});

export const ViewCurve = z.object({
  status: z.enum(['cold_start', 'calibrated']),
  K: z.number().positive(),
  t_50_min: z.number().positive(),
  t_90_min: z.number().positive(),
  velocity_score: z.number().min(0).max(100),
  shape: z.number().positive(),
  horizon_min: z.number().positive(),
  band: z
    .object({ method: z.literal('exact_quantiles'), sigma_ln_K: z.number(), sigma_ln_K_below: z.number(), sigma_ln_t50: z.number() })
    .meta({
      description:
        'How lo80/hi80 were computed: the exact 10th and 90th percentiles of V(t) with ln t50 normal and ln K a two-piece normal ' +
        '(spread sigma_ln_K above its median and sigma_ln_K_below under it: equal in the cold start, fitted ' +
        "to the account's own band once calibrated), independent.",
    }),
  points: z.array(ViewCurvePoint),
});
export type ViewCurve = z.infer<typeof ViewCurve>;

export const WeightedLength = z.object({
  platform: Platform,
  weighted: z.number().int().min(0),
  limit: z.number().int().positive(),
  unit: z.enum(['x_weighted', 'graphemes', 'characters']),
});
export type WeightedLength = z.infer<typeof WeightedLength>;

export const ThreadPart = z.object({
  index: z.number().int().min(0),
  role: z.enum(['head', 'reply']),
  span: Span,
  weighted_length: z.number().int().min(0),
  pre_publish_score: z.number().min(0).max(100),
  phoenix_score: z.number().min(0),
  decision: Decision,
});

export const Thread = z.object({
  detected_by: z.enum(['numbering', 'thread_emoji', 'blank_lines']),
  head_stands_alone: z.boolean(),
  parts: z.array(ThreadPart).min(2),
});
export type Thread = z.infer<typeof Thread>;

export const PanelReader = z.object({
  archetype: z.string(),
  reaction: z.enum(['like', 'reply', 'repost', 'scroll_past', 'mute']),
  reason: z.string(),
});

/** A fix the engine can make mechanically, shown with its result before it is applied. */
export const FixKind = z.enum([
  'remove_bait',
  'keep_best_hashtags',
  'sentence_case',
  'trim_repeats',
  'link_last',
  'cut_to_limit',
  'split_thread',
]);
export type FixKind = z.infer<typeof FixKind>;

/** One change to a text: the characters from start to end (UTF-16 offsets) become `text`. */
export const TextEdit = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string().meta({ description: 'What replaces the span: empty for a deletion; start equal to end is an insertion.' }),
});
export type TextEdit = z.infer<typeof TextEdit>;

export const Fix = z.object({
  kind: FixKind,
  /** The concept (and blocker) it fixes, as in reasons and blockers. */
  concept: z.string(),
  label: z
    .string()
    .meta({ description: 'What the fix does, short and whole, as a button would say it: "Remove the bait: “RT if you agree”".' }),
  text: z.string().meta({ description: 'The whole post after the fix.' }),
  edits: z.array(TextEdit).meta({
    description:
      'Exactly what the fix changes, as edits to the original text (UTF-16 offsets), in order and not ' +
      'overlapping: applied to the original they give `text`. Empty only for a `split_thread` of a thread ' +
      'the writer numbered in one composer box: its text is theirs, and what changes is that each part is ' +
      'posted as a post of its own.',
  }),
  changed: Span.meta({ description: 'The part of the original text the fix rewrites: the span covering its edits (UTF-16 offsets).' }),
  mechanical: z.boolean().meta({
    description:
      'True when the fix needs no judgement from the writer (it changes only spelling, punctuation, case ' +
      "or order, never removes the writer's words), so a client may apply all such fixes at once.",
  }),
  pre_publish_score: z.number().min(0).max(100),
  decision: Decision,
});
export type Fix = z.infer<typeof Fix>;

/** Additive: one concept's part in the score, said once, in the direction it moves the score. */
export const Reason = z.object({
  effect: z.enum(['up', 'down']),
  voice: z.enum(['editor', 'data', 'policy']).meta({
    description:
      'Who says it: the editor (the writing, on principles editors share), the data (the forecast, fitted ' +
      "on real outcomes) or a platform's documented policy.",
  }),
  text: z.string(),
  concept: z.string().meta({ description: 'The concept explained (e.g. specificity, engagement_bait); each appears at most once.' }),
  impact: z.number().meta({ description: 'Score points the concept adds (positive) or costs (negative) in this post.' }),
  words: z.array(z.string()).meta({
    description:
      'The words of the post the reason rests on, as written there (whole words or phrases, each once). A ' +
      "reason in the post's favour always has them; one about what the post lacks (a number, length) may " +
      'have none.',
  }),
});

/** Additive: one thing to change, as a writer reads it: a concept's blockers grouped into one, or a reason that costs points. */
export const Issue = z.object({
  id: z.string().meta({ description: 'Stable within one result: the concept, with the blocker\'s place in the list or "reason".' }),
  severity: z
    .enum(['block', 'warn', 'reason'])
    .meta({ description: 'A blocking problem, a warning, or a reason of the editor that costs points.' }),
  concept: z.string(),
  name: z
    .string()
    .meta({ description: 'A short name for it: the blocker\'s plain name ("engagement bait"), or the reason\'s own sentence.' }),
  message: z.string().meta({ description: "What is wrong, in the engine's words." }),
  fix: z
    .string()
    .nullable()
    .meta({ description: "How to fix it, in the engine's words; null for a reason, which says it in its message." }),
  spans: z
    .array(Span)
    .meta({ description: 'Every place in the text it points at (UTF-16 offsets): three bait phrases are one issue with three spans.' }),
  impact: z.number().meta({ description: 'Score points its concept costs (negative); 0 when the editor gives no reason for it.' }),
  code: BlockerCode.nullable(),
});
export type Issue = z.infer<typeof Issue>;
export type IssueSeverity = Issue['severity'];

/**
 * How the headline should look: `good` (publish, and the score says it likely beats a typical post), `neutral`
 * (publish, but likely below a typical post), `caution` (revise) or `stop` (reject). It agrees with `decision`
 * and with the score by construction: never `good` below 50 or with revise or reject.
 */
export const HeadlineTone = z.enum(['good', 'neutral', 'caution', 'stop']);
export type HeadlineTone = z.infer<typeof HeadlineTone>;

/** Additive: what a writer reads first, the verdict and the number with its meaning, in words every client shows as they are. */
export const Headline = z.object({
  tone: HeadlineTone.meta({
    description:
      '`good` only for a post the editor would publish whose score is 50 or more; `neutral` for a ' +
      'publishable post below 50; `caution` for revise; `stop` for reject.',
  }),
  label: z.string().meta({
    description:
      'The verdict in two or three words, for a badge: "Ready to post", "Fine to post", "Revise first", ' +
      '"Rewrite first", "Will be held back" or "Over the limit".',
  }),
  score: z.number().int().min(0).max(100).meta({ description: 'pre_publish_score as a whole number: the number a writer is shown.' }),
  meaning: z.string().meta({
    description:
      'What that number means, in words: "Likely to beat a typical post: a 61 % chance", "Likely below a ' +
      'typical post: a 39 % chance to beat it"; "your typical post" when the forecast is the account\'s ' +
      'own.',
  }),
});
export type Headline = z.infer<typeof Headline>;

/** Additive: what the result means to a writer, decided once in the engine so every client says the same. */
export const Explanation = z.object({
  headline: Headline,
  verdict: z.string().meta({
    description:
      'The verdict in plain words, starting with headline.label: "Ready to post", "Fine to post; to lift ' +
      'it, say a little more: …", "Revise first: too many hashtags", "Will be held back: engagement bait", ' +
      "or an over-limit post's own instruction.",
  }),
  top_issue: z.string().nullable().meta({
    description:
      'The one thing that matters most ("1 blocker: engagement bait"), or null when there is none or the verdict names it already.',
  }),
  issues: z.array(Issue).meta({
    description:
      'Everything worth changing, most helpful first: blocking problems, then warnings, then reasons that ' +
      'cost points, each by what its concept costs. One per concept: a reason whose concept has a blocker ' +
      'is left out.',
  }),
  language_note: z.string().nullable().meta({
    description:
      'What the post was judged on when its words cannot be read (a script or language the cue lexicons do not read); nothing to fix.',
  }),
  reach: z.object({
    horizon_min: z
      .number()
      .int()
      .meta({ description: 'The minute the views are read at: 1,440 (24 h), the same horizon as expected_engagement.' }),
    views: Band.meta({ description: 'The view curve at that minute: the likely views and the 80 % band.' }),
    sentence: z.string().meta({
      description:
        'The views against the usual post, then the views and the band: "About 1.4× your usual: 1,700 views, ' +
        'likely 1,100–2,500 in 24 h." Without views of the writer\'s own, against a new account\'s: "About ' +
        '0.9× the usual post of a new account: 860 views, likely 200–3,400 in 24 h."',
    }),
    usual: z
      .object({
        views: z
          .number()
          .min(0)
          .meta({
            description:
              "The usual post's views at the same minute: the account's typical post " +
              "(expected_engagement.usual.impressions), or a new account's.",
          }),
        whose: z.enum(['yours', 'new_account']).meta({
          description:
            "yours: the account's own (the view curve is calibrated on it); new_account: a typical post of a new " +
            'account on the platform.',
        }),
        sentence: z.string().meta({
          description: '"Your usual post: about 1,200 views in 24 h." or "A new account\'s usual post: about 990 views in 24 h."',
        }),
      })
      .meta({ description: 'The yardstick the views are read against.' }),
    times_usual: z
      .number()
      .min(0)
      .meta({ description: 'views.median / usual.views, to two significant digits: 1.4 is 40 % more views than the usual post.' }),
    short: z.string().meta({ description: 'The same for a line of its own: "1.4× your usual", "0.9× a new account\'s usual".' }),
    half_by: z.string().meta({ description: 'When half the views are in, in words ("3 h 10 min").' }),
    most_by: z.string().meta({ description: 'When 90 % of the views are in, in words ("1 d 2 h").' }),
  }),
});
export type Explanation = z.infer<typeof Explanation>;

export const ScoreResult = z.object({
  decision: Decision.meta({
    description: "The editor's verdict on the writing (blockers, then the editor's score and annoy risk); never the forecast.",
  }),
  pre_publish_score: z
    .number()
    .min(0)
    .max(100)
    .meta({
      description:
        "Both voices, for ranking drafts: 100·σ(forecast + editor penalty). The forecast's units compare the " +
        "post with a typical post of the same account (fitted on real outcomes); the editor's penalty is the " +
        "sum of the editor's concepts that count against the post. About 50 is a typical post with nothing " +
        'to fix; read it as the chance in percent that it beats a typical post.',
    }),
  phoenix_score: z
    .number()
    .min(0)
    .meta({
      description:
        "The forecast's voice in X's terms: X's weighted sum of the action probabilities " +
        "(phoenix_actions_top), each action at the platform's base rate moved by the forecast, fitted on real " +
        "outcomes plus the platform's documented policies.",
    }),
  composite_score: z
    .number()
    .min(0)
    .max(100)
    .meta({ description: "The editor's blend of its composite dimensions (clarity, hook, reply trigger, annoy risk), 0–100." }),
  audience_resonance: z.number().min(0).max(100),
  language: z
    .object({
      code: z.string().meta({ description: 'ISO 639-1 code of the language the post is written in, or "und" when it cannot be told.' }),
      reliable: z.boolean().meta({
        description:
          'True when the evidence is clear: three or more function words of the language, at least twice the ' +
          "runner-up's, or a script one language owns (Hangul, Thai, Hebrew, Greek, kana).",
      }),
      read: z.boolean().meta({
        description:
          'True when the cue lexicons read the language (English, German, Spanish, French, Portuguese, ' +
          'Italian) or it cannot be told in Latin script; false when the post is judged only on what any ' +
          'script shows (length, links, layout, numbers, hashtags, mentions, emoji).',
      }),
    })
    .optional()
    .meta({ description: 'The language the post is written in, as detected from its function words or its script.' }),
  blockers: z.array(Blocker),
  phoenix_actions_top: z.array(PhoenixActionTop),
  composite_dimensions: CompositeDimensions,
  expected_engagement: ExpectedEngagement.nullable().meta({
    description: "The forecast's counts for this account (from its own history); null without an account.",
  }),
  view_curve: ViewCurve.meta({
    description:
      "The forecast's views over 48 h: K from the forecast's lift and the platform's reach prior (or the " +
      "account's own level), t50 from the platform's half-life.",
  }),
  layers_used: z.array(z.string()),
  // additive fields
  engine_version: z.string(),
  length: WeightedLength,
  phoenix: PhoenixDetail.optional().meta({ description: 'Only with explain: "full" in the request.' }),
  reasons: z.array(Reason),
  thread: Thread.nullable(),
  account: AccountUse.optional().meta({ description: 'Present when the request named an account.' }),
  fixes: z
    .array(Fix)
    .optional()
    .meta({ description: 'Present when the request set want_fixes: each fix with its text and score, best first.' }),
  panel: z.array(PanelReader).min(5).max(8).optional(),
  explanation: Explanation,
});
export type ScoreResult = z.infer<typeof ScoreResult>;
