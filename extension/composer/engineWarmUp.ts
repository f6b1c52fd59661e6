// The engine's first scores in a page are slow: V8 compiles its functions and patterns on first use (and the
// patterns again on their second), and the engine builds its tables; in Chromium the first score was a 55-90 ms
// long task. Right after the engine loads on first focus, the engine's own warm-up steps (shared/warmUp/warmUp.ts,
// each a few milliseconds) run in idle periods, up to 12 ms of them per period, then a post and a thread on this site's platform, so
// neither a long task nor the slow first score lands in the writer's first pause in typing.
import { warmUpSteps, type Platform } from '@preflight/engine';
import { liveScore } from '../state/liveScore';

const WARM_UP_TEXTS = [
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step would you delete first? #buildinpublic',
  '1/ We shipped annual plans and revenue doubled.\n2/ The trick was one honest comparison table: ' +
    'https://example.com/pricing\n3/ Next we test monthly discounts 🚀',
];

interface IdleDeadline {
  timeRemaining(): number;
}
type IdleWindow = Window & { requestIdleCallback?: (run: (deadline: IdleDeadline) => void, options?: { timeout: number }) => number };

/**
 * How much of one idle period the warm-up may use: steps run back to back until this much time has passed,
 * so the warm-up finishes in a few frames, yet no task grows long (a step takes a few milliseconds).
 */
const SLICE_MS = 12;

/** Runs the warm-up in idle periods, several short steps per period, each period its own short task. */
export function warmUpEngine(win: Window, platform: Platform): void {
  const steps = [...warmUpSteps(), ...WARM_UP_TEXTS.map((text) => () => void liveScore({ text, platform, persona: '' }))];
  let next = 0;
  const runSlice = (deadline?: IdleDeadline) => {
    const start = win.performance.now();
    do {
      const step = steps[next++];
      if (step === undefined) return;
      step();
    } while (win.performance.now() - start < SLICE_MS && (deadline?.timeRemaining() ?? 0) > 1);
    schedule();
  };
  const schedule = () => {
    const w = win as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(runSlice, { timeout: 2_000 });
    else win.setTimeout(() => runSlice(), 0);
  };
  schedule();
}
