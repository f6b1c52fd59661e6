// Engine speed, answer size and memory (issue 12's budgets): the engine runs on every pause in typing and on
// every API call. Each figure is the median of REPEATS runs with its spread, beside its budget.
import { generateOffline, score } from '../shared/index';
import { pathToFileURL } from 'node:url';
import { REPEATS, percentile, summarise, verdict, type Budget } from './stats';

// A 280-character post: the size the engine's budget is stated for.
const POST_280 = 'We cut our onboarding from 20 minutes to 4 by deleting three setup steps and a tour nobody finished. Activation went from 21% to 34% in one week. Which step in your own product would you delete first, and what would it cost you to try that this week? Tell us: we read every reply.';
const LONG_4000 = `${'We rebuilt our pricing page around one question: what does a team of five pay in its first year? '.repeat(40)}`.slice(0, 4000);

const CASES: Record<string, { text: string; platform?: 'x' | 'linkedin'; budget?: Budget; iterations: number }> = {
  short: { text: 'We cut onboarding from 20 minutes to 4. Which step would you delete first?', iterations: 400 },
  post_280: { text: POST_280, iterations: 400, budget: { limit: 0.2, kind: 'max' } },
  bait: { text: 'RT IF YOU AGREE!!! Like if you love it, follow for follow #a #b #c #d #e #f', iterations: 400 },
  thread_8: {
    text: Array.from({ length: 8 }, (_, i) => `${i + 1}/ Part ${i + 1} of the story, where we explain one step of the launch in enough detail to be useful.`).join('\n'),
    iterations: 100,
    budget: { limit: 1, kind: 'max' },
  },
  long_4000_linkedin: { text: LONG_4000, platform: 'linkedin', iterations: 100 },
};

/** Mean ms per call over `iterations` calls, after a warm-up. */
function run(text: string, iterations: number, platform?: 'x' | 'linkedin'): number {
  for (let i = 0; i < 20; i++) score({ text, platform });
  const start = performance.now();
  for (let i = 0; i < iterations; i++) score({ text, platform });
  return (performance.now() - start) / iterations;
}

const row = (name: string, s: { median: number; low: number; high: number }, extra: string, perSecond = true) =>
  `${name.padEnd(20)} ${s.median.toFixed(3).padStart(8)} ${`${s.low.toFixed(3)}–${s.high.toFixed(3)}`.padStart(13)} ${(perSecond ? Math.round(1000 / s.median).toString() : '').padStart(8)}  ${extra}`;

export async function benchEngine(): Promise<void> {
  console.log(`\n# engine: score() per call, ms (median of ${REPEATS} runs, spread), calls/s, budget`);
  console.log(`${'case'.padEnd(20)} ${'median'.padStart(8)} ${'spread'.padStart(13)} ${'calls/s'.padStart(8)}  budget`);
  for (const [name, c] of Object.entries(CASES)) {
    const s = summarise(Array.from({ length: REPEATS }, () => run(c.text, c.iterations, c.platform)));
    console.log(row(name, s, verdict(s.median, c.budget)));
  }

  // Tail latency at 4,000 characters: single calls, the 99th percentile.
  const single: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    score({ text: `${LONG_4000.slice(0, 3990)} ${i}`, platform: 'linkedin' });
    single.push(performance.now() - t);
  }
  const p99 = percentile(single, 0.99);
  console.log(`${'p99 at 4,000 chars'.padEnd(20)} ${p99.toFixed(3).padStart(8)} ${''.padStart(13)} ${''.padStart(8)}  ${verdict(p99, { limit: 2, kind: 'max' })}`);

  // Offline drafts: five variants drafted and scored.
  const drafts = summarise(
    Array.from({ length: REPEATS }, (_, r) => {
      const t = performance.now();
      generateOffline({ idea: `weekly small releases beat big launches ${r}`, n_variants: 5 });
      return performance.now() - t;
    }),
  );
  console.log(row('5 offline drafts', drafts, verdict(drafts.median, { limit: 20, kind: 'max' }), false));

  const lean = Buffer.byteLength(JSON.stringify(score({ text: POST_280 })));
  const full = Buffer.byteLength(JSON.stringify(score({ text: POST_280, explain: 'full' })));
  console.log(`answer for a 280-character post: ${(lean / 1024).toFixed(1)} KiB (${verdict(lean / 1024, { limit: 8, kind: 'max' })}); with explain "full": ${(full / 1024).toFixed(1)} KiB`);

  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const keep: unknown[] = [];
  for (let i = 0; i < 1000; i++) keep.push(score({ text: `${POST_280} ${i}` }));
  const perResult = (process.memoryUsage().heapUsed - before) / keep.length;
  console.log(`retained heap per result: ~${(perResult / 1024).toFixed(1)} KiB (1,000 results kept${globalThis.gc ? '' : '; run with --expose-gc for a steadier figure'})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchEngine();
