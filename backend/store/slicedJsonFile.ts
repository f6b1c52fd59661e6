// A lowdb adapter that writes its JSON in slices, so that writing a large file holds the event loop for
// little more than SLICE_MS at a time (a slice ends with the line that crosses it). lowdb's JSONFile runs
// JSON.stringify over the whole data in one go: 20–50 ms for a 10,000-key store, during which no request is
// answered (issue 12). Here the caller turns the data into lines (each a small piece of the JSON text, e.g.
// one record); the lines are made a slice at a time, with a turn of the event loop between two slices, and
// streamed to disk as they come.
//
// The file is still replaced atomically: steno (lowdb's own writer) writes `.<name>.tmp` beside the file and
// renames it over the original once every line is written, so a crash leaves the old or the new file, never
// half of one, and a write asked for while one is in flight waits for it.
//
// Lines are made while other work runs, so the data may change between two slices. `lines(data)` is called
// at once, inside write(), and the iterable it returns is consumed later: a caller whose data changes takes
// its snapshot in that call (storeFileLines.ts does, with storeSnapshot.ts) and makes lines from the snapshot.
import { readFile } from 'node:fs/promises';
import type { Adapter } from 'lowdb';
import { Writer } from 'steno';

/** The longest run of line-making before the event loop gets a turn. */
const SLICE_MS = 2;
/** Lines are written to disk in pieces of about this many characters: few enough writes, small enough buffers. */
const WRITE_CHUNK_CHARS = 64 * 1024;

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
  readonly #writer: Writer;
  readonly #lines: (data: T) => Iterable<string>;
  readonly #parse: (value: unknown) => T;
  readonly #sliceMs: number;

  constructor(filename: string, options: SlicedJsonFileOptions<T>) {
    this.#filename = filename;
    this.#writer = new Writer(filename);
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
    return this.#parse(JSON.parse(text));
  }

  write(data: T): Promise<void> {
    // steno hands the chunks to fs.writeFile, which takes them one at a time as the disk accepts them.
    return this.#writer.write(inSlices(this.#lines(data), this.#sliceMs));
  }
}

/** The lines joined into chunks of about WRITE_CHUNK_CHARS, with a turn of the event loop every `sliceMs` of work. */
async function* inSlices(lines: Iterable<string>, sliceMs: number): AsyncGenerator<string> {
  let pending: string[] = [];
  let pendingChars = 0;
  let sliceStart = performance.now();
  for (const line of lines) {
    pending.push(line);
    pendingChars += line.length;
    if (pendingChars >= WRITE_CHUNK_CHARS) {
      yield pending.join('');
      pending = [];
      pendingChars = 0;
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await turnOfEventLoop();
      sliceStart = performance.now();
    }
  }
  if (pending.length > 0) yield pending.join('');
}

/** Resolves after the event loop has run what is waiting: timers, I/O callbacks, other requests. */
function turnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
