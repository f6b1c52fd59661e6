// The Store on a shared PostgreSQL database, for any number of API instances at once. Nothing is cached: every
// call reads or writes the database, so a key revoked or rotated through one instance (or the CLI) is refused by
// all of them on their next request. Each check-and-change is one statement or one transaction, so instances
// never count past a limit between them. One part per aggregate (keys, usage, accounts, posts, predictions), all
// on one connection (postgresConnection.ts: statements, transactions, health).
import type { Store } from '../store';
import { HealthRecord, type HealthChange } from '../storeHealth';
import { migrate } from './migrations';
import { postgresAccounts } from './postgresAccounts';
import { describe, PostgresConnection } from './postgresConnection';
import { postgresKeys } from './postgresKeys';
import { createPool, redactedUrl, type PostgresSettings } from './postgresPool';
import { postgresPosts } from './postgresPosts';
import { postgresPredictions } from './postgresPredictions';
import { postgresUsage } from './postgresUsage';
import { isUnavailable, StoreUnavailable } from './storeUnavailable';
import { UnansweredCharges, type ChargeSettlement } from './unansweredCharges';

export interface PostgresStoreEvents {
  /** An idle connection failed (the database restarted, say); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** The database stops answering, or answers again. */
  onHealthChange?: (change: HealthChange) => void;
  /** A charge's COMMIT went unanswered (its call answered 503), and later what became of that charge. */
  onUnansweredCharge?: (event: 'unanswered' | ChargeSettlement) => void;
}

export interface OpenedPostgresStore {
  store: Store;
  /** Migrations applied at this start (empty when the schema was up to date). */
  migrated: number[];
}

/** Connects, brings the schema up to date, and returns the store. */
export async function openPostgresStore(settings: PostgresSettings, events: PostgresStoreEvents = {}): Promise<OpenedPostgresStore> {
  const pool = createPool(settings, events.onIdleError ?? (() => {}));
  try {
    const migrated = await migrate(pool);
    const db = new PostgresConnection(pool, redactedUrl(settings.url), new HealthRecord(events.onHealthChange));
    return { store: composePostgresStore(db, events.onUnansweredCharge ?? (() => {})), migrated };
  } catch (error) {
    await pool.end().catch(() => {});
    if (isUnavailable(error)) {
      throw new StoreUnavailable(`The database ${redactedUrl(settings.url)} cannot be reached (${describe(error)}).`, { cause: error });
    }
    throw error;
  }
}

function composePostgresStore(db: PostgresConnection, onUnanswered: (event: 'unanswered' | ChargeSettlement) => void): Store {
  const unanswered = new UnansweredCharges(db.pool, onUnanswered);
  return {
    ...postgresKeys(db),
    ...postgresUsage(db, unanswered, onUnanswered),
    ...postgresAccounts(db),
    ...postgresPosts(db),
    ...postgresPredictions(db),
    /** Every change is written when its statement returns. */
    flush: async () => {},
    health: () => db.health(),
    checkHealth: (waitMs) => db.checkHealth(waitMs),
    close: async () => {
      unanswered.close();
      await db.close();
    },
  };
}
