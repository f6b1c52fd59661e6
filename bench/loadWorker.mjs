// Entry of the load generator's thread. Plain JavaScript, so Node can start it without a TypeScript
// loader; it then loads the job through tsx, which `npm run bench` already runs on.
import { tsImport } from 'tsx/esm/api';

await tsImport('./loadJob.ts', import.meta.url);
