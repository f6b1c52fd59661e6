// npm run bench: every benchmark, one after another, printing numbers and ratios.
import { benchEngine } from './engine';

const suites: [string, () => Promise<void>][] = [['engine', benchEngine]];
for (const file of ['./api', './check']) {
  try {
    const mod = (await import(file)) as Record<string, unknown>;
    const fn = Object.values(mod).find((v): v is () => Promise<void> => typeof v === 'function');
    if (fn) suites.push([file.slice(2), fn]);
  } catch (error) {
    console.warn(`(skipping bench ${file}: ${(error as Error).message})`);
  }
}
for (const [, run] of suites) await run();
