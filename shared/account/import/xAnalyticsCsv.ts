// X's (Twitter's) older monthly export, tweet_activity_metrics_<handle>_<from>_<to>_<lang>.csv: one row per
// tweet, every cell quoted, counts written like "1938.0", times like "2016-12-23 18:50 +0000", and the
// paid-promotion columns after the organic ones (not read: history is organic reach). X writes the header in
// the account's language but keeps the columns in one order, so a header in a language not listed here is
// read by position (recogniseX.ts).
import { SkippedRow } from './rows';
import type { PostedAt, XLayout } from './xLayout';

export const X_MONTHLY: XLayout = {
  label: "X's monthly export (tweet_activity_metrics)",
  fields: [
    'id', 'link', 'text', 'time', 'impressions', null, null, 'reposts', 'replies', 'likes', 'profile_clicks', 'link_clicks',
    null, null, null, null, null, 'follows', null, null, null, null,
  ],
  headers: {
    en: [
      'Tweet id', 'Tweet permalink', 'Tweet text', 'time', 'impressions', 'engagements', 'engagement rate', 'retweets',
      'replies', 'likes', 'user profile clicks', 'url clicks', 'hashtag clicks', 'detail expands', 'permalink clicks',
      'app opens', 'app installs', 'follows', 'email tweet', 'dial phone', 'media views', 'media engagements',
    ],
    // As X wrote it in a real export (…_pt.csv), colons included; likes are "favoritos".
    pt: [
      'id do Tweet', 'link permanente do Tweet', 'texto do Tweet', 'horário', 'impressões', 'engajamentos',
      'taxa de engajamento', 'retweets', 'respostas', 'favoritos', 'cliques no perfil do usuário:', 'cliques no URL',
      'cliques em hashtags:', 'expansões de detalhes:', 'cliques no link permanente', 'aberturas de aplicativos',
      'instalações de aplicativo:', 'seguiram', 'Tweet enviado por e-mail', 'número de telefone discado',
      'visualizações da mídia', 'engajamentos com mídia',
    ],
  },
  isTime: (cell) => readTime(cell.trim()) !== undefined,
  postedAt: (cell) => {
    const time = cell.trim();
    const posted_at = readTime(time);
    if (posted_at === undefined) throw new SkippedRow(`unreadable time "${time}" (expected like 2016-12-23 18:50 +0000)`);
    return { posted_at } satisfies PostedAt;
  },
};

const X_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?\s*(?:([+-](?:[01]\d|2[0-3])):?([0-5]\d)|(Z))$/i;

/** "2016-12-23 18:50 +0000" as "2016-12-23T18:50:00+00:00", the ISO 8601 the post schema takes; undefined if unreadable. */
function readTime(time: string): string | undefined {
  const m = X_TIME.exec(time);
  if (!m) return undefined;
  const local = `${m[1]}T${m[2]}${m[3] ?? ':00'}`;
  // Date rolls 2016-02-30 over into March; a time that does not come back unchanged is not a real date.
  const at = Date.parse(`${local}Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 19) !== local) return undefined;
  return local + (m[6] ? 'Z' : `${m[4]}:${m[5]}`);
}
