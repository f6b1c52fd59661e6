// What the text budgets count (tiers.ts, TEXT_BUDGETS): a post text's size in UTF-8, as it is sent and stored.
export function textBytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
