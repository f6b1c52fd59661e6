// Reads every input before any draft is scored, so unreadable input stops the run (exit 2) before a partial
// report is printed. Drafts are small; a batch of thousands still fits comfortably in memory.
import { CannotCheck } from './cannotCheck';

export const STDIN = '-';

export interface Source {
  /** The path as given, or "-" for standard input. */
  name: string;
  text: string;
}

export interface SourceReaders {
  readFile: (path: string) => Promise<Uint8Array>;
  stdin: AsyncIterable<Uint8Array | string>;
}

const WHY: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'is a directory',
  ENOTDIR: 'a part of the path is not a directory',
};

// fatal: a binary file is refused rather than scored as mojibake; a UTF-8 byte order mark is dropped.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(label: string, bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new CannotCheck(`cannot read ${label}: not UTF-8 text`);
  }
}

export const describeSource = (name: string) => (name === STDIN ? 'standard input' : name);

async function readStdin(stdin: SourceReaders['stdin']): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  return Buffer.concat(chunks);
}

/**
 * The files' bytes as they are: history files, whose encoding the importer finds (an export re-saved by a
 * spreadsheet is often not UTF-8). `kind` names what the files are in an error ("history file").
 */
export async function readSourceBytes(
  names: readonly string[],
  readers: SourceReaders,
  kind?: string,
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const sources: { name: string; bytes: Uint8Array }[] = [];
  for (const name of names) {
    const label = kind ? `${kind} ${describeSource(name)}` : describeSource(name);
    try {
      sources.push({ name, bytes: name === STDIN ? await readStdin(readers.stdin) : await readers.readFile(name) });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      throw new CannotCheck(`cannot read ${label}: ${WHY[code] ?? (error as Error).message}`);
    }
  }
  return sources;
}

/** Drafts: UTF-8 text. `kind` names what the files are in an error; drafts need no name. */
export async function readSources(names: readonly string[], readers: SourceReaders, kind?: string): Promise<Source[]> {
  const read = await readSourceBytes(names, readers, kind);
  return read.map(({ name, bytes }) => ({ name, text: decode(kind ? `${kind} ${describeSource(name)}` : describeSource(name), bytes) }));
}
