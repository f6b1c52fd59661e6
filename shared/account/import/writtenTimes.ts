// Dates and times as X's exports write them, and as a spreadsheet or a data tool writes them again after
// opening the file: "2016-12-23 18:50 +0000" (X's older export), "Sun, Apr 13, 2025" and "Mon Feb 03 2025"
// (X's content export), "2016-12-23 18:50:00" (pandas), "12/23/16 18:50" or "23/12/2016 18:50" (a
// spreadsheet, in the order of its owner's locale). A day written with numbers only can often be read two
// ways; each reading is returned, and the post's id (which carries its creation time) chooses among them.

/** One way to read a cell: the day, the time of day when the cell gives one, and the offset when it says it. */
export interface TimeReading {
  /** "2016-12-23" */
  day: string;
  /** "18:50:00" */
  time?: string;
  /** "+00:00" or "Z" */
  offset?: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:\s*([AaPp])\.?[Mm]\.?)?`;
const OFFSET = String.raw`(?:\s*(?:(Z|UTC|GMT)|(?:UTC|GMT)?([+-])(\d{2}):?(\d{2})))?`;
const TIME_PART = `(?:[ T,]+${TIME}${OFFSET})?`;
/** 2016-12-23, 2016/12/23 */
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME_PART}$`, 'i');
/** 12/23/2016, 23.12.2016, 12/23/16: month and day in either order */
const YEAR_LAST = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})${TIME_PART}$`, 'i');
/** Sun, Apr 13, 2025 / Mon Feb 03 2025 / Apr 13, 2025 */
const MONTH_NAME_FIRST = new RegExp(String.raw`^(?:[a-z]{3,9}\.?,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})${TIME_PART}$`, 'i');
/** 13 Apr 2025 / 13-Apr-2025 */
const DAY_FIRST_NAMED = new RegExp(String.raw`^(?:[a-z]{3,9}\.?,?\s+)?(\d{1,2})[\s-]+([a-z]{3,9})\.?[\s-]+(\d{4}|\d{2})${TIME_PART}$`, 'i');

/** Every reading of `cell` as a date (and time), without repeats; none when it is not one. */
export function timeReadings(cell: string): TimeReading[] {
  const text = cell.trim();
  let m = YEAR_FIRST.exec(text);
  if (m) return readings([[+m[1]!, +m[2]!, +m[3]!]], m.slice(4));
  m = YEAR_LAST.exec(text);
  if (m) {
    const year = fullYear(m[3]!);
    return readings(
      [
        [year, +m[1]!, +m[2]!],
        [year, +m[2]!, +m[1]!],
      ],
      m.slice(4),
    );
  }
  m = MONTH_NAME_FIRST.exec(text);
  if (m) return readings([[+m[3]!, monthOf(m[1]!), +m[2]!]], m.slice(4));
  m = DAY_FIRST_NAMED.exec(text);
  if (m) return readings([[fullYear(m[3]!), monthOf(m[2]!), +m[1]!]], m.slice(4));
  return [];
}

/** A two-digit year as spreadsheets read it back: 00–68 as 20xx, 69–99 as 19xx (X began in 2006). */
function fullYear(year: string): number {
  const y = Number(year);
  return year.length === 4 ? y : y < 69 ? 2000 + y : 1900 + y;
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

function readings(days: [number, number, number][], time: (string | undefined)[]): TimeReading[] {
  const clock = clockOf(time);
  if (clock === null) return [];
  const out: TimeReading[] = [];
  for (const [year, month, day] of days) {
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    if (!isRealDay(iso) || out.some((r) => r.day === iso)) continue;
    out.push({ day: iso, ...clock });
  }
  return out;
}

/** The time of day and offset from the regular expressions' groups; null when the time is not a real one. */
function clockOf([h, min, sec, ampm, named, sign, oh, om]: (string | undefined)[]): { time?: string; offset?: string } | null {
  if (h === undefined) return {};
  let hour = Number(h);
  if (ampm) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (ampm.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hour > 23 || Number(min) > 59 || Number(sec ?? 0) > 59) return null;
  const time = `${pad(hour)}:${min}:${sec ?? '00'}`;
  if (named) return { time, offset: 'Z' };
  if (sign) return Number(oh) > 23 || Number(om) > 59 ? null : { time, offset: `${sign}${oh}:${om}` };
  return { time };
}

/** Date rolls 2016-02-30 over into March; a day that does not come back unchanged is not a real one. */
function isRealDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}
