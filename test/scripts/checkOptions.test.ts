import { describe, expect, it } from 'vitest';
import { parseCheckArgs } from '../../scripts/check/options';
import { CannotCheck } from '../../scripts/check/cannotCheck';

function usageError(argv: string[]): string {
  try {
    parseCheckArgs(argv);
  } catch (error) {
    if (error instanceof CannotCheck) return error.message;
    throw error;
  }
  throw new Error('expected a usage error');
}

describe('parseCheckArgs', () => {
  it('defaults to the readable report, platform x, failing on reject, reading standard input', () => {
    expect(parseCheckArgs([])).toEqual({
      help: false,
      options: { json: false, fix: false, platform: 'x', xPremium: false, onePost: false, failOn: 'reject', files: [], history: [] },
    });
  });

  it('reads every option and keeps files (and -) in the order given', () => {
    const argv = ['--json', '--persona', 'indie SaaS founders', '--platform', 'bluesky', '--fail-on', 'revise', 'a.md', '-', 'b.md'];
    expect(parseCheckArgs(argv)).toEqual({
      help: false,
      options: {
        json: true,
        fix: false,
        persona: 'indie SaaS founders',
        platform: 'bluesky',
        xPremium: false,
        onePost: false,
        failOn: 'revise',
        files: ['a.md', '-', 'b.md'],
        history: [],
      },
    });
  });

  it('reads --x-premium and --one-post as switches', () => {
    expect(parseCheckArgs(['--x-premium', '--one-post', 'a.md'])).toMatchObject({
      help: false,
      options: { xPremium: true, onePost: true, files: ['a.md'] },
    });
  });

  it('accepts --option=value and treats words after -- as files', () => {
    expect(parseCheckArgs(['--platform=linkedin', '--', '--odd-name.md'])).toEqual({
      help: false,
      options: {
        json: false,
        fix: false,
        platform: 'linkedin',
        xPremium: false,
        onePost: false,
        failOn: 'reject',
        files: ['--odd-name.md'],
        history: [],
      },
    });
  });

  it('takes one history file per --history, in order, and leaves the rest as drafts files', () => {
    expect(parseCheckArgs(['--history', '2016-11.csv', '--history=2016-12.csv', 'drafts.md', '--json'])).toEqual({
      help: false,
      options: {
        json: true,
        fix: false,
        platform: 'x',
        xPremium: false,
        onePost: false,
        failOn: 'reject',
        files: ['drafts.md'],
        history: ['2016-11.csv', '2016-12.csv'],
      },
    });
  });

  it('refuses standard input as a history file', () => {
    expect(usageError(['--history', '-', 'drafts.md'])).toBe('--history takes a file, not standard input (-) (see --help)');
  });

  it('returns help for --help and -h, whatever else is given', () => {
    expect(parseCheckArgs(['--help'])).toEqual({ help: true });
    expect(parseCheckArgs(['a.md', '-h'])).toEqual({ help: true });
  });

  it('refuses an unknown option with a one-line message', () => {
    expect(usageError(['--colour'])).toBe("unknown option '--colour' (see --help)");
  });

  it('refuses an unknown platform and names the allowed ones', () => {
    expect(usageError(['--platform', 'myspace'])).toBe(
      '--platform must be one of x, bluesky, threads, linkedin, mastodon; got "myspace" (see --help)',
    );
  });

  it('refuses a --fail-on level other than reject or revise', () => {
    expect(usageError(['--fail-on', 'publish'])).toBe('--fail-on must be one of reject, revise; got "publish" (see --help)');
  });

  it('refuses a persona longer than the engine accepts', () => {
    expect(usageError(['--persona', 'a'.repeat(2001)])).toBe('--persona must be at most 2000 characters (see --help)');
  });

  it('refuses an option that is missing its value', () => {
    expect(usageError(['--platform'])).toBe("option '--platform <value>' argument missing (see --help)");
  });

  it('refuses standard input given twice', () => {
    expect(usageError(['-', '-'])).toBe('standard input (-) can be given only once (see --help)');
  });
});
