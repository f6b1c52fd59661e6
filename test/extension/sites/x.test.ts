import { beforeEach, describe, expect, it } from 'vitest';
import { xSite } from '../../../extension/sites/x';
import { listenForPastes, renderDraftBlocks } from '../support/editorDoubles';
import { loadFixture } from '../support/fixtures';

const MULTI = 'Ship small.\n\n1. Cut scope\n2. Ship weekly\n\nWhat would you cut first?';

describe('X adapter on saved x.com markup', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('finds the home composer by its data-testid', () => {
    const body = loadFixture('x', 'home');
    const editors = xSite.findComposers(body);
    expect(editors.map((e) => e.dataset.testid)).toEqual(['tweetTextarea_0']);
  });

  it('finds the reply box under a post', () => {
    loadFixture('x', 'reply');
    expect(xSite.findComposers(document).map((e) => e.dataset.testid)).toEqual(['tweetTextarea_0']);
  });

  it('finds every box of a thread draft in the compose modal, in order', () => {
    loadFixture('x', 'modal');
    expect(xSite.findComposers(document).map((e) => e.dataset.testid)).toEqual(['tweetTextarea_0', 'tweetTextarea_1']);
  });

  it('falls back to the role and aria-label when X renames its data-testids', () => {
    loadFixture('x', 'renamed');
    const editors = xSite.findComposers(document);
    expect(editors).toHaveLength(1);
    expect(xSite.readText(editors[0]!)).toBe('Still found');
  });

  it('ignores textboxes that are not composers (the search box)', () => {
    loadFixture('x', 'search');
    expect(xSite.findComposers(document)).toEqual([]);
  });

  it('reads the Draft.js blocks joined by line breaks, an empty block as an empty line', () => {
    loadFixture('x', 'home');
    const [editor] = xSite.findComposers(document);
    expect(xSite.readText(editor!)).toBe('Shipping small releases every week\n\ntaught me more than any #launch did.');
  });

  it('reads each thread box on its own', () => {
    loadFixture('x', 'modal');
    expect(xSite.findComposers(document).map((e) => xSite.readText(e))).toEqual([
      '1/ What a year of weekly releases taught us',
      '2/ Small batches surface bugs while they are cheap.',
    ]);
  });

  it('writes by selecting everything and pasting the text as plain text only', async () => {
    loadFixture('x', 'home');
    const [editor] = xSite.findComposers(document);
    const log = listenForPastes(editor!, (el, plain) => renderDraftBlocks(el, plain));
    const ok = await xSite.writeText(editor!, MULTI);
    expect(ok).toBe(true);
    expect(log.pastes).toEqual([{ plain: MULTI, html: '', selectedAll: true }]);
    expect(xSite.readText(editor!)).toBe(MULTI);
  });

  it('reports failure, after one retry and without typing into Draft.js, when the paste does not take', async () => {
    loadFixture('x', 'home');
    const [editor] = xSite.findComposers(document);
    const before = xSite.readText(editor!);
    const log = listenForPastes(editor!);
    expect(await xSite.writeText(editor!, MULTI)).toBe(false);
    expect(log.pastes).toHaveLength(2);
    expect(xSite.readText(editor!)).toBe(before);
  });

  it('expects a composer on the home timeline and the compose address, not on a profile', () => {
    const at = (path: string) => xSite.composerUrl(new URL(`https://x.com${path}`));
    expect([at('/home'), at('/compose/post'), at('/compose/tweet'), at('/intent/post'), at('/jack'), at('/jack/status/20')]).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('X’s remove control on a thread box', () => {
  const box = (n: number, removable: boolean) =>
    `<div class="thread-box"><div class="frame"><div data-testid="tweetTextarea_${n}" ` +
    `contenteditable="true" ` +
    `role="textbox"></div></div>${removable ? `<button type="button" aria-label="Remove post" data-box="${n}">×</button>` : ''}</div>`;

  it('is the × in the box’s own cell, never another box’s; the first box has none', () => {
    document.body.innerHTML = `<div role="dialog"><div class="thread">${box(0, false)}${box(1, true)}${box(2, true)}</div></div>`;
    const [first, second, third] = xSite.findComposers(document);
    expect(xSite.removePostControl!(first!)).toBeNull();
    expect(xSite.removePostControl!(second!)?.getAttribute('data-box')).toBe('1');
    expect(xSite.removePostControl!(third!)?.getAttribute('data-box')).toBe('2');
  });
});
