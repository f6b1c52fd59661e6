// npm run bench: every benchmark, one after another, each printing its detail, then one table of every
// headline figure beside its budget (bench/summary.ts), with the machine it ran on.
import { cpus, totalmem } from 'node:os';
import { benchEngine } from './engine';
import { benchApi } from './api';
import { benchCheck } from './check';
import { benchScaleOut } from './scaleOut';
import { benchExtension } from './extension';
import { failures, summaryTable } from './summary';

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
console.log(`# npm run bench on ${machine}`);

await benchEngine();
await benchApi();
await benchScaleOut();
await benchCheck();
await benchExtension();

console.log(`\n# summary (${machine})\n`);
console.log(summaryTable());
const failed = failures();
console.log(`\n${failed === 0 ? 'Every figure within its budget.' : `${failed} figure${failed === 1 ? '' : 's'} outside ${failed === 1 ? 'its' : 'their'} budget.`}`);
