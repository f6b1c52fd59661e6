// Real accounts' X analytics exports, one folder per account, read as a writer's upload is read: every file of
// the folder through the product's importer (shared/account/import/), so the backtest starts from the posts the
// product would store. These are the only data with impressions per post.
//
// Two things the importer of this engine may not do yet are done here, and only when the importer did not:
//   - a monthly export of the 2015 variant names likes `favorites`; a file refused for lacking `likes` while its
//     header has `favorites` is read again with that one header cell renamed;
//   - the old export reports 0 impressions for ordinary accounts before late August 2014, when X did not count
//     them: a post of an export whose nonzero impressions all come later carries no impressions information,
//     so 0 impressions dated before the account's first nonzero count are dropped (the post keeps its likes).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importHistory, type AccountPost } from '@preflight/engine';
import type { HistoryAccount } from '../eval/accountForecastEvaluation';

export const X_EXPORTS_DIR = 'x-analytics-exports';

export interface ExportAccount extends HistoryAccount {
  /** Files the importer refused even after the renaming above: named so the table can say so. */
  refused: string[];
  /** Posts whose 0 impressions were dropped as "not counted then". */
  uncountedImpressions: number;
}

function readFolder(dir: string): { name: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The file with its header's `favorites` cell read as `likes` (the 2015 variant's name for the same count). */
function withLikesHeader(text: string): string {
  const lineEnd = text.search(/\r?\n/u);
  const header = lineEnd < 0 ? text : text.slice(0, lineEnd);
  return header.replace(/(^|,)("?)favorites\2(?=,|$)/iu, '$1$2likes$2') + (lineEnd < 0 ? '' : text.slice(lineEnd));
}

/** 0 impressions before the first post that has any: X did not count them then. */
function withoutUncountedImpressions(posts: readonly AccountPost[]): { posts: AccountPost[]; dropped: number } {
  const firstCounted = posts.findIndex((p) => (p.metrics.impressions ?? 0) > 0);
  if (firstCounted <= 0) return { posts: [...posts], dropped: 0 };
  let dropped = 0;
  const out = posts.map((p, i) => {
    if (i >= firstCounted || p.metrics.impressions !== 0) return p;
    dropped++;
    const { impressions: _uncounted, ...metrics } = p.metrics;
    return { ...p, metrics };
  });
  return { posts: out, dropped };
}

export function loadXAnalyticsExports(root: string): ExportAccount[] {
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort()
    .map((account) => {
      const files = readFolder(join(root, account));
      let read = importHistory(files);
      if (read.refused.some((r) => r.missing.includes('likes') && r.found.some((c) => /^favorites$/iu.test(c.trim())))) {
        read = importHistory(files.map((f) => ({ name: f.name, text: withLikesHeader(f.text) })));
      }
      const { posts, dropped } = withoutUncountedImpressions(read.posts);
      return { account, source: 'x exports', posts, refused: read.refused.map((r) => r.file), uncountedImpressions: dropped };
    });
}
