import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { observeComposers } from '../../../extension/composer/observer';
import { xSite } from '../../../extension/sites/x';
import { fixtureHtml } from '../support/fixtures';

const testIds = (editors: readonly HTMLElement[]) => editors.map((e) => e.dataset.testid);

describe('the composer observer', () => {
  let controller = new AbortController();
  afterEach(() => {
    controller.abort();
    controller = new AbortController();
    document.body.innerHTML = '';
  });

  function watch() {
    const added: HTMLElement[] = [];
    const removed: HTMLElement[] = [];
    const observer = observeComposers({
      doc: document,
      site: xSite,
      signal: controller.signal,
      onAdded: (editor) => added.push(editor),
      onRemoved: (editor) => removed.push(editor),
    });
    return { observer, added, removed };
  }

  it('reports the composers already on the page at start', () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    const { added } = watch();
    expect(testIds(added)).toEqual(['tweetTextarea_0']);
  });

  it('finds the home box rendered later by the single-page app', async () => {
    const { added } = watch();
    expect(added).toEqual([]);
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = fixtureHtml('x', 'home');
    await vi.waitFor(() => expect(testIds(added)).toEqual(['tweetTextarea_0']));
  });

  it('finds both boxes of a thread in a compose modal that opens, and lets them go when it closes', async () => {
    document.body.innerHTML = fixtureHtml('x', 'home');
    const { added, removed } = watch();
    const layers = document.createElement('div');
    layers.innerHTML = fixtureHtml('x', 'modal');
    document.body.append(layers);
    await vi.waitFor(() => expect(testIds(added)).toEqual(['tweetTextarea_0', 'tweetTextarea_0', 'tweetTextarea_1']));
    const modalEditors = added.slice(1);
    layers.remove();
    await vi.waitFor(() => expect(removed).toEqual(modalEditors));
  });

  it('finds a box added to a thread draft (tweetTextarea_1 after _0)', async () => {
    document.body.innerHTML = fixtureHtml('x', 'modal');
    const second = document.querySelector('[data-testid="tweetTextarea_1"]')!.closest('[data-testid="cellInnerDiv"]')!;
    second.remove();
    const { added } = watch();
    expect(testIds(added)).toEqual(['tweetTextarea_0']);
    document.querySelector('[role="dialog"]')!.prepend(second);
    await vi.waitFor(() => expect(testIds(added)).toEqual(['tweetTextarea_0', 'tweetTextarea_1']));
  });

  it('rescans on demand (after SPA navigation) and stops for good when its signal aborts', async () => {
    // Fake timers: "no scan after abort" is shown by running every pending timer, not by waiting and hoping.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { observer, added, removed } = watch();
    document.body.innerHTML = fixtureHtml('x', 'reply');
    observer.scan();
    expect(testIds(added)).toEqual(['tweetTextarea_0']);
    controller.abort();
    expect(removed).toEqual(added);
    document.body.innerHTML = fixtureHtml('x', 'home');
    // MutationObserver callbacks run as microtasks; a scan they scheduled would be a pending timer.
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(0);
    vi.runAllTimers();
    expect(added).toHaveLength(1);
  });
});
