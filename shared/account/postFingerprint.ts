// Receipts match a scored draft with the post that went out: the same words, whatever the platform did to
// links (t.co rewrites every URL), spacing and case. Only this normalised form is compared, never stored raw.
const URL = /https?:\/\/\S+/giu;

export function normalisedPostText(text: string): string {
  return text.normalize('NFKC').replace(URL, ' ').toLowerCase().replace(/\s+/gu, ' ').trim();
}
