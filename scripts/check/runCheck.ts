// npm run check: arguments → inputs → drafts → engine → report, returning the exit status. Everything it
// touches (argv, environment, streams, file reading) is passed in, so tests and the bench run it in-process.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { CannotCheck } from './cannotCheck';
import type { Draft } from './checkDraft';
import { paint, wantsColour } from './colour';
import { jsonLine } from './jsonLine';
import { parseCheckArgs, type CheckOptions } from './options';
import { describeSource, readSourceBytes, readSources, STDIN, type SourceReaders } from './readSources';
import { appliedFixLines, fixDraft, fixedDraftChunk } from './fixedDrafts';
import { formatAccountHeader, formatDraftReport, formatImportNotes, formatSkipped, formatSummary } from './report';
import { draftsOf } from './splitDrafts';
import { USAGE } from './usage';
import { count, emptyTally, exitCodeOf, EXIT_CANNOT_CHECK, EXIT_PASS } from './passOrFail';

export interface CheckIo extends SourceReaders {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  stdinIsTTY: boolean;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable;
}

/** Writes one chunk, waiting when the reader is slower than the engine so a long batch never piles up in memory. */
async function write(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function checkAll(options: CheckOptions, io: CheckIo): Promise<number> {
  const names = options.files.length > 0 ? options.files : [STDIN];
  const history = await readSourceBytes(options.history, io, 'history file');
  const sources = await readSources(names, io);
  const drafts: Draft[] = [];
  for (const source of sources) {
    for (const [index, { text, line }] of draftsOf(source.text).entries()) drafts.push({ source: source.name, index, line, text });
  }
  if (drafts.length === 0) {
    throw new CannotCheck(`no drafts in ${names.map(describeSource).join(', ')}: the input is empty`);
  }
  // The engine loads only once there is something to score, so bad input is reported at once.
  const { checkDraft } = await import('./checkDraft');
  const account = history.length > 0 ? (await import('./accountHistory')).accountHistory(history, sources, options.platform) : undefined;
  const p = paint(wantsColour(io.env, io.stdout.isTTY === true));
  if (account) {
    await write(io.stderr, formatSkipped(account.imported) + formatImportNotes(account.imported));
    if (!options.json) await write(io.stdout, formatAccountHeader(account.model, p));
  }
  const engine = {
    persona: options.persona,
    platform: options.platform,
    xPremium: options.xPremium,
    onePost: options.onePost,
    account: account?.model,
  };
  const tally = emptyTally();
  if (options.fix) {
    // stdout holds only the drafts; what was applied, the diff and the verdict on the fixed drafts go to stderr, plain.
    const plain = paint(false);
    for (const [i, draft] of drafts.entries()) {
      const fixed = fixDraft(draft, engine, checkDraft);
      count(tally, fixed.fixed, options.failOn);
      await write(io.stderr, appliedFixLines(fixed, plain));
      await write(io.stdout, fixedDraftChunk(fixed.fixed.text, i === 0));
    }
    await write(io.stderr, formatSummary(tally, options.failOn, plain));
    return exitCodeOf(tally);
  }
  for (const draft of drafts) {
    const checked = checkDraft(draft, engine);
    count(tally, checked, options.failOn);
    await write(io.stdout, options.json ? jsonLine(checked) : formatDraftReport(checked, p));
  }
  if (!options.json) await write(io.stdout, formatSummary(tally, options.failOn, p));
  return exitCodeOf(tally);
}

export async function runCheck(io: CheckIo): Promise<number> {
  try {
    const parsed = parseCheckArgs(io.argv);
    if (parsed.help) {
      await write(io.stdout, USAGE);
      return EXIT_PASS;
    }
    if (parsed.options.files.length === 0 && io.stdinIsTTY) {
      // Nothing to read and nobody piping: waiting on the terminal would look like a hang.
      await write(io.stderr, USAGE);
      return EXIT_CANNOT_CHECK;
    }
    return await checkAll(parsed.options, io);
  } catch (error) {
    if (!(error instanceof CannotCheck)) throw error;
    await write(io.stderr, `check: ${error.message}\n`);
    return EXIT_CANNOT_CHECK;
  }
}
