// What the app is built from. Tests pass real parts with controlled inputs (a temp store, a fixed
// clock, a drafter pointed at a local stand-in model, an engine that fails on purpose).
import { rankVariants, scoreChecked, scoreCheckedWithColdStart, type score } from '@preflight/engine';
import type { AccountService } from './accounts/accountService';
import type { UploadReader } from './accounts/uploadReader';
import type { Clock } from './clock';
import type { Drafter } from './drafts/drafter';
import type { Logger } from './log/logger';
import type { Quota } from './quota/quota';
import type { UnchargedMeter } from './quota/unchargedMeter';
import type { Store } from './store/store';

export interface Engine {
  /**
   * Scores a request the route has already checked against the contract (the route's zod schema, or a draft's
   * text made scorable): the engine does not parse it a second time.
   */
  score: typeof score;
  /** The same, with an account's model, and the generic cold-start guess for the draft from the same pass (for receipts). */
  scoreWithColdStart: typeof scoreCheckedWithColdStart;
  rankVariants: typeof rankVariants;
}

export const sharedEngine: Engine = { score: scoreChecked, scoreWithColdStart: scoreCheckedWithColdStart, rankVariants };

export interface AppDeps {
  store: Store;
  clock: Clock;
  drafter: Drafter;
  logger: Logger;
  engine: Engine;
  quota: Quota;
  /** Meters the calls no monthly quota counts, per key. */
  meter: UnchargedMeter;
  accounts: AccountService;
  /** Parses history uploads off the event loop. */
  uploads: UploadReader;
}
