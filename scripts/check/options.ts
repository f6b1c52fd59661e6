// Command-line arguments → checked options. node:util parseArgs splits the words; zod checks the values, so
// a typo in --platform is caught before any draft is read.
import { parseArgs } from 'node:util';
import { z } from 'zod';
// The contract alone (zod, no engine), so --help and usage errors answer without loading the engine.
import { PERSONA_MAX, Platform } from '@preflight/engine';
import { CannotCheck } from './cannotCheck';

export const FailOn = z.enum(['reject', 'revise']);
export type FailOn = z.infer<typeof FailOn>;

export const CheckOptions = z.object({
  json: z.boolean(),
  /** Print each draft with its best fix applied instead of the report. */
  fix: z.boolean(),
  persona: z.string().max(PERSONA_MAX).optional(),
  platform: Platform,
  /** The writer has X Premium: X's limit is 25,000 characters. */
  xPremium: z.boolean(),
  /** Each draft is one post, never read as a thread: over the limit it is blocked. */
  onePost: z.boolean(),
  failOn: FailOn,
  /** File paths in the order given; "-" is standard input. Empty: read standard input. */
  files: z.array(z.string()),
  /** The account's history files (one per --history), in the order given. Empty: score without an account. */
  history: z.array(z.string()),
});
export type CheckOptions = z.infer<typeof CheckOptions>;

export type ParsedArgs = { help: true } | { help: false; options: CheckOptions };

const SEE_HELP = ' (see --help)';
const OPTION_NAMES: Record<string, string> = { failOn: '--fail-on', platform: '--platform', persona: '--persona' };

function describeIssue(issue: z.core.$ZodIssue, raw: Record<string, unknown>): string {
  const key = String(issue.path[0] ?? '');
  const flag = OPTION_NAMES[key] ?? key;
  if (key === 'platform' || key === 'failOn') {
    const allowed = (key === 'platform' ? Platform : FailOn).options.join(', ');
    return `${flag} must be one of ${allowed}; got "${String(raw[key])}"`;
  }
  if (key === 'persona') return `${flag} must be at most ${PERSONA_MAX} characters`;
  return `${flag}: ${issue.message}`;
}

/** The command line's flags, read by node's parseArgs (strict: an unknown flag is refused). */
function readCheckArgv(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      fix: { type: 'boolean', default: false },
      persona: { type: 'string' },
      platform: { type: 'string', default: 'x' },
      'x-premium': { type: 'boolean', default: false },
      'one-post': { type: 'boolean', default: false },
      'fail-on': { type: 'string', default: 'reject' },
      // Repeated, not a list after one flag: the drafts files that follow could not be told from history files.
      history: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

/** Parses argv (without node and the script); throws CannotCheck with a one-line message on bad usage. */
export function parseCheckArgs(argv: readonly string[]): ParsedArgs {
  let parsed: ReturnType<typeof readCheckArgv>;
  try {
    parsed = readCheckArgv(argv);
  } catch (error) {
    // parseArgs explains itself in its first sentence; the rest is advice about "--" that rarely applies.
    const first = ((error as Error).message.split(/\.\s/)[0] ?? 'bad arguments').replace(/\.$/, '');
    throw new CannotCheck(`${first.charAt(0).toLowerCase()}${first.slice(1)}${SEE_HELP}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.filter((p) => p === '-').length > 1) throw new CannotCheck(`standard input (-) can be given only once${SEE_HELP}`);
  if (values.history.includes('-')) throw new CannotCheck(`--history takes a file, not standard input (-)${SEE_HELP}`);
  if (values.fix && values.json)
    throw new CannotCheck(`--fix and --json cannot be combined: --json already lists every fix with its text${SEE_HELP}`);

  const raw = {
    json: values.json,
    fix: values.fix,
    persona: values.persona,
    platform: values.platform,
    xPremium: values['x-premium'],
    onePost: values['one-post'],
    failOn: values['fail-on'],
    files: positionals,
    history: values.history,
  };
  const checked = CheckOptions.safeParse(raw);
  if (!checked.success) throw new CannotCheck(`${describeIssue(checked.error.issues[0] as z.core.$ZodIssue, raw)}${SEE_HELP}`);
  return { help: false, options: checked.data };
}
