// What the forecast reads in a post: a fixed list of measurements, each counted the way the platform counts
// it, each a cue that readers see before they act. The forecast's effects are fitted on real outcomes for
// exactly these (npm run fit); no editorial judgement enters here.
//
// A trailing t.co link (an attachment in API or export text, shared/post/attachmentLink.ts) is kept apart as
// `attachment_link`: in old data it mixes media (more likes) with links (fewer).
import { wordValences } from '../post/wordValences';
import type { PostContext } from '../post/postContext';
import { cueFinder } from '../post/cueFinder';
import { POINTS_ELSEWHERE } from '../cues/pointsElsewhereCues';
import { FITTED_ANNOUNCEMENT, FITTED_STAKES } from './fittedNewsCues';
import { matchSpans } from '../text/matches';
import { IMPERATIVE_OPENERS, FIRST_PERSON_SINGULAR, SECOND_PERSON } from './personWords';
import { linkKinds, typedLength } from '../post/attachmentLink';
import type { TextFeatures } from '../post/features';
import { hasQuestionMark } from '../post/questions';
import type { Platform } from '../schemas';
import { englishCharacters } from '../cues/englishEquivalent';

export const FORECAST_FEATURES = [
  'external_link',
  'attachment_link',
  'length',
  'hashtags',
  'mentions',
  'opens_with_mention',
  'exclamation',
  'question',
  'first_person',
  'second_person',
  'positive_words',
  'negative_words',
  'emoji',
  'imperative_opener',
  'pointer_label',
  'manual_repost',
  'shouted_words',
  'numbers',
  'announcement',
  'stakes',
] as const;
export type ForecastFeature = (typeof FORECAST_FEATURES)[number];

/** The measurements read from words in the cue languages: in a post whose words cannot be read they are unknown, not absent. */
export const WORD_FEATURES: ReadonlySet<ForecastFeature> = new Set<ForecastFeature>([
  'first_person',
  'second_person',
  'positive_words',
  'negative_words',
  'imperative_opener',
  'pointer_label',
  'announcement',
  'stakes',
]);

/** One post's measurements, in FORECAST_FEATURES order, plus where each was found (for the reasons). */
export type ForecastVector = Float64Array;

// The same finders the editor's concepts use (the news cues as fitted: shared/forecast/fittedNewsCues.ts): a
// lexicon is searched once per post, whichever voice asks first.
const findPointer = cueFinder(POINTS_ELSEWHERE);
const findNews = cueFinder(FITTED_ANNOUNCEMENT);
const findStakes = cueFinder(FITTED_STAKES);
/** A manual repost or credit: "RT @name", "MT @name", "via @name", "h/t @name". */
export const MANUAL_REPOST = /(?<![\p{L}\p{N}])(?:RT|MT)\s*@\w+|(?<![\p{L}\p{N}])(?:via|h\/t|HT)\s+@\w+/giu;
const _TCO = /^https?:\/\/t\.co\//iu;

/** How much of a platform's limit the post fills, on a log scale: ln(1 + weighted length / 28). */
function lengthScale(weighted: number): number {
  return Math.log1p(weighted / 28);
}

// How much a character of Chinese or Japanese says, in Latin characters. X weighs each as 2 because these
// scripts "convey about double the amount of information in one character" (Twitter, "Giving you more
// characters to express yourself", Sep 2017), and that holds for Japanese, whose kana are light. Chinese
// is denser still: running text averages 1.6–1.7 characters per word (DeFrancis 1943; Zheng 1957), where an
// English tweet spends 5.7 characters per word, its space and punctuation included (7,742 tweets of five
// words or more in the first 4,000 of Tan, Lee and Pang's 2014 training pairs, the data the length effect
// was fitted on): 5.7 / 1.65 ≈ 3.5.
const JAPANESE_CHARACTER = 2;
const ENGLISH_CHARACTERS_PER_WORD = 5.7;
const CHINESE_CHARACTERS_PER_WORD = 1.65;
const CHINESE_CHARACTER = ENGLISH_CHARACTERS_PER_WORD / CHINESE_CHARACTERS_PER_WORD;

/** The characters of a post's prose: what its words take, links, handles and hashtags aside. */
function proseCharacters(f: Pick<TextFeatures, 'text' | 'urls' | 'mentions' | 'hashtags'>): number {
  let n = f.text.length;
  for (const spans of [f.urls, f.mentions, f.hashtags]) for (const s of spans) n -= s.end - s.start;
  return Math.max(0, n);
}

/**
 * The length the forecast reads: what the writer typed, as the platform counts it, as the English it would
 * take to say as much. Chinese and Japanese characters count as the Latin characters it would take; the
 * prose of a post in German, Spanish, French, Portuguese or Italian counts as the English characters of the
 * same words (shared/cues/englishEquivalent.ts); links, handles and hashtags count as typed. The length
 * effect was fitted on English, where it measures how much a post says; otherwise a Chinese post would read
 * as a short one for the script it is written in, and a Spanish post as a longer one than its English twin.
 */
export function forecastLength(
  typed: number,
  f: Pick<TextFeatures, 'cjk' | 'cueReading' | 'text' | 'urls' | 'mentions' | 'hashtags'>,
  platform: Platform,
): number {
  const prose = proseCharacters(f);
  const english = englishCharacters(prose, f.cueReading);
  if (english !== prose) return Math.max(0, Math.round(typed - prose + english));
  const { han, kana } = f.cjk;
  const characters = han + kana;
  if (characters === 0) return typed;
  const counted = platform === 'x' ? 2 * characters : characters;
  const each = kana > 0 ? JAPANESE_CHARACTER : CHINESE_CHARACTER;
  return Math.max(0, Math.round(typed - counted + characters * each));
}

export interface ForecastReading {
  vector: ForecastVector;
  /** The weighted length without a trailing attachment link: what the writer typed. */
  typedLength: number;
  /** The length the forecast reads (forecastLength): the typed length, or its English equivalent for an unspaced script. */
  readLength: number;
}

/** The forecast's measurements of one post on its platform. */
export function readForecastFeatures(ctx: PostContext): ForecastReading {
  const { f, length, platform } = ctx;
  const v = new Float64Array(FORECAST_FEATURES.length);
  const links = linkKinds(f);
  const typed = typedLength(f, length, platform).weighted;
  let positive = 0;
  let negative = 0;
  let first = false;
  let second = false;
  // Each word list of the post's own language (shared/cues/cueLanguages.ts).
  const valences = wordValences(ctx);
  const firstPerson = FIRST_PERSON_SINGULAR(f.cueReading);
  const secondPerson = SECOND_PERSON(f.cueReading);
  for (let i = 0; i < f.words.length; i++) {
    const w = f.words[i] as string;
    const valence = valences[i] as number;
    if (valence > 0) positive++;
    else if (valence < 0) negative++;
    if (!first && firstPerson.has(w)) first = true;
    if (!second && secondPerson.has(w)) second = true;
  }
  const opener = f.words[0];
  const startsWithWord = opener !== undefined && f.wordSpans[0] !== undefined && f.text.slice(0, f.wordSpans[0].start).trim() === '';
  v[0] = links.external > 0 ? 1 : 0;
  v[1] = links.attachment ? 1 : 0;
  const readLength = forecastLength(typed, f, platform);
  v[2] = lengthScale(readLength);
  v[3] = Math.min(4, f.hashtags.length);
  v[4] = Math.min(4, Math.max(0, f.mentions.length - (f.startsWithMention ? 1 : 0)));
  v[5] = f.startsWithMention ? 1 : 0;
  v[6] = f.exclamations > 0 ? 1 : 0;
  v[7] = hasQuestionMark(f.text) ? 1 : 0;
  v[8] = first ? 1 : 0;
  v[9] = second ? 1 : 0;
  v[10] = Math.min(3, positive);
  v[11] = Math.min(3, negative);
  v[12] = f.emoji.length > 0 ? 1 : 0;
  v[13] = startsWithWord && IMPERATIVE_OPENERS(f.cueReading).has(opener) ? 1 : 0;
  v[14] = findPointer(ctx).spans.length > 0 ? 1 : 0;
  v[15] = matchSpans(f.text, MANUAL_REPOST).length > 0 ? 1 : 0;
  v[16] = Math.min(3, f.shoutWords.length);
  v[17] = f.numbers.length > 0 ? 1 : 0;
  v[18] = findNews(ctx).spans.length > 0 ? 1 : 0;
  v[19] = findStakes(ctx).spans.length > 0 ? 1 : 0;
  return { vector: v, typedLength: typed, readLength };
}
