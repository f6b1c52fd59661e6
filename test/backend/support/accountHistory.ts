// Synthetic account histories for the account tests: deterministic posts with varied text and counts, as
// AccountPost objects (the JSON upload) and as X's exports (the text/csv upload): the monthly export, in any
// header, and the content export.
import type { AccountPost } from '../../../shared/account/accountPost';
import { X_ORGANIC_COLUMNS } from '../../shared/account/support/exportFiles';

const OPENERS = ['Shipped', 'We learned', 'Today we cut', 'Small win:', 'Why we rewrote', 'Numbers from', 'A note on', 'Postmortem:'];
const SUBJECTS = [
  'the onboarding flow',
  'our pricing page',
  'the billing retries',
  'search indexing',
  'the mobile signup',
  'CI build times',
  'the support inbox',
  'the changelog',
];
const DETAILS = [
  'activation went from 21% to 34% in a week.',
  'it took three tries and one angry customer.',
  'p95 latency dropped from 900 ms to 240 ms.',
  'what would you have done differently?',
  'details in the thread below.',
  'half the tickets were one missing sentence.',
  'we deleted 4,000 lines and nobody noticed.',
  'the fix was a single config flag.',
];

/** `n` original posts, one every 8 hours from `start`, with impressions and counts that vary with the text. */
export function syntheticPosts(n: number, options: { start?: string; idPrefix?: string; impressions?: boolean } = {}): AccountPost[] {
  const start = Date.parse(options.start ?? '2026-09-01T08:00:00Z');
  const prefix = options.idPrefix ?? '18000000000000';
  return Array.from({ length: n }, (_, i) => {
    const impressions = 600 + ((i * 137) % 1900) + (i % 4 === 0 ? 1500 : 0);
    const likes = Math.round(impressions * (0.008 + (i % 7) * 0.003));
    const post: AccountPost = {
      post_id: `${prefix}${String(i).padStart(5, '0')}`,
      text:
        `${OPENERS[i % OPENERS.length]} ${SUBJECTS[(i * 3) % SUBJECTS.length]}: ` +
        `${DETAILS[(i * 5) % DETAILS.length]}${i % 6 === 0 ? ` https://example.com/p/${i}` : ''}`,
      posted_at: new Date(start + i * 8 * 3_600_000).toISOString(),
      metrics: { likes, reposts: (i * 7) % 6, replies: (i * 5) % 9 },
    };
    if (options.impressions !== false) post.metrics = { impressions, ...post.metrics };
    return post;
  });
}

export const X_HEADER: readonly string[] = [...X_ORGANIC_COLUMNS, 'promoted impressions'];

const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/** "2026-09-01T08:00:00.000Z" as X writes it: "2026-09-01 08:00 +0000". */
export function xTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} +0000`;
}

/** One X analytics row per post, counts written the way X does ("1938.0"). */
export function xAnalyticsRow(post: AccountPost): string {
  const m = post.metrics;
  const n = (x: number | undefined) => (x === undefined ? '-' : `${x}.0`);
  const engagements = m.likes + m.reposts + m.replies;
  return [
    quote(post.post_id),
    quote(`https://twitter.com/acme/status/${post.post_id}`),
    quote(post.text),
    quote(xTime(post.posted_at)),
    n(m.impressions),
    n(engagements),
    m.impressions ? String(engagements / m.impressions) : '-',
    n(m.reposts),
    n(m.replies),
    n(m.likes),
    '3.0',
    '1.0',
    '0.0',
    '2.0',
    '0.0',
    '0.0',
    '0.0',
    '0.0',
    '0.0',
    '0.0',
    '0.0',
    '0.0',
    '-',
  ].join(',');
}

/** An X analytics export of the posts, newest first like X's, CRLF line ends; `extraRows` are appended as written. */
export function xAnalyticsCsv(
  posts: readonly AccountPost[],
  extraRows: readonly string[] = [],
  header: readonly string[] = X_HEADER,
): string {
  const rows = [...posts].reverse().map(xAnalyticsRow);
  return `${[header.map(quote).join(','), ...rows, ...extraRows].join('\r\n')}\r\n`;
}

/** The header of X's monthly export in Portuguese, as X writes it (likes are "favoritos"). */
export const X_HEADER_PT = [
  'id do Tweet',
  'link permanente do Tweet',
  'texto do Tweet',
  'horário',
  'impressões',
  'engajamentos',
  'taxa de engajamento',
  'retweets',
  'respostas',
  'favoritos',
  'cliques no perfil do usuário:',
  'cliques no URL',
  'cliques em hashtags:',
  'expansões de detalhes:',
  'cliques no link permanente',
  'aberturas de aplicativos',
  'instalações de aplicativo:',
  'seguiram',
  'Tweet enviado por e-mail',
  'número de telefone discado',
  'visualizações da mídia',
  'engajamentos com mídia',
  'impressões promovido(a)(s)',
];

const CONTENT_HEADER = [
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
];

/** "2026-09-01T08:00:00.000Z" as X's content export dates it: "Tue, Sep 1, 2026". */
export function xContentDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** X's content export of the posts (account_analytics_content_….csv), newest first, ids and counts bare. */
export function xContentCsv(posts: readonly AccountPost[]): string {
  const rows = [...posts].reverse().map((post) => {
    const m = post.metrics;
    return [
      post.post_id,
      quote(xContentDate(post.posted_at)),
      quote(post.text),
      `https://x.com/acme/status/${post.post_id}`,
      m.impressions ?? 0,
      m.likes,
      m.likes + m.reposts + m.replies,
      0,
      0,
      0,
      m.replies,
      m.reposts,
      2,
      0,
      1,
      0,
      0,
    ].join(',');
  });
  return `${[CONTENT_HEADER.join(','), ...rows].join('\n')}\n`;
}
