// Evaluates an expression in the extension's isolated world in a page (where its content scripts and the
// scripts it injects share their globals), through the Chrome DevTools Protocol: the page's own world
// cannot see those globals, by design.
import type { Page } from 'playwright-core';

interface ExecutionContext {
  id: number;
  name: string;
  auxData?: { type?: string; isDefault?: boolean };
}

export async function evaluateInExtensionWorld(page: Page, extensionName: string, expression: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const contexts: ExecutionContext[] = [];
    cdp.on('Runtime.executionContextCreated', (event: { context: ExecutionContext }) => contexts.push(event.context));
    // Runtime.enable reports every existing context before it answers.
    await cdp.send('Runtime.enable');
    const world = contexts.find((c) => c.auxData?.type === 'isolated' && c.name === extensionName);
    if (!world) throw new Error(`e2e: no isolated world named ${extensionName} in ${page.url()} (is the content script running?)`);
    // A promise is awaited, so an expression may ask an asynchronous API (the extension's storage).
    const { result } = await cdp.send('Runtime.evaluate', { expression, contextId: world.id, returnByValue: true, awaitPromise: true });
    return result.value;
  } finally {
    await cdp.detach();
  }
}
