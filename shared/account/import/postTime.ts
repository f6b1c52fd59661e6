// When a post of an X export went out, from its time cell and its id. X's own cells are exact ("2016-12-23
// 18:50 +0000" in the older export, always UTC) or give the day only ("Sun, Apr 13, 2025" in the content
// export). A spreadsheet that saved the file again may have rewritten them ("12/23/16 18:50", "23/12/2016"),
// sometimes so that the day reads two ways. The id settles it: every X post id since November 2010 carries
// its creation time (xIds.ts), so the reading whose day the id's time falls on is the one, and the id's time
// is then the post's, to the second.
import { RowSkipError } from './rowSkip';
import type { TimeReading } from './writtenTimes';
import { timeReadings } from './writtenTimes';
import { snowflakeTime } from './xIds';
import type { PostedAt } from './xLayout';

const HOUR_MS = 3_600_000;
/** A day may be written in any zone from UTC−12 to UTC+14 (the content export dates posts in the viewer's zone). */
const ZONE_EARLIEST_MS = 14 * HOUR_MS;
const ZONE_LATEST_MS = 12 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** The id's creation time when the id carries one that falls on `day` in some zone; else undefined. */
function idTimeOn(day: string, postId: string): number | undefined {
  if (!/^\d{1,20}$/.test(postId)) return undefined;
  const start = Date.parse(`${day}T00:00:00Z`);
  const created = snowflakeTime(postId);
  return created >= start - ZONE_EARLIEST_MS && created < start + DAY_MS + ZONE_LATEST_MS ? created : undefined;
}

const toSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The reading the id confirms, with the id's time; undefined when the id confirms none. */
function confirmedByTheId(readings: readonly TimeReading[], postId: string): number | undefined {
  for (const r of readings) {
    const at = idTimeOn(r.day, postId);
    if (at !== undefined) return at;
  }
  return undefined;
}

/**
 * The older export's time: X's own cell as written (UTC when a tool dropped the offset); else the id's
 * time when it falls on the cell's day; else the day at noon UTC, the time unknown.
 */
export function monthlyPostTime(cell: string, postId: string): PostedAt {
  const readings = timeReadings(cell);
  const only = readings.length === 1 ? readings[0] : undefined;
  if (only?.time) return { posted_at: `${only.day}T${only.time}${only.offset ?? '+00:00'}` };
  const fromId = confirmedByTheId(readings, postId);
  if (fromId !== undefined) return { posted_at: toSecond(fromId) };
  if (only) return { posted_at: `${only.day}T12:00:00Z`, time_known: false };
  throw new RowSkipError(unreadable('time', cell, readings, '2016-12-23 18:50 +0000'));
}

/**
 * The content export's day, placed within the day by the id's time when the id's time falls on it; else noon
 * UTC, which is that day in nearly every zone. The file gives no time either way: time_known is false.
 */
export function contentPostTime(cell: string, postId: string): PostedAt {
  const readings = timeReadings(cell);
  const fromId = confirmedByTheId(readings, postId);
  if (fromId !== undefined) return { posted_at: toSecond(fromId), time_known: false };
  if (readings.length === 1) return { posted_at: `${readings[0]!.day}T12:00:00Z`, time_known: false };
  throw new RowSkipError(unreadable('date', cell, readings, 'Sun, Apr 13, 2025'));
}

function unreadable(what: string, cell: string, readings: readonly TimeReading[], example: string): string {
  const written = cell.trim();
  if (readings.length > 1) {
    return (
      `${what} "${written}" reads as ${readings.map((r) => r.day).join(' or ')} and the post id does not ` +
      `say which (expected like ${example})`
    );
  }
  return `unreadable ${what} "${written}" (expected like ${example})`;
}

/** Whether a cell reads as a time or day at all: for recognising an export by its columns' types. */
export function isTimeCell(cell: string): boolean {
  return timeReadings(cell).length > 0;
}

/**
 * When the post went out to the second, when that is known: the time its file gave, or the id's time when
 * posted_at is the id's; undefined for a stand-in (noon of its day).
 */
export function exactTime(post: PostedAt, postId: string): number | undefined {
  const at = Date.parse(post.posted_at);
  if (post.time_known !== false) return at;
  if (!/^\d{1,20}$/.test(postId)) return undefined;
  return Math.floor(snowflakeTime(postId) / 1000) * 1000 === at ? at : undefined;
}
