// The engine against another checkout of it, on a machine shared with other work: wall-clock medians there
// move by two or three times between runs, so this runs both engines in one process, turn about, on the
// engine bench's own texts, and times each turn in CPU time (process.cpuUsage), which waiting for a core
// does not inflate. The lowest turn is the steadiest figure; the median is printed beside it.
//
//   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
//   npx tsx bench/engineVersus.ts /tmp/before [turns]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { score as scoreHere } from '@preflight/engine';
import { CASES, versions } from './engine';

type Score = typeof scoreHere;

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** CPU ms per call over `iterations` calls, cycling through the text's versions as the engine bench does. */
function turn(score: Score, texts: readonly string[], iterations: number, platform: 'x' | 'linkedin' | undefined): number {
  const start = cpuMs();
  for (let i = 0; i < iterations; i++) score({ text: texts[i % texts.length] as string, platform });
  return (cpuMs() - start) / iterations;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

async function main(): Promise<void> {
  const other = process.argv[2];
  if (!other) throw new Error('usage: npx tsx bench/engineVersus.ts <other checkout> [turns]');
  const turns = Number(process.argv[3] ?? 21);
  const module = (await import(pathToFileURL(resolve(other, 'shared/index.ts')).href)) as { score: Score };
  console.log(`# score() CPU ms per call: ${other} (there) against this checkout (here), ${turns} turns each`);
  console.log(
    `${'case'.padEnd(20)} ${'there min'.padStart(10)} ${'here min'.padStart(10)} ${'ratio'.padStart(6)} ` +
      `${'there med'.padStart(10)} ${'here med'.padStart(10)}`,
  );
  for (const [name, c] of Object.entries(CASES)) {
    const texts = versions(c.text);
    for (let i = 0; i < 40; i++) {
      module.score({ text: texts[i % texts.length] as string, platform: c.platform });
      scoreHere({ text: texts[i % texts.length] as string, platform: c.platform });
    }
    const there: number[] = [];
    const here: number[] = [];
    for (let t = 0; t < turns; t++) {
      there.push(turn(module.score, texts, c.iterations, c.platform));
      here.push(turn(scoreHere, texts, c.iterations, c.platform));
    }
    const [a, b] = [Math.min(...there), Math.min(...here)];
    console.log(
      `${name.padEnd(20)} ${a.toFixed(3).padStart(10)} ${b.toFixed(3).padStart(10)} ` +
        `${(b / a).toFixed(2).padStart(6)} ${median(there).toFixed(3).padStart(10)} ` +
        `${median(here).toFixed(3).padStart(10)}`,
    );
  }
}

await main();
