// Builds small headline-ab-tests data sets (arms.jsonl, as the Upworthy archive's cleaned copy holds them).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEADLINE_TESTS_DIR, HEADLINE_TESTS_FILE } from '../../scripts/dataset/headlineTests';

export interface ArmRow {
  test_id: string;
  week?: number;
  headline: string;
  image_id: string | null;
  lede_excerpt_id: string | null;
  impressions: number;
  clicks: number;
}

/** One arm: by default a test's image and lede, 5,000 impressions. */
export const arm = (testId: string, headline: string, clicks: number, over: Partial<ArmRow> = {}): ArmRow => ({
  test_id: testId,
  week: 201446,
  headline,
  image_id: 'img-1',
  lede_excerpt_id: 'lede-1',
  impressions: 5000,
  clicks,
  ...over,
});

export const armsJsonl = (rows: readonly ArmRow[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** A datasets root (what PREFLIGHT_DATASETS names) holding headline-ab-tests/arms.jsonl. */
export function writeHeadlineDatasets(rows: readonly ArmRow[], root = mkdtempSync(join(tmpdir(), 'preflight-datasets-'))): string {
  const dir = join(root, HEADLINE_TESTS_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, HEADLINE_TESTS_FILE), armsJsonl(rows));
  return root;
}
