// Threads' "Add to thread" found by its place in the compose dialog, whatever the interface language, and
// nothing found (so the panel offers the parts to copy) when the structure does not say so clearly.
import { describe, expect, it } from 'vitest';
import { threadsSite } from '../../../extension/sites/threads';

const icon = (label: string) =>
  `<div role="button" tabindex="0" aria-label="${label}"><svg viewBox="0 0 16 16" aria-hidden="true"></svg></div>`;
const box = (n: number) =>
  `<div class="row"><div contenteditable="true" role="textbox" data-lexical-editor="true" ` +
  `data-box="${n}"><p><br></p></div><div ` +
  `class="tools">${icon('Medien anhängen')}${icon('GIF hinzufügen')}</div></div>`;

/** A German compose dialog, standing in for Threads': its boxes, then the add row (when `add`), then the footer. */
function dialog({
  boxes = 1,
  add = true,
  footer = '<div class="foot"><div role="button" tabindex="0">Jeder kann antworten</div><div role="button" tabindex="0">Posten</div></div>',
} = {}) {
  const head = '<div class="head"><div role="button" tabindex="0">Abbrechen</div>Neuer Thread</div>';
  const boxesHtml = Array.from({ length: boxes }, (_, i) => box(i)).join('');
  const addRow = add ? '<div role="button" tabindex="0" class="add">Zum Thread hinzufügen</div>' : '';
  document.body.innerHTML = `<div role="dialog" aria-label="Neuer Thread">${head}${boxesHtml}${addRow}${footer}</div>`;
  const editors = threadsSite.findComposers(document);
  return { first: editors[0]!, last: editors.at(-1)! };
}

const add = (editor: HTMLElement) => threadsSite.addPostControl!(editor);

describe('Threads’ add control in another interface language', () => {
  it('is the first worded control after the last box, past the boxes’ icon-only tools', () => {
    const { first } = dialog();
    expect(add(first)?.textContent).toBe('Zum Thread hinzufügen');
  });

  it('is found from any box of a thread of several', () => {
    const { first, last } = dialog({ boxes: 3 });
    expect(add(first)?.className).toBe('add');
    expect(add(last)?.className).toBe('add');
  });

  it('is nothing when the add row is missing: never the footer’s reply settings, never Post', () => {
    const { first } = dialog({ add: false });
    expect(add(first)).toBeNull();
  });

  it('is nothing when Post is the only control after the boxes', () => {
    const { first } = dialog({ add: false, footer: '<div role="button" tabindex="0">Posten</div>' });
    expect(add(first)).toBeNull();
  });

  it('is nothing outside a compose dialog, where the page has too many controls to tell', () => {
    const rows = '<div role="button" tabindex="0">Zum Thread hinzufügen</div><div role="button" tabindex="0">Posten</div>';
    document.body.innerHTML = `${box(0)}${rows}`;
    const [editor] = threadsSite.findComposers(document);
    expect(add(editor!)).toBeNull();
  });

  it('still takes the English name as a cue wherever the control sits', () => {
    const { first } = dialog({
      add: false,
      footer: '<div role="button" tabindex="0">Posten</div><div role="button" tabindex="0" aria-label="Add to thread"></div>',
    });
    expect(add(first)?.getAttribute('aria-label')).toBe('Add to thread');
  });
});
