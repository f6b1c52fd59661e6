// The over-limit verdict says first the remedy the engine offers. When cutting only what the editor marks as
// removable brings the post within the limit (cut to fit), the verdict leads with the cut ("Over X's 280: cut
// 12 characters, or split into a thread of 2"); otherwise with the split the engine makes. Decided from the
// text alone, whether or not fixes were asked for, so the same post always reads the same.
import type { ScoreResult } from '../schemas';
import { overLimit } from '../concepts/overLimit/overLimit';
import { typedLength } from '../post/attachmentLink';
import { cutToLimit } from './cutToLimit';
import type { FixContext } from './fixContext';

/** The blockers and reasons with the over-limit advice cut first, or undefined when they stand as they are. */
export function cutFirst(c: FixContext): Pick<ScoreResult, 'blockers' | 'reasons'> | undefined {
  const { result, post } = c;
  const before = result.blockers.find((b) => b.code === 'over_limit');
  if (!before || result.thread || !cutToLimit(c)) return undefined;
  const [after] = overLimit(
    { text: post.f.text, prose: post.f.prose, platform: c.platform },
    typedLength(post.f, post.length, c.platform),
    post.fitsUntil,
    'over_limit',
    true,
  );
  if (!after || after.message === before.message) return undefined;
  const now = { ...before, message: after.message, fix: after.fix };
  return {
    blockers: result.blockers.map((b) => (b === before ? now : b)),
    // The reason says the verdict's own words (the concept's explanation), so it changes with them.
    reasons: result.reasons.map((r) => (r.concept === 'over_limit' && r.text === before.fix ? { ...r, text: now.fix } : r)),
  };
}
