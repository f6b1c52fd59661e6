// The options page's worker: reads the history files and calibrates the account off the page's thread.
// Started by the options entrypoint (new Worker(new URL(…))) and bundled by Vite as its own file, so
// neither importHistory nor calibrateAccount is in the options page's or the content script's bundle.
import { importAndCalibrate } from './historyImport';
import type { WorkerReply, WorkerRequest } from './historyRunner';

// The project's TypeScript lib is the DOM's; only these two members of the worker's global scope are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = ({ data }) => {
  try {
    const result = importAndCalibrate(data.files, data.platform, (stage) => scope.postMessage({ kind: 'stage', stage }));
    scope.postMessage({ kind: 'done', result });
  } catch (error) {
    scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
