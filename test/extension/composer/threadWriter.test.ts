import { describe, expect, it } from 'vitest';
import { writeThread } from '../../../extension/composer/threadWriter';
import type { SiteAdapter } from '../../../extension/sites/index';
import { threadsSite } from '../../../extension/sites/threads';
import { listenForPastes, renderParagraphs } from '../support/editorDoubles';
import { loadFixture } from '../support/fixtures';

const PARTS = [
  '1/3 The first post says the point on its own.',
  '2/3 The second adds the numbers behind it.',
  '3/3 The third says what to try next.',
];

/** Every box takes a paste the way Lexical does, as far as the writer sees: its paragraphs become the text. */
function takesPastes(editor: HTMLElement): HTMLElement {
  listenForPastes(editor, (el, plain) => renderParagraphs(el, plain));
  return editor;
}

/**
 * Threads' compose dialog with its "Add to thread" control, standing in for the site's: a click adds an empty
 * box after the last one (or, with `adds: false`, does nothing at all).
 */
function threadsDialog({ control = true, adds = true, removable = false } = {}) {
  loadFixture('threads', 'compose');
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  const [editor] = threadsSite.findComposers(document);
  takesPastes(editor!);
  if (control) {
    const add = document.createElement('div');
    add.setAttribute('role', 'button');
    add.tabIndex = 0;
    add.textContent = 'Add to thread';
    add.addEventListener('click', () => {
      if (!adds) return;
      const boxes = threadsSite.findComposers(dialog);
      const box = document.createElement('div');
      box.setAttribute('contenteditable', 'true');
      box.setAttribute('role', 'textbox');
      box.setAttribute('data-lexical-editor', 'true');
      box.innerHTML = '<p><br></p>';
      takesPastes(box);
      const wrapper = document.createElement('div');
      wrapper.className = 'x1iyjqo2';
      wrapper.append(box);
      if (removable) {
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'remove';
        remove.addEventListener('click', () => wrapper.remove());
        wrapper.append(remove);
      }
      boxes.at(-1)!.parentElement!.after(wrapper);
    });
    dialog.append(add);
  }
  return { dialog, editor: editor! };
}

const texts = (dialog: HTMLElement) => threadsSite.findComposers(dialog).map((box) => threadsSite.readText(box));

describe('writing a thread the site’s way', () => {
  it('writes the first part into the writer’s box and each next part into a box the site’s own control adds', async () => {
    const { dialog, editor } = threadsDialog();
    expect(await writeThread(threadsSite, editor, PARTS, { timeoutMs: 500 })).toMatchObject({ kind: 'written', parts: 3 });
    expect(texts(dialog)).toEqual(PARTS);
  });

  it('writes nothing where the site’s control is missing, and says so', async () => {
    const { dialog, editor } = threadsDialog({ control: false });
    const before = threadsSite.readText(editor);
    const done = await writeThread(threadsSite, editor, PARTS, { timeoutMs: 200 });
    expect(done.kind).toBe('not_written');
    expect(done.kind === 'not_written' && done.why).toMatch(/control/u);
    expect(texts(dialog)).toEqual([before]);
  });

  it('puts the writer’s draft back when the site adds no box', async () => {
    const { dialog, editor } = threadsDialog({ adds: false });
    const before = threadsSite.readText(editor);
    const done = await writeThread(threadsSite, editor, PARTS, { timeoutMs: 200 });
    expect(done).toEqual({ kind: 'not_written', why: 'Threads did not add a box for post 2.' });
    expect(texts(dialog)).toEqual([before]);
  });

  it('leaves a draft alone that already has text in a box below', async () => {
    const { dialog, editor } = threadsDialog();
    threadsSite.addPostControl!(editor)!.click();
    const [, second] = threadsSite.findComposers(dialog);
    second!.innerHTML = '<p>Already written</p>';
    const before = texts(dialog);
    const done = await writeThread(threadsSite, editor, PARTS, { timeoutMs: 200 });
    expect(done.kind).toBe('not_written');
    expect(texts(dialog)).toEqual(before);
  });
});

describe('taking a written thread back', () => {
  /** Threads as far as the writer knows, with a remove control on each added box (as X has its ×). */
  const removableSite: SiteAdapter = {
    ...threadsSite,
    removePostControl: (box) => box.parentElement?.querySelector<HTMLElement>('.remove') ?? null,
  };

  it('removes the boxes it added through the site’s own control and puts the writer’s text back', async () => {
    const { dialog, editor } = threadsDialog({ removable: true });
    const before = threadsSite.readText(editor);
    const done = await writeThread(removableSite, editor, PARTS, { timeoutMs: 500 });
    if (done.kind !== 'written') throw new Error(done.why);
    expect(texts(dialog)).toEqual(PARTS);
    expect(await done.takeBack()).toEqual({ kind: 'undone' });
    expect(texts(dialog)).toEqual([before]);
  });

  it('empties the boxes the site will not remove, and says how many', async () => {
    const { dialog, editor } = threadsDialog();
    const before = threadsSite.readText(editor);
    const done = await writeThread(threadsSite, editor, PARTS, { timeoutMs: 500 });
    if (done.kind !== 'written') throw new Error(done.why);
    expect(await done.takeBack()).toEqual({ kind: 'emptied', boxes: 2 });
    expect(texts(dialog)).toEqual([before, '', '']);
  });

  it('removes the boxes it added when a later write fails, leaving one box with the writer’s text', async () => {
    const { dialog, editor } = threadsDialog({ removable: true });
    const before = threadsSite.readText(editor);
    // The third box refuses every write: the thread cannot be written whole.
    const refusing: SiteAdapter = {
      ...removableSite,
      writeText: async (box, text) => (threadsSite.findComposers(dialog).indexOf(box) === 2 ? false : threadsSite.writeText(box, text)),
    };
    const done = await writeThread(refusing, editor, PARTS, { timeoutMs: 500 });
    expect(done).toEqual({ kind: 'not_written', why: "Threads's editor did not take post 3 exactly." });
    expect(texts(dialog)).toEqual([before]);
  });
});

describe('the site’s add-post control', () => {
  it('Threads: found by its name in the compose dialog, absent elsewhere', () => {
    const { editor } = threadsDialog();
    expect(threadsSite.addPostControl?.(editor)?.textContent).toBe('Add to thread');
    loadFixture('threads', 'reply');
    expect(threadsSite.addPostControl?.(threadsSite.findComposers(document)[0]!)).toBeNull();
  });
});
