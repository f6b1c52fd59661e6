// What receipts match a scored draft and a published post by: sha256 of the text's normalised form
// (normalisedPostText: links, case and spacing set aside). A score stores it instead of the text; an ingest
// stores it beside each post (computed on the upload thread), so receipts never normalise or hash a history.
import { createHash } from 'node:crypto';
import { normalisedPostText } from '@preflight/engine/account';

export function postFingerprint(text: string): string {
  return createHash('sha256').update(normalisedPostText(text)).digest('hex');
}

/** The fingerprint of a text with no words left once normalised (only a link, say): it matches no draft. */
export const EMPTY_TEXT_FINGERPRINT = postFingerprint('');
