import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearHistory, HISTORY_LIMIT, loadHistory, recordCheck, type CheckedDraft } from '../../../extension/state/checkHistory';

const entry = (id: string, text = `draft ${id}`): CheckedDraft => ({
  id,
  text,
  platform: 'x',
  persona: '',
  decision: 'publish',
  score: 60,
  checkedAt: '2026-03-01T10:00:00.000Z',
});

describe('the popup’s recent checks', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keep the newest first', async () => {
    await recordCheck(entry('a'));
    await recordCheck(entry('b'));
    expect((await loadHistory()).map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('update a draft’s entry in place of adding another, moving it to the top', async () => {
    await recordCheck(entry('a', 'first version'));
    await recordCheck(entry('b'));
    await recordCheck(entry('a', 'second version'));
    expect((await loadHistory()).map((e) => [e.id, e.text])).toEqual([
      ['a', 'second version'],
      ['b', 'draft b'],
    ]);
  });

  it(`keep only the last ${HISTORY_LIMIT}`, async () => {
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) await recordCheck(entry(String(i)));
    const ids = (await loadHistory()).map((e) => e.id);
    expect(ids).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']);
  });

  it('clear them all', async () => {
    await recordCheck(entry('a'));
    await clearHistory();
    expect(await loadHistory()).toEqual([]);
  });

  it('survive a damaged stored value by starting empty', async () => {
    await fakeBrowser.storage.local.set({ checkHistory: [{ id: 1 }] });
    expect(await loadHistory()).toEqual([]);
  });
});
