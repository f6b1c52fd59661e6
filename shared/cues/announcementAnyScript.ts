// Words that announce a launch or a release in the languages the cue lexicons do not cover. The forecast's
// announcement term is read from words; a post the lexicons cannot read has it held at a typical post's value,
// so a Japanese or Hindi launch post would never earn what its English twin earns for "launched". These stems
// (the verbs of launching, releasing and announcing, as any dictionary gives them) let the term read the
// announcement in the post's own language. Scripts written without spaces, and languages that join endings
// and particles to the stem (Korean, Arabic, Hebrew), are matched on the stem alone; the Latin-script ones
// as whole words.
import type { Span } from '../schemas';
import { matchSpans } from '../text/matches';

const STEMS_IN_WORDS: readonly string[] = [
  // Japanese: release, announce, make public, launch, go on sale, start offering.
  'リリース',
  '発表',
  '公開',
  'ローンチ',
  '発売',
  '提供開始',
  // Chinese (simplified and traditional): release, launch, go live, announce.
  '发布',
  '發布',
  '推出',
  '上线',
  '上線',
  '宣布',
  // Korean: launch (of a product), reveal, announce, release.
  '출시',
  '공개',
  '발표',
  '런칭',
  '론칭',
  '릴리스',
  // Thai: launch, announce.
  'เปิดตัว',
  'ประกาศ',
  // Arabic: launched / launch, we announce / announced / announcement, released (أصدر, not the noun إصدار, a version).
  'أطلق',
  'إطلاق',
  'نعلن',
  'أعلن',
  'إعلان',
  'أصدر',
  // Hebrew: we launched, launch, launching, announcement, we released.
  'השקנו',
  'השקה',
  'משיקים',
  'הכרזה',
  'מכריזים',
  'שחררנו',
  // Hindi: launch, announcement, released.
  'लॉन्च',
  'घोषणा',
  'जारी किया',
];

const WHOLE_WORDS: readonly string[] = [
  // Portuguese, Italian, Dutch, Indonesian.
  'lan[çc]a(?:mos|do|da|ou)',
  'anunci(?:amos|ou|ado)',
  'lanciat[oa]',
  'annunci(?:amo|ato)',
  'gelanceerd',
  'aangekondigd',
  'meluncurkan',
  'diluncurkan',
  'mengumumkan',
];

const PATTERN = new RegExp(`${STEMS_IN_WORDS.join('|')}|(?<![\\p{L}\\p{N}])(?:${WHOLE_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** Where the post announces something in a language the cue lexicons do not cover. */
export function announcementAnyScript(text: string): Span[] {
  return matchSpans(text, PATTERN);
}
