// Charges and a PostgreSQL that freezes mid-load: the real server process (`backend/serve.ts`) under a steady
// stream of scores while the database is frozen (SIGSTOP) for a few seconds and thawed, three times. Every call
// is answered 200 or 503; afterwards the month's count in the database must equal the 200 answers exactly. A
// charge sent as one autocommit statement was run by the database when it woke, after the client had answered
// 503: such calls were charged for nothing. A charge whose COMMIT went unanswered is looked up by the server
// once the database answers again; the test waits for the server to say it has settled every one.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { periodOf } from '../../backend/quota/period';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgres/postgresCluster';
import { runScript, startServe, type ServeProcess } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST, post } from '../backend/support/testServer';

let cluster: PostgresCluster;
let serve: ServeProcess | undefined;

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 120_000);

afterAll(async () => {
  cluster?.thaw();
  if (serve?.child.exitCode === null) await serve.stop('SIGKILL');
  await cluster?.remove();
  removeTempDirs();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Score calls in flight at once, each sent again as soon as it is answered. */
const CONCURRENCY = 8;
const RUNS = 3;

describe('charges while PostgreSQL freezes', () => {
  it(`charges exactly the calls answered 200, over ${RUNS} freezes under load`, async () => {
    const databaseUrl = await cluster.createDatabase('frozen_charge');
    const created = await runScript('backend/cli/keys.ts', ['create', '--label', 'frozen', '--tier', 'pro', '--json'], {
      DATABASE_URL: databaseUrl,
    });
    expect(created.code, created.stderr).toBe(0);
    const { key, id } = z.object({ key: z.string(), id: z.string() }).parse(JSON.parse(created.stdout));
    // A short statement timeout, so each freeze outlasts it several times over.
    serve = await startServe({
      DATABASE_URL: databaseUrl,
      PREFLIGHT_DB: `${tempDir()}/never-written.json`,
      PREFLIGHT_PG_STATEMENT_TIMEOUT_MS: '1000',
    });
    const { url } = serve;
    const answers = new Map<number, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await post(url, '/api/v1/score', key, { text: GOOD_POST }).catch(() => undefined);
        const status = res?.status ?? 0;
        await res?.arrayBuffer();
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);
    const charged = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ score: number }>('SELECT score FROM usage WHERE key_id = $1 AND period = $2', [
          id,
          periodOf(new Date()).id,
        ]);
        return rows[0]?.score ?? 0;
      } finally {
        await client.end();
      }
    };
    const lines: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      await sleep(700);
      cluster.freeze();
      await sleep(3_000);
      cluster.thaw();
      await sleep(2_500);
      lines.push(`run ${run}: ${[...answers].map(([s, n]) => `${n}×${s}`).join(', ')}`);
    }
    running = false;
    await Promise.all(workers);
    // Every charge whose COMMIT went unanswered is settled (taken back, or found never counted) before counting.
    const logged = (message: string) =>
      serve!
        .stderr()
        .split('\n')
        .filter((line) => line.includes(`"message":"${message}"`)).length;
    const settleBy = Date.now() + 20_000;
    while (logged('unanswered charge settled') < logged('charge commit unanswered') && Date.now() < settleBy) await sleep(100);
    const unanswered = logged('charge commit unanswered');
    expect(logged('unanswered charge settled')).toBe(unanswered);
    const ok = answers.get(200) ?? 0;
    const unavailable = answers.get(503) ?? 0;
    console.log(
      `frozen PostgreSQL under load: ${lines.join('; ')}; charged ${await charged()} for ${ok} answers of 200 and ${unavailable} of 503; ` +
        `${unanswered} COMMITs unanswered, ${serve.stderr().split('taken back').length - 1} of them taken back`,
    );
    expect(unavailable).toBeGreaterThan(0);
    expect([...answers.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(await charged()).toBe(ok);
  }, 120_000);
});
