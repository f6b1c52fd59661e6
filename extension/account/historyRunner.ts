// Where the import and calibration run. In the options page they run in a worker (historyWorker.ts): a
// long history takes seconds to calibrate and the page must stay usable meanwhile. The same function,
// in the page itself, serves the unit tests.
import type { Platform } from '@preflight/engine';
import { importAndCalibrate, type HistoryFile, type HistoryImportResult, type ImportStage } from './historyImport';

export type HistoryRunner = (
  files: readonly HistoryFile[],
  platform: Platform,
  onStage: (stage: ImportStage) => void,
) => Promise<HistoryImportResult>;

/** The worker's messages: one request in; stages, then the result or why it failed, out. */
export type WorkerRequest = { files: HistoryFile[]; platform: Platform };
export type WorkerReply =
  | { kind: 'stage'; stage: ImportStage }
  | { kind: 'done'; result: HistoryImportResult }
  | { kind: 'failed'; message: string };

/** The smallest part of a Worker the runner uses, so a test can stand in for it. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: WorkerRequest): void;
  terminate(): void;
}

/** One worker per import, ended when it answers. */
export function workerRunner(createWorker: () => WorkerLike): HistoryRunner {
  return (files, platform, onStage) =>
    new Promise((resolve, reject) => {
      const worker = createWorker();
      worker.onmessage = ({ data }) => {
        if (data.kind === 'stage') return onStage(data.stage);
        worker.terminate();
        if (data.kind === 'done') resolve(data.result);
        else reject(new Error(data.message));
      };
      worker.onerror = (event) => {
        worker.terminate();
        reject(new Error(event.message || 'The calibration stopped unexpectedly.'));
      };
      worker.postMessage({ files: [...files], platform });
    });
}

/** In the page: waits one turn first, so the page can show that it is working before the synchronous work. */
export function inPageRunner(pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0))): HistoryRunner {
  return async (files, platform, onStage) => {
    await pause();
    return importAndCalibrate(files, platform, onStage);
  };
}
