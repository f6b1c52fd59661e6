// A model server that misbehaves after it has started to answer: it sends its headers and then nothing, or it
// sends a reply hundreds of megabytes long. The real server process, configured with OPENAI_BASE_URL, must
// cut the call at PREFLIGHT_LLM_TIMEOUT_MS and at PREFLIGHT_LLM_MAX_REPLY_BYTES, answer generate with the
// documented 502, charge nothing, and keep its memory: its peak resident size (VmHWM) is read from /proc.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { startFakeModel, type FakeModel } from '../backend/support/fakeModel';
import { startServe, type ServeProcess } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { errorOf, GOOD_IDEA, post } from '../backend/support/testServer';

const TIMEOUT_MS = 1_500;
const HUGE_BYTES = 300 * 1024 * 1024;
const MiB = 1024 * 1024;

let model: FakeModel;
let serve: ServeProcess;
let key: string;

beforeAll(async () => {
  model = await startFakeModel();
  const storeFile = join(tempDir(), 'preflight.json');
  ({ key } = await withKeyOps(storeFile, (ops) => ops.create('model', 'builder')));
  serve = await startServe({ PREFLIGHT_DB: storeFile, OPENAI_BASE_URL: model.baseURL, PREFLIGHT_LLM_TIMEOUT_MS: String(TIMEOUT_MS) });
});
afterAll(async () => {
  expect(await serve.stop('SIGTERM')).toBe(0);
  await model.close();
  removeTempDirs();
});

/** The server process's peak resident size so far, from the kernel. */
function peakResidentBytes(): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${serve.child.pid}/status`, 'utf8'));
  return Number(line?.[1]) * 1024;
}

async function usedGenerate(): Promise<number> {
  const res = await fetch(`${serve.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
  return ((await res.json()) as { endpoints: { generate: { used: number } } }).endpoints.generate.used;
}

describe('a model server that misbehaves after its headers', () => {
  it('headers, then a stall: generate answers 502 at the model timeout, not charged', async () => {
    model.script({ kind: 'stallAfterHeaders' });
    const started = performance.now();
    const res = await post(serve.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 2 });
    const elapsed = performance.now() - started;
    const error = await errorOf(res);
    console.log(
      `model stalls after its headers: generate answered ${res.status} after ${Math.round(elapsed)} ms ` +
        `(timeout ${TIMEOUT_MS} ms): ${error.message}`,
    );
    expect(res.status).toBe(502);
    expect(error.code).toBe('upstream_error');
    expect(error.message).toContain(`did not answer within ${TIMEOUT_MS} ms`);
    expect(await usedGenerate()).toBe(0);
  });

  it('a 300 MB reply: cut off at 1 MB, generate answers 502, the process’s peak memory barely moves', async () => {
    model.script({ kind: 'huge', bytes: HUGE_BYTES });
    const peakBefore = peakResidentBytes();
    const started = performance.now();
    const res = await post(serve.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 2 });
    const elapsed = performance.now() - started;
    const error = await errorOf(res);
    const grown = peakResidentBytes() - peakBefore;
    console.log(
      `a ${HUGE_BYTES / MiB} MB model reply: generate answered ${res.status} after ${Math.round(elapsed)} ` +
        `ms; ${(model.hugeBytesSent / MiB).toFixed(1)} MB sent before the cut; ` +
        `the server's peak resident size grew ${(grown / MiB).toFixed(1)} MB ` +
        `(${(peakBefore / MiB).toFixed(0)} MB before): ${error.message}`,
    );
    expect(res.status).toBe(502);
    expect(error.message).toContain('larger than 1024 KB');
    expect(model.hugeBytesSent).toBeLessThan(HUGE_BYTES / 10);
    // Generous: before the cap the reply was buffered and parsed whole (over 1 GB more).
    expect(grown).toBeLessThan(150 * MiB);
    expect(await usedGenerate()).toBe(0);
  });

  it('the server still drafts when the model behaves', async () => {
    model.script({ kind: 'variants' });
    const res = await post(serve.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 2 });
    expect(res.status).toBe(200);
    expect(await usedGenerate()).toBe(1);
  });
});
