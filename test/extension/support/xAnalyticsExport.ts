// An X (Twitter) analytics export as X writes it (every cell quoted, counts like "1938.0", times like
// "2016-12-23 18:50 +0000"), filled with deterministic synthetic posts: the same arguments, the same file.
import { X_ORGANIC_COLUMNS } from '../../shared/account/support/exportFiles';

export const X_EXPORT_COLUMNS = X_ORGANIC_COLUMNS;

export interface XTweet {
  id: string;
  text: string;
  /** "2024-01-05 09:30 +0000" */
  time: string;
  impressions: number;
  likes: number;
  retweets: number;
  replies: number;
}

const OPENERS = ['We shipped', 'Lesson from this week:', 'Hot take:', 'Small win today:', 'Question for founders:', 'Honest update:'];
const TOPICS = [
  'a one-screen onboarding that doubled activation',
  'pricing pages that answer the first objection',
  'weekly releases instead of one big launch',
  'support replies written in under ten minutes',
  'a changelog people actually read',
  'cutting our signup form to two fields',
  'talking to five customers before building anything',
];
const CLOSERS = ['', ' What would you try first?', ' Numbers in the thread.', ' It took three tries.'];

/** `n` original posts, one a day from 2024-01-01, with views, likes, reposts and replies that vary by post. */
export function syntheticTweets(n: number): XTweet[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i, 8 + (i % 9), (i * 7) % 60));
    const time = `${day.toISOString().slice(0, 10)} ${day.toISOString().slice(11, 16)} +0000`;
    return {
      id: String(1740000000000000000n + BigInt(i) * 1009n),
      text: `${OPENERS[i % OPENERS.length]} ${TOPICS[i % TOPICS.length]}.${CLOSERS[i % CLOSERS.length]}`,
      time,
      impressions: 700 + ((i * 377) % 1900) + 15 * i,
      likes: 3 + ((i * 13) % 23),
      retweets: (i * 5) % 7,
      replies: (i * 3) % 5,
    };
  });
}

const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
const count = (n: number) => n.toFixed(1);

export function xAnalyticsExport(tweets: readonly XTweet[]): string {
  const rows = tweets.map((t) => {
    const cells: Record<(typeof X_EXPORT_COLUMNS)[number], string> = {
      'Tweet id': t.id,
      'Tweet permalink': `https://twitter.com/acme/status/${t.id}`,
      'Tweet text': t.text,
      time: t.time,
      impressions: count(t.impressions),
      engagements: count(t.likes + t.retweets + t.replies),
      'engagement rate': (t.impressions === 0 ? 0 : (t.likes + t.retweets + t.replies) / t.impressions).toFixed(6),
      retweets: count(t.retweets),
      replies: count(t.replies),
      likes: count(t.likes),
      'user profile clicks': count(t.likes % 4),
      'url clicks': count(0),
      'hashtag clicks': count(0),
      'detail expands': count(t.replies * 2),
      'permalink clicks': count(0),
      'app opens': '-',
      'app installs': '-',
      follows: count(t.likes % 2),
      'email tweet': '-',
      'dial phone': '-',
      'media views': count(0),
      'media engagements': count(0),
    };
    return X_EXPORT_COLUMNS.map((c) => cells[c]);
  });
  return `${[[...X_EXPORT_COLUMNS], ...rows].map((cells) => cells.map(quote).join(',')).join('\n')}\n`;
}

/** A reply: X's export lists replies with the posts; the importer skips them. */
export function replyTweet(i: number): XTweet {
  return {
    id: String(1750000000000000000n + BigInt(i)),
    text: '@alice thanks, will try that',
    time: '2024-03-01 10:00 +0000',
    impressions: 40,
    likes: 1,
    retweets: 0,
    replies: 0,
  };
}

export const X_CONTENT_COLUMNS = [
  'Post id',
  'Date',
  'Post text',
  'Post Link',
  'Impressions',
  'Likes',
  'Engagements',
  'Bookmarks',
  'Shares',
  'New follows',
  'Replies',
  'Reposts',
  'Profile visits',
  'Detail Expands',
  'URL Clicks',
  'Hashtag Clicks',
  'Permalink Clicks',
] as const;

/** X's content export (account_analytics_content_….csv) of the same posts: dated by day, ids and counts bare. */
export function xContentExport(tweets: readonly XTweet[]): string {
  const rows = tweets.map((t) => {
    const day = new Date(`${t.time.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const engagements = t.likes + t.retweets + t.replies;
    return [
      t.id,
      quote(day),
      quote(t.text),
      `https://x.com/acme/status/${t.id}`,
      t.impressions,
      t.likes,
      engagements,
      0,
      0,
      t.likes % 2,
      t.replies,
      t.retweets,
      t.likes % 4,
      0,
      0,
      0,
      0,
    ].join(',');
  });
  return `${[X_CONTENT_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
