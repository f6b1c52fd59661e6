import { describe, expect, it } from 'vitest';
import { blueskySite } from '../../../extension/sites/bluesky';
import { listenForPastes, renderParagraphs } from '../support/editorDoubles';
import { loadFixture } from '../support/fixtures';

const MULTI = 'Ship small.\n\n1. Cut scope\n2. Ship weekly';

describe('Bluesky adapter on saved bsky.app markup', () => {
  it('finds the editor of the compose dialog', () => {
    loadFixture('bluesky', 'compose');
    const editors = blueskySite.findComposers(document);
    expect(editors).toHaveLength(1);
    expect(editors[0]!.classList.contains('ProseMirror')).toBe(true);
  });

  it('finds the reply editor', () => {
    loadFixture('bluesky', 'reply');
    expect(blueskySite.findComposers(document).map((e) => blueskySite.readText(e))).toEqual(['Thanks, this helped.']);
  });

  it('finds one editor per post of a thread draft', () => {
    loadFixture('bluesky', 'thread');
    expect(blueskySite.findComposers(document).map((e) => blueskySite.readText(e))).toEqual([
      'First post of the thread',
      'Second post\nwith two lines',
    ]);
  });

  it('falls back to the dialog’s ProseMirror textbox without the data-testid', () => {
    loadFixture('bluesky', 'renamed');
    expect(blueskySite.findComposers(document).map((e) => blueskySite.readText(e))).toEqual(['Still found']);
  });

  it('reads one line per paragraph, a hard break as a line break, and ignores the trailing break of an empty paragraph', () => {
    loadFixture('bluesky', 'compose');
    const [editor] = blueskySite.findComposers(document);
    expect(blueskySite.readText(editor!)).toBe('Shipping small releases every week\n\ntaught me more\nthan any launch did.');
  });

  it('pastes plain text and one paragraph per line as HTML, so blank lines survive ProseMirror', async () => {
    loadFixture('bluesky', 'compose');
    const [editor] = blueskySite.findComposers(document);
    const log = listenForPastes(editor!, (el, plain) => renderParagraphs(el, plain));
    expect(await blueskySite.writeText(editor!, MULTI)).toBe(true);
    expect(log.pastes).toEqual([
      { plain: MULTI, html: '<p>Ship small.</p><p><br></p><p>1. Cut scope</p><p>2. Ship weekly</p>', selectedAll: true },
    ]);
    expect(blueskySite.readText(editor!)).toBe(MULTI);
  });

  it('expects a composer at the compose intent address only', () => {
    expect(blueskySite.composerUrl(new URL('https://bsky.app/intent/compose?text=hi'))).toBe(true);
    expect(blueskySite.composerUrl(new URL('https://bsky.app/'))).toBe(false);
  });
});
