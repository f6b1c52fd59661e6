// An account's history as uploaded: the request's Content-Type and charset checked and its body read here,
// the rows parsed on the upload thread (uploadReader.ts, parseUpload.ts). A body that is not an upload at
// all, a file refused whole and an upload that is mostly unreadable are a 400 with nothing stored.
import type { HonoRequest } from 'hono';
import { ApiError } from '../errors/apiError';
import { isJson, isUtf8, parseContentType } from '../http/contentType';
import { MAX_UPLOAD_BYTES, readBodyText } from '../middleware/jsonBody';
import type { ParsedUpload, UploadForm } from './parseUpload';
import type { UploadReader } from './uploadReader';

const FILE_MEDIA_TYPES: Record<string, string> = {
  'text/csv': 'upload.csv',
  'application/x-ndjson': 'upload.jsonl',
};

const ACCEPTED = 'application/json ({"posts": [...]}), text/csv (an X analytics export or Preflight\'s CSV) or application/x-ndjson (JSON lines)';

export async function readUpload(req: HonoRequest, reader: UploadReader): Promise<ParsedUpload> {
  const contentType = req.header('content-type');
  if (contentType === undefined) throw new ApiError('invalid_request', `Missing Content-Type header; send ${ACCEPTED}.`);
  const parsed = parseContentType(contentType);
  const fileName = FILE_MEDIA_TYPES[parsed.mediaType];
  if (!isJson(parsed) && fileName === undefined) throw new ApiError('invalid_request', `Unsupported Content-Type "${contentType}"; send ${ACCEPTED}.`);
  // Every form is decoded as UTF-8; a file in another charset would import as garbled text.
  if (!isUtf8(parsed)) throw new ApiError('invalid_request', `Unsupported charset "${parsed.charset}" in Content-Type "${contentType}"; send the upload as UTF-8.`);
  const text = await readBodyText(req, MAX_UPLOAD_BYTES);
  const form: UploadForm = fileName === undefined ? { form: 'json' } : { form: 'file', name: fileName };
  const reading = await reader.read(form, text);
  if ('refused' in reading) throw new ApiError('invalid_request', reading.refused);
  return reading.upload;
}
