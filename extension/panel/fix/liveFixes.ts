// The fixes the engine can make to the draft on screen, each with the score its text would get. Asked for
// only when the panel shows them, after a pause in typing: each fix is a whole extra score. The draft's own
// result is passed in, so it is not scored twice. A composer box over the limit gets the engine's split too,
// scored as the thread it becomes: the panel writes it as the site's own thread, one box a part.
import { suggestFixes, type Fix, type ScoreResult } from '@preflight/engine';
import { postingInputs, type LiveScoreRequest } from '../../state/liveScore';

export function liveFixes({ text, platform, persona, account, onePost, xPremium }: LiveScoreRequest, result?: ScoreResult): Fix[] {
  const request = { text, platform, persona: persona.trim() || undefined, ...postingInputs({ onePost, xPremium, platform }) };
  try {
    return suggestFixes(account ? { ...request, account } : request, result);
  } catch {
    // A draft the engine cannot fix mechanically has no fixes to offer; its score already says why.
    return [];
  }
}
