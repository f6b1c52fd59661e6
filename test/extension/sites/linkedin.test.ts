import { describe, expect, it } from 'vitest';
import { linkedinSite } from '../../../extension/sites/linkedin';
import { listenForPastes, renderParagraphs } from '../support/editorDoubles';
import { loadFixture } from '../support/fixtures';

describe('LinkedIn adapter on saved linkedin.com markup', () => {
  it('finds the Quill editor of the share box', () => {
    loadFixture('linkedin', 'share');
    const editors = linkedinSite.findComposers(document);
    expect(editors.map((e) => e.className)).toEqual(['ql-editor']);
  });

  it('finds a comment box', () => {
    loadFixture('linkedin', 'comment');
    expect(linkedinSite.findComposers(document).map((e) => linkedinSite.readText(e))).toEqual(['Great point.']);
  });

  it('falls back to the editor’s aria-label when Quill’s class is gone', () => {
    loadFixture('linkedin', 'renamed');
    expect(linkedinSite.findComposers(document).map((e) => linkedinSite.readText(e))).toEqual(['Still found']);
  });

  it('reads one line per <p>, <p><br></p> as an empty line', () => {
    loadFixture('linkedin', 'share');
    const [editor] = linkedinSite.findComposers(document);
    expect(linkedinSite.readText(editor!)).toBe('Shipping small releases every week\n\ntaught me more than any launch did.');
  });

  it('writes with select-all and a plain-text paste, line breaks included', async () => {
    loadFixture('linkedin', 'share');
    const [editor] = linkedinSite.findComposers(document);
    const log = listenForPastes(editor!, (el, plain) => renderParagraphs(el, plain));
    expect(await linkedinSite.writeText(editor!, 'A\n\nB\nC')).toBe(true);
    expect(log.pastes).toEqual([{ plain: 'A\n\nB\nC', html: '', selectedAll: true }]);
    expect(linkedinSite.readText(editor!)).toBe('A\n\nB\nC');
  });

  it('expects a composer where the feed opens the share box', () => {
    expect(linkedinSite.composerUrl(new URL('https://www.linkedin.com/feed/?shareActive=true'))).toBe(true);
    expect(linkedinSite.composerUrl(new URL('https://www.linkedin.com/feed/'))).toBe(false);
  });
});
