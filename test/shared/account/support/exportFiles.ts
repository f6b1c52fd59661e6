// Small X exports written as X writes them and as spreadsheets and data tools save them again, for the
// importer's tests: every layout and quirk a writer's file may have, built here from a handful of posts
// (nothing copied from real exports). The ids are real snowflakes of the posts' times, as X's are.

export const SNOWFLAKE_EPOCH_MS = 1_288_834_974_657;

/** The id X would give a post created at `atMs` (sequence `seq` within its millisecond). */
export const snowflakeId = (atMs: number, seq = 0) => ((BigInt(atMs - SNOWFLAKE_EPOCH_MS) << 22n) + BigInt(seq)).toString();

export interface ExportPost {
  id: string;
  text: string;
  /** ms since 1970 */
  at: number;
  impressions: number;
  likes: number;
  reposts: number;
  replies: number;
  profileClicks: number;
  urlClicks: number;
  follows: number;
}

/** Posts `hours` apart from `startIso`, each with its snowflake id and the text and counts given. */
export function postsFrom(
  startIso: string,
  hours: number,
  rows: { text: string; impressions: number; likes: number; reposts?: number; replies?: number }[],
): ExportPost[] {
  const start = Date.parse(startIso);
  return rows.map((r, i) => {
    const at = start + i * hours * 3_600_000;
    return {
      id: snowflakeId(at, i),
      text: r.text,
      at,
      impressions: r.impressions,
      likes: r.likes,
      reposts: r.reposts ?? 1,
      replies: r.replies ?? 0,
      profileClicks: 2,
      urlClicks: 1,
      follows: i % 2,
    };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "2016-12-23 18:50 +0000", X's older export's time. */
export const xTime = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} +0000`;
/** "4/17/15 10:30", a US spreadsheet's way of saving it again. */
export const usSpreadsheetTime = (at: number) => {
  const d = new Date(at);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)} ${d.getUTCHours()}:${pad(d.getUTCMinutes())}`;
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Fri, Feb 6, 2026", the content export's date today. */
export const contentDate = (at: number) => {
  const d = new Date(at);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};
/** "Mon Feb 03 2025", the content export's first date format. */
export const earlyContentDate = (at: number) => {
  const d = new Date(at);
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${d.getUTCFullYear()}`;
};

/** Quoted as RFC 4180 quotes: always, or only when the cell holds a delimiter, a quote or a line break. */
export function csvLine(cells: readonly string[], quote: 'all' | 'needed', delimiter = ','): string {
  return cells
    .map((c) => (quote === 'all' || c.includes(delimiter) || c.includes('"') || /[\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c))
    .join(delimiter);
}

// X's older monthly export: 22 organic columns, then 18 promoted ones. The organic columns are the ones every
// X export begins with, as X names them: the other tests' exports build on them.
export const X_ORGANIC_COLUMNS = [
  'Tweet id',
  'Tweet permalink',
  'Tweet text',
  'time',
  'impressions',
  'engagements',
  'engagement rate',
  'retweets',
  'replies',
  'likes',
  'user profile clicks',
  'url clicks',
  'hashtag clicks',
  'detail expands',
  'permalink clicks',
  'app opens',
  'app installs',
  'follows',
  'email tweet',
  'dial phone',
  'media views',
  'media engagements',
] as const;
const MONTHLY_ORGANIC: readonly string[] = X_ORGANIC_COLUMNS;
// Its 2014–2015 version: favorites, an embedded media clicks column before app opens, video views last.
const MONTHLY_2015_ORGANIC = [
  'Tweet id',
  'Tweet permalink',
  'Tweet text',
  'time',
  'impressions',
  'engagements',
  'engagement rate',
  'retweets',
  'replies',
  'favorites',
  'user profile clicks',
  'url clicks',
  'hashtag clicks',
  'detail expands',
  'permalink clicks',
  'embedded media clicks',
  'app opens',
  'app installs',
  'follows',
  'email tweet',
  'dial phone',
  'video views',
];
const FRENCH_ORGANIC = [
  'Identifiant du Tweet',
  'Permalien du Tweet',
  'Texte du Tweet',
  'heure',
  'impressions',
  'engagements',
  'taux d’engagement',
  'Retweets',
  'réponses',
  "J'aime",
  "clics sur le profil de l'utilisateur",
  "clics sur l'URL",
  'clics sur le hashtag',
  'ouvertures des détails',
  'clics sur le permalien',
  "ouvertures d'application",
  "installations de l'application",
  'abonnements ',
  'envoyer le Tweet par email',
  'composer le numéro',
  'vues du média',
  'engagements avec le média',
];
/** A header in a language no words are known for (made up), so only the columns' order can tell them. */
const UNKNOWN_ORGANIC = MONTHLY_ORGANIC.map((_, i) => `Spalte ${i + 1}`);
const promoted = (organic: readonly string[]) => organic.slice(4).map((name) => `promoted ${name}`);

export type MonthlyHeader = 'en' | '2015' | 'fr' | 'unknown';
const ORGANIC: Record<MonthlyHeader, readonly string[]> = {
  en: MONTHLY_ORGANIC,
  '2015': MONTHLY_2015_ORGANIC,
  fr: FRENCH_ORGANIC,
  unknown: UNKNOWN_ORGANIC,
};

export interface MonthlyOptions {
  header?: MonthlyHeader;
  /** The line end between rows; X writes LF in some years, CRLF in others. */
  lineEnd?: string;
  quote?: 'all' | 'needed';
  /** How the id cell is written: as X does, or as a spreadsheet rounded it. */
  id?: (post: ExportPost) => string;
  time?: (at: number) => string;
  /** How a count is written: "373.0" as X does, "373" as a spreadsheet does. */
  count?: (n: number) => string;
  /** Renames header cells: { time: 'time (utc)' }. */
  rename?: Record<string, string>;
  /** Columns added after X's, with the cell each row gets. */
  extraColumns?: { name: string; cell: (post: ExportPost, column: number) => string }[];
  /** A first column a data tool adds: pandas writes an empty name and 0, 1, 2…; R writes "" and 1, 2, 3…. */
  indexColumn?: 'pandas' | 'r';
  /** What a count X writes "-" for becomes: "-" as X does, "" as pandas does, "NA" as R does. */
  dash?: string;
}

export function monthlyExport(posts: readonly ExportPost[], o: MonthlyOptions = {}): string {
  const header = o.header ?? 'en';
  const organic = ORGANIC[header];
  const count = o.count ?? ((n: number) => n.toFixed(1));
  const dash = o.dash ?? '-';
  const names = [...organic, ...promoted(organic)].map((n) => o.rename?.[n] ?? n);
  const extra = o.extraColumns ?? [];
  const index = o.indexColumn === 'pandas' ? [''] : o.indexColumn === 'r' ? [''] : [];
  const lines = [[...index, ...names, ...extra.map((e) => e.name)]];
  posts.forEach((p, row) => {
    const byName: Record<string, string> = {
      id: o.id ? o.id(p) : p.id,
      link: `https://twitter.com/acme/status/${p.id}`,
      text: p.text,
      time: (o.time ?? xTime)(p.at),
      impressions: count(p.impressions),
      engagements: count(p.likes + p.reposts + p.replies),
      rate: (p.impressions === 0 ? 0 : (p.likes + p.reposts + p.replies) / p.impressions).toFixed(6),
      retweets: count(p.reposts),
      replies: count(p.replies),
      likes: count(p.likes),
      profile: count(p.profileClicks),
      url: count(p.urlClicks),
      follows: count(p.follows),
    };
    const fields2015 = [
      'id',
      'link',
      'text',
      'time',
      'impressions',
      'engagements',
      'rate',
      'retweets',
      'replies',
      'likes',
      'profile',
      'url',
      '0',
      '0',
      '0',
      '0',
      dash,
      dash,
      'follows',
      dash,
      dash,
      '0',
    ];
    const fieldsLater = [
      'id',
      'link',
      'text',
      'time',
      'impressions',
      'engagements',
      'rate',
      'retweets',
      'replies',
      'likes',
      'profile',
      'url',
      '0',
      '0',
      '0',
      dash,
      dash,
      'follows',
      dash,
      dash,
      '0',
      '0',
    ];
    const cells = (header === '2015' ? fields2015 : fieldsLater).map((f) => byName[f] ?? (f === '0' ? count(0) : f));
    const idx = o.indexColumn === 'pandas' ? [String(row)] : o.indexColumn === 'r' ? [String(row + 1)] : [];
    lines.push([...idx, ...cells, ...Array.from({ length: 18 }, () => dash), ...extra.map((e, i) => e.cell(p, i))]);
  });
  const quote = o.quote ?? 'all';
  return lines.map((cells) => csvLine(cells, quote)).join(o.lineEnd ?? '\r\n') + (o.lineEnd ?? '\r\n');
}

export type ContentVariant = 'later' | 'early' | 'ja';
const CONTENT_HEADERS: Record<ContentVariant, readonly string[]> = {
  later: [
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
  ],
  early: [
    'Post id',
    'Date',
    'Post text',
    'Link',
    'Impressions',
    'Likes',
    'Engagements',
    'Bookmarks',
    'Share',
    'New follows',
    'Replies',
    'Reposts',
    'Profile visits',
    'Detail expands',
    'Url clicks',
    'Hashtag clicks',
    'Permalink clicks',
  ],
  ja: [
    'ポストID',
    '日付',
    'ポスト本文',
    'ポストのリンク',
    'インプレッション数',
    'いいね',
    'エンゲージメント',
    'ブックマーク',
    '共有された回数\\',
    '新しいフォロー',
    '返信',
    'リポスト',
    'プロフィールへのアクセス数',
    '詳細のクリック数',
    'URLのクリック数',
    'ハッシュタグのクリック数',
    'パーマリンクのクリック数',
  ],
};

/**
 * X's content export: newest first, LF, a cell quoted only when it must be (or, with `quote: 'spaces'`, as X sometimes does: only cells
 * with a space).
 */
export function contentExport(
  posts: readonly ExportPost[],
  o: { variant?: ContentVariant; quote?: 'needed' | 'spaces-only'; delimiter?: string } = {},
): string {
  const delimiter = o.delimiter ?? ',';
  const variant = o.variant ?? 'later';
  const date = variant === 'early' ? earlyContentDate : contentDate;
  const newestFirst = [...posts].sort((a, b) => b.at - a.at);
  const rows = newestFirst.map((p) => [
    p.id,
    date(p.at),
    p.text,
    `https://x.com/acme/status/${p.id}`,
    String(p.impressions),
    String(p.likes),
    String(p.likes + p.reposts + p.replies),
    '0',
    '0',
    String(p.follows),
    String(p.replies),
    String(p.reposts),
    String(p.profileClicks),
    '0',
    String(p.urlClicks),
    '0',
    '0',
  ]);
  const line = (cells: readonly string[]) =>
    o.quote === 'spaces-only'
      ? cells.map((c) => (c.includes(' ') ? `"${c.replaceAll('"', '""')}"` : c)).join(delimiter)
      : csvLine(cells, 'needed', delimiter);
  return `${[CONTENT_HEADERS[variant].join(delimiter), ...rows.map(line)].join('\n')}\n`;
}
