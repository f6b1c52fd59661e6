// The rows of an X export, whichever it is (recogniseX.ts says which and where its columns are): the post's id
// (from its link when a spreadsheet rounded the id cell), its text as the writer typed it, its time, its counts.
import type { AccountPost } from '../accountPost';
import { cellAt, countFrom } from './cells';
import { unescapeEntities } from './htmlEntities';
import type { XRecognised } from './recogniseX';
import { metricsOf, noticedNothing, readRows, validPost, type FileImport, type Noticed, type ReadOptions } from './rows';
import type { ReplyRow } from './rowSkip';
import { RowSkipError } from './rowSkip';
import { exactTime } from './postTime';
import { idFromLink, isPlaceholderLink, postIdOf } from './xIds';
import { headerWord, type XField } from './xLayout';

/** Posts from the export's records (header first); rows are numbered from 1 after the header. */
export function readXRows(records: readonly (readonly string[])[], x: XRecognised, options: ReadOptions = {}): FileImport {
  const noticed = noticedNothing();
  const read = readRows(
    records.slice(1).map((record, i) => [i + 1, record] as const),
    (record) => readXPost(rejoinText(record, x, noticed), x, noticed),
    options,
  );
  return { ...read, noticed };
}

/**
 * X's content export quotes a cell only when it must, and has been seen leaving a text with commas unquoted:
 * the row then has more cells than the header, the text's pieces spread over the columns after it. When the
 * post's link is found where the extra cells put it, the pieces are the text, joined again.
 */
function rejoinText(record: readonly string[], x: XRecognised, noticed: Noticed): readonly string[] {
  const extra = record.length - x.width;
  const text = x.columns.text;
  const link = x.columns.link;
  if (extra <= 0 || text === undefined || link === undefined || link <= text) return record;
  if (idFromLink(record[link + extra] ?? '') === undefined) return record;
  noticed.unquotedTexts++;
  return [...record.slice(0, text), record.slice(text, text + extra + 1).join(','), ...record.slice(text + extra + 1)];
}

/**
 * X's analytics counted impressions for ordinary accounts from late August 2014 on (the dashboard opened to
 * every account then); the older export reports 0 for the posts before, which says nothing about their reach.
 */
const IMPRESSIONS_COUNTED_FROM = Date.parse('2014-09-01T00:00:00Z');

function readXPost(record: readonly string[], x: XRecognised, noticed: Noticed): AccountPost {
  const { layout, columns, words } = x;
  const cell = (field: XField) => cellAt(record, columns[field]);
  const name = (field: XField) => headerWord(layout, words, field);
  const idCell = cell('id');
  const link = cell('link');
  if (link !== undefined && isPlaceholderLink(link) && !/^\d+$/.test((idCell ?? '').trim())) {
    throw new RowSkipError(`a placeholder row (its ${name('link')} ends in /status/undefined), not a post`, 'not_a_post');
  }
  const postId = postIdOf(idCell, link, { id: name('id'), link: name('link') });
  if (idCell !== undefined && idCell.trim() !== '' && idCell.trim() !== postId) noticed.idsFromLinks++;
  // Not trimmed: the writer's own spacing and line breaks are part of the post.
  const text = unescapeEntities(cell('text') ?? '');
  // A reply reaches the people in its conversation, not the followers, so it says nothing about how posts land.
  if (text.trimStart().startsWith('@'))
    throw new RowSkipError('a reply, not an original post', 'not_a_post', replyTime(layout, cell('time'), postId));
  const posted = layout.postedAt(cell('time') ?? '', postId);
  const metrics = metricsOf((field, required) => countFrom(cell(field), name(field), required));
  if (metrics.impressions === 0 && !impressionsCounted(posted.posted_at, metrics)) {
    metrics.impressions = undefined;
    noticed.impressionsUnknown++;
  }
  return validPost({ post_id: postId, text, ...posted, metrics });
}

/**
 * Whether a 0 in the impressions column can be a real count: not before X counted impressions, and not
 * beside likes, reposts or replies, which nobody gives a post they never saw.
 */
function impressionsCounted(postedAt: string, metrics: Partial<Record<'likes' | 'reposts' | 'replies', number>>): boolean {
  if (Date.parse(postedAt) < IMPRESSIONS_COUNTED_FROM) return false;
  return (metrics.likes ?? 0) + (metrics.reposts ?? 0) + (metrics.replies ?? 0) === 0;
}

/** A reply's time to the second, when its row gives it: the posts right after it may continue it (selfReplies.ts). */
function replyTime(layout: XRecognised['layout'], cell: string | undefined, postId: string): ReplyRow {
  try {
    const at = exactTime(layout.postedAt(cell ?? '', postId), postId);
    return at === undefined ? { postId } : { postId, at };
  } catch {
    // A reply whose time cannot be read is still a reply.
    return { postId };
  }
}
