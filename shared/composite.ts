// The composite layer: four readable dimensions in [0, 1], each from named features, and their blend.
import type { CompositeDimensions } from './schemas';
import type { TextFeatures } from './features';
import type { PhoenixResult } from './phoenix/phoenix';
import { NEUTRAL_NEGATIVE_SHARE } from './phoenix/neutral';

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Blend of composite_score (0–100): quality of writing first, then the pull and the risk. */
export const COMPOSITE_WEIGHTS = { clarity: 0.3, hook_strength: 0.3, reply_trigger_score: 0.2, annoy_risk: 0.2 } as const;

// Words that open a curiosity gap or a contrast: the hooks copywriting guides name most often.
const HOOK_WORDS = new Set([
  'why', 'how', 'what', 'most', 'never', 'stop', 'mistake', 'mistakes', 'lesson', 'lessons', 'learned', 'secret',
  'nobody', 'everyone', 'unpopular', 'truth', 'wrong', 'actually', 'finally', 'new', 'today', 'just', 'shipped',
]);
const CONTRARIAN = /\b(unpopular opinion|hot take|controversial|change my mind|disagree|myth|overrated|underrated)\b/iu;
const INVITATION = /\b(tell me|what would you|how do you|which (one|do)|curious (how|what|whether)|i'?d love to hear)\b/iu;

/** Clarity: sentences of readable length, little clutter, plain case, a point made in words. */
function clarity(f: TextFeatures): number {
  const wordsPerSentence = f.wordCount / f.sentenceCount;
  const sentencePenalty = wordsPerSentence > 25 ? Math.min(0.35, (wordsPerSentence - 25) * 0.02) : 0;
  const clutter = Math.min(0.3, 0.06 * (f.hashtags.length + f.mentions.length + Math.max(0, f.urls.length - 1)));
  const caps = f.capsRatio > 0.3 ? Math.min(0.25, (f.capsRatio - 0.3) * 0.6) : 0;
  const tooShort = f.wordCount < 5 ? 0.3 : 0;
  const punctuation = Math.min(0.15, Math.max(0, f.exclamations - 1) * 0.05);
  return clamp01(1 - sentencePenalty - clutter - caps - tooShort - punctuation);
}

/** Hook strength: a first line that is short, concrete and opens a gap the reader wants closed. */
function hookStrength(f: TextFeatures): number {
  const hookWords: string[] = f.hook.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let s = 0.35;
  if (f.hookWordCount >= 4 && f.hookWordCount <= 14) s += 0.2;
  else if (f.hookWordCount > 25) s -= 0.15;
  if (/\d/u.test(f.hook)) s += 0.1;
  if (/\?/u.test(f.hook)) s += 0.1;
  if (hookWords.some((w) => HOOK_WORDS.has(w))) s += 0.15;
  if (/^(you|your)\b/iu.test(f.hook) || hookWords.includes('you')) s += 0.05;
  if (f.startsWithMention || /^https?:/iu.test(f.hook)) s -= 0.25;
  if (/^(so|just|hey|hi|hello|ok|okay)\b/iu.test(f.hook)) s -= 0.1;
  return clamp01(s);
}

/** Reply trigger: how much the post asks of the reader, telling a specific question from a generic closer. */
function replyTrigger(f: TextFeatures): number {
  let s = 0.15;
  if (f.question === 'specific') s += 0.45;
  else if (f.question === 'generic') s += 0.15;
  if (INVITATION.test(f.text)) s += 0.15;
  if (CONTRARIAN.test(f.text)) s += 0.15;
  if (f.secondPerson > 0) s += 0.05;
  return clamp01(s);
}

/**
 * Annoy risk: the negative heads' share of the weighted sum, relative to a neutral post's share.
 * r = 1 (neutral) maps to 1/3; three times the neutral share to 0.6; ten times to about 0.83.
 */
function annoyRisk(p: PhoenixResult): number {
  const share = p.negative / Math.max(1e-12, p.positive + p.negative);
  const relative = share / NEUTRAL_NEGATIVE_SHARE;
  return clamp01(relative / (relative + 2));
}

export function compositeDimensions(f: TextFeatures, p: PhoenixResult): CompositeDimensions {
  return {
    clarity: round3(clarity(f)),
    hook_strength: round3(hookStrength(f)),
    reply_trigger_score: round3(replyTrigger(f)),
    annoy_risk: round3(annoyRisk(p)),
  };
}

export function compositeScore(d: CompositeDimensions): number {
  const w = COMPOSITE_WEIGHTS;
  const s = w.clarity * d.clarity + w.hook_strength * d.hook_strength + w.reply_trigger_score * d.reply_trigger_score + w.annoy_risk * (1 - d.annoy_risk);
  return Math.round(s * 1000) / 10;
}
