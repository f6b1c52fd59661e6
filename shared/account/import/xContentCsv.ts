// The export X's analytics page (x.com/i/account_analytics) gives today, account_analytics_content_<from>_<to>.csv:
// one row per post with its counts over the chosen period, dated by day only ("Sun, Apr 13, 2025"; its first
// version wrote "Mon Feb 03 2025" and named a few columns differently: "Link", "Share", "Url clicks"). Newest
// posts first; a cell is quoted only when it must be; texts keep X's HTML entities ("&lt;3"). The time of day
// comes from the post's id (postTime.ts); the file did not carry it, so every post says time_known: false.
import { contentPostTime, isTimeCell } from './postTime';
import type { XLayout } from './xLayout';

export const X_CONTENT: XLayout = {
  label: "X's content export (account_analytics_content)",
  fields: [
    'id',
    'time',
    'text',
    'link',
    'impressions',
    'likes',
    null,
    null,
    null,
    'follows',
    'replies',
    'reposts',
    'profile_clicks',
    null,
    'link_clicks',
    null,
    null,
  ],
  headers: [
    {
      id: 'Post id',
      time: 'Date',
      text: 'Post text',
      link: 'Post Link',
      impressions: 'Impressions',
      likes: 'Likes',
      follows: 'New follows',
      replies: 'Replies',
      reposts: 'Reposts',
      profile_clicks: 'Profile visits',
      link_clicks: 'URL Clicks',
    },
    // Japanese, as X wrote it.
    {
      id: 'ポストID',
      time: '日付',
      text: 'ポスト本文',
      link: 'ポストのリンク',
      impressions: 'インプレッション数',
      likes: 'いいね',
      follows: '新しいフォロー',
      replies: '返信',
      reposts: 'リポスト',
      profile_clicks: 'プロフィールへのアクセス数',
      link_clicks: 'URLのクリック数',
    },
  ],
  // The export's first version called the post's link "Link".
  aliases: { link: ['Link'] },
  isTime: isTimeCell,
  postedAt: contentPostTime,
};
