// The operator's URLs carry credentials (DATABASE_URL's password in its userinfo or as ?password=,
// OPENAI_BASE_URL's user and password or a key in its query), and the messages that name those URLs must not
// print them: a bad value at start, a database that cannot be reached, the keys CLI, a running server whose
// model server fails. Real processes, everything they write on stdout and stderr checked.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { runScript, startServe, type Finished } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_IDEA, post } from '../backend/support/testServer';

afterAll(removeTempDirs);

const PASSWORD = 'pw-SECRET-71c9e2';
const QUERY_PASSWORD = 'qpw-SECRET-4b8d10';
const GATEWAY_KEY = 'gk-SECRET-9f3a5c7e1d2b4a6c';
const SECRETS = [PASSWORD, QUERY_PASSWORD, GATEWAY_KEY, 'SECRET'];

// Nothing listens on port 1: the database and the model server cannot be reached.
const UNREACHABLE_DATABASE = `postgresql://preflight:${PASSWORD}@127.0.0.1:1/preflight?password=${QUERY_PASSWORD}&sslmode=disable`;

const leaksIn = (text: string) => SECRETS.filter((secret) => text.includes(secret));
const storeFile = () => join(tempDir(), 'preflight.json');

async function startFails(env: Record<string, string>): Promise<Finished> {
  return runScript('backend/serve.ts', [], { HOST: '127.0.0.1', PORT: '0', PREFLIGHT_DB: storeFile(), ...env });
}

describe('credentials in URLs are never printed', () => {
  it('an OPENAI_BASE_URL that is not http(s): one line naming the value with its password and key hidden', async () => {
    const run = await startFails({ OPENAI_BASE_URL: `ftp://ops:${PASSWORD}@models.internal/v1?api_key=${GATEWAY_KEY}` });
    console.log(`bad OPENAI_BASE_URL: ${run.stderr.trim()}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('OPENAI_BASE_URL must be an http(s) URL (got "ftp://ops:***@models.internal/v1?api_key=***")');
    expect(leaksIn(run.stdout + run.stderr)).toEqual([]);
  });

  it('a DATABASE_URL that is not postgres: refused without echoing it', async () => {
    const run = await startFails({ DATABASE_URL: `mysql://preflight:${PASSWORD}@db/preflight` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(leaksIn(run.stdout + run.stderr)).toEqual([]);
  });

  it('a database that cannot be reached: the server and the keys CLI name it without either password', async () => {
    const env = { DATABASE_URL: UNREACHABLE_DATABASE, PREFLIGHT_PG_START_WAIT_MS: '0' };
    const serve = await startFails(env);
    const keys = await runScript('backend/cli/keys.ts', ['list'], env);
    console.log(`unreachable database: serve said ${serve.stderr.trim()}; keys said ${keys.stderr.trim()}`);
    const named = 'postgresql://preflight:***@127.0.0.1:1/preflight?password=***&sslmode=disable';
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain(named);
    expect(keys.code).not.toBe(0);
    expect(keys.stderr).toContain(named);
    expect(leaksIn(serve.stdout + serve.stderr + keys.stdout + keys.stderr)).toEqual([]);
  });

  it(
    'a running server whose model server (credentials in its URL) cannot be reached: generate answers ' + '502, no line holds them',
    async () => {
      const file = storeFile();
      const { key } = await withKeyOps(file, (ops) => ops.create('urls', 'builder'));
      const serve = await startServe({
        PREFLIGHT_DB: file,
        OPENAI_API_KEY: GATEWAY_KEY,
        OPENAI_BASE_URL: `http://ops:${PASSWORD}@127.0.0.1:1/v1?api-key=${GATEWAY_KEY}`,
      });
      try {
        const res = await post(serve.url, '/api/v1/generate', key, { idea: GOOD_IDEA, n_variants: 2 });
        const body = await res.text();
        expect(res.status).toBe(502);
        expect(leaksIn(body)).toEqual([]);
      } finally {
        expect(await serve.stop('SIGTERM')).toBe(0);
      }
      const lines = (serve.stdout() + serve.stderr()).trim().split('\n');
      console.log(
        `model server unreachable: ${lines.length} lines written, ${lines.filter((l) => leaksIn(l).length > 0).length} with a credential`,
      );
      expect(lines.some((line) => line.includes('model call failed'))).toBe(true);
      expect(leaksIn(serve.stdout() + serve.stderr())).toEqual([]);
    },
  );
});
