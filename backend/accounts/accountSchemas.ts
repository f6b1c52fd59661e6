// The account endpoints' request and answer shapes, with the descriptions the OpenAPI
// document shows. The post itself (AccountPost) and the model are the engine's, from shared/account/.
import { z } from '@hono/zod-openapi';
import { AccountStatus, Band, Platform } from '@preflight/engine';

const Int = z.number().int().min(0);

export const ACCOUNT_LABEL_MAX = 100;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export const CreateAccountRequest = z
  .object({
    label: z
      .string({ error: 'label must be a string' })
      .trim()
      .min(1, { error: 'label must not be empty' })
      .max(ACCOUNT_LABEL_MAX, { error: `label must be at most ${ACCOUNT_LABEL_MAX} characters` })
      // A label is shown on one line in lists and logs: a NUL, a line break or an escape sequence has no place in it.
      .refine((label) => !CONTROL_CHARACTER.test(label), {
        error: 'label must not hold control characters (NUL, tab, line breaks, escape sequences)',
      })
      .meta({ description: 'Your name for the account, e.g. "@acme on X".' }),
    platform: Platform.optional().meta({ description: 'Where the account posts; scores made with the account default to it. Default x.' }),
  })
  .meta({ id: 'CreateAccountRequest' });

export const AccountSummary = z
  .object({
    id: z.string().meta({ description: '"acc_" and 16 hex characters.', example: 'acc_5c1e0a9b7d3f4e21' }),
    label: z.string(),
    platform: Platform,
    status: AccountStatus.meta({
      description:
        'calibrated: at least 30 posts with impressions (own view curve and forecasts); likes_only: 30 posts ' +
        'with likes but fewer with impressions; cold_start: fewer.',
    }),
    posts: Int.meta({ description: 'Posts stored in the history.' }),
    created_at: z.string().meta({ description: 'ISO 8601 UTC.' }),
  })
  .meta({ id: 'Account' });
export type AccountSummary = z.infer<typeof AccountSummary>;

export const AccountList = z
  .object({
    accounts: z.array(AccountSummary).meta({ description: "This key's accounts, oldest first." }),
    limit: Int.meta({ description: "Accounts this key's tier may hold (free 1, builder 5, pro 50)." }),
  })
  .meta({ id: 'AccountList' });
export type AccountList = z.infer<typeof AccountList>;

const Typical = z.number().min(0).nullable();

export const WhatWorks = z.object({
  concept: z.string().meta({ description: 'The engine concept, e.g. "news_value" or "link".' }),
  label: z.string().meta({ description: 'Its name in plain words.' }),
  likes_change_pct: z
    .number()
    .meta({ description: 'Change in likes per unit of the concept on this account, in % (100 · (e^per_unit − 1)).' }),
  posts_with: Int.meta({ description: 'Posts of the history that have the concept.' }),
});

export const Calibration = z
  .object({
    calibrated_at: z
      .string()
      .nullable()
      .meta({ description: 'The time of the newest post in the history: the model describes the account as of then; null with no posts.' }),
    posts_with_impressions: Int,
    median: z.object({ impressions: Typical, likes: Typical, reposts: Typical, replies: Typical }).meta({
      description:
        "A typical post's final counts on this account today (the median, e^level − 1); null with fewer than " +
        '10 posts carrying the count.',
    }),
    rates: z.record(z.string(), z.number().min(0)).meta({
      description:
        'Actions per impression (likes, reposts, replies, link_clicks, profile_clicks, follows), when the history has impressions.',
    }),
    t_50_min: z.number().positive().meta({ description: 'Minutes until a post has half its views.' }),
    timing_source: z
      .enum(['snapshots', 'prior'])
      .meta({ description: "snapshots: learned from the history's counts at several ages; prior: the generic timing." }),
    what_works: z
      .array(WhatWorks)
      .meta({ description: 'Concepts with an effect on this account and at least 5 posts that have them, biggest effect first.' }),
  })
  .meta({ id: 'AccountCalibration' });
export type Calibration = z.infer<typeof Calibration>;

export const AccountDetail = AccountSummary.extend({
  posts_limit: Int.meta({ description: "Posts this account may store on the key's tier (free 3,000, builder 20,000, pro 100,000)." }),
  text_bytes: Int.meta({ description: "UTF-8 bytes of the stored posts' texts: what the text budget counts." }),
  text_bytes_limit: Int.meta({
    description:
      "Bytes of post text this account may store on the key's tier (free 5,000,000, builder 35,000,000, " +
      "pro 170,000,000); the key's accounts together hold at most 5,000,000, 100,000,000 or 1,000,000,000.",
  }),
  posts_needed: Int.meta({ description: 'More posts with impressions needed before the account is calibrated (0 once it is).' }),
  calibration: Calibration.nullable().meta({ description: 'null until posts have been ingested.' }),
}).meta({ id: 'AccountDetail' });
export type AccountDetail = z.infer<typeof AccountDetail>;

const SkipKind = z.enum(['unreadable', 'not_a_post', 'too_long', 'duplicate', 'over_limit']).meta({
  description:
    'unreadable: not a post at all (bad JSON, a missing or malformed field); not_a_post: a reply, a ' +
    "link-only reply to the account's own post or one of X's placeholder rows; " +
    'too_long: a text longer than any platform allows (25,000 characters); duplicate: the post_id comes again later in the upload ' +
    "(the later row is kept); over_limit: new posts beyond the account's post limit.",
});

export const SkippedRow = z.object({
  row: z
    .number()
    .int()
    .nullable()
    .meta({
      description:
        'JSON body: the index in `posts` (0-based). CSV / JSON lines: the line of the file (1-based, a CSV ' +
        'header is line 1). null when unknown.',
    }),
  post_id: z.string().optional().meta({ description: 'When the row had a usable post id.' }),
  reason: z.string(),
  kind: SkipKind,
});

export const SkippedRows = z
  .object({
    count: Int.meta({ description: 'Rows not stored.' }),
    by_reason: z
      .partialRecord(SkipKind, Int)
      .meta({ description: 'How many rows were left out for each kind of reason (kinds with none are absent).' }),
    first: z
      .array(SkippedRow)
      .max(20)
      .meta({ description: 'The first 20 of them by row, each with its own reason; the rest are only counted.' }),
  })
  .meta({ id: 'SkippedRows' });

export const UploadImport = z
  .object({
    format: z.string().meta({
      description:
        'What the file was read as: "X\'s content export (account_analytics_content)", "X\'s monthly export ' +
        '(tweet_activity_metrics)", "Preflight\'s CSV" or "Preflight\'s JSON lines".',
    }),
    encoding: z
      .enum(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252', 'mac-roman'])
      .meta({ description: "The encoding the file's bytes were found in (a declared charset is taken when the bytes allow it)." }),
    line_ends: z.enum(['crlf', 'lf', 'cr', 'mixed', 'none']),
    replies: Int.meta({
      description:
        "Replies left out: they reach the people in their conversation, not the followers, and are kept out of the account's usual.",
    }),
    link_only_self_replies: Int.meta({
      description:
        "Posts that are only a link, written within 5 minutes of the account's previous post (a reply to it " +
        'the export does not mark), left out as replies are.',
    }),
    placeholders: Int.meta({ description: 'Rows X writes for no post, left out.' }),
    impressions_unknown: Int.meta({
      description:
        '0 impressions read as unknown: before September 2014, when X had not counted them, or beside likes, reposts or replies.',
    }),
    ids_from_links: Int.meta({ description: "Ids a spreadsheet had rounded (5.89E+17), read from the post's link." }),
    notes: z.array(z.string()).meta({ description: 'All of this in sentences, for showing as they are.' }),
  })
  .meta({ id: 'UploadImport' });

export const IngestResult = z
  .object({
    received: Int.meta({ description: 'Rows (posts) read from the upload.' }),
    added: Int.meta({ description: 'Posts new to the history.' }),
    updated: Int.meta({ description: 'Posts already stored whose fields changed (the upload replaces them).' }),
    unchanged: Int.meta({ description: 'Posts already stored exactly as sent.' }),
    skipped: SkippedRows.meta({ description: 'Rows not stored: how many, by reason, and the first 20 with theirs.' }),
    status: AccountStatus,
    posts: Int.meta({ description: 'Posts stored in the history after this upload.' }),
    posts_limit: Int,
    import: UploadImport.optional().meta({
      description:
        "A file upload (text/csv, application/x-ndjson) only: how the file was read and what was kept out of the account's usual.",
    }),
  })
  .meta({ id: 'IngestResult' });
export type IngestResult = z.infer<typeof IngestResult>;

const Counts = z.object({ impressions: z.number().min(0).nullable(), likes: z.number().min(0) });

export const Receipt = z.object({
  post_id: z.string(),
  posted_at: z.string(),
  scored_at: z.string().meta({ description: 'When the draft was scored with the account (the prediction).' }),
  predicted: z
    .object({ impressions: Band.nullable(), likes: Band })
    .nullable()
    .meta({ description: "The account's forecast at 24 h (expected_engagement); null when the account was still cold_start then." }),
  actual: Counts.meta({ description: "The post's counts at 24 h when the history has a snapshot 12 to 48 h old, else its final counts." }),
  cold_start: z
    .object({ impressions: z.number().min(0), likes: z.number().min(0) })
    .meta({ description: "The generic cold-start model's guess for the same draft, at 24 h." }),
  inside_band: z
    .object({ impressions: z.boolean().optional(), likes: z.boolean() })
    .nullable()
    .meta({
      description:
        'Whether the actual count fell inside the 80 % band (lo80 to hi80); impressions only when both sides ' +
        'have them; null without a forecast.',
    }),
});
export type Receipt = z.infer<typeof Receipt>;

const ErrorPair = z.object({ impressions: z.number().min(0).nullable(), likes: z.number().min(0).nullable() });

export const ReceiptsResult = z
  .object({
    receipts: z.array(Receipt).meta({ description: 'Newest post first.' }),
    summary: z.object({
      count: Int,
      inside_band_likes: z
        .number()
        .min(0)
        .max(1)
        .nullable()
        .meta({
          description:
            'Share of receipts with a forecast whose likes fell inside the 80 % band (about 0.8 when the band is ' +
            'honest); null without any.',
        }),
      inside_band_impressions: z.number().min(0).max(1).nullable(),
      median_abs_log_error: z.object({ account: ErrorPair, cold_start: ErrorPair }).meta({
        description:
          'Median of |ln(1 + predicted median) − ln(1 + actual)| over the receipts where both exist; lower is better; null without any.',
      }),
    }),
  })
  .meta({ id: 'Receipts' });
export type ReceiptsResult = z.infer<typeof ReceiptsResult>;
