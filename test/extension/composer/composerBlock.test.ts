import { describe, expect, it } from 'vitest';
import { composerBlock, inFixedLayer } from '../../../extension/composer/composerBlock';
import { blueskySite } from '../../../extension/sites/bluesky';
import { linkedinSite } from '../../../extension/sites/linkedin';
import { mastodonSite } from '../../../extension/sites/mastodon';
import { xSite } from '../../../extension/sites/x';
import type { SiteAdapter } from '../../../extension/sites/index';
import { loadFixture } from '../support/fixtures';

function blocksFor(site: SiteAdapter) {
  const editors = site.findComposers(document);
  return editors.map((editor) => ({ editor, block: composerBlock(editor, { editors, postButton: site.postButton }) }));
}

describe('where a panel goes', () => {
  it('X home: after the editor’s branch of the block holding the Post button, so the panel comes before Post in tab order', () => {
    loadFixture('x', 'home');
    const { editor, block } = blocksFor(xSite)[0]!;
    const button = document.querySelector('[data-testid="tweetButtonInline"]')!;
    expect(block.contains(editor)).toBe(true);
    expect(block.contains(button)).toBe(false);
    expect(block.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(block.parentElement?.contains(button)).toBe(true);
    expect(editor.contains(block)).toBe(false);
  });

  it('X thread modal: one block per box, none holding the other box, all inside the dialog', () => {
    loadFixture('x', 'modal');
    const placed = blocksFor(xSite);
    expect(placed).toHaveLength(2);
    const first = placed[0]!;
    const second = placed[1]!;
    expect(first.block.contains(second.editor)).toBe(false);
    expect(second.block.contains(first.editor)).toBe(false);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(placed.every(({ block }) => dialog.contains(block) && block !== dialog)).toBe(true);
    expect(placed.map(({ block }) => block.getAttribute('data-testid'))).toEqual(['cellInnerDiv', 'cellInnerDiv']);
  });

  it('Bluesky: stays inside the compose dialog (a sibling after the dialog would sit behind it)', () => {
    loadFixture('bluesky', 'compose');
    const { block } = blocksFor(blueskySite)[0]!;
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.contains(block) && block !== dialog).toBe(true);
    expect(inFixedLayer(block)).toBe(true);
  });

  it('LinkedIn: after the editor’s wrapper, before the Post button, inside the share dialog', () => {
    loadFixture('linkedin', 'share');
    const { editor, block } = blocksFor(linkedinSite)[0]!;
    expect(block.className).toBe('editor-container');
    expect(block.contains(editor)).toBe(true);
    const button = document.querySelector('.share-actions__primary-action')!;
    expect(block.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Mastodon: inside the compose form, after the text and before the Post button', () => {
    loadFixture('mastodon', 'compose');
    const { editor, block } = blocksFor(mastodonSite)[0]!;
    const form = document.querySelector('.compose-form')!;
    const button = form.querySelector(mastodonSite.postButton!)!;
    expect(block.contains(editor)).toBe(true);
    expect(form.contains(block) && block !== form).toBe(true);
    expect(block.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(inFixedLayer(block)).toBe(false);
  });

  it('climbs out of a row so the panel goes below the composer, not beside it', () => {
    document.body.innerHTML =
      `<main><div id="row" style="display:flex"><div id="avatar"></div><div id="body" ` +
      `style="display:flex"><div contenteditable="true" role="textbox" ` +
      `data-testid="tweetTextarea_0"></div><button ` +
      `data-testid="tweetButtonInline">Post</button></div></div></main>`;
    const { block } = blocksFor(xSite)[0]!;
    expect(block.id).toBe('row');
  });

  it('goes between the editor and a Post button below it, in a column', () => {
    document.body.innerHTML =
      `<main><div id="row" style="display:flex"><div id="avatar"></div><div id="body"><div id="frame"><div ` +
      `contenteditable="true" role="textbox" data-testid="tweetTextarea_0"></div></div><div id="toolbar" ` +
      `style="display:flex"><button data-testid="tweetButtonInline">Post</button></div></div></div></main>`;
    const { block } = blocksFor(xSite)[0]!;
    expect(block.id).toBe('frame');
  });

  it('stays after the whole block when the Post button comes before the editor (nothing to put the panel ahead of)', () => {
    document.body.innerHTML =
      `<main><div id="box"><div id="top"><button data-testid="tweetButtonInline">Post</button></div><div ` +
      `id="frame"><div contenteditable="true" role="textbox" ` +
      `data-testid="tweetTextarea_0"></div></div></div></main>`;
    const { block } = blocksFor(xSite)[0]!;
    expect(block.id).toBe('box');
  });
});
