// Start-up messages an operator reads: each one line, with no stack trace, and no secret in any form. A model
// base URL that is not a URL at all is not echoed whole (its key-shaped token hidden), and a DATABASE_URL whose
// database does not exist says so in one line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres/postgresCluster';
import { runScript, type Finished } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.remove();
  removeTempDirs();
});

function serveOnce(env: Record<string, string>): Promise<Finished> {
  return runScript('backend/serve.ts', [], { PREFLIGHT_DB: `${tempDir()}/preflight.json`, HOST: '127.0.0.1', PORT: '0', ...env });
}

/** Exit 1, nothing on stdout, and one line on stderr without a stack trace. */
function oneLine(run: Finished): string {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n').filter(Boolean);
  expect(lines, run.stderr).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/);
  return lines[0]!;
}

const TOKEN = 'sk-proj-4f9A1b2C3d4E5f6G7h8I9j0K';

describe('start-up messages', () => {
  it('a model base URL that is not a URL: one line, the key-shaped token in it hidden', async () => {
    const line = oneLine(await serveOnce({ PREFLIGHT_LLM_BASE_URL: `api.example.com/v1 ${TOKEN}` }));
    expect(line).toMatch(/PREFLIGHT_LLM_BASE_URL must be an http\(s\) URL/);
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain(TOKEN.slice(8));
    expect(line).toContain('api.example.com/v1'); // what is wrong stays visible
    console.log(`base URL not a URL: ${line}`);
  }, 30_000);

  it('a database that does not exist: one line naming it (3D000), no stack', async () => {
    const line = oneLine(await serveOnce({ DATABASE_URL: cluster.url('no_such_db') }));
    expect(line).toMatch(/no_such_db/);
    expect(line).toMatch(/does not exist/);
    console.log(`missing database: ${line}`);
  }, 30_000);

  it("a DATABASE_URL naming a Unix socket, in either of libpq's two forms, is accepted and reached", async () => {
    const forms = [
      `postgresql:///postgres?host=${cluster.socketDir}&port=${cluster.port}&user=postgres`,
      `postgresql://postgres@${encodeURIComponent(cluster.socketDir)}:${cluster.port}/postgres`,
    ];
    for (const url of forms) {
      const created = await runScript('backend/cli/keys.ts', ['create', '--label', 'socket', '--tier', 'free', '--json'], {
        DATABASE_URL: url,
      });
      expect(created.stderr, url).toBe('');
      expect(created.code, url).toBe(0);
    }
    const { rows } = await cluster.sql("SELECT count(*)::int AS n FROM api_keys WHERE label = 'socket'");
    expect(rows[0]).toEqual({ n: 2 });
  }, 60_000);
});
