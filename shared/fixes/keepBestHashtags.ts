// keep_best_hashtags: keep the platform's number of hashtags (HASHTAG_NORMS) and drop the rest. The score does
// not read a tag's words, so the tags kept are the ones the topic_tag concept's principle asks for: tags that
// say what the post is about (a word of the post or of the audience) first, then the earliest; a repeated tag
// or one that asks for engagement (#followback) goes first.
// A dropped tag inside a sentence keeps its word and loses its sign; a tag outside the sentences goes.
import type { Span } from '../schemas';
import { HASHTAG_NORMS } from '../concepts/hashtagsConcept';
import { ANY_FUNCTION_WORD } from '../cues/functionWords';
import { cuePattern } from '../cues/cuePattern';
import { ENGAGEMENT_BAIT } from '../cues/engagementBaitCues';
import { rewrite, type Cut } from './edits';
import { blockersOf, type FixContext, type Rewrite } from './fixContext';

const BAIT = cuePattern(ENGAGEMENT_BAIT);

/** A crude stem, so "#founders" meets "founder" and "#onboarding" meets "onboard". */
const stem = (word: string) => (word.length > 5 ? word.slice(0, 5) : word.replace(/s$/u, ''));

/** The words of a tag: "#ProductManagement" → product, management; "#web_dev" → web, dev. */
function tagWords(body: string): string[] {
  return (body.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
}

interface Tag {
  span: Span;
  index: number;
  /** 0 topical, 1 other, 2 a repeat of an earlier tag, 3 a request for engagement. */
  rank: number;
}

function rankTags(c: FixContext): Tag[] {
  const postWords = c.post.f.words.filter((w) => w.length >= 3 && !ANY_FUNCTION_WORD.has(w));
  const personaWords = (c.persona?.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !ANY_FUNCTION_WORD.has(w));
  const stems = new Set([...postWords, ...personaWords].map(stem));
  const seen = new Set<string>();
  return c.post.f.hashtags.map((span, index) => {
    const body = c.text.slice(span.start + 1, span.end);
    const lower = body.toLowerCase();
    const words = tagWords(body);
    BAIT.lastIndex = 0;
    const bait = BAIT.test(lower) || BAIT.test(words.join(' '));
    BAIT.lastIndex = 0;
    const topical = words.some((w) => w.length >= 3 && stems.has(stem(w))) || postWords.some((w) => w.length >= 4 && lower.includes(w));
    const rank = bait ? 3 : seen.has(lower) ? 2 : topical ? 0 : 1;
    seen.add(lower);
    return { span, index, rank };
  });
}

/** A tag followed by more words on its line (not only tags, handles or links) is part of a sentence: its word stays. */
function insideSentence(c: FixContext, tag: Span): boolean {
  const lineEnd = c.text.indexOf('\n', tag.end);
  return /[\p{L}\p{N}]/u.test(c.post.f.prose.slice(tag.end, lineEnd < 0 ? c.text.length : lineEnd));
}

interface SurplusTags {
  cuts: Cut[];
  kept: string[];
  dropped: number;
}

/** The hashtags beyond the platform's number, as cuts (cut_to_limit uses them too); undefined when none. */
export function surplusTags(c: FixContext): SurplusTags | undefined {
  const keep = HASHTAG_NORMS[c.platform].normal;
  const tags = rankTags(c);
  if (tags.length <= keep) return undefined;
  const kept = new Set(
    [...tags]
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .slice(0, keep)
      .map((t) => t.index),
  );
  const dropped = tags.filter((t) => !kept.has(t.index));
  return {
    cuts: dropped.map((t) => (insideSentence(c, t.span) ? { start: t.span.start, end: t.span.start + 1 } : t.span)),
    kept: tags.filter((t) => kept.has(t.index)).map((t) => c.text.slice(t.span.start, t.span.end)),
    dropped: dropped.length,
  };
}

export function keepBestHashtags(c: FixContext): Rewrite | undefined {
  if (c.result.thread || blockersOf(c, 'too_many_hashtags').length === 0) return undefined;
  const surplus = surplusTags(c);
  if (!surplus) return undefined;
  return {
    kind: 'keep_best_hashtags',
    concept: 'hashtags',
    label: `Keep ${surplus.kept.join(' ')}, drop ${surplus.dropped} other hashtag${surplus.dropped === 1 ? '' : 's'}`,
    ...rewrite(c.text, surplus.cuts),
  };
}
