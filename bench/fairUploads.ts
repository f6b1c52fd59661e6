// npx tsx bench/fairUploads.ts [checkout]: how long one key's small upload waits while another key sends eight
// 5 MB uploads of junk at once, and the server's peak memory meanwhile. A real server process (backend/serve.ts
// of the checkout given, this one by default, so a build from before a change can be measured the same way)
// on port 0 over a temp store. Prints the small upload's time alone (idle), its time under the junk, and the
// server's peak resident memory (VmHWM, Linux) after all of it.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), 'preflight-fair-'));
const storeFile = join(dir, 'preflight.json');
const JUNK_UPLOADS = 8;
const FIVE_MB = 5 * 1024 * 1024 - 1024;

function newKey(label: string, tier: string): string {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'backend/cli/keys.ts', 'create', '--label', label, '--tier', tier, '--json'],
    {
      cwd: root,
      env: { ...process.env, PREFLIGHT_DB: storeFile },
      encoding: 'utf8',
    },
  );
  return (JSON.parse(out) as { key: string }).key;
}

const junkKey = newKey('junk', 'free');
const lightKey = newKey('light', 'free');

const child = spawn(process.execPath, ['--import', 'tsx', 'backend/serve.ts'], {
  cwd: root,
  env: { ...process.env, HOST: '127.0.0.1', PORT: '0', PREFLIGHT_DB: storeFile },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((done, fail) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /Preflight API listening on (http:\/\/\S+)\n/.exec(out);
    if (match) done(match[1]!);
  });
  child.once('exit', (code) => fail(new Error(`serve exited with ${code}`)));
});

const auth = (key: string) => ({ authorization: `Bearer ${key}` });
async function account(key: string, label: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/accounts`, {
    method: 'POST',
    headers: { ...auth(key), 'content-type': 'application/json' },
    body: JSON.stringify({ label }),
  });
  return ((await res.json()) as { id: string }).id;
}
const upload = (key: string, id: string, body: string) =>
  fetch(`${url}/api/v1/accounts/${id}/posts`, { method: 'POST', headers: { ...auth(key), 'content-type': 'text/csv' }, body });

/** Preflight's CSV of 40 posts, `from` on, a day apart. */
function export40(from: number): string {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const at = new Date(Date.UTC(2025, 0, 1) + (from + i) * 86_400_000).toISOString();
    return (
      `${from + i + 1_000},"Shipped the onboarding rewrite today, note ` +
      `${from + i}",${at},${1_000 + i * 13},${5 + (i % 9)},${i % 4},${i % 3}`
    );
  });
  return ['post_id,text,posted_at,impressions,likes,reposts,replies', ...rows].join('\n');
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const res = await run();
  await res.text();
  return { ms: performance.now() - start, status: res.status };
}

const peakRssMb = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
};

const lightAccount = await account(lightKey, 'light');
const junkAccount = await account(junkKey, 'junk');
// A first small upload from each key starts the threads (both at once, so both upload threads start); the
// light key's second is the idle time.
await Promise.all([timed(() => upload(lightKey, lightAccount, export40(0))), timed(() => upload(junkKey, junkAccount, export40(0)))]);
const idle = await timed(() => upload(lightKey, lightAccount, export40(40)));
console.log(`idle: the 40-row upload took ${Math.round(idle.ms)} ms (${idle.status}); peak RSS so far ${peakRssMb()} MB`);

const junk = ','.repeat(FIVE_MB);
const junkStart = performance.now();
const junkDone = Array.from({ length: JUNK_UPLOADS }, () => timed(() => upload(junkKey, junkAccount, junk)));
// The junk is on its way (eight bodies of 5 MB on 127.0.0.1 arrive in well under this) before the light upload.
await new Promise((done) => setTimeout(done, 500));
const busy = await timed(() => upload(lightKey, lightAccount, export40(80)));
const junkAnswers = await Promise.all(junkDone);
const junkMs = performance.now() - junkStart;
console.log(`under ${JUNK_UPLOADS} × 5 MB of commas from another key: the 40-row upload took ${Math.round(busy.ms)} ms (${busy.status})`);
console.log(`the junk uploads: answered ${junkAnswers.map((a) => a.status).join(', ')}, all within ${Math.round(junkMs)} ms`);
console.log(`peak RSS of the server: ${peakRssMb()} MB`);

child.kill('SIGTERM');
await new Promise((done) => child.once('exit', done));
rmSync(dir, { recursive: true, force: true });
