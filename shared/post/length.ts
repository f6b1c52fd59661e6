// A text's length as each platform counts it toward its limit (shared/platformFacts/limits.ts), and where the
// limit falls in the text.
import twitterText from 'twitter-text';
import { codePointLength, type Platform, type WeightedLength } from '../schemas';
import { PLATFORM_LIMITS } from '../platformFacts/limits';
import { linksOf, type LinkEntity } from './xLinks';

const URL_PATTERN = /\bhttps?:\/\/[^\s]+/giu;
const MASTODON_URL_LENGTH = 23;
/** A handle on another server ("@ada@example.social"): Mastodon's counter counts only its "@ada" (its compose counter's countableText). */
const MASTODON_REMOTE_HANDLE = /(^|[^/\w])@([a-z0-9_]+)@[a-z0-9.-]+[a-z0-9]+/giu;

let segmenter: Intl.Segmenter | undefined;
function graphemeCount(text: string): number {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

type XParse = Pick<ReturnType<typeof twitterText.parseTweet>, 'weightedLength' | 'valid' | 'validRangeEnd'>;

/** X's weights (twitter-text's default, v3, config): a character weighs 100 of 100 per unit, a link 23 units. */
const X_SCALE = 100;
const X_LINK_WEIGHT = 23 * X_SCALE;
const X_MAX_WEIGHT = PLATFORM_LIMITS.x.limit * X_SCALE;

/**
 * A character X counts as one and twitter-text reads as nothing else: ASCII and the Latin letters up to
 * U+024F (inside the config's first weight-1 range; nothing there changes under NFC, no emoji but © and ®,
 * none of the characters twitter-text calls invalid), and the dashes and quotes of U+2010–U+201F (another
 * weight-1 range).
 */
function weighsOne(code: number): boolean {
  return (code < 0x250 && code !== 0xa9 && code !== 0xae) || (code >= 0x2010 && code <= 0x201f);
}

/**
 * parseTweet's answer for a text of such characters, from its links alone: its walk over the text, where
 * every other character adds one and is valid. parseTweet itself also normalises the text, looks for emoji
 * and tests every character against a pattern, which is most of its cost (~20 µs for 280 characters).
 * test/shared/xLength.test.ts holds the two equal.
 */
function parseOnesX(text: string, links: readonly LinkEntity[]): XParse {
  const byStart = new Map<number, string>();
  for (const link of links) byStart.set(link.indices[0], link.url);
  let weight = 0;
  let validEnd = 0;
  for (let i = 0; i < text.length; i++) {
    const link = byStart.get(i);
    if (link === undefined) weight += X_SCALE;
    else {
      weight += X_LINK_WEIGHT;
      i += link.length - 1;
    }
    if (weight <= X_MAX_WEIGHT) validEnd = i;
  }
  const weightedLength = weight / X_SCALE;
  return { weightedLength, valid: weightedLength > 0 && weightedLength <= PLATFORM_LIMITS.x.limit, validRangeEnd: validEnd };
}

function onlyOnes(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!weighsOne(text.charCodeAt(i))) return false;
  return true;
}

/** X's count of a text; `links`, when the caller has found them already (the post's features need them too), are not looked for again. */
function parseX(text: string, links?: readonly LinkEntity[]): XParse {
  return onlyOnes(text) ? parseOnesX(text, links ?? linksOf(text)) : twitterText.parseTweet(text);
}

function xLength(parsed: XParse, limit: number): WeightedLength {
  return { platform: 'x', weighted: parsed.weightedLength, limit, unit: PLATFORM_LIMITS.x.unit };
}

/**
 * Where X's limit falls in a text it has parsed; twitter-text knows only the 280 limit, and a longer one (X Premium)
 * is past any text the engine takes.
 */
function xLimitIndex(text: string, parsed: XParse, limit: number): number {
  if (parsed.valid || parsed.weightedLength <= limit) return text.length;
  return limit === PLATFORM_LIMITS.x.limit ? parsed.validRangeEnd + 1 : text.length;
}

/** A text's length on the platform, and where it stops fitting: measured together, from one reading of the text. */
export interface MeasuredLength {
  length: WeightedLength;
  /** The UTF-16 index where the text stops fitting the limit (text.length when it fits): where an over-limit verdict points. */
  fitsUntil: number;
}

/**
 * The post's length and where its limit falls (the platform's limit unless another is given), reading X's count
 * once; `links`, when given, are the text's links as the post's features found them (twitter-text's).
 */
export function measureLength(
  text: string,
  platform: Platform = 'x',
  limit: number = PLATFORM_LIMITS[platform].limit,
  links?: readonly LinkEntity[],
): MeasuredLength {
  if (platform === 'x') {
    const parsed = parseX(text, links);
    return { length: xLength(parsed, limit), fitsUntil: xLimitIndex(text, parsed, limit) };
  }
  const length = weightedLength(text, platform, limit);
  // Where the limit falls is counted only for a text over it: nothing reads it for one that fits.
  return { length, fitsUntil: length.weighted <= limit ? text.length : countedLimitIndex(text, platform, limit) };
}

/** The length the platform itself would count, next to its limit (the platform's, unless another is given). */
export function weightedLength(text: string, platform: Platform = 'x', limit: number = PLATFORM_LIMITS[platform].limit): WeightedLength {
  if (platform === 'x') return xLength(parseX(text), limit);
  const { unit } = PLATFORM_LIMITS[platform];
  let weighted: number;
  if (platform === 'bluesky') {
    weighted = graphemeCount(text);
  } else if (platform === 'mastodon') {
    let urls = 0;
    const withoutUrls = text
      .replace(URL_PATTERN, () => {
        urls++;
        return '';
      })
      .replace(MASTODON_REMOTE_HANDLE, '$1@$2');
    weighted = codePointLength(withoutUrls) + urls * MASTODON_URL_LENGTH;
  } else {
    weighted = codePointLength(text);
  }
  return { platform, weighted, limit, unit };
}

/** The UTF-16 index where text stops fitting the platform's limit (text.length when it fits). */
export function limitIndex(text: string, platform: Platform = 'x', limit: number = PLATFORM_LIMITS[platform].limit): number {
  return platform === 'x' ? xLimitIndex(text, parseX(text), limit) : countedLimitIndex(text, platform, limit);
}

/** limitIndex on a platform that counts graphemes or characters. */
function countedLimitIndex(text: string, platform: Exclude<Platform, 'x'>, limit: number): number {
  if (platform === 'bluesky') {
    segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
    let n = 0;
    for (const s of segmenter.segment(text)) if (++n > limit) return s.index;
    return text.length;
  }
  let n = 0;
  let index = 0;
  for (const ch of text) {
    if (++n > limit) return index;
    index += ch.length;
  }
  return text.length;
}
