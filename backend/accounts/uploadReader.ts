// Reading an upload is seconds of CPU for 5 MB of rows (JSON.parse, a zod check per row, the importer's CSV
// parser): on the event loop that held every other request, /healthz and SIGTERM's drain included, for as long
// (24–112 s for 5 MB of junk lines). The worker reader runs it on a background thread of its own, so a
// calibration in progress does not hold an upload up either. The same thread fingerprints the texts of posts
// stored before fingerprints were kept (receipts ask once per such account): 110 MB of text is seconds of it.
// The threads are shared between keys in turn (jobs/fairPool.ts): one key's uploads never queue another's.
import type { Encoding } from '@preflight/engine/account';
import { fairPool, type PoolEvent } from '../jobs/fairPool';
import { parseUpload, type UploadForm, type UploadReading } from './parseUpload';
import { postFingerprint } from './textFingerprint';
import type { UploadReply, UploadRequest } from './uploadJob';

export interface UploadReader {
  /** `charset`: the encoding the request declared, when it named one the importer reads; `nowMs`: the server's time. */
  read(owner: string, form: UploadForm, bytes: Uint8Array, charset: Encoding | undefined, nowMs: number): Promise<UploadReading>;
  /** The fingerprint of each text (textFingerprint.ts), in order. `owner`: the key the work is for. */
  fingerprints(owner: string, texts: readonly string[]): Promise<string[]>;
  /** Stops the background thread, if any; a later read starts a new one. */
  close(): Promise<void>;
}

/** On the calling thread: for scripts and tests of the parsing itself. */
export const inlineUploadReader: UploadReader = {
  read: async (_owner, form, bytes, charset, nowMs) => parseUpload(form, bytes, charset, nowMs),
  fingerprints: async (_owner, texts) => texts.map(postFingerprint),
  close: async () => {},
};

/**
 * Two threads, one job per key at a time: a key with uploads queued holds at most one thread, so another key's
 * upload starts at once. Each thread may grow its heap to UPLOAD_HEAP_MB: reading the largest upload accepted
 * (5 MB) takes well under that (measured in docs/reliability.md); past it the thread is ended and the upload
 * answered 413, and the process, with every other key's work, goes on.
 */
export const UPLOAD_THREADS = 2;
export const UPLOAD_HEAP_MB = 192;

export function workerUploadReader(options: { observe?: (event: PoolEvent) => void; heapMb?: number } = {}): UploadReader {
  const pool = fairPool<UploadRequest, UploadReply>(new URL('./uploadJob.ts', import.meta.url), 'reading the upload', {
    threads: UPLOAD_THREADS,
    perOwner: 1,
    limits: { maxOldGenerationSizeMb: options.heapMb ?? UPLOAD_HEAP_MB },
    ...(options.observe ? { observe: options.observe } : {}),
  });
  return {
    read: async (owner, form, bytes, charset, nowMs) => (await pool.run(owner, { form, bytes, charset, nowMs })) as UploadReading,
    fingerprints: async (owner, texts) => {
      const reply = await pool.run(owner, { fingerprintsOf: texts });
      if (!('fingerprints' in reply)) throw new Error('the upload thread answered a fingerprint job with an upload');
      return reply.fingerprints;
    },
    close: () => pool.close(),
  };
}
