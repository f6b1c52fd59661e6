// What an import did besides reading rows, said in words: how each file was read (its format, encoding and
// line ends), which rows were kept out of the account's usual and why, and what was read differently from
// what the file says. The API answers it with the upload, the options page shows it, `npm run check` prints it.
import { ENCODING_NAMES, type Encoding } from './encoding';
import { LINE_END_NAMES, type LineEnds } from './lineEnds';
import type { Noticed } from './rows';
import { wholeNumber } from '../../text/numberWords';

export interface FileRead {
  file: string;
  /** "X's content export (account_analytics_content)", "Preflight's CSV", "Preflight's JSON lines" */
  format: string;
  /** undefined for a file handed over as text (already decoded). */
  encoding?: Encoding;
  line_ends: LineEnds;
}

export interface ImportSummary {
  files: FileRead[];
  /** Replies (a text starting with @), kept out: they reach the conversation, not the followers. */
  replies: number;
  /** Link-only posts right after another of the account's posts (selfReplies.ts), kept out as replies are. */
  link_only_self_replies: number;
  /** Rows X writes for no post. */
  placeholders: number;
  /** Zero impressions read as unknown: before X counted them, or beside likes, reposts or replies. */
  impressions_unknown: number;
  /** Ids a spreadsheet had rounded, read from the post's link. */
  ids_from_links: number;
  /** Texts whose commas X had not quoted, put back together. */
  unquoted_texts: number;
  /** How the files were read, in sentences ("Read as X's monthly export (tweet_activity_metrics), Mac Roman, CR line ends."). */
  read_as: string[];
  /** All of the above in sentences: how the files were read, then what is noteworthy. */
  notes: string[];
}

const n = wholeNumber;
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

function howRead(read: FileRead): string {
  const how = [
    read.encoding ? ENCODING_NAMES[read.encoding] : undefined,
    read.line_ends === 'none' ? undefined : LINE_END_NAMES[read.line_ends],
  ].filter(Boolean);
  return `${read.format}${how.length > 0 ? `, ${how.join(', ')}` : ''}`;
}

/** Files the importer read alike are said once: "23 files (2016-02.csv, 2016-03.csv and 21 more) read as …". */
function fileNotes(files: readonly FileRead[]): string[] {
  const groups = new Map<string, string[]>();
  for (const f of files) groups.set(howRead(f), [...(groups.get(howRead(f)) ?? []), f.file]);
  if (files.length === 1) return [`Read as ${howRead(files[0]!)}.`];
  return [...groups].map(([how, names]) => {
    if (names.length === 1) return `${names[0]}: read as ${how}.`;
    const shown = names.length > 3 ? `${names.slice(0, 2).join(', ')} and ${n(names.length - 2)} more` : names.join(', ');
    return `${n(names.length)} files (${shown}) read as ${how}.`;
  });
}

export function summaryOf(files: FileRead[], counts: Omit<ImportSummary, 'files' | 'notes' | 'read_as'>): ImportSummary {
  const readAs = fileNotes(files);
  const notes = [...readAs];
  const { replies, link_only_self_replies: selfReplies } = counts;
  if (replies + selfReplies > 0) {
    const which = [
      replies > 0 ? plural(replies, 'reply', 'replies') : '',
      selfReplies > 0 ? `${plural(selfReplies, 'link-only reply', 'link-only replies')} to your own posts` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const were = replies + selfReplies === 1 ? 'was' : 'were';
    notes.push(`${which} ${were} kept out of your usual: a reply reaches the people in its conversation, not your followers.`);
  }
  if (counts.placeholders > 0)
    notes.push(
      `${plural(counts.placeholders, 'placeholder row', 'placeholder rows')} X writes for no post ` +
        `${counts.placeholders === 1 ? 'was' : 'were'} skipped.`,
    );
  if (counts.impressions_unknown > 0) {
    notes.push(
      `${plural(counts.impressions_unknown, 'post shows', 'posts show')} 0 impressions where X had counted ` +
        `none (before September 2014, or beside likes, reposts or replies): ` +
        `their views are taken as unknown, not as 0.`,
    );
  }
  if (counts.ids_from_links > 0) {
    notes.push(
      `${plural(counts.ids_from_links, 'post id', 'post ids')} a spreadsheet had rounded (such as ` +
        `5.89E+17) ${counts.ids_from_links === 1 ? 'was' : 'were'} read from the post's link.`,
    );
  }
  if (counts.unquoted_texts > 0) {
    notes.push(
      `${plural(counts.unquoted_texts, 'text', 'texts')} with commas the file had not quoted ` +
        `${counts.unquoted_texts === 1 ? 'was' : 'were'} put back together.`,
    );
  }
  return { files, ...counts, read_as: readAs, notes };
}

export const addNoticed = (into: Noticed, more: Noticed | undefined): void => {
  if (!more) return;
  into.idsFromLinks += more.idsFromLinks;
  into.impressionsUnknown += more.impressionsUnknown;
  into.unquotedTexts += more.unquotedTexts;
};
