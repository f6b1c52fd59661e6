// Loads one situation (a data-fixture block) of a site's saved composer markup into the test document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteId } from '../../../extension/sites/index';

const cache = new Map<SiteId, string>();

function fixtureFile(site: SiteId): string {
  let html = cache.get(site);
  if (html === undefined) {
    html = readFileSync(join(import.meta.dirname, '..', 'fixtures', `${site}.html`), 'utf8');
    cache.set(site, html);
  }
  return html;
}

/** The markup of one situation, e.g. fixtureHtml('x', 'modal'). */
export function fixtureHtml(site: SiteId, situation: string): string {
  const template = document.createElement('template');
  template.innerHTML = fixtureFile(site);
  const section = template.content.querySelector(`[data-fixture="${situation}"]`);
  if (!section) throw new Error(`no data-fixture="${situation}" in fixtures/${site}.html`);
  return section.innerHTML;
}

/** Replaces the document body with one situation and returns the body. */
export function loadFixture(site: SiteId, situation: string): HTMLElement {
  document.body.innerHTML = fixtureHtml(site, situation);
  return document.body;
}
