import { describe, expect, it } from 'vitest';
import { editorTextMap, rangeForSpan } from '../../../extension/dom/editorTextMap';
import { SITES } from '../../../extension/sites/index';
import { loadFixture } from '../support/fixtures';

const SITUATIONS: Record<string, string[]> = {
  x: ['home', 'reply', 'modal', 'renamed', 'search'],
  bluesky: ['compose', 'reply', 'thread', 'renamed'],
  threads: ['compose', 'reply', 'renamed'],
  linkedin: ['share', 'comment', 'renamed'],
  mastodon: ['compose', 'reply', 'renamed'],
};

function editorWith(html: string): HTMLElement {
  document.body.innerHTML = `<div contenteditable="true" id="editor">${html}</div>`;
  return document.getElementById('editor')!;
}

/** The text a range covers, read from the DOM itself. */
const covered = (range: Range | null) => range?.toString() ?? null;

describe('the editor’s text map', () => {
  for (const site of SITES) {
    it(`reads exactly what the ${site.label} adapter reads, on every saved situation`, () => {
      for (const situation of SITUATIONS[site.id] ?? []) {
        loadFixture(site.id, situation);
        for (const editor of site.findComposers(document)) {
          const map = editorTextMap(editor);
          const read = site.readPost(editor);
          expect(read.text).toBe(site.readText(editor));
          if (editor.tagName === 'TEXTAREA') expect([map, read.map]).toEqual([null, null]);
          else expect([map?.text, read.map?.text]).toEqual([read.text, read.text]);
        }
      }
    });
  }

  it('maps a span across nested spans to a Range over those words', () => {
    const editor = editorWith('<p>Ship <span class="a"><b>small</b> <i>releases</i></span> every week</p>');
    const map = editorTextMap(editor)!;
    expect(map.text).toBe('Ship small releases every week');
    expect(covered(rangeForSpan(map, { start: 5, end: 19 }))).toBe('small releases');
    expect(covered(rangeForSpan(map, { start: 7, end: 13 }))).toBe('all re');
  });

  it('maps a span across paragraphs and line breaks, as the post reads them', () => {
    const editor = editorWith('<p>First line</p><p><br></p><p>Second<br>third</p>');
    const map = editorTextMap(editor)!;
    expect(map.text).toBe('First line\n\nSecond\nthird');
    const start = map.text.indexOf('line');
    const range = rangeForSpan(map, { start, end: map.text.indexOf('third') + 5 });
    expect(range?.startContainer.textContent).toBe('First line');
    expect(range?.startOffset).toBe(6);
    expect(range?.endContainer.textContent).toBe('third');
    expect(range?.endOffset).toBe(5);
  });

  it('starts a span that begins on a line break at the next line’s first word, and ends one that ends on it at the line before', () => {
    const editor = editorWith('<p>One</p><p>Two</p>');
    const map = editorTextMap(editor)!;
    expect(covered(rangeForSpan(map, { start: 3, end: 7 }))).toBe('Two');
    expect(covered(rangeForSpan(map, { start: 0, end: 4 }))).toBe('One');
  });

  it('skips the caret placeholders editors park in their text, as the adapters do', () => {
    const editor = editorWith('<p>\u200BRT if\uFEFF you agree</p>');
    const map = editorTextMap(editor)!;
    expect(map.text).toBe('RT if you agree');
    const range = rangeForSpan(map, { start: 0, end: 5 });
    expect(range?.startOffset).toBe(1);
    expect(covered(range)).toBe('RT if');
  });

  it('reads Draft.js blocks joined by line breaks, spans inside and across blocks', () => {
    loadFixture('x', 'home');
    const [editor] = SITES[0]!.findComposers(document);
    const map = editorTextMap(editor!)!;
    expect(map.text).toBe('Shipping small releases every week\n\ntaught me more than any #launch did.');
    expect(covered(rangeForSpan(map, { start: map.text.indexOf('#launch'), end: map.text.indexOf('#launch') + 7 }))).toBe('#launch');
    expect(covered(rangeForSpan(map, { start: map.text.indexOf('week'), end: map.text.indexOf('taught') + 6 }))).toBe('weektaught');
  });

  it('has no range for an empty or out-of-text span', () => {
    const map = editorTextMap(editorWith('<p>Short</p>'))!;
    expect(rangeForSpan(map, { start: 2, end: 2 })).toBeNull();
    expect(rangeForSpan(map, { start: 9, end: 12 })).toBeNull();
    expect(covered(rangeForSpan(map, { start: 3, end: 40 }))).toBe('rt');
  });

  it('has no map for a textarea: its text has no nodes to mark', () => {
    document.body.innerHTML = '<textarea>RT if you agree</textarea>';
    expect(editorTextMap(document.querySelector('textarea')!)).toBeNull();
  });
});
