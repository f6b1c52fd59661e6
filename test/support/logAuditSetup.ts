// Vitest setup for the node-side tests: registers what each request carries (its bearer key, and the
// post text, idea or history inside its JSON body) with the log audit, and after each test file checks
// that no server line recorded during the file holds any of it. Figures go to the folder the global
// setup provides, which prints the suite's total at the end.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { logAudit } from './logAudit';

/** Deep enough for any real body; the fuzzer's 10,000-level nesting holds no text worth registering. */
const MAX_DEPTH = 64;

function registerStrings(value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') logAudit.registerText(value);
  else if (Array.isArray(value)) for (const item of value) registerStrings(item, depth + 1);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) registerStrings(item, depth + 1);
}

function registerBody(body: unknown): void {
  if (typeof body !== 'string') return;
  try {
    registerStrings(JSON.parse(body));
  } catch {
    logAudit.registerText(body);
  }
}

function registerAuthorization(headers: HeadersInit | undefined): void {
  const value = new Headers(headers).get('authorization');
  const token = value?.replace(/^Bearer\s+/i, '');
  if (token) logAudit.registerSecret(token);
}

const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  try {
    if (input instanceof Request) registerAuthorization(input.headers);
    registerAuthorization(init?.headers);
    registerBody(init?.body);
  } catch {
    // Headers that cannot be built are the test's own business: the real fetch reports them.
  }
  return realFetch(input, init);
};

afterAll(() => {
  const found = logAudit.findings();
  const figures = { ...logAudit.figures(), found: found.length };
  const dir = inject('logAuditDir');
  writeFileSync(join(dir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify(figures));
  expect(found.map((f) => `${f.source}: ${f.what} in ${f.line.slice(0, 200)}`)).toEqual([]);
});
