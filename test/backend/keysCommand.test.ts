// The keys CLI's command line: every usage mistake is a UsageError (exit code 2) with a clear message.
import { describe, expect, it } from 'vitest';
import { parseKeysCommand, UsageError } from '../../backend/cli/keysCommand';

describe('parseKeysCommand', () => {
  it('parses each command', () => {
    expect(parseKeysCommand(['create', '--label', 'e2e', '--tier', 'free', '--json'])).toEqual({ command: 'create', label: 'e2e', tier: 'free', json: true });
    expect(parseKeysCommand(['list'])).toEqual({ command: 'list', json: false });
    expect(parseKeysCommand(['revoke', 'tsk_Ab3dE9xQ'])).toEqual({ command: 'revoke', ref: 'tsk_Ab3dE9xQ', json: false });
    expect(parseKeysCommand(['set-tier', 'key_1f2e3d4c5b6a', 'builder', '--json'])).toEqual({ command: 'set-tier', ref: 'key_1f2e3d4c5b6a', tier: 'builder', json: true });
    expect(parseKeysCommand(['rotate', 'key_1f2e3d4c5b6a'])).toEqual({ command: 'rotate', ref: 'key_1f2e3d4c5b6a', json: false });
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
  ])('%j → UsageError %s', (argv, message) => {
    expect(() => parseKeysCommand(argv)).toThrow(UsageError);
    expect(() => parseKeysCommand(argv)).toThrow(message);
  });
});
