// What the service needs from persistence, by aggregate: keys (keyStore.ts), usage counts (usageStore.ts),
// accounts (accountStore.ts), their posts (postStore.ts) and predictions (predictionStore.ts), and the store's
// own life (writes, health, close). The app takes them composed as one Store; a service that needs one
// aggregate takes that one. Two implementations: a lowdb JSON file (lowdb/) and PostgreSQL (postgres/), both
// held to one contract suite.
import type { AccountStore } from './accountStore';
import type { KeyStore } from './keyStore';
import type { PostStore } from './postStore';
import type { PredictionStore } from './predictionStore';
import type { StoreHealth } from './storeHealth';
import type { UsageStore } from './usageStore';

export type { AccountCreation, AccountRecord, AccountStore, NewAccount } from './accountStore';
export { AmbiguousKeyRef, type ApiKeyRecord, type KeyPatch, type KeyStore } from './keyStore';
export type { FingerprintedPost, OverBudget, PostFingerprint, PostsUpsert, PostStore, TextBudget } from './postStore';
export type { PredictionRecord, PredictionStore } from './predictionStore';
export type { Reservation, UsageStore } from './usageStore';

/** The store's own life: writing what it holds, saying whether it keeps it, and letting go of its backing. */
export interface StoreLifecycle {
  /** Writes pending changes now. */
  flush(): Promise<void>;
  /** Whether the store keeps what it is given, as its own work lately found (storeHealth.ts); no I/O. */
  health(): StoreHealth;
  /**
   * Asks the backing now where there is one to ask (the database answers a trivial statement) and returns the
   * health within `waitMs`: a database that has not answered by then counts as failing for this answer.
   */
  checkHealth(waitMs: number): Promise<StoreHealth>;
  /** Flushes and gives the file up. */
  close(): Promise<void>;
}

export interface Store extends KeyStore, UsageStore, AccountStore, PostStore, PredictionStore, StoreLifecycle {}
