// Process wiring shared by `npm run serve` and `npm start`: one-line start-up errors and a clean stop.
import { EnvError } from './config/env';
import { errorFields } from './log/errorFields';
import type { Logger } from './log/logger';
import type { RunningServer } from './server';
import { StoreBusy } from './store/ownerLock';
import { StoreFileError } from './store/lowdbStore';
import { StoreUnavailable } from './store/postgres/storeUnavailable';

/** Prints a start-up failure as one line and exits 1; unexpected errors keep their stack. */
export function exitOnStartError(error: unknown): never {
  if (error instanceof EnvError || error instanceof StoreBusy || error instanceof StoreFileError || error instanceof StoreUnavailable) {
    process.stderr.write(`${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' || (error as NodeJS.ErrnoException).code === 'EACCES') {
    process.stderr.write(`Cannot listen: ${(error as Error).message}. Set PORT to a free port (PORT=0 picks one).\n`);
  } else {
    process.stderr.write(`Preflight API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
}

/**
 * Ends the process with one line when another process has taken the store file's lock (server.ts has already
 * stopped serving and writes nothing more): exit code 1, so a supervisor sees that the server did not stop on
 * request.
 */
export function exitWhenLockLost(server: RunningServer): void {
  void server.lockLost.then((error) => {
    process.stderr.write(`${error.message}\n`, () => process.exit(1));
  });
}

export function stopOnSignals(server: RunningServer, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('stop failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a signal to the process group (Ctrl-C, systemd, docker stop) can reach the server twice
  // (from the terminal and again from npm). With `once` the second found no handler, and Node's default action
  // ended the process in the middle of the drain; now repeats while stopping are ignored.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
