import { describe, expect, it } from 'vitest';
import {
  applyMechanicalFixes,
  calibrateAccount,
  generateOffline,
  importHistory,
  score,
  suggestFixes,
  weightedLength,
  X_PREMIUM_LIMIT,
  type Fix,
  type ScoreResult,
} from '../../../shared/index';
import type { BackgroundClient } from '../../../extension/messaging/backgroundClient';
import { failure, type GenerateReply, type ScoreReply, type UsageReply } from '../../../extension/messaging/protocol';
import { createPanelState, FIXES_DELAY_MS, SCORE_DEBOUNCE_MS, type Schedule } from '../../../extension/state/panelState';
import type { LiveScoreRequest } from '../../../extension/state/liveScore';
import { syntheticTweets, xAnalyticsExport } from '../support/xAnalyticsExport';

const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';
/** What Apply all shows for a text: its score and decision. */
const pick = (r: ScoreResult) => ({ pre_publish_score: r.pre_publish_score, decision: r.decision });
/** Over 280, and its first part as a thread would have it. */
const LONG = `${DRAFT} ${DRAFT} ${DRAFT}`;
const PART_ONE = `1/2 ${DRAFT}`;
const IDEA = 'weekly small releases beat big launches for indie SaaS founders';

/** Timers the test fires by hand. */
function manualTimers() {
  let pending: { run: () => void; ms: number }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { run, ms };
    pending.push(timer);
    return () => {
      pending = pending.filter((t) => t !== timer);
    };
  };
  const fire = () => {
    const due = pending;
    pending = [];
    for (const t of due) t.run();
  };
  return { schedule, fire, delays: () => pending.map((t) => t.ms) };
}

/** A background that answers from a script and records what it was asked. */
function scriptedClient(replies: { score?: ScoreReply; generate?: GenerateReply; usage?: UsageReply }) {
  const asked: string[] = [];
  const client: BackgroundClient = {
    score: async (c) => (asked.push(`score:${c.text}`), replies.score ?? failure('network', 'no answer scripted')),
    generate: async (c) => (asked.push(`generate:${c.idea}`), replies.generate ?? failure('network', 'no answer scripted')),
    usage: async () => (asked.push('usage'), replies.usage ?? failure('network', 'no answer scripted')),
  };
  return { client, asked };
}

describe('the panel state', () => {
  it('scores offline once typing pauses for the debounce delay, not on every keystroke', () => {
    const timers = manualTimers();
    const state = createPanelState({ platform: 'x', client: scriptedClient({}).client, schedule: timers.schedule });
    state.setText(DRAFT.slice(0, 40));
    state.setText(DRAFT);
    expect(timers.delays()).toEqual([SCORE_DEBOUNCE_MS]);
    expect(state.live.value.kind).toBe('empty');
    timers.fire();
    expect(state.live.value).toEqual({ kind: 'scored', text: DRAFT, result: score({ text: DRAFT, platform: 'x' }) });
  });

  it('counts the length on every keystroke, while the score waits for a pause in typing', () => {
    const timers = manualTimers();
    const state = createPanelState({ platform: 'x', client: scriptedClient({}).client, schedule: timers.schedule });
    expect(state.length.value).toBeNull();
    for (const end of [1, 38, 39, 90]) {
      state.setText(DRAFT.slice(0, end));
      expect(state.length.value).toEqual(weightedLength(DRAFT.slice(0, end), 'x'));
    }
    expect(state.live.value.kind).toBe('empty');
    // The limit the writer is held to: X Premium's long posts.
    state.setXPremium(true);
    expect(state.length.value?.limit).toBe(X_PREMIUM_LIMIT);
    state.setText('');
    expect(state.length.value).toBeNull();
  });

  it('says why there is no score for a draft under 10 characters, with its length', () => {
    const timers = manualTimers();
    const state = createPanelState({ platform: 'bluesky', client: scriptedClient({}).client, schedule: timers.schedule });
    state.setText('Too short');
    timers.fire();
    expect(state.live.value).toEqual({ kind: 'too_short', length: { platform: 'bluesky', weighted: 9, limit: 300, unit: 'graphemes' } });
  });

  it('re-scores at once when the platform or persona changes', () => {
    const timers = manualTimers();
    const state = createPanelState({ platform: 'x', client: scriptedClient({}).client, schedule: timers.schedule });
    state.setText(DRAFT);
    timers.fire();
    state.setPlatform('linkedin');
    state.setPersona('indie SaaS founders');
    expect(state.live.value).toEqual({
      kind: 'scored',
      text: DRAFT,
      result: score({ text: DRAFT, platform: 'linkedin', persona: 'indie SaaS founders' }),
    });
  });

  it('shows the API’s answer and the quota after "Check with API"', async () => {
    const timers = manualTimers();
    const apiResult = score({ text: DRAFT, platform: 'x' });
    const { client, asked } = scriptedClient({
      score: { ok: true, result: apiResult, quota: { endpoint: 'score', remaining: 17, limit: 20 }, cached: false },
    });
    const state = createPanelState({ platform: 'x', mode: 'online', client, schedule: timers.schedule });
    state.setText(DRAFT);
    timers.fire();
    await state.checkWithApi();
    expect(asked).toEqual([`score:${DRAFT}`]);
    expect(state.api.value).toEqual({ kind: 'done', text: DRAFT, result: apiResult, cached: false });
    expect(state.quota.value).toEqual({ endpoint: 'score', remaining: 17, limit: 20 });
  });

  it('checks the text the editor holds now when "Check with API" is clicked inside the typing pause', async () => {
    const timers = manualTimers();
    const apiResult = score({ text: DRAFT, platform: 'x' });
    const { client, asked } = scriptedClient({
      score: { ok: true, result: apiResult, quota: { endpoint: 'score', remaining: 19, limit: 20 }, cached: false },
    });
    const state = createPanelState({ platform: 'x', mode: 'online', client, schedule: timers.schedule });
    state.setText(DRAFT.slice(0, 40));
    timers.fire();
    state.setText(DRAFT);
    await state.checkWithApi();
    expect(asked).toEqual([`score:${DRAFT}`]);
    expect(state.live.value).toMatchObject({ kind: 'scored', text: DRAFT });
  });

  it('keeps the offline score and shows the server’s message when the API answers 429', async () => {
    const timers = manualTimers();
    const message = 'Monthly score quota of 20 calls used up; it resets on 2026-04-01T00:00:00.000Z.';
    const { client } = scriptedClient({
      score: failure('quota_exceeded', message, { status: 429, quota: { endpoint: 'score', remaining: 0, limit: 20 } }),
    });
    const state = createPanelState({ platform: 'x', mode: 'online', client, schedule: timers.schedule });
    state.setText(DRAFT);
    timers.fire();
    const offline = state.live.value;
    await state.checkWithApi();
    expect(state.api.value).toEqual({ kind: 'failed', message, status: 429 });
    expect(state.live.value).toBe(offline);
    expect(state.quota.value).toEqual({ endpoint: 'score', remaining: 0, limit: 20 });
  });

  it('drafts offline with the bundled drafter, ranked as the engine ranks them', async () => {
    const timers = manualTimers();
    const { client, asked } = scriptedClient({});
    const state = createPanelState({ platform: 'x', client, schedule: timers.schedule });
    state.idea.value = IDEA;
    state.format.value = 'tactical_checklist';
    state.nVariants.value = 3;
    const done = state.generate();
    expect(state.drafts.value).toEqual({ kind: 'loading', source: 'offline' });
    timers.fire();
    await done;
    expect(state.drafts.value).toEqual({
      kind: 'done',
      source: 'offline',
      result: generateOffline({ idea: IDEA, n_variants: 3, post_format: 'tactical_checklist', platform: 'x' }),
    });
    expect(asked).toEqual([]);
  });

  it('refuses an idea under 8 characters with a message instead of drafting', async () => {
    const state = createPanelState({ platform: 'x', client: scriptedClient({}).client, schedule: manualTimers().schedule });
    state.idea.value = 'ship it';
    await state.generate();
    expect(state.drafts.value).toEqual({ kind: 'failed', message: 'Write an idea of at least 8 characters.' });
  });

  it('drafts through the API in online mode and shows its failure message', async () => {
    const { client, asked } = scriptedClient({ generate: failure('unauthorized', 'The API refused the key (401).', { status: 401 }) });
    const state = createPanelState({ platform: 'x', mode: 'online', client, schedule: manualTimers().schedule });
    state.idea.value = IDEA;
    await state.generate();
    expect(asked).toEqual([`generate:${IDEA}`]);
    expect(state.drafts.value).toEqual({ kind: 'failed', message: 'The API refused the key (401).' });
  });

  describe('fixes', () => {
    const BAIT = `${DRAFT} RT if you agree`;
    const removeBait: Fix = {
      kind: 'remove_bait',
      concept: 'engagement_bait',
      label: 'Remove “RT if you agree”',
      text: DRAFT,
      edits: [{ start: DRAFT.length, end: BAIT.length, text: '' }],
      changed: { start: DRAFT.length, end: BAIT.length },
      mechanical: false,
      pre_publish_score: 77,
      decision: 'publish',
    };

    /** The engine's fixes, stood in for so the test sees when they are asked for. */
    function countingFixes() {
      const asked: string[] = [];
      return { asked, computeFixes: (request: LiveScoreRequest) => (asked.push(request.text), request.text === BAIT ? [removeBait] : []) };
    }

    /** An editor's write path: takes the text, and the composer reads it back and scores at once. */
    function editorWrites(state: ReturnType<typeof createPanelState>) {
      const written: string[] = [];
      const write = async (text: string) => {
        written.push(text);
        state.setText(text);
        state.scoreNow();
        return true;
      };
      return { written, write };
    }

    it('are computed only while the Fix tab shows, once typing pauses, never per keystroke', () => {
      const timers = manualTimers();
      const engine = countingFixes();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        layout: { expanded: false, tab: 'fix' },
        computeFixes: engine.computeFixes,
      });
      state.setText(BAIT.slice(0, 30));
      state.setText(BAIT);
      timers.fire();
      timers.fire();
      expect(engine.asked).toEqual([]);

      state.expanded.value = true;
      expect(timers.delays()).toEqual([FIXES_DELAY_MS]);
      timers.fire();
      expect(engine.asked).toEqual([BAIT]);
      expect(state.fixes.value).toEqual({ kind: 'ready', live: state.live.value, fixes: [removeBait], together: null });

      state.tab.value = 'reach';
      state.setText(`${BAIT}!`);
      timers.fire();
      timers.fire();
      expect(engine.asked).toEqual([BAIT]);
    });

    it('are not computed for a score typing has already overtaken', () => {
      const timers = manualTimers();
      const engine = countingFixes();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        layout: { expanded: true, tab: 'fix' },
        computeFixes: engine.computeFixes,
      });
      state.setText(BAIT);
      timers.fire(); // the score; the fixes wait one more turn
      state.setText(`${BAIT} `);
      expect(timers.delays()).toEqual([SCORE_DEBOUNCE_MS]);
      expect(engine.asked).toEqual([]);
    });

    it('apply through the editor’s write path, and Undo writes the text back', async () => {
      const timers = manualTimers();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        layout: { expanded: true, tab: 'fix' },
        computeFixes: countingFixes().computeFixes,
      });
      const editor = editorWrites(state);
      state.setText(BAIT);
      timers.fire();

      expect(await state.applyFix(removeBait, editor.write)).toBe(true);
      expect(editor.written).toEqual([DRAFT]);
      expect(state.undoSteps.value).toEqual([{ label: removeBait.label, before: BAIT, after: DRAFT, caret: null }]);
      expect(state.live.value).toMatchObject({ kind: 'scored', text: DRAFT });

      expect(await state.undo(editor.write)).toBe(true);
      expect(editor.written).toEqual([DRAFT, BAIT]);
      expect(state.undoSteps.value).toEqual([]);
      expect(state.live.value).toMatchObject({ kind: 'scored', text: BAIT });
    });

    it('keep a stack: every write is one step, and Undo takes them back one at a time with the caret where it was', async () => {
      const timers = manualTimers();
      let caret = 7;
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        computeFixes: countingFixes().computeFixes,
        readCaret: () => caret,
      });
      const carets: (number | null | undefined)[] = [];
      const editor = editorWrites(state);
      const write = (text: string, at?: number | null) => (carets.push(at), editor.write(text));
      state.setText(BAIT);
      timers.fire();
      await state.applyFix(removeBait, write);
      caret = 3;
      await state.insertDraft('A whole new draft from the Drafts tab, inserted over the fixed one.', write);
      caret = 12;
      await state.insertDraft('And a second draft, the latest write of the three.', write);
      expect(state.undoSteps.value.map((s) => s.label)).toEqual([removeBait.label, 'Inserted draft', 'Inserted draft']);

      await state.undo(write);
      await state.undo(write);
      expect(state.text.value).toBe(DRAFT);
      await state.undo(write);
      expect(state.text.value).toBe(BAIT);
      expect(state.undoSteps.value).toEqual([]);
      // Each write with no caret of its own; each Undo with the caret as it was before that write.
      expect(carets).toEqual([undefined, undefined, undefined, 12, 3, 7]);
      expect(await state.undo(write)).toBe(false);
    });

    it('stop offering Undo once the writer types over the written text, but not for the write’s own in-between states', async () => {
      const timers = manualTimers();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        computeFixes: countingFixes().computeFixes,
      });
      state.setText(BAIT);
      timers.fire();
      // An editor that passes through an empty text while it replaces its content.
      const write = async (text: string) => {
        state.setText('');
        state.setText(text);
        return true;
      };
      await state.applyFix(removeBait, write);
      expect(state.undoSteps.value).toHaveLength(1);
      state.setText(`${DRAFT} Yes.`);
      expect(state.undoSteps.value).toEqual([]);
    });

    it('make a thread written across boxes one step, which Undo takes back its own way and says what it could not do', async () => {
      const timers = manualTimers();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        computeFixes: countingFixes().computeFixes,
        readCaret: () => 5,
      });
      state.setText(LONG);
      timers.fire();
      const editor = editorWrites(state);
      const carets: (number | null)[] = [];
      // The composer's thread path: the box passes through its parts' in-between texts, then holds the first part.
      const result = await state.writeAcross('Thread of 2 posts', async () => {
        state.setText('');
        state.setText(PART_ONE);
        return {
          result: 'written',
          step: {
            after: PART_ONE,
            takeBack: async (caret) => (carets.push(caret), state.setText(LONG), { ok: true, said: 'One box left empty.' }),
          },
        };
      });
      expect(result).toBe('written');
      expect(state.undoSteps.value.map((s) => ({ label: s.label, before: s.before, after: s.after }))).toEqual([
        { label: 'Thread of 2 posts', before: LONG, after: PART_ONE },
      ]);

      expect(await state.undo(editor.write)).toBe(true);
      expect(editor.written).toEqual([]);
      expect(carets).toEqual([5]);
      expect(state.text.value).toBe(LONG);
      expect(state.undoSteps.value).toEqual([]);
      expect(state.undoNote.value).toBe('One box left empty.');
      state.setText(`${LONG} More.`);
      expect(state.undoNote.value).toBeNull();
    });

    it('offer no Undo when the editor did not take the fix, and say so with the text to copy', async () => {
      const timers = manualTimers();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        computeFixes: countingFixes().computeFixes,
      });
      state.setText(BAIT);
      timers.fire();
      expect(await state.applyFix(removeBait, async () => false)).toBe(false);
      expect(state.undoSteps.value).toEqual([]);
      expect(state.writeProblem.value?.text).toBe(DRAFT);
      expect(state.writeProblem.value?.message).toContain(removeBait.label);
      const editor = editorWrites(state);
      await state.applyFix(removeBait, editor.write);
      expect(state.writeProblem.value).toBeNull();
    });

    it('offer Apply all for two or more mechanical fixes, scored as one text, and apply it as one Undo step', async () => {
      const SHOUTY = 'We shipped the new editor today!!!!! Tell us what you think of it, and WHICH PART YOU WOULD CHANGE FIRST.';
      const engine = {
        computeFixes: (request: LiveScoreRequest, result?: ScoreResult) =>
          suggestFixes({ text: request.text, platform: request.platform }, result),
      };
      const timers = manualTimers();
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: timers.schedule,
        layout: { expanded: true, tab: 'fix' },
        computeFixes: engine.computeFixes,
      });
      const editor = editorWrites(state);
      state.setText(SHOUTY);
      timers.fire();
      timers.fire();
      const fixes = state.fixes.value;
      if (fixes.kind !== 'ready') throw new Error('no fixes');
      const together = fixes.together!;
      expect(together.labels.length).toBeGreaterThanOrEqual(2);
      expect(together.text).toBe(applyMechanicalFixes({ text: SHOUTY, platform: 'x' }).text);
      expect(together).toEqual({ ...together, ...pick(score({ text: together.text, platform: 'x' })) });
      expect(together.pre_publish_score).toBeGreaterThan(score({ text: SHOUTY, platform: 'x' }).pre_publish_score);
      expect(await state.applyAll(editor.write)).toBe(true);
      expect(editor.written).toEqual([together.text]);
      expect(state.undoSteps.value).toHaveLength(1);
    });
  });

  describe('card dismissals', () => {
    it('hide a card for this post until the editor is emptied, and for good until brought back; the last one can be undone', () => {
      const saved: unknown[] = [];
      const state = createPanelState({
        platform: 'x',
        client: scriptedClient({}).client,
        schedule: manualTimers().schedule,
        dismissedCards: [],
        saveDismissed: (cards) => saved.push(cards),
      });
      state.setText(DRAFT);
      state.dismiss('engagement_bait', 'engagement bait', 'post');
      expect(state.shows('engagement_bait')).toBe(false);
      state.undoDismiss();
      expect(state.shows('engagement_bait')).toBe(true);
      state.dismiss('engagement_bait', 'engagement bait', 'post');
      state.dismiss('hashtags', 'too many hashtags', 'good');
      expect(saved).toEqual([[{ concept: 'hashtags', label: 'too many hashtags' }]]);
      expect(state.lastDismissal.value).toEqual({ concept: 'hashtags', label: 'too many hashtags', scope: 'good' });

      state.setText('');
      state.setText('The next post, another draft entirely.');
      expect(state.shows('engagement_bait')).toBe(true);
      expect(state.shows('hashtags')).toBe(false);
      state.undoDismiss();
      expect(state.shows('hashtags')).toBe(true);
      expect(saved.at(-1)).toEqual([]);
    });

    it('offer "for good" only where the panel can keep it', () => {
      expect(createPanelState({ platform: 'x', client: scriptedClient({}).client }).canDismissForGood).toBe(false);
      expect(createPanelState({ platform: 'x', client: scriptedClient({}).client, saveDismissed: () => undefined }).canDismissForGood).toBe(
        true,
      );
    });
  });

  describe('with an account model', () => {
    const account = calibrateAccount(importHistory([{ name: 'x.csv', text: xAnalyticsExport(syntheticTweets(35)) }]).posts, {
      platform: 'x',
    });

    it('scores with the stored model of the platform: the engine’s account forecast and curve', () => {
      const timers = manualTimers();
      const state = createPanelState({
        platform: 'x',
        accounts: { x: account },
        client: scriptedClient({}).client,
        schedule: timers.schedule,
      });
      state.setText(DRAFT);
      timers.fire();
      const expected = score({ text: DRAFT, platform: 'x', account });
      expect(state.live.value).toEqual({ kind: 'scored', text: DRAFT, result: expected });
      expect(expected.view_curve.status).toBe('calibrated');
      expect(expected.expected_engagement?.impressions).not.toBeNull();
    });

    it('re-scores at once when a model is stored or removed, and ignores another platform’s', () => {
      const timers = manualTimers();
      const state = createPanelState({ platform: 'x', client: scriptedClient({}).client, schedule: timers.schedule });
      state.setText(DRAFT);
      timers.fire();
      state.setAccount('bluesky', { ...account, platform: 'bluesky' });
      expect(state.live.value).toEqual({ kind: 'scored', text: DRAFT, result: score({ text: DRAFT, platform: 'x' }) });
      state.setAccount('x', account);
      expect(state.live.value).toEqual({ kind: 'scored', text: DRAFT, result: score({ text: DRAFT, platform: 'x', account }) });
      state.setAccount('x', null);
      expect(state.live.value).toEqual({ kind: 'scored', text: DRAFT, result: score({ text: DRAFT, platform: 'x' }) });
    });

    it('follows the platform picked in the popup to that platform’s model', () => {
      const timers = manualTimers();
      const bluesky = { ...account, platform: 'bluesky' as const };
      const state = createPanelState({
        platform: 'x',
        accounts: { bluesky },
        client: scriptedClient({}).client,
        schedule: timers.schedule,
      });
      state.setText(DRAFT);
      timers.fire();
      expect(state.live.value.kind === 'scored' && state.live.value.result.account).toBeUndefined();
      state.setPlatform('bluesky');
      expect(state.live.value).toEqual({
        kind: 'scored',
        text: DRAFT,
        result: score({ text: DRAFT, platform: 'bluesky', account: bluesky }),
      });
    });
  });
});
