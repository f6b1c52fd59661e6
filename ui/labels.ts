// Words and number formats the panel shows.
import type { PostFormat } from '@preflight/engine';
import { oneDecimal, wholeNumber } from '@preflight/engine';

export const FORMAT_LABELS: Record<PostFormat, string> = {
  problem_diagnosis: 'Problem → diagnosis',
  build_in_public: 'Build in public',
  tactical_checklist: 'Tactical checklist',
  contrarian: 'Contrarian take',
};

/**
 * How many of 1,000 people who see the post are expected to act: a number a writer can picture. Whole
 * numbers from 10, one decimal below, and "under 0.1" for what fewer than 1 reader in 10,000 does (a
 * report, a block), where more digits would only be the model's noise.
 */
export function perThousandViews(probability: number): string {
  const n = probability * 1000;
  if (n < 0.05) return 'under 0.1';
  if (n >= 9.5) return wholeNumber(n);
  return oneDecimal(n);
}

export function formatCount(n: number): string {
  return wholeNumber(n);
}
