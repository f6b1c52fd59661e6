// npm run bench: every benchmark, one after another, printing numbers and ratios.
import { benchEngine } from './engine';
import { benchApi } from './api';
import { benchCheck } from './check';

await benchEngine();
await benchApi();
await benchCheck();
