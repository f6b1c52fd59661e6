// npm run check on a batch: 1,000 drafts through the CLI's batch path in-process (readable report and --json),
// then through one real `npm run check -- --json FILE` child process, start-up included.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCheck } from '../scripts/check/runCheck';
import { REPEATS, summarise, type Summary } from './stats';
import { record } from './summary';

const DRAFTS = 1000;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A mixed batch like a content calendar: mostly ordinary posts, some bait, shouting, threads and long posts. */
function batch(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    if (i % 13 === 0)
      return (
        `1/ Week ${i}: we shipped annual plans and revenue doubled.\n2/ The trick was one honest comparison ` +
        `table.\n3/ Next we test monthly discounts.`
      );
    if (i % 11 === 0) return `LAUNCH DAY ${i}: THIS IS THE BEST RELEASE WE HAVE EVER DONE, GO LOOK`;
    if (i % 7 === 0) return `RT if you agree! Like if you love it! Follow for follow #${i}`;
    if (i % 17 === 0) return `We rebuilt the pricing page (take ${i}). `.repeat(12).trim();
    return (
      `Draft ${i}: we cut onboarding from ${(i % 50) + 6} minutes to 4 by deleting the product tour. Which ` +
      `step would you delete first?`
    );
  });
}

class Discard extends Writable {
  bytes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.bytes += chunk.length;
    done();
  }
}

async function inProcess(file: string, json: boolean): Promise<{ ms: number; cpuMs: number; bytes: number; code: number }> {
  const stdout = new Discard();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const code = await runCheck({
    argv: json ? ['--json', file] : [file],
    env: { NO_COLOR: '1' },
    stdin: Readable.from([]),
    stdinIsTTY: false,
    stdout,
    stderr: new Discard(),
    readFile: (path) => readFile(path),
  });
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, bytes: stdout.bytes, code };
}

function childProcess(file: string): Promise<{ ms: number; lines: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    // --silent keeps npm's "> preflight check" banner off stdout, so every line is a draft.
    const child = spawn('npm', ['run', '--silent', 'check', '--', '--json', file], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let lines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines++;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - start, lines, code }));
  });
}

const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en-US');

export async function benchCheck(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-bench-check-'));
  try {
    const file = join(dir, 'drafts.md');
    writeFileSync(file, batch(DRAFTS).join('\n---\n'));
    const warm = join(dir, 'warm.md');
    writeFileSync(warm, batch(50).join('\n---\n'));
    await inProcess(warm, true);

    console.log(`\n# check: ${DRAFTS.toLocaleString('en-US')} drafts (mixed batch, platform x), median of ${REPEATS} runs (spread)`);
    // CPU ms beside wall ms: on a shared machine the wall clock also counts other people's work.
    console.log('path                              total ms          spread   drafts/s     cpu ms   output');
    const line = (name: string, ms: Summary, cpuMs: string, output: string) =>
      console.log(
        `${name.padEnd(33)} ${ms.median.toFixed(0).padStart(8)} ` +
          `${`${ms.low.toFixed(0)}–${ms.high.toFixed(0)}`.padStart(15)} ` +
          `${rate(DRAFTS, ms.median).padStart(10)} ${cpuMs.padStart(10)}   ${output}`,
      );
    for (const json of [false, true]) {
      const runs: Awaited<ReturnType<typeof inProcess>>[] = [];
      for (let r = 0; r < REPEATS; r++) runs.push(await inProcess(file, json));
      const ms = summarise(runs.map((r) => r.ms));
      const cpu = summarise(runs.map((r) => r.cpuMs));
      const last = runs.at(-1) as (typeof runs)[number];
      const name = `in-process, ${json ? '--json' : 'readable report'}`;
      line(name, ms, cpu.median.toFixed(0), `${(last.bytes / 1024 / 1024).toFixed(1)} MiB, exit ${last.code}`);
      record({
        section: 'check',
        figure: `${DRAFTS.toLocaleString('en-US')} drafts ${name}`,
        unit: 'drafts/s',
        value: { median: (DRAFTS / ms.median) * 1000, low: (DRAFTS / ms.high) * 1000, high: (DRAFTS / ms.low) * 1000 },
      });
    }
    // The child process pays Node's and tsx's start-up each time: fewer repeats keep the bench short.
    const children: Awaited<ReturnType<typeof childProcess>>[] = [];
    for (let r = 0; r < Math.min(REPEATS, 5); r++) {
      const child = await childProcess(file);
      if (child.lines !== DRAFTS) throw new Error(`npm run check printed ${child.lines} lines for ${DRAFTS} drafts`);
      children.push(child);
    }
    const childMs = summarise(children.map((c) => c.ms));
    line('npm run check -- --json (child)', childMs, '-', `${DRAFTS} lines, exit ${children.at(-1)?.code} (start-up included)`);
    record({
      section: 'check',
      figure: `${DRAFTS.toLocaleString('en-US')} drafts through npm run check --json, start-up included`,
      unit: 's',
      value: { median: childMs.median / 1000, low: childMs.low / 1000, high: childMs.high / 1000 },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCheck();
