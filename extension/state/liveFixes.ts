// The fixes the engine can make to the draft on screen, each with the score its text would get. Asked for
// only when the panel shows them, after a pause in typing: each fix is a whole extra score. The draft's own
// result is passed in, so it is not scored twice.
import { suggestFixes, type Fix, type ScoreResult } from '../../shared/index';
import { postingInputs, type LiveScoreRequest } from './liveScore';

const overTheLimit = (result: ScoreResult | undefined) => result?.blockers.some((b) => b.code === 'over_limit' && b.severity === 'block') === true;

export function liveFixes({ text, platform, persona, account, onePost, xPremium }: LiveScoreRequest, result?: ScoreResult): Fix[] {
  const ask = (one: boolean | undefined) => {
    const request = { text, platform, persona: persona.trim() || undefined, ...postingInputs({ onePost: one, xPremium, platform }) };
    return suggestFixes(account ? { ...request, account } : request, result);
  };
  try {
    const fixes = ask(onePost);
    if (!onePost || !overTheLimit(result) || fixes.some((f) => f.kind === 'split_thread')) return fixes;
    // One box cannot hold a thread, so the engine offers no split for it; the panel can still write the split as
    // the site's own thread, one box a part (panel/ThreadParts.tsx): the split of the same text, scored as a thread.
    const split = ask(false).find((f) => f.kind === 'split_thread');
    return split ? [...fixes, split] : fixes;
  } catch {
    // A draft the engine cannot fix mechanically has no fixes to offer; its score already says why.
    return [];
  }
}
