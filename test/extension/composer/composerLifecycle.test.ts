import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { runComposerLifecycle, type PlacedPanel } from '../../../extension/composer/composerLifecycle';
import { xSite } from '../../../extension/sites/x';
import { fixtureHtml } from '../support/fixtures';

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);

/** A panel that only records what the lifecycle did with it. */
interface Recorded extends PlacedPanel {
  editor: HTMLElement;
  placed: number;
  disposed: boolean;
}

describe('the composers’ lifecycle on X’s home page', () => {
  beforeEach(() => {
    setUrl('https://x.com/home');
    document.body.innerHTML = fixtureHtml('x', 'home');
  });

  function run(enabled: () => boolean) {
    const controller = new AbortController();
    onTestFinished(() => {
      controller.abort();
      document.body.innerHTML = '';
    });
    const made: Recorded[] = [];
    let navigate = () => {};
    const lifecycle = runComposerLifecycle<Recorded>({
      doc: document,
      site: xSite,
      signal: controller.signal,
      onLocationChange: (listener) => (navigate = listener),
      enabled,
      createPanel(editor) {
        const panel: Recorded = {
          editor,
          placed: 0,
          disposed: false,
          place() {
            panel.placed++;
          },
          dispose() {
            panel.disposed = true;
          },
        };
        made.push(panel);
        return panel;
      },
    });
    return { lifecycle, made, navigate: () => navigate(), end: () => controller.abort() };
  }

  it('puts one placed panel beside each composer on the page while the site is on', () => {
    const { lifecycle, made } = run(() => true);
    expect(made.map((p) => p.editor.dataset.testid)).toEqual(['tweetTextarea_0']);
    expect(made[0]!.placed).toBeGreaterThan(0);
    expect(lifecycle.panelFor(made[0]!.editor)).toBe(made[0]);
  });

  it('takes the panels down when the site is switched off, and puts new ones up when it is on again', () => {
    let on = true;
    const { lifecycle, made } = run(() => on);
    on = false;
    lifecycle.refresh();
    expect(made.map((p) => p.disposed)).toEqual([true]);
    expect([...lifecycle.panels()]).toEqual([]);
    on = true;
    lifecycle.refresh();
    lifecycle.refresh();
    expect(made.map((p) => p.disposed)).toEqual([true, false]);
  });

  it('makes no panel while the site is off', () => {
    const { made, navigate } = run(() => false);
    navigate();
    expect(made).toEqual([]);
  });

  it('disposes of every panel when its lifetime ends', () => {
    const { lifecycle, made, end } = run(() => true);
    end();
    expect(made.map((p) => p.disposed)).toEqual([true]);
    expect([...lifecycle.panels()]).toEqual([]);
  });
});
