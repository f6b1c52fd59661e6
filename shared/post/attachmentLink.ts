// Text taken from X's API or an analytics export shows an attached photo or video as a t.co link at the very
// end. A writer in a composer never types such a link (attached media is not in the text, and X does not count
// it toward the limit), so a trailing t.co link is read as an attachment: it is not a link the writer chose,
// and it is not part of the length the writer typed. A t.co link followed by more text, or any other URL, is a
// link. Without this, an export's post over 280 characters only because of its photo would read as over the
// limit, and a photo would read as a link.
import type { Platform, Span, WeightedLength } from '../schemas';
import type { TextFeatures } from './features';

const TCO = /^https?:\/\/t\.co\//iu;

export interface LinkKinds {
  /** Links the writer put in the post (to open elsewhere). */
  external: number;
  /** The post ends in a t.co link: an attachment (photo, video, card) in API or export text. */
  attachment: boolean;
}

export function linkKinds(f: Pick<TextFeatures, 'text' | 'urls'>): LinkKinds {
  const urls = f.urls;
  const last = urls[urls.length - 1];
  if (!last) return { external: 0, attachment: false };
  const attachment = TCO.test(f.text.slice(last.start, last.end)) && f.text.slice(last.end).trim() === '';
  return { external: urls.length - (attachment ? 1 : 0), attachment };
}

/** The trailing attachment link's span, when there is one. */
export function attachmentSpan(f: Pick<TextFeatures, 'text' | 'urls'>): Span | null {
  return linkKinds(f).attachment ? (f.urls[f.urls.length - 1] as Span) : null;
}

/**
 * The length the writer typed: the platform's count less a trailing attachment link and the space before it.
 * X and Mastodon count any link as 23 characters; the others count its characters.
 */
export function typedLength(f: Pick<TextFeatures, 'text' | 'urls'>, length: WeightedLength, platform: Platform): WeightedLength {
  const span = attachmentSpan(f);
  if (!span) return length;
  const linkWeight = platform === 'x' || platform === 'mastodon' ? 23 : span.end - span.start;
  const space = span.start > 0 && /\s/u.test(f.text[span.start - 1] ?? '') ? 1 : 0;
  return { ...length, weighted: Math.max(0, length.weighted - linkWeight - space) };
}
