// axe-core in the page under test: its source is evaluated through the DevTools protocol (an extension
// page's CSP would refuse an injected <script>), then `axe.run` checks the page or part of it, shadow
// roots included. Every rule axe runs by default (WCAG 2.0–2.2 A and AA, and its best practices).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeNode {
  /** The element's selector; an element in a shadow root is a list: host, then the element inside it. */
  target: (string | string[])[];
  html: string;
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/**
 * What to check: the whole page, or only the elements matching these selectors (a page-level rule such as
 * "page has a heading one" then does not apply: the page around them is a site's, not ours).
 */
export type AxeScope = 'page' | { include: string[] };

export async function axeViolations(page: Page, scope: AxeScope = 'page'): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = within === 'page' ? document : { include: within.include.map((selector) => [selector]) };
    const { violations } = await axe.run(context, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  }, scope);
}

/** One block per violation and one line per element, for a failure message a person can act on. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (n) =>
          `    ${n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' >>> ')}: ` +
          `${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}
