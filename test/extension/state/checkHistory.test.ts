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
  tone: 'good',
  label: 'Ready to post',
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

  it('give an entry stored before the headline the tone the engine gives its decision and score: never green below 50', async () => {
    const { tone: _tone, label: _label, ...old } = entry('a');
    await fakeBrowser.storage.local.set({
      checkHistory: [
        { ...old, score: 19.4 },
        { ...old, id: 'b', score: 61 },
        { ...old, id: 'c', decision: 'reject', score: 70 },
      ],
    });
    expect((await loadHistory()).map((e) => [e.id, e.tone, e.label])).toEqual([
      ['a', 'neutral', 'Fine to post'],
      ['b', 'good', 'Ready to post'],
      ['c', 'stop', 'Rewrite first'],
    ]);
  });

  it('survive a damaged stored value by starting empty', async () => {
    await fakeBrowser.storage.local.set({ checkHistory: [{ id: 1 }] });
    expect(await loadHistory()).toEqual([]);
  });
});
