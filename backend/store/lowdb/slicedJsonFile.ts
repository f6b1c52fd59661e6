// A lowdb adapter that writes its JSON in slices, so that writing a large file holds the event loop for
// little more than SLICE_MS at a time (a slice ends with the line that crosses it). lowdb's JSONFile runs
// JSON.stringify over the whole data in one go: 20–50 ms for a 10,000-key store, during which no request is
// answered. Here the caller turns the data into lines (each a small piece of the JSON text, e.g.
// one record); the lines are made a slice at a time, with a turn of the event loop between two slices, and
// streamed to disk as they come.
//
// The file is replaced atomically and durably: the lines go to `.<name>.tmp` beside the file, which is
// flushed to the disk (fsync) before it is renamed over the original, and the folder is flushed after the
// rename. A crash of the process leaves the old or the new file, never half of one; so does a power loss,
// since the new file's data is on the disk before its name points at it, and the new name is on the disk
// before the write is reported done. A write asked for while one is in flight waits for it.
//
// Lines are made while other work runs, so the data may change between two slices. `lines(data)` is called
// at once, inside write(), and the iterable it returns is consumed later: a caller whose data changes takes
// its snapshot in that call (storeFileLines.ts does, with storeSnapshot.ts) and makes lines from the snapshot.
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';

/** The longest run of line-making before the event loop gets a turn. */
const SLICE_MS = 2;
/** The longest slice, however busy the server: the most a write holds the event loop at a time. */
const MAX_SLICE_MS = 8;
/**
 * Lines are written to disk in pieces of about this many characters: each piece waits for a turn of the event
 * loop, so with 64 KB a 23 MB store took 360 turns of a busy server; 1 MB is few turns and still a small buffer.
 */
const WRITE_CHUNK_CHARS = 1024 * 1024;

export interface SlicedJsonFileOptions<T> {
  /**
   * The JSON text of `data`, piece by piece; joined, the pieces must be one valid JSON document. Called
   * synchronously in write(); the pieces are asked for later, a few at a time.
   */
  lines: (data: T) => Iterable<string>;
  /** Checks what the file holds (already parsed from JSON) and returns it typed; throws if it has the wrong shape. */
  parse: (value: unknown) => T;
  /** For tests: the longest run of line-making between two turns of the event loop. */
  sliceMs?: number;
}

export class SlicedJsonFile<T> implements Adapter<T> {
  readonly #filename: string;
  /** The write in flight, if any: writes run one after another. */
  #queue: Promise<void> = Promise.resolve();
  readonly #lines: (data: T) => Iterable<string>;
  readonly #parse: (value: unknown) => T;
  readonly #sliceMs: number;

  constructor(filename: string, options: SlicedJsonFileOptions<T>) {
    this.#filename = filename;
    this.#lines = options.lines;
    this.#parse = options.parse;
    this.#sliceMs = options.sliceMs ?? SLICE_MS;
  }

  /** null when the file does not exist; a SyntaxError when it is not JSON; whatever `parse` throws for a wrong shape. */
  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.#filename, 'utf-8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // A byte-order mark in front (an editor on Windows saves UTF-8 so) is not part of the JSON; the next write drops it.
    return this.#parse(JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text));
  }

  write(data: T): Promise<void> {
    // The snapshot is taken now (lines() is called synchronously); the writing waits for any write in flight.
    const chunks = inSlices(this.#lines(data), this.#sliceMs);
    const done = this.#queue.then(() => replaceDurably(this.#filename, chunks));
    this.#queue = done.catch(() => {});
    return done;
  }
}

/** Writes the chunks to a temporary file beside `file`, flushes it to the disk, renames it over `file`, flushes the folder. */
async function replaceDurably(file: string, chunks: AsyncIterable<string>): Promise<void> {
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.tmp`);
  try {
    const handle = await open(temporary, 'w', 0o600);
    try {
      for await (const chunk of chunks) await handle.write(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }); // a full disk must not leave a half-written temporary file behind
    throw error;
  }
  await syncFolder(folder);
}

/**
 * Flushes a folder's entries (the rename) to the disk. Some systems cannot open a folder for this: then the rename stands as the system
 * keeps it.
 */
async function syncFolder(folder: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(folder, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!['EINVAL', 'EISDIR', 'EPERM', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/**
 * The lines joined into chunks of about WRITE_CHUNK_CHARS, with a turn of the event loop after each slice of
 * work. A slice is `sliceMs` long, or, when the turn before it was busy with requests, up to half as long as that
 * turn and at most MAX_SLICE_MS: with a fixed 2 ms a busy server gave the write a sliver of each turn, and a 23 MB
 * store under load took 8 s to reach the disk, all of it lost to a kill -9 meanwhile.
 */
async function* inSlices(lines: Iterable<string>, sliceMs: number): AsyncGenerator<string> {
  let pending: string[] = [];
  let pendingChars = 0;
  let sliceStart = performance.now();
  let slice = sliceMs;
  for (const line of lines) {
    pending.push(line);
    pendingChars += line.length;
    if (pendingChars >= WRITE_CHUNK_CHARS) {
      yield pending.join('');
      pending = [];
      pendingChars = 0;
    }
    const now = performance.now();
    if (now - sliceStart >= slice) {
      await turnOfEventLoop();
      const resumed = performance.now();
      slice = Math.min(MAX_SLICE_MS, Math.max(sliceMs, (resumed - now) / 2));
      sliceStart = resumed;
    }
  }
  if (pending.length > 0) yield pending.join('');
}

/** Resolves after the event loop has run what is waiting: timers, I/O callbacks, other requests. */
function turnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
