// The engine's first scores in a page are slow (V8 compiles its functions on first use, and the engine
// builds its tables): about 70 ms for the first and 20 ms for the next in Chromium, each a long task. Done
// here, in idle time right after the engine loads on first focus, they do not land in the writer's first
// pause in typing. Texts of two shapes (a post, a thread) so both paths are compiled.
import type { Platform } from '../../shared/index';
import { liveScore } from '../state/liveScore';

const WARM_UP_TEXTS = [
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step would you delete first? #buildinpublic',
  '1/ We shipped annual plans and revenue doubled.\n2/ The trick was one honest comparison table: https://example.com/pricing\n3/ Next we test monthly discounts 🚀',
];

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** Scores the warm-up texts one per idle period, so each is its own task. */
export function warmUpEngine(win: Window, platform: Platform): void {
  const idle = (run: () => void) => {
    const w = win as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2_000 });
    else win.setTimeout(run, 0);
  };
  const next = (i: number) => {
    const text = WARM_UP_TEXTS[i];
    if (text === undefined) return;
    idle(() => {
      liveScore({ text, platform, persona: '' });
      next(i + 1);
    });
  };
  next(0);
}
