import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { score } from '../../../shared/index';
import { mountComposerPanel } from '../../../extension/composer/composerPanel';
import { blueskySite } from '../../../extension/sites/bluesky';
import { DEFAULT_PANEL_LAYOUT } from '../../../extension/state/panelLayout';
import { DEFAULT_SETTINGS } from '../../../extension/state/settings';
import { offlineClient } from '../support/panelDoubles';
import { editorTextMap } from '../../../extension/dom/editorTextMap';
import { issueMarks } from '../../../extension/composer/issueMarks';
import { createTextMarks, MARK_NAMES, MARK_STYLE_ID } from '../../../extension/dom/textMarks';
import { BAIT_DRAFT, DRAFT, LONG_DRAFT } from '../support/drafts';

/** The Highlight API as Chromium has it: a Set of ranges with a priority, in a Map-like registry. */
class FakeHighlight extends Set<AbstractRange> {
  priority = 0;
}

const win = window as unknown as { Highlight?: unknown };
// happy-dom's window.CSS is a getter that makes a new object each time: the fake replaces the property.
const cssProperty = Object.getOwnPropertyDescriptor(window, 'CSS');

function installHighlightApi(): Map<string, FakeHighlight> {
  const registry = new Map<string, FakeHighlight>();
  win.Highlight = FakeHighlight;
  Object.defineProperty(window, 'CSS', { value: { highlights: registry }, configurable: true });
  return registry;
}

function uninstallHighlightApi(): void {
  delete win.Highlight;
  if (cssProperty) Object.defineProperty(window, 'CSS', cssProperty);
}

function editorHolding(text: string): HTMLElement {
  document.body.innerHTML = `<div contenteditable="true" id="editor"><p>${text}</p></div>`;
  return document.getElementById('editor')!;
}

const texts = (highlight: FakeHighlight | undefined) => [...(highlight ?? [])].map((r) => (r as Range).toString());

describe('marks in the text', () => {
  afterEach(() => {
    uninstallHighlightApi();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  describe('with the Highlight API', () => {
    let registry: Map<string, FakeHighlight>;
    beforeEach(() => {
      registry = installHighlightApi();
    });

    it(
      'are drawn by a composer panel from the same read of the editor as its score: the DOM is walked ' + 'once, not again for the marks',
      async () => {
        const editor = editorHolding(BAIT_DRAFT);
        // Every walk of the editor's text starts from its child nodes: count how often they are asked for.
        let walked = 0;
        const childNodes = Object.getOwnPropertyDescriptor(Node.prototype, 'childNodes')!;
        Object.defineProperty(editor, 'childNodes', {
          get() {
            walked++;
            return childNodes.get!.call(this);
          },
        });
        blueskySite.readPost(editor);
        const oneRead = walked;
        walked = 0;
        const panel = mountComposerPanel({
          editor,
          site: blueskySite,
          settings: signal(DEFAULT_SETTINGS),
          account: signal(null),
          client: offlineClient,
          layout: DEFAULT_PANEL_LAYOUT,
          saveLayout: () => undefined,
        });
        onTestFinished(() => panel.dispose());
        await vi.waitFor(() => expect(texts(registry.get(MARK_NAMES.block))).toEqual(['RT if']));
        expect(panel.state.live.value.kind).toBe('scored');
        expect(oneRead).toBeGreaterThan(0);
        expect(walked).toBe(oneRead);
      },
    );

    it('underline the words of each blocker, and put the ::highlight styles in the page’s own document', () => {
      const editor = editorHolding(BAIT_DRAFT);
      const live = { kind: 'scored' as const, text: BAIT_DRAFT, result: score({ text: BAIT_DRAFT, platform: 'x' }) };
      const marks = createTextMarks(document);
      marks.show(issueMarks(editorTextMap(editor), live, null));
      expect(texts(registry.get(MARK_NAMES.block))).toEqual(['RT if']);
      const style = document.getElementById(MARK_STYLE_ID);
      expect(style?.parentNode).toBe(document.head);
      expect(style?.textContent).toContain(`::highlight(${MARK_NAMES.block})`);
      marks.dispose();
    });

    it('emphasise the pointed-at card’s words under a second name, painted above the underlines', () => {
      const editor = editorHolding(BAIT_DRAFT);
      const live = { kind: 'scored' as const, text: BAIT_DRAFT, result: score({ text: BAIT_DRAFT, platform: 'x' }) };
      const marks = createTextMarks(document);
      marks.show(issueMarks(editorTextMap(editor), live, [{ start: 0, end: 8 }]));
      expect(texts(registry.get(MARK_NAMES.focus))).toEqual(['Shipping']);
      expect(registry.get(MARK_NAMES.focus)?.priority).toBeGreaterThan(registry.get(MARK_NAMES.block)?.priority ?? 0);
      marks.dispose();
    });

    it('mark nothing while the editor no longer holds the scored text', () => {
      const editor = editorHolding(`${BAIT_DRAFT} and more`);
      const live = { kind: 'scored' as const, text: BAIT_DRAFT, result: score({ text: BAIT_DRAFT, platform: 'x' }) };
      expect(issueMarks(editorTextMap(editor), live, [{ start: 0, end: 8 }])).toEqual([]);
    });

    it('go when the problem is fixed, and leave no highlight behind', () => {
      const editor = editorHolding(BAIT_DRAFT);
      const marks = createTextMarks(document);
      marks.show(
        issueMarks(editorTextMap(editor), { kind: 'scored', text: BAIT_DRAFT, result: score({ text: BAIT_DRAFT, platform: 'x' }) }, null),
      );
      const fixed = editorHolding(DRAFT);
      marks.show(issueMarks(editorTextMap(fixed), { kind: 'scored', text: DRAFT, result: score({ text: DRAFT, platform: 'x' }) }, null));
      expect(registry.has(MARK_NAMES.block)).toBe(false);
      marks.dispose();
    });

    it('leave out the concept of a card the writer hid, for this post or for good, and bring it back with Undo', () => {
      const editor = editorHolding(BAIT_DRAFT);
      const live = { kind: 'scored' as const, text: BAIT_DRAFT, result: score({ text: BAIT_DRAFT, platform: 'x' }) };
      const bait = live.result.blockers.find((b) => b.code === 'engagement_bait');
      expect(bait).toBeDefined();
      const concept = bait?.concept ?? 'engagement_bait';
      expect(issueMarks(editorTextMap(editor), live, null, null, (c) => c !== concept).filter((m) => m.name === MARK_NAMES.block)).toEqual(
        [],
      );
      expect(issueMarks(editorTextMap(editor), live, null, null, () => true).filter((m) => m.name === MARK_NAMES.block)).toHaveLength(1);
    });

    it('tint what runs past the limit lightly, from the first letter of the word the limit falls in', () => {
      const text = `So, ${LONG_DRAFT}`;
      const editor = editorHolding(text);
      const live = { kind: 'scored' as const, text, result: score({ text, platform: 'x', one_post: true }) };
      const over = live.result.blockers.find((b) => b.code === 'over_limit');
      // The limit falls inside a word here: the engine's own span starts mid-word.
      expect(over?.span && /\p{L}/u.test(text[over.span.start - 1] ?? '') && /\p{L}/u.test(text[over.span.start] ?? '')).toBe(true);
      const marks = createTextMarks(document);
      marks.show(issueMarks(editorTextMap(editor), live, null));
      const [tinted] = texts(registry.get(MARK_NAMES.over));
      expect(tinted && text.endsWith(tinted)).toBe(true);
      const start = text.length - (tinted?.length ?? 0);
      expect(start).toBeLessThan(over?.span?.start ?? 0);
      expect(text[start - 1]).toBe(' ');
      expect(tinted?.startsWith('days hot.')).toBe(true);
      // Not the wavy underline of a problem in the words.
      expect(texts(registry.get(MARK_NAMES.block))).toEqual([]);
      expect(document.getElementById(MARK_STYLE_ID)?.textContent).toMatch(
        new RegExp(`::highlight\\(${MARK_NAMES.over}\\) \\{ background-color`, 'u'),
      );
      marks.dispose();
    });

    it('are shared by the panels of one page: each takes away only its own, and the last one takes the styles', () => {
      document.body.innerHTML = '<div id="a"><p>first box words</p></div><div id="b"><p>second box words</p></div>';
      const rangeOf = (id: string) => {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById(id)!.firstChild!.firstChild!);
        return range;
      };
      const one = createTextMarks(document);
      const two = createTextMarks(document);
      one.show([{ name: MARK_NAMES.warn, range: rangeOf('a') }]);
      two.show([{ name: MARK_NAMES.warn, range: rangeOf('b') }]);
      expect(texts(registry.get(MARK_NAMES.warn))).toEqual(['first box words', 'second box words']);
      one.dispose();
      expect(texts(registry.get(MARK_NAMES.warn))).toEqual(['second box words']);
      expect(document.getElementById(MARK_STYLE_ID)).not.toBeNull();
      two.dispose();
      expect(registry.size).toBe(0);
      expect(document.getElementById(MARK_STYLE_ID)).toBeNull();
    });
  });

  it('draw nothing, and change nothing, where the browser has no Highlight API', () => {
    uninstallHighlightApi();
    const editor = editorHolding(BAIT_DRAFT);
    const before = editor.innerHTML;
    const marks = createTextMarks(document);
    expect(marks.supported).toBe(false);
    marks.show(
      issueMarks(editorTextMap(editor), { kind: 'scored', text: BAIT_DRAFT, result: score({ text: BAIT_DRAFT, platform: 'x' }) }, null),
    );
    expect(document.getElementById(MARK_STYLE_ID)).toBeNull();
    expect(editor.innerHTML).toBe(before);
    marks.dispose();
  });
});
