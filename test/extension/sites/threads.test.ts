import { describe, expect, it } from 'vitest';
import { threadsSite } from '../../../extension/sites/threads';
import { listenForPastes, renderParagraphs } from '../support/editorDoubles';
import { loadFixture } from '../support/fixtures';

describe('Threads adapter on saved threads.com markup', () => {
  it('finds the textbox of the compose dialog', () => {
    loadFixture('threads', 'compose');
    expect(threadsSite.findComposers(document)).toHaveLength(1);
  });

  it('finds the reply textbox', () => {
    loadFixture('threads', 'reply');
    expect(threadsSite.findComposers(document).map((e) => threadsSite.readText(e))).toEqual(['Same here.']);
  });

  it('falls back to the Lexical editor attribute when the dialog role is gone', () => {
    loadFixture('threads', 'renamed');
    expect(threadsSite.findComposers(document).map((e) => threadsSite.readText(e))).toEqual(['Still found']);
  });

  it('reads Lexical paragraphs as lines, <br> inside a paragraph as a line break, an empty paragraph as an empty line', () => {
    loadFixture('threads', 'compose');
    const [editor] = threadsSite.findComposers(document);
    expect(threadsSite.readText(editor!)).toBe('Shipping small releases every week\n\ntaught me more\nthan any launch did.');
  });

  it('writes with select-all and a plain-text paste', async () => {
    loadFixture('threads', 'compose');
    const [editor] = threadsSite.findComposers(document);
    const log = listenForPastes(editor!, (el, plain) => renderParagraphs(el, plain));
    expect(await threadsSite.writeText(editor!, 'One\n\nTwo')).toBe(true);
    expect(log.pastes).toEqual([{ plain: 'One\n\nTwo', html: '', selectedAll: true }]);
    expect(threadsSite.readText(editor!)).toBe('One\n\nTwo');
  });

  it('expects a composer at the post intent address on both hosts', () => {
    expect(threadsSite.composerUrl(new URL('https://www.threads.com/intent/post?text=x'))).toBe(true);
    expect(threadsSite.composerUrl(new URL('https://www.threads.net/intent/post'))).toBe(true);
    expect(threadsSite.composerUrl(new URL('https://www.threads.com/@zuck'))).toBe(false);
  });
});
