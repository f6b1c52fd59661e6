// Engagement bait: asking for likes, reposts or follows in exchange for nothing. X labels these patterns
// for its high-recall spam filtering and demotes them (X Help: "Platform manipulation and spam policy").
import type { Blocker } from '../schemas';

const BAIT_PATTERNS: RegExp[] = [
  /\b(?:rt|retweet|repost|share)\s+(?:this\s+)?if\b/giu,
  /\b(?:like|fav(?:ou?rite)?|heart)\s+(?:this\s+)?if\b/giu,
  /\bfollow\s+(?:for|4)\s+(?:a\s+)?follow\b/giu,
  /\b(?:f4f|l4l|rt4rt|like4like|follow4follow|followback|follow\s+back)\b/giu,
  /\bfollow\s+(?:me\s+)?for\s+more\b/giu,
  /\btag\s+(?:a|\d+|two|three|five)\s+(?:friends?|people|someone)\b/giu,
  /\b(?:comment|reply|type)\s+["'“]?\w{1,12}["'”]?\s+(?:below|to\s+get|for\s+the|and\s+i'?ll)\b/giu,
  /\bsmash\s+(?:that\s+)?(?:like|follow|rt)\b/giu,
  /\b(?:like|rt|retweet)\s+for\s+(?:a\s+)?(?:shout\s*out|follow)\b/giu,
];

export function engagementBait(text: string): Blocker[] {
  const found: Blocker[] = [];
  for (const pattern of BAIT_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      found.push({
        code: 'engagement_bait',
        severity: 'block',
        message: `"${m[0]}" asks for engagement in exchange for nothing; X demotes engagement bait.`,
        fix: 'Remove the request and give readers a reason to engage: a specific question, a useful detail, or a clear opinion.',
        span: { start: m.index, end: m.index + m[0].length },
      });
    }
  }
  return found.sort((a, b) => (a.span?.start ?? 0) - (b.span?.start ?? 0));
}
