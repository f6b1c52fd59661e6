// A file holds one draft, or several separated by a line holding only "---" (Markdown's thematic break, so
// a drafts file still reads well when rendered).
const SEPARATOR = '---';

const isBlank = (line: string) => line.trim() === '';

/** A draft and where it starts in its file. */
export interface DraftText {
  text: string;
  /** The line of the file (counted from 1, as editors count) that holds the draft's first line. */
  line: number;
}

/**
 * The drafts in a file's text, in order, each with the line it starts on. Line endings become "\n" (what a
 * composer sends); blank lines around each draft are dropped, and parts with nothing but blank lines are
 * skipped, so they take no index.
 */
export function draftsOf(content: string): DraftText[] {
  const drafts: DraftText[] = [];
  let part: string[] = [];
  let partLine = 1;
  const flush = () => {
    let start = 0;
    let end = part.length;
    while (start < end && isBlank(part[start] as string)) start++;
    while (end > start && isBlank(part[end - 1] as string)) end--;
    if (end > start) drafts.push({ text: part.slice(start, end).join('\n'), line: partLine + start });
    part = [];
  };
  content.split(/\r?\n|\r/).forEach((line, i) => {
    if (line.trim() === SEPARATOR) {
      flush();
      partLine = i + 2;
    } else part.push(line);
  });
  flush();
  return drafts;
}

/** The drafts' texts alone. */
export function splitDrafts(content: string): string[] {
  return draftsOf(content).map((d) => d.text);
}
