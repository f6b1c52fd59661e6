// Process wiring shared by `npm run serve` and `npm start`: one-line start-up errors and a clean stop.
import { EnvError } from './config/env';
import { errorFields } from './log/errorFields';
import { redactSecrets } from './log/redact';
import type { Logger } from './log/logger';
import type { RunningServer } from './server';
import { ChangeNotSaved } from './store/changeNotSaved';
import { StoreBusy } from './store/lowdb/ownerLock';
import { StoreFileError } from './store/lowdb/storeFileError';
import { StoreUnavailable } from './store/postgres/storeUnavailable';

/** An error PostgreSQL sent: a five-character SQLSTATE and a severity, unlike a socket's or the system's. */
function isDatabaseError(error: unknown): error is Error & { code: string } {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** What to do, for the refusals an operator meets at a first start. */
const DATABASE_HINTS: Readonly<Record<string, string>> = {
  '3D000': ': create it (createdb NAME, or CREATE DATABASE) or correct the database name in DATABASE_URL',
  '28P01': ': correct the password in DATABASE_URL',
  '28000': ': the database does not let this role in from here (pg_hba.conf) or the role does not exist',
};

/**
 * Prints a start-up failure as one line naming its cause and exits 1. A system error is said with what the system
 * said; only a listen that failed is about PORT (an unwritable store folder is EACCES too). Unexpected errors
 * (bugs) keep their stack. Whatever is printed, a URL in it loses its credentials.
 */
export function exitOnStartError(error: unknown): never {
  const system = error as NodeJS.ErrnoException;
  const say = (line: string) => process.stderr.write(redactSecrets(line));
  if (error instanceof EnvError || error instanceof StoreBusy || error instanceof StoreFileError || error instanceof StoreUnavailable) {
    say(`${error.message}
`);
  } else if (system.syscall === 'listen' && (system.code === 'EADDRINUSE' || system.code === 'EACCES' || system.code === 'EADDRNOTAVAIL')) {
    say(`Cannot listen: ${system.message}. Set PORT to a free port (PORT=0 picks one) or HOST to an address of this machine.
`);
  } else if (isDatabaseError(error)) {
    // PostgreSQL's own refusal (no such database, a wrong password, no such role): what it said is the cause.
    say(`Cannot open the store: the database says ${error.message} (SQLSTATE ${error.code})${DATABASE_HINTS[error.code] ?? ''}.
`);
  } else if (error instanceof Error && typeof system.code === 'string' && typeof system.syscall === 'string') {
    say(`Preflight API failed to start: ${system.message}
`);
  } else {
    say(`Preflight API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
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
    process.stderr.write(`${redactSecrets(error.message)}\n`, () => process.exit(1));
  });
}

/**
 * Stops on SIGTERM/SIGINT: drains, writes the store, exits 0, and says so in one line once done. A stop that
 * cannot write the store (a full disk, a read-only folder) still drains and gives everything up, then exits 1
 * with one line that names the cause instead: the calls counted since the last write are lost, and a supervisor
 * should see that.
 */
export function stopOnSignals(server: RunningServer, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    server.close().then(
      () => {
        logger.info('stopped', { signal, took_ms: Date.now() - started });
        process.exit(0);
      },
      (error: unknown) => {
        if (error instanceof ChangeNotSaved) {
          logger.error('stopped without writing the store: the calls counted since its last write are lost', {
            signal,
            file: error.file,
            reason: error.reason,
            ...errorFields(error),
          });
        } else {
          logger.error('stop failed', { signal, ...errorFields(error) });
        }
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
