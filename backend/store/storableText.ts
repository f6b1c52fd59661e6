// Text as both stores can keep it. PostgreSQL refuses a NUL character in text and jsonb (SQLSTATE 22021,
// 22P05) and a lone UTF-16 surrogate in jsonb (22P02), while the lowdb file takes both: the same upload was a
// 500 on one store and a 200 on the other. A NUL is never part of what anyone wrote (it is a broken export or
// a UTF-16 file read as bytes), so it is removed; a lone surrogate is half of a character the client cut in
// two, so it becomes U+FFFD, the replacement character, as any UTF-8 encoder would write it. Both stores apply
// this to every text they keep, and the upload reader applies it before fingerprinting, so a post's
// fingerprint is that of the text stored.
import type { AccountPost } from '@preflight/engine/account';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for.
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(text: string): string {
  if (!NEEDS_CLEANING.test(text)) return text;
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd');
}

// A quick test first: nearly every text holds neither, and two replaces over 25,000 characters cost more.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and lone surrogates are what it looks for.
const NEEDS_CLEANING = /[\u0000\ud800-\udfff]/;

/** The post with its id and text storable (the other strings are checked formats: dates, numbers). */
export function storablePost<P extends Pick<AccountPost, 'post_id' | 'text'>>(post: P): P {
  const post_id = storableText(post.post_id);
  const text = storableText(post.text);
  return post_id === post.post_id && text === post.text ? post : { ...post, post_id, text };
}
