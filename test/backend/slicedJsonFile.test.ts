// The sliced JSON adapter on real files: what it writes reads back, it gives the event loop a turn every few
// milliseconds of line-making, and a failed write leaves the old file. No timing assertions: the slicing is
// checked by counting turns of the event loop, which only grows when the machine is slow.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SlicedJsonFile } from '../../backend/store/lowdb/slicedJsonFile';
import { removeTempDirs, tempDir } from './support/tempDir';

afterAll(removeTempDirs);

interface Doc {
  items: number[];
}

function* docLines(doc: Doc): Generator<string> {
  yield '{"items":[';
  for (const [i, item] of doc.items.entries()) yield `${i === 0 ? '' : ','}\n${JSON.stringify(item)}`;
  yield '\n]}';
}

const parseDoc = (value: unknown): Doc => {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as Doc).items)) throw new Error('not a Doc');
  return value as Doc;
};

/** Counts turns of the event loop until stopped: each turn runs one check phase, where setImmediate callbacks run. */
function turnCounter(): { readonly turn: number; stop(): void } {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turn() {
      return turn;
    },
    stop: () => {
      running = false;
    },
  };
}

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // holds the thread, like serialising a large record would
  }
}

describe('SlicedJsonFile', () => {
  it('reads back what it wrote, replaces the file whole and leaves no temporary file; a missing file reads as null', async () => {
    const dir = tempDir();
    const file = join(dir, 'doc.json');
    const adapter = new SlicedJsonFile<Doc>(file, { lines: docLines, parse: parseDoc });
    expect(await adapter.read()).toBeNull();
    const items = Array.from({ length: 50_000 }, (_, i) => i);
    await adapter.write({ items });
    expect(await adapter.read()).toEqual({ items });
    await adapter.write({ items: [7] });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ items: [7] });
    expect(existsSync(join(dir, '.doc.json.tmp'))).toBe(false);
  });

  it('hands what it read to parse, and reports a file that is not JSON', async () => {
    const file = join(tempDir(), 'doc.json');
    const adapter = new SlicedJsonFile<Doc>(file, { lines: docLines, parse: parseDoc });
    writeFileSync(file, '{"other":1}');
    await expect(adapter.read()).rejects.toThrow('not a Doc');
    writeFileSync(file, '{"items":[');
    await expect(adapter.read()).rejects.toThrow(SyntaxError);
  });

  it('gives the event loop a turn after every slice of line-making', async () => {
    const file = join(tempDir(), 'doc.json');
    // Each line holds the thread for at least 0.5 ms, so a slice of 2 ms has at most 4 lines: 200 lines need at
    // least 50 slices, each in its own turn. A loaded machine makes lines slower and slices shorter, never longer.
    const turns = turnCounter();
    const turnOfLine: number[] = [];
    function* slowLines(doc: Doc): Generator<string> {
      yield '{"items":[';
      for (const [i, item] of doc.items.entries()) {
        busyFor(0.5);
        turnOfLine.push(turns.turn);
        yield `${i === 0 ? '' : ','}${item}`;
      }
      yield ']}';
    }
    const adapter = new SlicedJsonFile<Doc>(file, { lines: slowLines, parse: parseDoc, sliceMs: 2 });
    const items = Array.from({ length: 200 }, (_, i) => i);
    try {
      await adapter.write({ items });
    } finally {
      turns.stop();
    }
    expect(new Set(turnOfLine).size).toBeGreaterThanOrEqual(50);
    expect(await adapter.read()).toEqual({ items });
  });

  it('a failed write rejects and leaves the old file; the next write succeeds', async () => {
    const dir = tempDir();
    const file = join(dir, 'doc.json');
    const adapter = new SlicedJsonFile<Doc>(file, { lines: docLines, parse: parseDoc });
    await adapter.write({ items: [1] });
    // A folder where the temporary file goes makes writing it fail, whoever runs the test (root included).
    mkdirSync(join(dir, '.doc.json.tmp'));
    await expect(adapter.write({ items: [2] })).rejects.toThrow();
    expect(await adapter.read()).toEqual({ items: [1] });
    rmdirSync(join(dir, '.doc.json.tmp'));
    await adapter.write({ items: [3] });
    expect(await adapter.read()).toEqual({ items: [3] });
  });
});
