// A tiny structured logger: one JSON object per line on stderr, so stdout stays free for the
// "listening" line and CLI output. Callers pass key ids or prefixes, never keys; a URL in a line has its
// credentials hidden (redact.ts).
import { redactSecrets } from './redact';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

type Level = 'info' | 'warn' | 'error';

export function createLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const log = (level: Level) => (message: string, fields?: Record<string, unknown>) =>
    write(redactSecrets(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })));
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
