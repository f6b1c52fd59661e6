// Engine speed and memory: the engine runs on every pause in typing, so a score must take well under a frame.
import { score } from '../shared/index';
import { pathToFileURL } from 'node:url';

const CASES: Record<string, string> = {
  short: 'We cut onboarding from 20 minutes to 4. Which step would you delete first?',
  typical: 'Three things I learned shipping our first paid plan:\n1. Charge earlier than feels comfortable.\n2. Annual plans fund the roadmap.\n3. Talk to every churned user. Which one surprised you?',
  bait: 'RT IF YOU AGREE!!! Like if you love it, follow for follow #a #b #c #d #e #f',
  thread: Array.from({ length: 8 }, (_, i) => `${i + 1}/ Part ${i + 1} of the story, where we explain one step of the launch in enough detail to be useful.`).join('\n'),
  long_linkedin: 'We rebuilt our pricing page. '.repeat(120),
};

function measure(text: string, iterations: number, extra: { want_panel?: boolean; platform?: 'x' | 'linkedin' } = {}): number {
  for (let i = 0; i < 20; i++) score({ text, ...extra });
  const start = performance.now();
  for (let i = 0; i < iterations; i++) score({ text, ...extra });
  return (performance.now() - start) / iterations;
}

export async function benchEngine(): Promise<void> {
  console.log('\n# engine: score() per call');
  console.log('case            ms/call   calls/s');
  const results: Record<string, number> = {};
  for (const [name, text] of Object.entries(CASES)) {
    const ms = measure(text, name === 'thread' || name === 'long_linkedin' ? 100 : 400, name === 'long_linkedin' ? { platform: 'linkedin' } : {});
    results[name] = ms;
    console.log(`${name.padEnd(15)} ${ms.toFixed(3).padStart(7)} ${Math.round(1000 / ms).toString().padStart(9)}`);
  }
  const panel = measure(CASES.typical as string, 400, { want_panel: true });
  console.log(`typical+panel   ${panel.toFixed(3).padStart(7)} ${Math.round(1000 / panel).toString().padStart(9)}`);
  console.log(`ratio thread/typical: ${((results.thread ?? 0) / (results.typical ?? 1)).toFixed(2)}x; panel/typical: ${(panel / (results.typical ?? 1)).toFixed(2)}x`);

  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const keep: unknown[] = [];
  for (let i = 0; i < 1000; i++) keep.push(score({ text: `${CASES.typical} ${i}` }));
  const perResult = (process.memoryUsage().heapUsed - before) / keep.length;
  console.log(`retained heap per result: ~${(perResult / 1024).toFixed(1)} KiB (1,000 results kept)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchEngine();
