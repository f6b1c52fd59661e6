// `npm run serve`: the API on HOST:PORT until SIGTERM/SIGINT, then a clean stop with the store written.
// stdout carries exactly one line, "Preflight API listening on http://host:port"; logs go to stderr.
import { parseEnv } from './config/env';
import { exitOnStartError, exitWhenLockLost, stopOnSignals } from './lifecycle';
import { createLogger } from './log/logger';

async function main(): Promise<void> {
  const logger = createLogger();
  const env = parseEnv(process.env);
  // Loaded after the environment is checked, so that a typo fails in milliseconds, not seconds.
  const { startServer } = await import('./server');
  const server = await startServer({ env, logger });
  stopOnSignals(server, logger);
  exitWhenLockLost(server);
  process.stdout.write(`Preflight API listening on ${server.url}\n`);
}

main().catch(exitOnStartError);
