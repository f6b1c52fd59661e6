// Entry of the calibration thread. Plain JavaScript, so Node can start it without a TypeScript loader;
// it then loads the job through tsx, which the service already runs on.
import { tsImport } from 'tsx/esm/api';

await tsImport('./calibrationJob.ts', import.meta.url);
