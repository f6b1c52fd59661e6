// Reading an upload is seconds of CPU for 5 MB of rows (JSON.parse, a zod check per row, the importer's CSV
// parser): on the event loop that held every other request, /healthz and SIGTERM's drain included, for as long
// (24–112 s for 5 MB of junk lines). The worker reader runs it on a background thread of its own, so a
// calibration in progress does not hold an upload up either.
import { jobThread } from '../jobs/jobThread';
import { parseUpload, type UploadForm, type UploadReading } from './parseUpload';
import type { UploadRequest } from './uploadJob';

export interface UploadReader {
  read(form: UploadForm, text: string): Promise<UploadReading>;
  /** Stops the background thread, if any; a later read starts a new one. */
  close(): Promise<void>;
}

/** On the calling thread: for scripts and tests of the parsing itself. */
export const inlineUploadReader: UploadReader = {
  read: async (form, text) => parseUpload(form, text),
  close: async () => {},
};

export function workerUploadReader(): UploadReader {
  const thread = jobThread<UploadRequest, UploadReading>(new URL('./uploadJob.ts', import.meta.url), 'reading the upload');
  return { read: (form, text) => thread.run({ form, text }), close: () => thread.close() };
}
