// The architecture's rules (.dependency-cruiser.cjs), run as CI runs them: the repository passes (the
// violations it had when the rules came in are listed and only shrink), every room of the engine stands on
// a floor, and a deliberate violation of each rule, written into a small tree of the same layout, fails with
// that rule's name.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REPO = resolve(__dirname, '../..');
const DEPCRUISE = join(REPO, 'node_modules/.bin/depcruise');
const CONFIG = join(REPO, '.dependency-cruiser.cjs');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the rules over `folders` in `cwd`; the exit code and what it printed. */
async function cruise(cwd: string, folders: string[], extra: string[] = []): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(DEPCRUISE, [...folders, '--config', CONFIG, '--output-type', 'err', ...extra], { cwd });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A tree of the repository's layout holding `files` (path → source), with a tsconfig the rules resolve through. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-arch-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }),
  );
  // The engine as the workspace package it is in the repository, with the same doors.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'tree', private: true, workspaces: ['shared'] }));
  mkdirSync(join(dir, 'shared'), { recursive: true });
  writeFileSync(
    join(dir, 'shared/package.json'),
    JSON.stringify({ name: '@preflight/engine', exports: { '.': './index.ts', './wire': './wire.ts' } }),
  );
  mkdirSync(join(dir, 'node_modules/@preflight'), { recursive: true });
  symlinkSync('../../shared', join(dir, 'node_modules/@preflight/engine'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const ALL = ['shared', 'backend', 'extension', 'ui', 'web', 'scripts', 'bench', 'test'];

describe('the architecture rules', () => {
  it('hold on the repository, its known violations aside', async () => {
    const { code, out } = await cruise(
      REPO,
      ALL.filter((f) => f !== 'test'),
      ['--ignore-known'],
    );
    expect(out).toMatch(/no dependency violations found/u);
    expect(code).toBe(0);
  }, 60_000);

  it('pass a tree whose faces import the engine and nothing else', async () => {
    const dir = tree({
      'shared/index.ts': 'export const score = (text: string) => text.length;\n',
      'backend/app.ts': "import { score } from '@preflight/engine';\nexport const a = score('x');\n",
      'extension/panel.ts': "import { score } from '@preflight/engine';\nexport const b = score('y');\n",
    });
    const { code } = await cruise(dir, ['shared', 'backend', 'extension']);
    expect(code).toBe(0);
  }, 60_000);

  it('pass a tree whose rooms import only rooms on lower floors', async () => {
    const dir = tree({
      'shared/schemas.ts': 'export type Span = { start: number };\n',
      'shared/text/matches.ts': "import type { Span } from '../schemas';\nexport const spans = (): Span[] => [];\n",
      'shared/cues/lexicon.ts': "import { spans } from '../text/matches';\nexport const cues = spans;\n",
      'shared/post/words.ts': "import { cues } from '../cues/lexicon';\nexport const words = cues;\n",
      'shared/concepts/bait.ts': "import { words } from '../post/words';\nexport const bait = words;\n",
      'shared/score.ts': "import { bait } from './concepts/bait';\nexport const score = bait;\n",
      'shared/index.ts': "export { score } from './score';\n",
    });
    const { code, out } = await cruise(dir, ['shared']);
    expect(out).toMatch(/no dependency violations found/u);
    expect(code).toBe(0);
  }, 60_000);

  it('place every folder and every file at the root of the engine on a floor', () => {
    const config = createRequire(CONFIG)(CONFIG) as { forbidden: { name: string; from: { pathNot?: string } }[] };
    const placed = config.forbidden.find((rule) => rule.name === 'engine-room-on-a-floor' && rule.from.pathNot)?.from.pathNot;
    expect(placed).toBeDefined();
    const onAFloor = (path: string) => new RegExp(placed as string, 'u').test(path);
    const entries = readdirSync(join(REPO, 'shared'), { withFileTypes: true });
    const modules = entries.flatMap((e) =>
      e.isDirectory() ? [`shared/${e.name}/any.ts`] : e.name.endsWith('.ts') ? [`shared/${e.name}`] : [],
    );
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((path) => !onAFloor(path))).toEqual([]);
    // The check can fail: a folder no floor names is not placed.
    expect(onAFloor('shared/newRoom/any.ts')).toBe(false);
  });

  it.each([
    [
      'engine-imports-no-face',
      {
        'backend/app.ts': 'export const port = 8787;\n',
        'shared/score.ts': "import { port } from '../backend/app';\nexport const p = port;\n",
      },
    ],
    [
      'extension-imports-no-other-face',
      {
        'backend/app.ts': 'export const port = 8787;\n',
        'extension/panel.ts': "import { port } from '../backend/app';\nexport const p = port;\n",
      },
    ],
    [
      'backend-imports-no-other-face',
      {
        'extension/panel.ts': 'export const tab = 1;\n',
        'backend/app.ts': "import { tab } from '../extension/panel';\nexport const t = tab;\n",
      },
    ],
    [
      'ui-imports-only-the-engine',
      { 'extension/state.ts': 'export const s = 1;\n', 'ui/card.ts': "import { s } from '../extension/state';\nexport const c = s;\n" },
    ],
    [
      'faces-enter-the-engine-by-its-doors',
      {
        'shared/score.ts': 'export const score = 1;\n',
        'backend/app.ts': "import { score } from '../shared/score';\nexport const s = score;\n",
      },
    ],
    [
      'faces-name-the-engine-by-its-package',
      {
        'shared/index.ts': 'export const score = 1;\n',
        'web/app.ts': "import { score } from '../shared/index';\nexport const s = score;\n",
      },
    ],
    [
      'tools-import-no-tests',
      {
        'test/support/server.ts': 'export const start = 1;\n',
        'bench/api.ts': "import { start } from '../test/support/server';\nexport const b = start;\n",
      },
    ],
    [
      'forecast-does-not-import-editor',
      {
        'shared/concepts/bait.ts': 'export const bait = 1;\n',
        'shared/forecast/words.ts': "import { bait } from '../concepts/bait';\nexport const w = bait;\n",
      },
    ],
    [
      'editor-does-not-import-forecast',
      {
        'shared/phoenix/weights.ts': 'export const weight = 1;\n',
        'shared/editorModel/annoyance.ts': "import { weight } from '../phoenix/weights';\nexport const a = weight;\n",
      },
    ],
    [
      'voices-do-not-import-the-explanation',
      {
        'shared/explanation/verdict.ts': 'export const verdict = 1;\n',
        'shared/concepts/bait.ts': "import { verdict } from '../explanation/verdict';\nexport const b = verdict;\n",
      },
    ],
    [
      'engine-floors-import-downward',
      {
        'shared/post/words.ts': 'export const words = 1;\n',
        'shared/cues/lexicon.ts': "import { words } from '../post/words';\nexport const cues = words;\n",
      },
    ],
    [
      'engine-rooms-beside-each-other-apart',
      {
        'shared/platformFacts/limits.ts': 'export const limit = 280;\n',
        'shared/cues/lexicon.ts': "import { limit } from '../platformFacts/limits';\nexport const cues = limit;\n",
      },
    ],
    [
      'engine-room-on-a-floor',
      {
        'shared/schemas.ts': 'export const span = 1;\n',
        'shared/newRoom/thing.ts': "import { span } from '../schemas';\nexport const thing = span;\n",
      },
    ],
    [
      'no-cycle-in-engine',
      {
        // Inside one room, where the floors do not look: the cycle rule alone catches it.
        'shared/post/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'shared/post/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
    ],
    [
      'no-cycle-in-engine',
      {
        // A type named across two files of one room is a cycle too.
        'shared/post/a.ts': "import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n",
        'shared/post/b.ts': "import type { A } from './a';\nexport interface B {\n  a?: A;\n}\n",
      },
    ],
  ])(
    'fail on a deliberate %s',
    async (rule, files) => {
      const dir = tree(files);
      const { code, out } = await cruise(dir, [...new Set(Object.keys(files).map((f) => f.split('/')[0] as string))]);
      expect(code).not.toBe(0);
      expect(out).toContain(`error ${rule}:`);
    },
    60_000,
  );

  it('let the engine package resolve only at its doors: a deep import does not resolve', () => {
    const require = createRequire(join(REPO, 'backend/app.ts'));
    expect(realpathSync(require.resolve('@preflight/engine'))).toBe(join(REPO, 'shared/index.ts'));
    expect(realpathSync(require.resolve('@preflight/engine/wire'))).toBe(join(REPO, 'shared/wire.ts'));
    expect(() => require.resolve('@preflight/engine/score')).toThrow(/not defined by "exports"/u);
  });
});
