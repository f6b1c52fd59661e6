// The keys CLI's command line, parsed into one command or a UsageError (exit code 2).
import { parseArgs } from 'node:util';
import { Tier } from '../quota/tiers';

export const USAGE = `Usage: npm run keys -- <command> [options]

  create --label LABEL --tier free|builder|pro [--json]   issue a key (shown once)
  list [--json]                                           list keys (prefixes only, never keys)
  revoke <id|prefix> [--json]                             revoke a key
  set-tier <id|prefix> <free|builder|pro> [--json]        change a key's tier
  rotate <id|prefix> [--json]                             issue a new key with the same label and tier, revoke the old one
  migrate --to URL [--json]                               copy the PREFLIGHT_DB file's keys, this month's usage and accounts into PostgreSQL

The store is PREFLIGHT_DB (default data/preflight.json). While a server runs on it, changes go
through the server and apply at once. With DATABASE_URL set, every command works on that PostgreSQL
database instead. migrate always reads PREFLIGHT_DB: stop the server on it first; a second run copies
nothing twice.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export type KeysCommand =
  | { command: 'help' }
  | { command: 'create'; label: string; tier: Tier; json: boolean }
  | { command: 'list'; json: boolean }
  | { command: 'revoke' | 'rotate'; ref: string; json: boolean }
  | { command: 'set-tier'; ref: string; tier: Tier; json: boolean }
  | { command: 'migrate'; to: string; json: boolean };

/** A postgres:// or postgresql:// URL. The value is not echoed: it may hold a password. */
function databaseArg(value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new UsageError('"migrate" needs --to postgres://USER:PASSWORD@HOST/DATABASE.');
  let protocol: string;
  try {
    protocol = new URL(value.trim()).protocol;
  } catch {
    throw new UsageError('--to must be a postgres:// or postgresql:// URL (this one does not parse).');
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new UsageError(`--to must be a postgres:// or postgresql:// URL (got "${protocol}").`);
  return value.trim();
}

function tierArg(value: string | undefined): Tier {
  const parsed = Tier.safeParse(value);
  if (!parsed.success) throw new UsageError(`The tier must be free, builder or pro${value === undefined ? '' : ` (got "${value}")`}.`);
  return parsed.data;
}

/** The flags every command may be given, read by node's parseArgs (strict: an unknown flag is refused). */
function readKeysArgv(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { label: { type: 'string' }, tier: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
}

export function parseKeysCommand(argv: readonly string[]): KeysCommand {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('Missing command.');
  if (command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  let parsed: ReturnType<typeof readKeysArgv>;
  try {
    parsed = readKeysArgv(rest);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const json = values.json ?? false;
  const noFlags = (...flags: Array<'label' | 'tier' | 'to'>) => {
    for (const flag of flags) if (values[flag] !== undefined) throw new UsageError(`"${command}" does not take --${flag}.`);
  };

  switch (command) {
    case 'create': {
      noFlags('to');
      if (positionals.length > 0) throw new UsageError(`"create" takes no positional arguments (got "${positionals.join(' ')}").`);
      const label = values.label?.trim();
      if (!label) throw new UsageError('"create" needs --label LABEL.');
      return { command, label, tier: tierArg(values.tier), json };
    }
    case 'list':
      noFlags('label', 'tier', 'to');
      if (positionals.length > 0) throw new UsageError('"list" takes no arguments.');
      return { command, json };
    case 'revoke':
    case 'rotate':
      noFlags('label', 'tier', 'to');
      if (positionals.length !== 1) throw new UsageError(`"${command}" takes one key id or prefix.`);
      return { command, ref: positionals[0]!, json };
    case 'set-tier':
      noFlags('label', 'tier', 'to');
      if (positionals.length !== 2) throw new UsageError('"set-tier" takes a key id or prefix and a tier.');
      return { command, ref: positionals[0]!, tier: tierArg(positionals[1]), json };
    case 'migrate':
      noFlags('label', 'tier');
      if (positionals.length > 0)
        throw new UsageError('"migrate" takes no positional arguments: the database is --to URL, the file is PREFLIGHT_DB.');
      return { command, to: databaseArg(values.to), json };
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
