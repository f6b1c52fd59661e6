// A composer box over the limit: the panel asks the engine once for the box and once for each fix's text, the
// split included (the engine offers it for the box at its own depth), never the same text twice.
import { describe, expect, it, vi } from 'vitest';
import type { ScoreInput } from '../../../shared/index';
import { createPanelState } from '../../../extension/state/panelState';
import { immediately, offlineClient } from '../support/panelDoubles';
import { LONG_DRAFT } from '../support/drafts';

/** Over X's 280 and with bait in it: the split and another fix, each scored once. */
const TEXT = `${LONG_DRAFT} RT if you agree!`;
const scored = vi.hoisted(() => [] as ScoreInput[]);

vi.mock('../../../shared/score', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../../shared/score')>();
  return {
    ...engine,
    score: (input: ScoreInput) => (scored.push(input), engine.score(input)),
    scoreChecked: (input: ScoreInput) => (scored.push(input), engine.scoreChecked(input)),
  };
});

describe('the panel on a composer box over the limit', () => {
  it('scores each text once: the box, then each fix, the split among them as the thread it becomes', async () => {
    const state = createPanelState({
      platform: 'x',
      client: offlineClient,
      schedule: immediately,
      onePost: true,
      layout: { expanded: true, tab: 'fix' },
    });
    state.setText(TEXT);
    // Scoring the box and each fix takes a second or more on a busy machine: the wait is for the state's own signal.
    await vi.waitFor(() => expect(state.fixes.value.kind).toBe('ready'), { timeout: 15_000 });
    const fixes = state.fixes.value;
    if (fixes.kind !== 'ready') throw new Error('no fixes');
    const split = fixes.fixes.find((f) => f.kind === 'split_thread');
    expect(split).toBeDefined();
    expect(fixes.fixes.map((f) => f.kind)).toContain('remove_bait');

    const texts = scored.map((input) => input.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => t === TEXT)).toHaveLength(1);
    expect(scored.find((input) => input.text === TEXT)?.one_post).toBe(true);
    // The split is posted one part a box, so it is read as a thread; every other fix stays one box.
    expect(scored.find((input) => input.text === split!.text)?.one_post).toBe(false);
    for (const fix of fixes.fixes.filter((f) => f.kind !== 'split_thread'))
      expect(scored.find((input) => input.text === fix.text)?.one_post).toBe(true);
    state.dispose();
  });
});
