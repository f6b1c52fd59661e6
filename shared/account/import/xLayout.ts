// What X's exports have in common, described once so that one reader serves them all: a fixed order of
// columns (the same in every language X writes the header in), the names each column goes by, the fields
// Preflight reads from them, and how a row's time becomes posted_at. The exports themselves: xContentCsv.ts
// and xAnalyticsCsv.ts.

/** What Preflight reads from an X export; `link` is the post's own link, which carries its id too. */
export type XField =
  | 'id'
  | 'link'
  | 'text'
  | 'time'
  | 'impressions'
  | 'likes'
  | 'reposts'
  | 'replies'
  | 'profile_clicks'
  | 'link_clicks'
  | 'follows';

export type PostedAt = { posted_at: string; time_known?: false };

/** One header X writes (a language, or an earlier version of the export): the word of each field it has. */
export type XHeaderWords = Partial<Record<XField, string>>;

export interface XLayout {
  /** For people: "X's content export". */
  label: string;
  /**
   * The field of each column in X's order, for a header in a language whose words are not known; null for a
   * column Preflight does not read, or one that X's versions of the export do not keep in the same place.
   */
  fields: readonly (XField | null)[];
  /** X's headers as written in real exports, English (today's) first. */
  headers: readonly [XHeaderWords, ...XHeaderWords[]];
  /** Other names a field's column is found under: what spreadsheets and data tools rename it to. */
  aliases: Partial<Record<XField, readonly string[]>>;
  /** Whether a cell looks like this export's time, for recognising a header in an unknown language. */
  isTime(cell: string): boolean;
  /** posted_at (and time_known) from a row's time cell and its post id; throws RowSkipError when unreadable. */
  postedAt(cell: string, postId: string): PostedAt;
}

/** Where each field is in one file (the column's index); a field the file lacks is absent. */
export type XColumns = Partial<Record<XField, number>>;

/** The fields a row cannot do without (besides an id, from `id` or `link`). */
export const REQUIRED_X_FIELDS = ['text', 'time', 'likes', 'reposts', 'replies'] as const satisfies readonly XField[];

/** Every field, in the order reasons name them. */
export const X_FIELDS: readonly XField[] = [
  'id',
  'link',
  'text',
  'time',
  'impressions',
  'likes',
  'reposts',
  'replies',
  'profile_clicks',
  'link_clicks',
  'follows',
];

/** The word for `field` in `words` (one of the layout's headers), else in X's English header. */
export function headerWord(layout: XLayout, words: XHeaderWords, field: XField): string {
  return words[field] ?? layout.headers[0][field] ?? field;
}
