// What receipts match a scored draft and a published post by: sha256 of the text's normalised form
// (normalisedPostText: links, case and spacing set aside). A score stores it instead of the text.
import { createHash } from 'node:crypto';
import { normalisedPostText } from '../../shared/account/postFingerprint';

export function postFingerprint(text: string): string {
  return createHash('sha256').update(normalisedPostText(text)).digest('hex');
}
