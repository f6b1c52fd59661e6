// The engine's first scores in a page are slow: V8 compiles its functions and patterns on first use (and the
// patterns again on their second), and the engine builds its tables; in Chromium the first score was a 55-90 ms
// long task. Right after the engine loads on first focus, the engine's own warm-up steps (shared/warmUp.ts,
// each a few milliseconds) run one per idle period, then a post and a thread on this site's platform, so
// neither a long task nor the slow first score lands in the writer's first pause in typing.
import { warmUpSteps, type Platform } from '../../shared/index';
import { liveScore } from '../state/liveScore';

const WARM_UP_TEXTS = [
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step would you delete first? #buildinpublic',
  '1/ We shipped annual plans and revenue doubled.\n2/ The trick was one honest comparison table: https://example.com/pricing\n3/ Next we test monthly discounts 🚀',
];

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** Runs the warm-up one step per idle period, so each step is its own short task. */
export function warmUpEngine(win: Window, platform: Platform): void {
  const idle = (run: () => void) => {
    const w = win as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2_000 });
    else win.setTimeout(run, 0);
  };
  const steps = [...warmUpSteps(), ...WARM_UP_TEXTS.map((text) => () => void liveScore({ text, platform, persona: '' }))];
  const next = (i: number) => {
    const step = steps[i];
    if (step === undefined) return;
    idle(() => {
      step();
      next(i + 1);
    });
  };
  next(0);
}
