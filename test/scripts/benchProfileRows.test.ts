// The request profile's classification (bench/profileRows.ts): each sample goes to the row of the deepest
// frame of its stack that a row claims, idle time is left out, and the engine's time is split by function.
import { describe, expect, it } from 'vitest';
import { classify, ENGINE_ROW, REST_ROW, whereOf, type CpuProfile } from '../../bench/profileRows';

const ROOT = '/repo';
const file = (path: string) => `file:///repo/${path}`;
const modules = (path: string) => `file:///elsewhere/node_modules/${path}`;

/** A profile from stacks written root first; each stack gets the given number of samples. */
function profileOf(stacks: ReadonlyArray<{ frames: ReadonlyArray<[functionName: string, url: string]>; samples: number }>): CpuProfile {
  const nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children: number[] }> = [
    { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [] },
  ];
  const samples: number[] = [];
  for (const stack of stacks) {
    let parent = nodes[0]!;
    for (const [functionName, url] of stack.frames) {
      const node = { id: nodes.length + 1, callFrame: { functionName, url }, children: [] };
      nodes.push(node);
      parent.children.push(node.id);
      parent = node;
    }
    for (let i = 0; i < stack.samples; i++) samples.push(parent.id);
  }
  return { nodes, samples };
}

const rowsOf = (profile: CpuProfile) =>
  Object.fromEntries(
    classify(profile, ROOT)
      .rows.filter((r) => r.samples > 0)
      .map((r) => [r.row, r.samples]),
  );

describe('the request profile’s rows', () => {
  const ticks: [string, string] = ['processTicksAndRejections', 'node:internal/process/task_queues'];
  const handler: [string, string] = ['scoreRoute', file('backend/routes/score.ts')];
  const profile = profileOf([
    // A regular expression run by the engine, inside the route, inside the adapter: the engine.
    {
      frames: [
        ticks,
        ['responseViaCache', modules('@hono/node-server/dist/index.mjs')],
        handler,
        ['scoreChecked', file('shared/score.ts')],
        ['forEachMatch', file('shared/text/matches.ts')],
        ['exec', ''],
      ],
      samples: 5,
    },
    // A library the engine calls counts as the engine, split out under its own name.
    {
      frames: [ticks, handler, ['scoreChecked', file('shared/score.ts')], ['extractUrls', modules('twitter-text/dist/extract.js')]],
      samples: 2,
    },
    // A callback with no name is named after the function that called it.
    {
      frames: [ticks, handler, ['forecastPost', file('shared/forecast/forecast.ts')], ['', file('shared/forecast/forecast.ts')]],
      samples: 1,
    },
    // The socket write under the adapter's answer: the socket, not the adapter.
    {
      frames: [
        ticks,
        ['responseViaCache', modules('@hono/node-server/dist/index.mjs')],
        ['end', 'node:_http_outgoing'],
        ['Socket._writeGeneric', 'node:net'],
        ['writev', ''],
      ],
      samples: 4,
    },
    // A sha256 under the key check: the key check.
    {
      frames: [
        ticks,
        ['dispatch', modules('hono/dist/compose.js')],
        ['checkKey', file('backend/auth/apiKey.ts')],
        ['hash', 'node:internal/crypto/hash'],
        ['oneShotDigest', ''],
      ],
      samples: 3,
    },
    // Hono's own code, and the body reader under Hono.
    { frames: [ticks, ['dispatch', modules('hono/dist/compose.js')]], samples: 2 },
    {
      frames: [ticks, ['dispatch', modules('hono/dist/compose.js')], ['validJsonBody', file('backend/middleware/jsonBody.ts')]],
      samples: 1,
    },
    // The collector, and code no other row claims.
    { frames: [['(garbage collector)', '']], samples: 2 },
    { frames: [ticks, handler], samples: 1 },
    { frames: [['mystery', '']], samples: 1 },
    // Nothing to do: not busy.
    { frames: [['(idle)', '']], samples: 7 },
    { frames: [['(program)', '']], samples: 3 },
  ]);

  it('puts each sample in the row of the deepest frame a row claims, and leaves idle time out', () => {
    expect(rowsOf(profile)).toEqual({
      [ENGINE_ROW]: 8,
      'Node: writing the answer to the socket': 4,
      'key check: Bearer header, sha256, key lookup, last-used': 3,
      'Hono: routing, compose, context': 2,
      'body: size check, Content-Type, read, UTF-8 decode, `JSON.parse`': 1,
      'garbage collection': 2,
      [REST_ROW]: 2,
    });
    const classified = classify(profile, ROOT);
    expect(classified.busySamples).toBe(22);
    expect(classified.rows.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1, 10);
  });

  it('splits the engine’s samples by the deepest function with a file, a builtin counting for its caller', () => {
    expect(classify(profile, ROOT).engineFunctions.map(({ function: name, where, samples }) => ({ name, where, samples }))).toEqual([
      { name: 'forEachMatch', where: 'shared/text/matches.ts', samples: 5 },
      { name: 'extractUrls', where: 'node_modules/twitter-text/dist/extract.js', samples: 2 },
      { name: '(anonymous, called by forecastPost)', where: 'shared/forecast/forecast.ts', samples: 1 },
    ]);
  });

  it('names files relative to the repository or under node_modules, whatever the folders around them', () => {
    expect(whereOf('file:///repo/shared/score.ts', ROOT)).toBe('shared/score.ts');
    expect(whereOf('file:///home/me/shared/preflight/node_modules/hono/dist/hono.js', '/home/me/shared/preflight')).toBe(
      'node_modules/hono/dist/hono.js',
    );
    expect(whereOf('node:net', ROOT)).toBe('node:net');
  });
});
