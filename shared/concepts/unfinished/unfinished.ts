// What makes a post unfinished rather than short: a placeholder left in it (shared/post/placeholders.ts),
// keyboard mash (shared/concepts/unfinished/keyboardMash.ts) making up a good part of it, or no words at all beside its
// hashtags and handles (and links). Each stops the post: published, it shows every reader a draft that was
// never written. (A link alone is the bare_link concept's: sharing a link is a post, if a weak one.)
import type { Span } from '../../schemas';
import { placeholderSpans } from '../../post/placeholders';
import { mashSpans } from './keyboardMash';
import { blockerAt, quoted, type BlockerOf } from '../concept';
import type { PostContext } from '../../post/postContext';

/** Mash words at this share of the words or more: the post is not written in words. */
const MASH_SHARE = 1 / 3;

export interface Unfinished {
  spans: Span[];
  blockers: BlockerOf<'placeholder' | 'not_words'>[];
}

/**
 * What leaves the post unfinished. Three concepts ask (unfinished, substance, filler): it is read once per post
 * and kept on the post's context, since the mash check walks every word.
 */
export function unfinished(ctx: PostContext): Unfinished {
  const known = ctx.found.get(unfinished) as Unfinished | undefined;
  if (known) return known;
  const read = readUnfinished(ctx);
  ctx.found.set(unfinished, read);
  return read;
}

function readUnfinished(ctx: PostContext): Unfinished {
  const f = ctx.f;
  const spans: Span[] = [];
  const blockers: Unfinished['blockers'] = [];
  const placeholders = placeholderSpans(f);
  if (placeholders.length > 0) {
    const quote = quoted(f.text, placeholders);
    spans.push(...placeholders);
    blockers.push(
      blockerAt(
        {
          code: 'placeholder',
          severity: 'block',
          message: `${quote} is a placeholder: the post is not finished.`,
          fix: 'Fill in or remove every placeholder before posting.',
        },
        placeholders,
      ),
    );
  }
  if ((f.hashtags.length > 0 || f.mentions.length > 0) && !/[\p{L}\p{N}]/u.test(f.prose)) {
    const tags = [...f.hashtags, ...f.mentions].sort((a, b) => a.start - b.start);
    spans.push(...tags);
    blockers.push(
      blockerAt(
        {
          code: 'not_words',
          severity: 'block',
          message: 'Only hashtags, handles or links: there are no words for a reader to read.',
          fix: 'Write the post in words: what happened, what you learned or what you need.',
        },
        tags,
      ),
    );
  }
  const mash = mashSpans(f.text, f.wordSpans, f.words);
  if (mash.length > 0 && mash.length / Math.max(1, f.wordSpans.length) >= MASH_SHARE) {
    const quote = quoted(f.text, mash);
    spans.push(...mash);
    blockers.push(
      blockerAt(
        {
          code: 'not_words',
          severity: 'block',
          message: `${quote} ${mash.length === 1 ? 'is not a word' : 'are not words'} in any language: this reads as keyboard mash.`,
          fix: 'Write the post in words: what happened, what you learned or what you need.',
        },
        mash,
      ),
    );
  }
  return { spans: spans.sort((a, b) => a.start - b.start), blockers };
}
