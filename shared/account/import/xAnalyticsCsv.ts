// X's (Twitter's) older monthly export, tweet_activity_metrics_<handle>_<from>_<to>_<lang>.csv: one row per
// tweet, every cell quoted, counts written like "1938.0", times like "2016-12-23 18:50 +0000", and the
// paid-promotion columns after the organic ones (not read: history is organic reach). X writes the header in
// the account's language but keeps the columns in one order, so a header in a language not listed here is
// read by position (recogniseX.ts). Its version of 2014–2015 said "favorites" for likes and had an
// "embedded media clicks" column before "app opens", which moves "follows" one column on: that column is read
// by name only.
import { isTimeCell, monthlyPostTime } from './postTime';
import type { XLayout } from './xLayout';

export const X_MONTHLY: XLayout = {
  label: "X's monthly export (tweet_activity_metrics)",
  fields: [
    'id',
    'link',
    'text',
    'time',
    'impressions',
    null,
    null,
    'reposts',
    'replies',
    'likes',
    'profile_clicks',
    'link_clicks',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
  ],
  headers: [
    {
      id: 'Tweet id',
      link: 'Tweet permalink',
      text: 'Tweet text',
      time: 'time',
      impressions: 'impressions',
      reposts: 'retweets',
      replies: 'replies',
      likes: 'likes',
      profile_clicks: 'user profile clicks',
      link_clicks: 'url clicks',
      follows: 'follows',
    },
    // The version of 2014–2015, as X wrote it.
    {
      id: 'Tweet id',
      link: 'Tweet permalink',
      text: 'Tweet text',
      time: 'time',
      impressions: 'impressions',
      reposts: 'retweets',
      replies: 'replies',
      likes: 'favorites',
      profile_clicks: 'user profile clicks',
      link_clicks: 'url clicks',
      follows: 'follows',
    },
    // Portuguese, as X wrote it (colons included); likes are "favoritos".
    {
      id: 'id do Tweet',
      link: 'link permanente do Tweet',
      text: 'texto do Tweet',
      time: 'horário',
      impressions: 'impressões',
      reposts: 'retweets',
      replies: 'respostas',
      likes: 'favoritos',
      profile_clicks: 'cliques no perfil do usuário:',
      link_clicks: 'cliques no URL',
      follows: 'seguiram',
    },
    // French, as X wrote it.
    {
      id: 'Identifiant du Tweet',
      link: 'Permalien du Tweet',
      text: 'Texte du Tweet',
      time: 'heure',
      impressions: 'impressions',
      reposts: 'Retweets',
      replies: 'réponses',
      likes: "J'aime",
      profile_clicks: "clics sur le profil de l'utilisateur",
      link_clicks: "clics sur l'URL",
      follows: 'abonnements',
    },
  ],
  // Older names of two columns, found in files saved long ago and re-saved since.
  aliases: { time: ['time (utc)'], likes: ['favorites'] },
  isTime: isTimeCell,
  postedAt: monthlyPostTime,
};
