// Where a request's time goes, from a V8 CPU profile of the server's thread: every sample is put in the row of
// the deepest frame of its stack that belongs to one, so the engine's regular expressions count as the engine
// and the sha256 of a key as the key check, while a frame no row claims (a stream's helper, a builtin)
// counts for the code that called it. The rules are data: a row is what its test says, nothing else.
import { pathToFileURL } from 'node:url';

/** A stack frame as the classification sees it: the function's name and where its code lives. */
export interface Frame {
  functionName: string;
  /** The file relative to the repository (`shared/score.ts`), `node_modules/<package>/…`, a `node:` module, or '' for native code. */
  where: string;
}

export interface RowRule {
  row: string;
  test(frame: Frame): boolean;
}

/** The part of the profile the classification reads (the Chrome DevTools protocol's Profiler.Profile). */
export interface CpuProfile {
  nodes: ReadonlyArray<{ id: number; callFrame: { functionName: string; url: string }; children?: readonly number[] }>;
  samples?: readonly number[];
}

const startsWith =
  (...prefixes: string[]) =>
  (frame: Frame) =>
    prefixes.some((p) => frame.where.startsWith(p));
const named =
  (...names: string[]) =>
  (frame: Frame) =>
    names.includes(frame.functionName);
const either =
  (...tests: Array<(frame: Frame) => boolean>) =>
  (frame: Frame) =>
    tests.some((t) => t(frame));

export const ENGINE_ROW = 'engine (`shared/`)';
export const REST_ROW = 'route handler and the rest';
export const SOCKET_ROW = 'Node: writing the answer to the socket';
export const ANSWER_ROW = 'the answer: `JSON.stringify` of the result, the Response object';
export const NODE_HTTP_ROW = 'Node: HTTP parser, events, streams, promise ticks';
/** What any answer of its size pays, the bare endpoint's too: Node's HTTP, the socket write, the JSON. */
export const TRANSPORT_ROWS: readonly string[] = [SOCKET_ROW, ANSWER_ROW, NODE_HTTP_ROW];
/** Samples of a thread with nothing to do, or in V8 outside any JavaScript: left out of the busy total. */
const NOT_BUSY = new Set(['(idle)', '(program)']);

/** In the order they are tried on each frame; the first row whose test holds takes the frame. */
export const ROW_RULES: readonly RowRule[] = [
  { row: ENGINE_ROW, test: startsWith('shared/') },
  { row: 'garbage collection', test: named('(garbage collector)') },
  {
    row: SOCKET_ROW,
    test: either(
      named('writev', 'writeGeneric', 'writeBuffer', 'writeUtf8String', 'writeLatin1String'),
      startsWith('node:net', 'node:internal/stream_base_commons', 'node:internal/streams/writable'),
    ),
  },
  { row: ANSWER_ROW, test: either(named('stringify'), startsWith('backend/routes/jsonAnswer.ts')) },
  {
    row: NODE_HTTP_ROW,
    test: either(
      named('processTicksAndRejections', 'runMicrotasks'),
      startsWith('node:_http_', 'node:events', 'node:internal/streams/', 'node:internal/process/task_queues'),
    ),
  },
  {
    row: 'body: size check, Content-Type, read, UTF-8 decode, `JSON.parse`',
    test: startsWith('backend/middleware/jsonBody.ts', 'backend/http/readAtMost.ts', 'backend/http/contentType.ts'),
  },
  { row: 'validation: zod', test: startsWith('node_modules/zod/', 'node_modules/@hono/zod-openapi/') },
  { row: '@hono/node-server: request and response objects', test: startsWith('node_modules/@hono/node-server/') },
  { row: 'quota: charge, snapshot, headers', test: startsWith('backend/quota/') },
  {
    row: 'key check: Bearer header, sha256, key lookup, last-used',
    test: either(named('createHash', 'oneShotDigest'), startsWith('backend/auth/', 'backend/keys/', 'node:internal/crypto')),
  },
  { row: 'Hono: routing, compose, context', test: startsWith('node_modules/hono/') },
  {
    row: 'middleware: request id, answer headers, pipelining guard, connection caps',
    test: startsWith(
      'backend/middleware/requestId.ts',
      'backend/http/answerHeaders.ts',
      'backend/http/pipelinedRequests.ts',
      'backend/http/fairConnections.ts',
      'backend/http/serverLimits.ts',
    ),
  },
  {
    row: 'store: the lowdb file, written at most once a second',
    test: startsWith('backend/store/', 'node_modules/lowdb/', 'node_modules/steno/', 'node:internal/fs'),
  },
  { row: REST_ROW, test: startsWith('backend/') },
];

/** Where a profile's URL points, relative to the repository when it is in it. */
export function whereOf(url: string, repoRoot: string): string {
  const root = pathToFileURL(repoRoot).href.replace(/\/?$/, '/');
  if (url.startsWith(root)) return decodeURIComponent(url.slice(root.length));
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) return url.slice(modules + 1);
  return url;
}

export interface RowShare {
  row: string;
  samples: number;
  /** Of the busy samples. */
  share: number;
}

export interface EngineFunction {
  function: string;
  where: string;
  samples: number;
  /** Of the busy samples. */
  share: number;
}

export interface Classified {
  /** Every sample but the idle thread's and V8's own outside JavaScript. */
  busySamples: number;
  /** Every row of the rules, in their order, with the samples no row claims in the last. */
  rows: RowShare[];
  /** The engine's samples by the deepest frame with a file: a builtin it calls (a regex's exec) counts for its caller. */
  engineFunctions: EngineFunction[];
}

function ruleFor(frame: Frame, rules: readonly RowRule[]): string | undefined {
  return rules.find((rule) => rule.test(frame))?.row;
}

export function classify(profile: CpuProfile, repoRoot: string, rules: readonly RowRule[] = ROW_RULES): Classified {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frameOf = (id: number): Frame => {
    const { functionName, url } = (nodes.get(id) as CpuProfile['nodes'][number]).callFrame;
    return { functionName, where: whereOf(url, repoRoot) };
  };
  /** A function's name and file; an anonymous one is named after the nearest named function that called it. */
  const functionKey = (id: number): string => {
    const { functionName, where } = frameOf(id);
    let name = functionName;
    for (let caller = parents.get(id); name === '' && caller !== undefined; caller = parents.get(caller)) {
      const callerName = frameOf(caller).functionName;
      if (callerName !== '') name = `(anonymous, called by ${callerName})`;
    }
    return `${name || '(anonymous)'}\t${where}`;
  };
  /** Each node's row and, for the engine's, the function its time counts for: worked out once per node. */
  const verdicts = new Map<number, { row: string | null; engineFunction?: string }>();
  const verdictOf = (leaf: number) => {
    const known = verdicts.get(leaf);
    if (known) return known;
    let verdict: { row: string | null; engineFunction?: string } = { row: NOT_BUSY.has(frameOf(leaf).functionName) ? null : REST_ROW };
    let firstWithFile: number | undefined;
    for (let id: number | undefined = leaf; verdict.row !== null && id !== undefined; id = parents.get(id)) {
      const frame = frameOf(id);
      if (firstWithFile === undefined && frame.where !== '' && !frame.where.startsWith('node:')) firstWithFile = id;
      const row = ruleFor(frame, rules);
      if (row === undefined) continue;
      verdict = row === ENGINE_ROW ? { row, engineFunction: functionKey(firstWithFile ?? id) } : { row };
      break;
    }
    verdicts.set(leaf, verdict);
    return verdict;
  };

  const rowSamples = new Map(rules.map((rule) => [rule.row, 0]));
  rowSamples.set(REST_ROW, rowSamples.get(REST_ROW) ?? 0);
  const engineSamples = new Map<string, number>();
  let busySamples = 0;
  for (const sample of profile.samples ?? []) {
    const { row, engineFunction } = verdictOf(sample);
    if (row === null) continue;
    busySamples++;
    rowSamples.set(row, (rowSamples.get(row) ?? 0) + 1);
    if (engineFunction) engineSamples.set(engineFunction, (engineSamples.get(engineFunction) ?? 0) + 1);
  }
  const share = (samples: number) => (busySamples === 0 ? 0 : samples / busySamples);
  return {
    busySamples,
    rows: [...rowSamples].map(([row, samples]) => ({ row, samples, share: share(samples) })),
    engineFunctions: [...engineSamples]
      .map(([key, samples]) => {
        const [name, where] = key.split('\t') as [string, string];
        return { function: name, where, samples, share: share(samples) };
      })
      .sort((a, b) => b.samples - a.samples || a.function.localeCompare(b.function)),
  };
}
