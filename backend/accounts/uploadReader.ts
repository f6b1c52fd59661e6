// Reading an upload is seconds of CPU for 5 MB of rows (JSON.parse, a zod check per row, the importer's CSV
// parser): on the event loop that held every other request, /healthz and SIGTERM's drain included, for as long
// (24–112 s for 5 MB of junk lines). The worker reader runs it on a background thread of its own, so a
// calibration in progress does not hold an upload up either. The same thread fingerprints the texts of posts
// stored before fingerprints were kept (receipts ask once per such account): 110 MB of text is seconds of it.
import type { Encoding } from '../../shared/account/import/encoding';
import { jobThread } from '../jobs/jobThread';
import { parseUpload, type UploadForm, type UploadReading } from './parseUpload';
import { postFingerprint } from './textFingerprint';
import type { UploadReply, UploadRequest } from './uploadJob';

export interface UploadReader {
  /** `charset`: the encoding the request declared, when it named one the importer reads; `nowMs`: the server's time. */
  read(form: UploadForm, bytes: Uint8Array, charset: Encoding | undefined, nowMs: number): Promise<UploadReading>;
  /** The fingerprint of each text (textFingerprint.ts), in order. */
  fingerprints(texts: readonly string[]): Promise<string[]>;
  /** Stops the background thread, if any; a later read starts a new one. */
  close(): Promise<void>;
}

/** On the calling thread: for scripts and tests of the parsing itself. */
export const inlineUploadReader: UploadReader = {
  read: async (form, bytes, charset, nowMs) => parseUpload(form, bytes, charset, nowMs),
  fingerprints: async (texts) => texts.map(postFingerprint),
  close: async () => {},
};

export function workerUploadReader(): UploadReader {
  const thread = jobThread<UploadRequest, UploadReply>(new URL('./uploadJob.ts', import.meta.url), 'reading the upload');
  return {
    read: async (form, bytes, charset, nowMs) => (await thread.run({ form, bytes, charset, nowMs })) as UploadReading,
    fingerprints: async (texts) => {
      const reply = await thread.run({ fingerprintsOf: texts });
      if (!('fingerprints' in reply)) throw new Error('the upload thread answered a fingerprint job with an upload');
      return reply.fingerprints;
    },
    close: () => thread.close(),
  };
}
