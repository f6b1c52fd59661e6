// The panels of a thread's boxes: the focused box's panel opens as the writer left the last one, the others
// fold; focus moved by a write (the panel filling the boxes, the site focusing the last one after it) is not
// the writer's and is not followed until the writer next clicks or presses a key.
import { afterEach, describe, expect, it } from 'vitest';
import { followFocus } from '../../../extension/composer/focusedPanel';

interface FakePanel {
  editor: HTMLElement;
  expanded: boolean;
  busy: boolean;
  showExpanded(expanded: boolean): void;
  writing(): boolean;
}

function boxes(n: number): FakePanel[] {
  document.body.innerHTML = Array.from({ length: n }, (_, i) => `<div contenteditable="true" id="box${i}"></div>`).join('');
  return Array.from({ length: n }, (_, i) => {
    const panel: FakePanel = {
      editor: document.getElementById(`box${i}`)!,
      expanded: i === 0,
      busy: false,
      showExpanded(expanded) {
        panel.expanded = expanded;
      },
      writing: () => panel.busy,
    };
    return panel;
  });
}

describe('the panels of a thread’s boxes', () => {
  let controller = new AbortController();
  afterEach(() => {
    controller.abort();
    controller = new AbortController();
    document.body.innerHTML = '';
  });

  const start = (panels: FakePanel[], expandedByChoice = true) =>
    followFocus({ doc: document, panels: () => panels, expandedByChoice: () => expandedByChoice, signal: controller.signal });
  const states = (panels: FakePanel[]) => panels.map((p) => p.expanded);

  it('open the focused box’s panel and fold the others as the writer moves', () => {
    const panels = boxes(3);
    start(panels);
    document.dispatchEvent(new Event('pointerdown'));
    panels[2]!.editor.focus();
    expect(states(panels)).toEqual([false, false, true]);
    panels[1]!.editor.focus();
    expect(states(panels)).toEqual([false, true, false]);
  });

  it('keep every panel compact where the writer left them compact', () => {
    const panels = boxes(2);
    start(panels, false);
    panels[1]!.editor.focus();
    expect(states(panels)).toEqual([false, false]);
  });

  it('do not follow the focus a write moves, until the writer clicks or types again', () => {
    const panels = boxes(3);
    const focused = start(panels);
    panels[0]!.busy = true;
    panels[2]!.editor.focus();
    expect(states(panels)).toEqual([true, false, false]);
    panels[0]!.busy = false;
    // The site focuses the last box after the write: still not the writer's move.
    panels[1]!.editor.focus();
    expect(states(panels)).toEqual([true, false, false]);
    expect(focused.opensExpanded(document.getElementById('box2')!)).toBe(false);
    document.dispatchEvent(new Event('keydown'));
    panels[2]!.editor.focus();
    expect(states(panels)).toEqual([false, false, true]);
  });

  it('open the panels of the boxes a write added compact, the writing panel still the one open', () => {
    const [first, added] = boxes(2);
    const mounted: FakePanel[] = [first!];
    const focused = followFocus({ doc: document, panels: () => mounted, expandedByChoice: () => true, signal: controller.signal });
    // The write focuses the first box while it is still the only one with a panel.
    first!.busy = true;
    first!.editor.focus();
    first!.busy = false;
    added!.editor.focus();
    expect(focused.opensExpanded(added!.editor)).toBe(false);
  });

  it('open a new panel the remembered way when it is alone, compact beside another unless its box has the focus', () => {
    const panels = boxes(2);
    const none: FakePanel[] = [];
    const alone = followFocus({ doc: document, panels: () => none, expandedByChoice: () => true, signal: controller.signal });
    expect(alone.opensExpanded(panels[0]!.editor)).toBe(true);
    const two = start([panels[0]!]);
    expect(two.opensExpanded(panels[1]!.editor)).toBe(false);
    panels[1]!.editor.focus();
    expect(two.opensExpanded(panels[1]!.editor)).toBe(true);
  });
});
