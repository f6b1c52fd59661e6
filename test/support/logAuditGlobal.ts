// The log audit's global setup: a folder where each test file leaves its figures, and at the end one
// line with the suite's total (lines checked, servers, secrets and texts looked for).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { AuditFigures } from './logAudit';

declare module 'vitest' {
  export interface ProvidedContext {
    logAuditDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-log-audit-'));
  project.provide('logAuditDir', dir);
  return () => {
    const files = readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as AuditFigures & { found: number });
    const sum = (pick: (f: AuditFigures & { found: number }) => number) => files.reduce((total, f) => total + pick(f), 0);
    const withLines = files.filter((f) => f.lines > 0).length;
    console.log(
      `log audit: ${sum((f) => f.lines)} server log lines from ${sum((f) => f.sources)} server outputs in ` +
        `${withLines} of ${files.length} test files, ` +
        `checked for whole keys, ${sum((f) => f.secrets)} secrets and ${sum((f) => f.texts)} post texts sent: ${sum((f) => f.found)} found`,
    );
    rmSync(dir, { recursive: true, force: true });
  };
}
