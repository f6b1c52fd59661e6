// A blocker's problem in a few plain words, for a one-line verdict ("Will be held back: engagement bait").
import type { BlockerCode } from '../schemas';

const BLOCKER_NAMES: Record<BlockerCode, string> = {
  over_limit: 'too long',
  engagement_bait: 'engagement bait',
  too_many_hashtags: 'too many hashtags',
  too_many_mentions: 'too many mentions',
  bare_link: 'a bare link',
  shouting: 'all capitals',
  repeated_characters: 'stretched text',
  offensive_language: 'offensive words',
  thread_head_not_standalone: 'first post needs context',
  thread_part_over_limit: 'a thread part is too long',
  contempt: 'contempt',
  clickbait: 'clickbait',
  humblebrag: 'humblebrag',
  jargon: 'jargon',
  hedging: 'hedging',
  throat_clearing: 'slow start',
  topic_switch: 'two topics in one',
  empty_post: 'nothing to read',
  placeholder: 'a placeholder left in',
  not_words: 'not words',
  hard_to_read: 'hard to read',
  vague: 'vague words',
  emoji_spam: 'too many emoji',
};

export function blockerName(code: BlockerCode): string {
  return BLOCKER_NAMES[code];
}
