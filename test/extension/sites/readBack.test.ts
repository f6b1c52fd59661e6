// The read-back after a write follows the editor's own signals: an editor that keeps changing its text until it
// shows the write is waited for, one that takes the write back and goes quiet is given up on.
import { describe, expect, it } from 'vitest';
import { QUIET_MS, waitForText } from '../../../extension/sites/readBack';

function editorWith(text: string): HTMLElement {
  document.body.innerHTML = '<div contenteditable="true"></div>';
  const editor = document.querySelector<HTMLElement>('[contenteditable]')!;
  editor.textContent = text;
  return editor;
}
const read = (editor: HTMLElement) => editor.textContent ?? '';

describe('reading back a write', () => {
  it('waits for an editor that shows the write over several renders, each sooner than the quiet time', async () => {
    const editor = editorWith('old');
    const steps = ['re', 'rendering', 'new text'];
    const render = (i: number) => {
      if (i >= steps.length) return;
      editor.textContent = steps[i]!;
      setTimeout(() => render(i + 1), QUIET_MS / 5);
    };
    setTimeout(() => render(0), QUIET_MS / 5);
    expect(await waitForText(editor, 'new text', read)).toBe(true);
  });

  it('gives up on an editor that puts its own text back and goes quiet', async () => {
    const editor = editorWith('old');
    editor.textContent = 'new text';
    // The editor's model wins: its text is back a moment later, and nothing else happens.
    queueMicrotask(() => (editor.textContent = 'old'));
    expect(await waitForText(editor, 'new text', read)).toBe(false);
    expect(read(editor)).toBe('old');
  });

  it('reads a write no listener took once, without waiting', async () => {
    const editor = editorWith('old');
    expect(await waitForText(editor, 'new text', read, false)).toBe(false);
  });
});
