// A file that cannot be imported at all, said once for the whole file instead of once per row: a writer who
// picked the wrong export needs to hear which file it was and which columns Preflight needs, not 278 times
// that a row could not be read. The API answers it with a 400, the options page and `npm run check` stop on it.
import { GENERIC_REQUIRED_COLUMNS } from './genericHistory';
import { X_MONTHLY } from './xAnalyticsCsv';
import { X_CONTENT } from './xContentCsv';
import { UNREADABLE_SAMPLE_ROWS, type FileImport } from './rows';
import { headerWord, REQUIRED_X_FIELDS, type XField, type XHeaderWords, type XLayout } from './xLayout';
import { wholeNumber } from '../../text/numberWords';

export type Refusal = {
  refused: true;
  /** Why, in words, with the columns the file has and the ones it lacks. */
  reason: string;
  /** The file's header (its first line), trimmed, as written. */
  found: string[];
  /** The columns the format it looks like needs and the file lacks; empty when it looks like no format. */
  missing: string[];
};

/** How many of a header's columns a reason quotes, and how much of each. */
const NAMES_SHOWN = 12;
const NAME_LENGTH = 40;

function nameList(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((n) => (n.length > NAME_LENGTH ? `${n.slice(0, NAME_LENGTH)}…` : n));
  const rest = names.length - shown.length;
  return shown.join(', ') + (rest > 0 ? ` and ${rest} more` : '');
}

/** A file of a known format without the columns it needs; `label` names the format ("X's monthly export (…)"). */
export function missingColumns(label: string, header: readonly string[], missing: readonly string[]): Refusal {
  const found = header.map((n) => n.trim()).filter((n) => n !== '');
  return {
    refused: true,
    reason:
      `it looks like ${label} but lacks ${missing.length === 1 ? 'a column' : 'columns'} it needs: ` +
      `${missing.join(', ')} (its columns: ${nameList(found)})`,
    found,
    missing: [...missing],
  };
}

/**
 * The columns a row of an X export needs, in the words of its headers `headers` (those a file's header matches
 * best, when several match it as well: "likes or favorites"): `Post id or Post Link`, then the rest.
 */
export function neededXColumns(layout: XLayout, headers: readonly XHeaderWords[]): string[] {
  const word = (field: XField) => [...new Set(headers.map((h) => headerWord(layout, h, field)))].join(' or ');
  return [`${word('id')} or ${word('link')}`, ...REQUIRED_X_FIELDS.map(word)];
}

const READABLE =
  `${X_CONTENT.label}: ${neededXColumns(X_CONTENT, [X_CONTENT.headers[0]]).join(', ')}; ` +
  `${X_MONTHLY.label}, in any language: ${neededXColumns(X_MONTHLY, [X_MONTHLY.headers[0]]).join(', ')}; ` +
  `Preflight's CSV: ${GENERIC_REQUIRED_COLUMNS.join(', ')}; or Preflight's JSON lines`;

/** A file of no format Preflight reads; `header` is its first line read as CSV. */
export function unknownFormat(header: readonly string[]): Refusal {
  const found = header.map((n) => n.trim()).filter((n) => n !== '');
  const firstLine = found.length > 0 ? ` (its first line: ${nameList(found)})` : '';
  return { refused: true, reason: `it is not a file Preflight reads${firstLine}. Preflight reads ${READABLE}`, found, missing: [] };
}

/** Reasons a mostly unreadable file's refusal quotes. */
const REASONS_QUOTED = 3;

/** A file read until more than `share` of its rows proved unreadable (ReadOptions.refuseUnreadableShare). */
export function mostlyUnreadable(read: FileImport, share: number): Refusal {
  const n = wholeNumber;
  const unreadable = read.skipped.filter((s) => s.kind === 'unreadable');
  const quoted = unreadable.slice(0, REASONS_QUOTED).map((s) => `row ${s.row}: ${s.reason}`);
  return {
    refused: true,
    reason:
      `more than ${Math.round(share * 100)} % of its rows (of its first ` +
      `${n(Math.min(read.received, UNREADABLE_SAMPLE_ROWS))} or of all ${n(read.received)}) ` +
      `cannot be read as posts (reading stopped at ${n(unreadable.length)} such rows, e.g. ${quoted.join('; ')})`,
    found: [],
    missing: [],
  };
}

/** A file that is no text at all (a workbook, a PDF, binary data); `reason` says what it is and what to send. */
export function notText(reason: string): Refusal {
  return { refused: true, reason, found: [], missing: [] };
}

/**
 * A quote that opened a cell and ran over the rows after it: the record it made has another number of cells
 * than the header, so the lines it took were rows, not a post written over several lines. Refused whole with
 * the line where the quote opens: importing the rows before it alone would be a success that lost the rest.
 */
export function unclosedQuote(at: { record: number; line: number; lines: number }): Refusal {
  return {
    refused: true,
    reason:
      `a quote opens a cell on line ${at.line} (data row ${at.record}) and is not closed until ${at.lines} ` +
      `line${at.lines === 1 ? '' : 's'} later, ` +
      'so the rows between would be read as one cell: write a quote inside a cell as two quotes (""), or ' +
      'remove the stray one, and send the file again',
    found: [],
    missing: [],
  };
}
