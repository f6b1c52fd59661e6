// Serves the fixture pages at the sites' real addresses and refuses every other request, so nothing
// leaves the machine; records every request the pages and the extension's service worker make.
import type { BrowserContext } from 'playwright-core';
import type { SitePage } from './sitePages';

export interface RecordedRequest {
  url: string;
  method: string;
  /** 'service-worker' when the extension's background made it, else 'page'. */
  from: 'page' | 'service-worker';
  headers: Record<string, string>;
}

export interface SiteRouter {
  /** Every request seen since the last reset, in order. */
  requests: RecordedRequest[];
  /** Requests that were refused because they were neither a fixture page nor allowed. */
  refused: string[];
  /** Serve (or replace) a page at its address. */
  serve(page: SitePage): void;
  /** Let requests whose URL starts with this prefix through to the real network (the local backend). */
  allow(prefix: string): void;
  reset(): void;
}

/** Requests that would leave the browser: everything but the extension loading its own files. */
export function networkRequests(router: SiteRouter): RecordedRequest[] {
  return router.requests.filter((r) => !r.url.startsWith('chrome-extension://'));
}

export async function routeSites(context: BrowserContext, pages: SitePage[]): Promise<SiteRouter> {
  const served = new Map<string, string>();
  const allowed: string[] = [];
  const router: SiteRouter = {
    requests: [],
    refused: [],
    serve(page) {
      served.set(page.url, page.html);
    },
    allow(prefix) {
      allowed.push(prefix);
    },
    reset() {
      router.requests.length = 0;
      router.refused.length = 0;
    },
  };
  for (const page of pages) router.serve(page);

  context.on('request', (request) => {
    router.requests.push({
      url: request.url(),
      method: request.method(),
      from: request.serviceWorker() ? 'service-worker' : 'page',
      headers: request.headers(),
    });
  });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    const html = served.get(url);
    if (html !== undefined) {
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    } else if (url.startsWith('chrome-extension://') || allowed.some((prefix) => url.startsWith(prefix))) {
      // The extension's own files (popup, options) load through the same route; they never leave the browser.
      await route.continue();
    } else {
      router.refused.push(url);
      await route.abort('blockedbyclient');
    }
  });
  return router;
}
