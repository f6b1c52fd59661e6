// The test server of test/backend, started with chosen server limits (small timeouts, so slow-client
// checks take about a second).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../../backend/app';
import type { ServerLimits } from '../../../backend/http/serverLimits';
import { KeyService } from '../../../backend/keys/keyService';
import { listen } from '../../../backend/listen';
import { createLogger } from '../../../backend/log/logger';
import { openLowdbStore } from '../../../backend/store/lowdb/lowdbStore';
import { tempDir } from '../../backend/support/tempDir';
import { recordOutput } from '../../support/logAudit';

export interface LimitedServer {
  url: string;
  newKey(): Promise<string>;
  close(): Promise<void>;
}

export async function startLimitedServer(limits: Partial<ServerLimits> = {}): Promise<LimitedServer> {
  const dir = tempDir();
  const store = await openLowdbStore(join(dir, 'preflight.json'));
  const app = createApp({ logger: createLogger((line) => recordOutput('in-process server log', line)), store });
  const listener = await listen(app.fetch, '127.0.0.1', 0, limits);
  const keys = new KeyService(store, { now: () => new Date() });
  return {
    url: listener.url,
    newKey: async () => (await keys.create('reliability', 'builder')).key,
    close: async () => {
      await listener.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
