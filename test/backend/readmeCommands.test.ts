// The README's API examples, run as a newcomer runs them: the shell block under "The API at a glance", with bash
// and curl, against a real server on 127.0.0.1, from the repository's root (its upload names a file of
// docs/examples). Only the address and the key differ from what the README shows.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const README_ADDRESS = 'http://127.0.0.1:8787';

/** The first shell block after the heading. */
function shellBlockAfter(markdown: string, heading: string): string {
  const from = markdown.indexOf(`\n${heading}\n`);
  if (from < 0) throw new Error(`no "${heading}" in the README`);
  const block = /```sh\n([\s\S]*?)```/u.exec(markdown.slice(from));
  if (!block) throw new Error(`no shell block after "${heading}"`);
  return block[1] as string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the README's API at a glance", () => {
  it('runs as written: every call answers JSON with no error, and the account scores with its own numbers', async () => {
    const block = shellBlockAfter(readFileSync(join(repoRoot, 'README.md'), 'utf8'), '## The API at a glance');
    expect(block).toContain(README_ADDRESS);
    const script = block
      .split('\n')
      .filter((line) => !/^KEY=/u.test(line))
      .join('\n')
      .replaceAll(README_ADDRESS, server.url);
    const key = await server.newKey();
    // Each answer on a line of its own, so each can be read as JSON.
    const { stdout } = await run(
      'bash',
      ['-eo', 'pipefail', '-c', `curl() { command curl --silent --show-error "$@"; echo; }\n${script}`],
      {
        cwd: repoRoot,
        env: { ...process.env, KEY: key },
      },
    );
    const answers = stdout
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers.filter((a) => 'error' in a)).toEqual([]);
    const [score, generate, usage, upload, accountScore] = answers;
    expect(score).toHaveProperty('decision');
    expect((generate!.ranked as unknown[]).length).toBe(3);
    expect(usage).toHaveProperty('tier');
    expect(upload).toBeDefined();
    expect(accountScore?.account).toMatchObject({ posts: expect.any(Number) });
    expect(answers).toHaveLength(5);
  });
});
