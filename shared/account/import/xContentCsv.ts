// The export X's analytics page (x.com/i/account_analytics) gives today, account_analytics_content_<from>_<to>.csv:
// one row per post with its counts over the chosen period, dated by day only ("Sun, Apr 13, 2025").
//
// The time of day: every X post id since November 2010 is a "snowflake" whose upper bits (id >> 22) are the
// creation time in ms since 1288834974657. When that time falls on the row's date (in some time zone from
// UTC−12 to UTC+14: the page may date posts in the viewer's zone), posted_at is that instant, so posts
// sort as they went out and a forecast made before a post is matched to it; otherwise posted_at is noon UTC
// of the date, which is that date in nearly every zone, and posts of one day sort by id. Either way the file
// did not carry a time, so the post says time_known: false and nothing learns a time of day from it.
import { SkippedRow } from './rows';
import { snowflakeTime } from './xIds';
import type { PostedAt, XLayout } from './xLayout';

export const X_CONTENT: XLayout = {
  label: "X's content export (account_analytics_content)",
  fields: [
    'id', 'time', 'text', 'link', 'impressions', 'likes', null, null, null, 'follows', 'replies', 'reposts',
    'profile_clicks', null, 'link_clicks', null, null,
  ],
  headers: {
    en: [
      'Post id', 'Date', 'Post text', 'Post Link', 'Impressions', 'Likes', 'Engagements', 'Bookmarks', 'Shares',
      'New follows', 'Replies', 'Reposts', 'Profile visits', 'Detail Expands', 'URL Clicks', 'Hashtag Clicks',
      'Permalink Clicks',
    ],
  },
  isTime: (cell) => readDay(cell.trim()) !== undefined,
  postedAt: (cell, postId) => {
    const date = cell.trim();
    const day = readDay(date);
    if (day === undefined) throw new SkippedRow(`unreadable date "${date}" (expected like Sun, Apr 13, 2025)`);
    return { posted_at: placeInDay(day, postId), time_known: false } satisfies PostedAt;
  },
};

const HOUR_MS = 3_600_000;
/** The zones a date may be written in: from UTC−12 to UTC+14. */
const ZONE_EARLIEST_MS = 14 * HOUR_MS;
const ZONE_LATEST_MS = 12 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** The id's creation time when it falls on `day`, else noon UTC of `day`; ISO 8601 to the second. */
function placeInDay(day: string, postId: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  const created = snowflakeTime(postId);
  if (created >= start - ZONE_EARLIEST_MS && created < start + DAY_MS + ZONE_LATEST_MS) {
    return new Date(created).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
  return `${day}T12:00:00Z`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "Sun, Apr 13, 2025" as X writes it, without the weekday, or as a spreadsheet may save it: "2025-04-13". */
const WRITTEN = /^(?:[a-z]{3,9}\.?,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as "2025-04-13", or undefined when it is not one. */
function readDay(date: string): string | undefined {
  const written = WRITTEN.exec(date);
  const iso = ISO_DAY.exec(date);
  let parts: [number, number, number] | undefined;
  if (written) {
    const month = MONTHS.indexOf(written[1]!.slice(0, 3).toLowerCase());
    if (month >= 0) parts = [Number(written[3]), month + 1, Number(written[2])];
  } else if (iso) {
    parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  }
  if (!parts) return undefined;
  const [year, month, dayOfMonth] = parts;
  const day = `${String(year)}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  // Date rolls Feb 30 over into March; a date that does not come back unchanged is not a real one.
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day ? day : undefined;
}
