// Builds small twitter-ratio style CSV files, encoded as mac_roman like the real ones, in a temp folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** mac_roman bytes of the mojibake the real files hold (checked with TextDecoder('macintosh')). */
export const MAC_ROMAN = {
  /** "‰Ûª": a right single quote after the broken conversion. */
  apostrophe: [0xe4, 0xf3, 0xbb],
  /** "‰Û_": an ellipsis whose last byte was lost. */
  ellipsis: [0xe4, 0xf3, 0x5f],
  /** "Ÿ‡º": part of a flag emoji. */
  flagJunk: [0xd9, 0xe0, 0xbc],
} as const;

export type Chunk = string | readonly number[];

export function macRomanBytes(chunks: readonly Chunk[]): Uint8Array {
  const bytes: number[] = [];
  for (const c of chunks) {
    if (typeof c === 'string') {
      for (const ch of c) {
        const code = ch.charCodeAt(0);
        if (code > 0x7f) throw new Error(`fixture strings must be ASCII; put "${ch}" in as bytes`);
        bytes.push(code);
      }
    } else bytes.push(...c);
  }
  return Uint8Array.from(bytes);
}

export const HEADER = 'created_at,text,url,replies,retweets,favorites,user\n';

export interface SyntheticPost {
  createdAt: string;
  text: string;
  statusId: string;
  replies: number;
  retweets: number;
  favorites: number;
}

const quote = (text: string) => `"${text.replace(/"/gu, '""')}"`;

export function csvOf(author: string, posts: readonly SyntheticPost[]): Uint8Array {
  const lines = posts.map(
    (p) =>
      `${p.createdAt},${quote(p.text)},https://twitter.com/${author}/status/${p.statusId},` +
      `${p.replies},${p.retweets},${p.favorites},${author}\n`,
  );
  return macRomanBytes([HEADER, ...lines]);
}

/** A datasets root (what PREFLIGHT_DATASETS names) holding fivethirtyeight-twitter-ratio/<author>.csv files. */
export function writeDatasets(files: Record<string, Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'preflight-datasets-'));
  const dir = join(root, 'fivethirtyeight-twitter-ratio');
  mkdirSync(dir);
  for (const [author, bytes] of Object.entries(files)) writeFileSync(join(dir, `${author}.csv`), bytes);
  return root;
}

const OPENERS = [
  'Proud of the team today',
  'Big news for families',
  'We did it',
  'Read the new report',
  'Thank you all',
  'A great day for workers',
];

/**
 * `count` posts, one a minute, with text features varying deterministically (links, mentions,
 * exclamations, questions) and likes that depend on them plus a slow drift, so a fit has something to find.
 */
export function syntheticTimeline(count: number, seedOffset: number): SyntheticPost[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + seedOffset;
    const link = i % 3 === 0;
    const mention = i % 4 === 1;
    const shout = i % 5 === 2;
    const question = i % 7 === 3;
    const text = [
      OPENERS[i % OPENERS.length],
      mention ? ' with @someone' : '',
      shout ? '!!' : '.',
      question ? ' What would you change first?' : '',
      link ? ` https://t.co/abc${String(i % 10)}` : '',
    ].join('');
    const effect = (link ? -0.6 : 0) + (mention ? -0.3 : 0) + (shout ? 0.2 : 0) + ((i * 37) % 11) / 20;
    const favorites = Math.round(1000 * Math.exp(effect + k / 200));
    const replies = Math.round(favorites * (question ? 0.3 : 0.1) + (i % 9));
    const minute = k % 60;
    const hour = Math.floor(k / 60) % 24;
    const day = 1 + Math.floor(k / 1440);
    return {
      createdAt: `3/${day}/17 ${hour}:${String(minute).padStart(2, '0')}`,
      text,
      statusId: String(840000000000000000n + BigInt(k * 7 + seedOffset)),
      replies,
      retweets: Math.round(favorites / 3),
      favorites,
    };
  });
}
