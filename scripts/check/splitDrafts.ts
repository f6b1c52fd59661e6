// A file holds one draft, or several separated by a line holding only "---" (Markdown's thematic break, so
// a drafts file still reads well when rendered).
const SEPARATOR = '---';

const isBlank = (line: string) => line.trim() === '';

/**
 * The drafts in a file's text, in order. Line endings become "\n" (what a composer sends); blank lines around
 * each draft are dropped, and parts with nothing but blank lines are skipped, so they take no index.
 */
export function splitDrafts(content: string): string[] {
  const drafts: string[] = [];
  let part: string[] = [];
  const flush = () => {
    let start = 0;
    let end = part.length;
    while (start < end && isBlank(part[start] as string)) start++;
    while (end > start && isBlank(part[end - 1] as string)) end--;
    if (end > start) drafts.push(part.slice(start, end).join('\n'));
    part = [];
  };
  for (const line of content.split(/\r?\n|\r/)) {
    if (line.trim() === SEPARATOR) flush();
    else part.push(line);
  }
  flush();
  return drafts;
}
