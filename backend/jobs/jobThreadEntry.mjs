// Entry of a background job thread. Plain JavaScript, so Node can start it without a TypeScript loader; it
// then loads the job module it was started for (workerData.job, a file URL) through tsx, which the service
// already runs on.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.job, import.meta.url);
