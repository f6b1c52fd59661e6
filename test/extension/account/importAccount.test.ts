import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { calibrateAccount, importHistory } from '../../../shared/index';
import { importAndCalibrate, type ImportStage } from '../../../extension/account/historyImport';
import {
  inPageRunner,
  workerRunner,
  type WorkerLike,
  type WorkerReply,
  type WorkerRequest,
} from '../../../extension/account/historyRunner';
import { importAccount } from '../../../extension/account/importAccount';
import { loadAccount, saveAccount } from '../../../extension/state/accountStore';
import { replyTweet, syntheticTweets, xAnalyticsExport, xContentExport } from '../support/xAnalyticsExport';

const NOW = new Date('2026-03-01T10:00:00Z');
const may = { name: 'tweet_activity_metrics_may.csv', text: xAnalyticsExport([...syntheticTweets(35), replyTweet(1)]) };

describe('importing an account’s history on the options page', () => {
  beforeEach(() => fakeBrowser.reset());

  it('calibrates the engine’s model from the files and stores it with what was read and skipped', async () => {
    const stages: ImportStage[] = [];
    const outcome = await importAccount([may], 'x', { run: inPageRunner(), now: () => NOW, onStage: (s) => stages.push(s) });

    const history = importHistory([may]);
    const expected = {
      model: calibrateAccount(history.posts, { platform: 'x' }),
      imported_at: NOW.toISOString(),
      files: [may.name],
      received: 36,
      skipped: { count: 1, first: [{ file: may.name, row: 36, reason: 'a reply, not an original post' }] },
      notes: [
        "Read as X's monthly export (tweet_activity_metrics), LF line ends.",
        '1 reply was kept out of your usual: a reply reaches the people in its conversation, not your followers.',
      ],
    };
    expect(outcome).toEqual({ ok: true, account: expected });
    expect(await loadAccount('x')).toEqual(expected);
    expect(stages).toEqual([
      { stage: 'reading', files: 1 },
      { stage: 'calibrating', posts: 35 },
    ]);
  });

  it('reads the files’ bytes in whatever encoding a spreadsheet saved them, and keeps what the import said', async () => {
    const bytes = new Uint8Array(Buffer.from(may.text.replace(/Lesson from this week:/g, 'Leçon de la semaine :'), 'latin1'));
    const outcome = await importAccount([{ name: may.name, bytes }], 'x', { run: inPageRunner(), now: () => NOW });
    expect(outcome.ok && outcome.account.notes?.[0]).toBe(
      "Read as X's monthly export (tweet_activity_metrics), Windows-1252, LF line ends.",
    );
    expect(outcome.ok && outcome.account.model.posts).toBe(35);
  });

  it('stores a cold-start model for a short history (the panel says how many more posts it needs)', async () => {
    const outcome = await importAccount([{ name: 'short.csv', text: xAnalyticsExport(syntheticTweets(12)) }], 'x', {
      run: inPageRunner(),
      now: () => NOW,
    });
    expect(outcome.ok && outcome.account.model).toMatchObject({ status: 'cold_start', posts: 12, posts_needed: 18 });
  });

  it('keeps the stored model when no post can be read, and says why with the skipped rows', async () => {
    const kept = await importAccount([may], 'x', { run: inPageRunner(), now: () => NOW });
    const replies = { name: 'replies.csv', text: xAnalyticsExport([replyTweet(1), replyTweet(2)]) };
    const outcome = await importAccount([replies], 'x', { run: inPageRunner(), now: () => NOW });
    const reason = 'a reply, not an original post';
    expect(outcome).toEqual({
      ok: false,
      message: 'No post could be read from these files (see the skipped rows below). Your stored model, if any, is unchanged.',
      received: 2,
      skipped: {
        count: 2,
        first: [
          { file: 'replies.csv', row: 1, reason },
          { file: 'replies.csv', row: 2, reason },
        ],
      },
    });
    expect(await loadAccount('x')).toEqual(kept.ok ? kept.account : null);
  });

  it('imports nothing when one of the files is not a history it reads, and says which and why', async () => {
    const kept = await importAccount([may], 'x', { run: inPageRunner(), now: () => NOW });
    const outcome = await importAccount([may, { name: 'notes.txt', text: 'buy milk\nship the release\n' }], 'x', {
      run: inPageRunner(),
      now: () => NOW,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome).toMatchObject({ received: 0, skipped: { count: 0, first: [] } });
    const message = outcome.ok ? '' : outcome.message;
    expect(message).toMatch(
      /^notes\.txt was not imported: it is not a file Preflight reads \(its first line: buy milk\)\. Preflight reads X's content export/,
    );
    expect(message).toMatch(/Nothing was imported; your stored model, if any, is unchanged\.$/);
    expect(await loadAccount('x')).toEqual(kept.ok ? kept.account : null);
  });

  it("imports X's content export, dated by day only, like the monthly one", async () => {
    const content = {
      name: 'account_analytics_content_2024-01-01_2024-02-04.csv',
      text: xContentExport([...syntheticTweets(35), replyTweet(1)]),
    };
    const outcome = await importAccount([content], 'x', { run: inPageRunner(), now: () => NOW });
    const posts = importHistory([content]).posts;
    expect(posts.every((p) => p.time_known === false)).toBe(true);
    expect(outcome).toEqual({
      ok: true,
      account: {
        model: calibrateAccount(posts, { platform: 'x' }),
        imported_at: NOW.toISOString(),
        files: [content.name],
        received: 36,
        skipped: { count: 1, first: [{ file: content.name, row: 36, reason: 'a reply, not an original post' }] },
        notes: importHistory([content]).summary.notes,
      },
    });
  });

  it('keeps only the first five skipped rows, and all of the count', async () => {
    const replies = Array.from({ length: 8 }, (_, i) => replyTweet(i));
    const outcome = await importAccount([{ name: 'r.csv', text: xAnalyticsExport([...syntheticTweets(3), ...replies]) }], 'x', {
      run: inPageRunner(),
      now: () => NOW,
    });
    expect(outcome.ok && outcome.account.skipped.count).toBe(8);
    expect(outcome.ok && outcome.account.skipped.first.map((s) => s.row)).toEqual([4, 5, 6, 7, 8]);
  });

  it('asks for files before running anything', async () => {
    let ran = false;
    const outcome = await importAccount([], 'x', {
      run: async (files, platform) => ((ran = true), importAndCalibrate(files, platform)),
      now: () => NOW,
    });
    expect(outcome).toMatchObject({ ok: false, message: 'Choose one or more export files first.' });
    expect(ran).toBe(false);
  });

  it('reports a calibration that stopped, leaving the stored model as it was', async () => {
    const before = await saveAccount({
      model: calibrateAccount(importHistory([may]).posts, { platform: 'x' }),
      imported_at: NOW.toISOString(),
      files: ['a.csv'],
      received: 36,
      skipped: { count: 0, first: [] },
    });
    const outcome = await importAccount([may], 'x', { run: () => Promise.reject(new Error('out of memory')), now: () => NOW });
    expect(outcome).toMatchObject({ ok: false, message: 'The import stopped: out of memory. Your stored model, if any, is unchanged.' });
    expect(await loadAccount('x')).toEqual(before);
  });
});

/** A worker double that answers the way historyWorker.ts does, in the same turn. */
function workerDouble(answer: (request: WorkerRequest, post: (reply: WorkerReply) => void) => void) {
  const log: string[] = [];
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      log.push(`request ${request.platform} ${request.files.map((f) => f.name).join(',')}`);
      answer(request, (reply) => worker.onmessage?.({ data: reply } as MessageEvent<WorkerReply>));
    },
    terminate: () => log.push('terminated'),
  };
  return { worker, log };
}

describe('the worker runner', () => {
  it('passes each stage on, resolves with the worker’s result and ends the worker', async () => {
    const { worker, log } = workerDouble((request, post) => {
      const result = importAndCalibrate(request.files, request.platform, (stage) => post({ kind: 'stage', stage }));
      post({ kind: 'done', result });
    });
    const stages: ImportStage[] = [];
    const result = await workerRunner(() => worker)([may], 'x', (s) => stages.push(s));
    expect(result).toEqual(importAndCalibrate([may], 'x'));
    expect(stages).toEqual([
      { stage: 'reading', files: 1 },
      { stage: 'calibrating', posts: 35 },
    ]);
    expect(log).toEqual([`request x ${may.name}`, 'terminated']);
  });

  it('rejects with the worker’s message when it fails, and ends the worker', async () => {
    const { worker, log } = workerDouble((_request, post) => post({ kind: 'failed', message: 'bad input' }));
    await expect(workerRunner(() => worker)([may], 'x', () => undefined)).rejects.toThrow('bad input');
    expect(log.at(-1)).toBe('terminated');
  });
});
