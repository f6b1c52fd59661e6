// The upload thread's side (started by uploadReader.ts through jobs/jobThread.ts): an upload's bytes in, its
// posts with their fingerprints (or why it is refused) out; or stored texts in, their fingerprints out, for
// posts stored before fingerprints were kept.
import type { Encoding } from '@preflight/engine/account';
import { answerJobs } from '../jobs/jobPort';
import { parseUpload, type UploadForm, type UploadReading } from './parseUpload';
import { postFingerprint } from './textFingerprint';

export type UploadRequest =
  | { form: UploadForm; bytes: Uint8Array; charset: Encoding | undefined; nowMs: number }
  | { fingerprintsOf: readonly string[] };
export type UploadReply = UploadReading | { fingerprints: string[] };

// Every row this thread skips is an Error (RowSkipError) whose stack nobody reads: a failed job is reported by its
// message alone. Not capturing stacks makes each junk row about a third cheaper.
Error.stackTraceLimit = 0;

answerJobs<UploadRequest, UploadReply>((request) =>
  'fingerprintsOf' in request
    ? { fingerprints: request.fingerprintsOf.map(postFingerprint) }
    : parseUpload(request.form, request.bytes, request.charset, request.nowMs),
);
