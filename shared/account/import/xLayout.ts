// What X's exports have in common, described once so that one reader serves them all: a fixed order of
// columns (the same in every language X writes the header in), the fields Preflight reads from them, and how
// a row's time becomes posted_at. The exports themselves: xContentCsv.ts and xAnalyticsCsv.ts.

/** What Preflight reads from an X export; `link` is the post's own link, which carries its id too. */
export type XField = 'id' | 'link' | 'text' | 'time' | 'impressions' | 'likes' | 'reposts' | 'replies' | 'profile_clicks' | 'link_clicks' | 'follows';

/** The languages whose header words are known from real exports; any other is read by position. */
export type XLanguage = 'en' | 'pt';

export type PostedAt = { posted_at: string; time_known?: false };

export interface XLayout {
  /** For people: "X's content export". */
  label: string;
  /** The field of each column, in X's order; null for a column Preflight does not read. */
  fields: readonly (XField | null)[];
  /** The header X writes, column for column with `fields`, in each confirmed language. */
  headers: Partial<Record<XLanguage, readonly string[]>> & { en: readonly string[] };
  /** Whether a cell looks like this export's time, for recognising a header in an unknown language. */
  isTime(cell: string): boolean;
  /** posted_at (and time_known) from a row's time cell and its post id; throws SkippedRow when unreadable. */
  postedAt(cell: string, postId: string): PostedAt;
}

/** Where each field is in one file (the column's index); a field the file lacks is absent. */
export type XColumns = Partial<Record<XField, number>>;

/** The fields a row cannot do without (besides an id, from `id` or `link`). */
export const REQUIRED_X_FIELDS = ['text', 'time', 'likes', 'reposts', 'replies'] as const satisfies readonly XField[];

/** The header word for `field` in `words` (a header of `layout`, in X's order). */
export function headerWord(layout: XLayout, words: readonly string[], field: XField): string {
  return words[layout.fields.indexOf(field)] ?? field;
}
