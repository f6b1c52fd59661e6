// The keys CLI's command line: every usage mistake is a UsageError (exit code 2) with a clear message.
import { describe, expect, it } from 'vitest';
import { parseKeysCommand, UsageError } from '../../backend/cli/keysCommand';

describe('parseKeysCommand', () => {
  it('parses each command', () => {
    expect(parseKeysCommand(['create', '--label', 'e2e', '--tier', 'free', '--json'])).toEqual({
      command: 'create',
      label: 'e2e',
      tier: 'free',
      json: true,
    });
    expect(parseKeysCommand(['list'])).toEqual({ command: 'list', json: false });
    expect(parseKeysCommand(['revoke', 'tsk_Ab3dE9xQ'])).toEqual({ command: 'revoke', ref: 'tsk_Ab3dE9xQ', json: false });
    expect(parseKeysCommand(['set-tier', 'key_1f2e3d4c5b6a', 'builder', '--json'])).toEqual({
      command: 'set-tier',
      ref: 'key_1f2e3d4c5b6a',
      tier: 'builder',
      json: true,
    });
    expect(parseKeysCommand(['rotate', 'key_1f2e3d4c5b6a'])).toEqual({ command: 'rotate', ref: 'key_1f2e3d4c5b6a', json: false });
    expect(parseKeysCommand(['migrate', '--to', 'postgres://u:pw@db.internal:5432/preflight'])).toEqual({
      command: 'migrate',
      to: 'postgres://u:pw@db.internal:5432/preflight',
      json: false,
    });
    expect(parseKeysCommand(['migrate', '--json', '--to', 'postgresql://db/preflight'])).toEqual({
      command: 'migrate',
      to: 'postgresql://db/preflight',
      json: true,
    });
    expect(parseKeysCommand(['--help'])).toEqual({ command: 'help' });
  });

  it.each([
    [[], 'Missing command.'],
    [['create', '--tier', 'free'], '"create" needs --label LABEL.'],
    [['create', '--label', '  ', '--tier', 'free'], '"create" needs --label LABEL.'],
    [['create', '--label', 'x'], 'The tier must be free, builder or pro.'],
    [['create', '--label', 'x', '--tier', 'gold'], 'The tier must be free, builder or pro (got "gold").'],
    [['create', 'x', '--label', 'x', '--tier', 'free'], '"create" takes no positional arguments (got "x").'],
    [['create', '--label', 'x', '--tier', 'free', '--colour', 'red'], "Unknown option '--colour'"],
    [['list', 'all'], '"list" takes no arguments.'],
    [['revoke'], '"revoke" takes one key id or prefix.'],
    [['rotate', 'a', 'b'], '"rotate" takes one key id or prefix.'],
    [['revoke', 'a', '--tier', 'pro'], '"revoke" does not take --tier.'],
    [['set-tier', 'key_x'], '"set-tier" takes a key id or prefix and a tier.'],
    [['set-tier', 'key_x', 'platinum'], 'The tier must be free, builder or pro (got "platinum").'],
    [['launch'], 'Unknown command "launch".'],
    [['migrate'], '"migrate" needs --to postgres://USER:PASSWORD@HOST/DATABASE.'],
    [['migrate', '--to', 'notaurl'], '--to must be a postgres:// or postgresql:// URL (this one does not parse).'],
    [['migrate', '--to', 'mysql://u:pw@h/db'], '--to must be a postgres:// or postgresql:// URL (got "mysql:").'],
    [['migrate', 'postgres://h/db'], '"migrate" takes no positional arguments'],
    [['migrate', '--to', 'postgres://h/db', '--tier', 'pro'], '"migrate" does not take --tier.'],
    [['list', '--to', 'postgres://h/db'], '"list" does not take --to.'],
    [['create', '--label', 'x', '--tier', 'free', '--to', 'postgres://h/db'], '"create" does not take --to.'],
  ])('%j → UsageError %s', (argv, message) => {
    expect(() => parseKeysCommand(argv)).toThrow(UsageError);
    expect(() => parseKeysCommand(argv)).toThrow(message);
  });
});
