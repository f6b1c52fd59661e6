// The rows of an X export, whichever it is (recogniseX.ts says which and where its columns are): the post's id
// (from its link when a spreadsheet rounded the id cell), its text, its time, its counts.
import type { AccountPost } from '../accountPost';
import { cellAt, countFrom } from './cells';
import type { XRecognised } from './recogniseX';
import { metricsOf, readRows, SkippedRow, validPost, type FileImport, type ReadOptions } from './rows';
import { isPlaceholderLink, postIdOf } from './xIds';
import { headerWord, type XField } from './xLayout';

/** Posts from the export's records (header first); rows are numbered from 1 after the header. */
export function readXRows(records: readonly (readonly string[])[], x: XRecognised, options: ReadOptions = {}): FileImport {
  return readRows(
    records.slice(1).map((record, i) => [i + 1, record] as const),
    (record) => readXPost(record, x),
    options,
  );
}

function readXPost(record: readonly string[], { layout, columns, words }: XRecognised): AccountPost {
  const cell = (field: XField) => cellAt(record, columns[field]);
  const name = (field: XField) => headerWord(layout, words, field);
  const idCell = cell('id');
  const link = cell('link');
  if (link !== undefined && isPlaceholderLink(link) && !/^\d+$/.test((idCell ?? '').trim())) {
    throw new SkippedRow(`a placeholder row (its ${name('link')} ends in /status/undefined), not a post`, 'not_a_post');
  }
  const postId = postIdOf(idCell, link, { id: name('id'), link: name('link') });
  // Not trimmed: the writer's own spacing and line breaks are part of the post.
  const text = cell('text') ?? '';
  // A reply reaches the people in its conversation, not the followers, so it says nothing about how posts land.
  if (text.trimStart().startsWith('@')) throw new SkippedRow('a reply, not an original post', 'not_a_post');
  return validPost({
    post_id: postId,
    text,
    ...layout.postedAt(cell('time') ?? '', postId),
    metrics: metricsOf((field, required) => countFrom(cell(field), name(field), required)),
  });
}
