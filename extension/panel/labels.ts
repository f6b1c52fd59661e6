// Words and number formats the panel shows.
import type { Decision, Platform, PhoenixActionName, PostFormat } from '../../shared/index';

export const ACTION_LABELS: Record<PhoenixActionName, string> = {
  favorite: 'Like',
  reply: 'Reply',
  repost: 'Repost',
  quote: 'Quote',
  click: 'Open post',
  profile_click: 'Profile visit',
  photo_expand: 'Photo expand',
  vqv: 'Video view',
  share: 'Share',
  share_via_dm: 'Share by DM',
  share_via_copy_link: 'Copy link',
  dwell: 'Dwell',
  open_link: 'Open link',
  follow_author: 'Follow',
  not_interested: 'Not interested',
  block_author: 'Block',
  mute_author: 'Mute',
  report: 'Report',
  not_dwelled: 'Scroll past',
};

export const DECISION_HINTS: Record<Decision, string> = {
  publish: 'Good to post',
  revise: 'Worth another pass',
  reject: 'Fix before posting',
};

export const FORMAT_LABELS: Record<PostFormat, string> = {
  problem_diagnosis: 'Problem → diagnosis',
  build_in_public: 'Build in public',
  tactical_checklist: 'Tactical checklist',
  contrarian: 'Contrarian take',
};

/**
 * What the action contributions add up to. The weights are X's (phoenix), so only on X is it X's
 * weighted score; elsewhere it is the ranking score the engine stands in for.
 */
export function rankingScoreName(platform: Platform): string {
  return platform === 'x' ? 'X’s weighted score' : 'the ranking score';
}

/** Per-impression probabilities are small: two significant digits, as a percentage. */
export function formatProbability(p: number): string {
  if (p === 0) return '0%';
  const pct = p * 100;
  return `${pct >= 1 ? pct.toFixed(1) : pct.toPrecision(2)}%`;
}

export function formatSigned(x: number): string {
  const digits = Math.abs(x) >= 0.01 ? 3 : 2;
  const s = Math.abs(x) < 1e-12 ? '0' : x.toPrecision(digits);
  return x > 0 ? `+${s}` : s;
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

export function formatMinutes(min: number): string {
  if (min < 60) return `${Math.round(min)} min`;
  const h = min / 60;
  return `${h < 10 ? h.toFixed(1).replace(/\.0$/, '') : Math.round(h)} h`;
}
