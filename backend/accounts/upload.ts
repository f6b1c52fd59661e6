// An account's history as uploaded: the request's Content-Type checked and its body read here as bytes, the
// rows decoded and parsed on the upload thread (uploadReader.ts, parseUpload.ts). The bytes are the engine's
// to decode (shared/account/import/encoding.ts): an export re-saved by a spreadsheet is Windows-1252, Mac
// Roman or UTF-16 as often as UTF-8, and refusing it as "not UTF-8" would name nothing the writer can fix.
// A body that is not an upload at all, a file refused whole and an upload that is mostly unreadable are a
// 400 with nothing stored.
import type { HonoRequest } from 'hono';
import { encodingOfCharset, type Encoding } from '@preflight/engine/account';
import { ApiError } from '../errors/apiError';
import { MAX_UPLOAD_BYTES } from '../http/bodyLimits';
import { bodyKindOf, readBody, type BodyRule } from '../http/jsonBodyReader';
import { JobOutOfMemory } from '../jobs/jobOutOfMemory';
import type { ParsedUpload, UploadForm } from './parseUpload';
import type { UploadReader } from './uploadReader';

const FILE_MEDIA_TYPES: Record<string, string> = {
  'text/csv': 'upload.csv',
  'application/x-ndjson': 'upload.jsonl',
};

const ACCEPTED =
  'application/json ({"posts": [...]}), text/csv (an X analytics export or Preflight\'s CSV) or application/x-ndjson (JSON lines)';
/** JSON by the rule every route reads it by, or one of the files an export comes as. */
const UPLOAD: BodyRule = { send: ACCEPTED, files: FILE_MEDIA_TYPES };
const CHARSETS = 'utf-8, utf-16, utf-16le, utf-16be, windows-1252 (or iso-8859-1) or macintosh';

/**
 * `now`: the server's time, after which (by more than a day) no post can have gone out; `owner`: the key whose
 * turn on the upload threads the reading waits for.
 */
export async function readUpload(req: HonoRequest, reader: UploadReader, now: Date, owner: string): Promise<ParsedUpload> {
  const contentType = req.header('content-type');
  const kind = bodyKindOf(contentType, UPLOAD);
  let charset: Encoding | undefined;
  if (kind.form === 'file' && kind.charset !== undefined) {
    charset = encodingOfCharset(kind.charset);
    if (charset === undefined) {
      throw new ApiError(
        'invalid_request',
        `Unsupported charset "${kind.charset}" in Content-Type "${contentType}": ` +
          `send the file as it is without a charset (its bytes show their encoding), or declare one of ${CHARSETS}.`,
      );
    }
  }
  const bytes = await readBody(req, kind, MAX_UPLOAD_BYTES);
  const form: UploadForm = kind.form === 'json' ? { form: 'json' } : { form: 'file', name: kind.name };
  const reading = await reader.read(owner, form, bytes, charset, now.getTime()).catch((error: unknown) => {
    // The thread reading it was ended for its memory: the upload is what took it there, so it is the client's to split.
    if (!(error instanceof JobOutOfMemory)) throw error;
    throw new ApiError(
      'payload_too_large',
      `Reading this upload needed more than the ${error.limitMb} MB of memory an upload may use; nothing ` +
        `was stored. Split it into smaller files (posts merge by post_id) and send them one after another.`,
      {},
      { cause: error },
    );
  });
  if ('refused' in reading) throw new ApiError('invalid_request', reading.refused);
  return reading.upload;
}
