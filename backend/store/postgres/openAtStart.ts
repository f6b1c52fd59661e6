// Opening the database when an instance starts. Instances often start beside their database (compose,
// a rolling deploy): one that cannot reach it yet waits (PREFLIGHT_PG_START_WAIT_MS, 30 s by default),
// saying so once, rather than failing at the first refusal. The pg client is loaded only here, so the lowdb default never loads it.
import { errorFields } from '../../log/errorFields';
import type { Logger } from '../../log/logger';
import type { Store } from '../store';
import type { HealthChange } from '../storeHealth';
import type { PostgresSettings } from './postgresPool';
import { StoreUnavailable } from './storeUnavailable';

const RETRY_MS = 500;

export async function openPostgresAtStart(
  settings: PostgresSettings,
  logger: Logger,
  waitMs: number,
  onHealthChange?: (change: HealthChange) => void,
): Promise<Store> {
  const { openPostgresStore } = await import('./postgresStore');
  const { redactedUrl } = await import('./postgresPool');
  const deadline = Date.now() + waitMs;
  let said = false;
  for (;;) {
    try {
      const { store, migrated } = await openPostgresStore(settings, {
        onIdleError: (error) => logger.warn('database connection lost', errorFields(error)),
        onHealthChange,
        onUnansweredCharge: (event) =>
          event === 'unanswered'
            ? logger.warn('charge commit unanswered', { outcome: 'looked up when the database answers' })
            : logger.info('unanswered charge settled', { outcome: event }),
      });
      if (migrated.length > 0) logger.info('database schema migrated', { database: redactedUrl(settings.url), versions: migrated });
      return store;
    } catch (error) {
      if (!(error instanceof StoreUnavailable) || Date.now() + RETRY_MS > deadline) throw error;
      if (!said) logger.warn('waiting for the database', { database: redactedUrl(settings.url), wait_ms: waitMs });
      said = true;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
