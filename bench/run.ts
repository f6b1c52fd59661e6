// npm run bench: every benchmark, one after another, each printing its detail, then one table of every
// headline figure beside its budget (bench/summary.ts), with the machine it ran on; the table is kept in
// bench/last-run.json, from which npm run docs writes docs/speed.md's.
import { benchEngine } from './engine';
import { benchApi } from './api';
import { benchCheck } from './check';
import { benchScaleOut } from './scaleOut';
import { benchExtension } from './extension';
import { benchWeb } from './web';
import { failures, summaryTable } from './summary';
import { fileURLToPath } from 'node:url';
import { writeLastRun } from './lastRun';
import { machineLine } from './machine';

const machine = machineLine();
console.log(`# npm run bench on ${machine}`);

await benchEngine();
await benchApi();
await benchScaleOut();
await benchCheck();
await benchExtension();
await benchWeb();

console.log(`\n# summary (${machine})\n`);
const table = summaryTable();
console.log(table);
await writeLastRun(fileURLToPath(new URL('..', import.meta.url)), { machine, date: new Date().toISOString().slice(0, 10), table });
const failed = failures();
console.log(`\n${failed === 0 ? 'Every figure within its budget.' : outsideBudget(failed)}`);

function outsideBudget(failed: number): string {
  return `${failed} figure${failed === 1 ? '' : 's'} outside ${failed === 1 ? 'its' : 'their'} budget.`;
}
