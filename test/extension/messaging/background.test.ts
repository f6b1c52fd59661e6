// @vitest-environment node
// The service worker's messaging against the real backend: the app on 127.0.0.1 (port 0) over a
// lowdb file in a temp folder, a real free key, WXT's fake browser carrying the messages.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { browser } from 'wxt/browser';
import { score } from '../../../shared/index';
import { createBackgroundClient } from '../../../extension/messaging/backgroundClient';
import { startBackground } from '../../../extension/messaging/startBackground';
import { loadQuotaMemory } from '../../../extension/messaging/quotaMemory';
import { saveApiKey, saveSettings } from '../../../extension/state/settings';
import { startTestServer, type TestServer } from '../../backend/support/testServer';

const DRAFT =
  'Shipping small releases every week taught me more than any big launch did. What is the smallest change that improved your product?';
const IDEA = 'weekly small releases beat big launches for indie SaaS founders';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the background’s messaging with the backend', () => {
  let key: string;

  beforeEach(async () => {
    fakeBrowser.reset();
    startBackground(fakeBrowser as unknown as typeof browser);
    key = await server.newKey('free');
    await saveSettings({ mode: 'online', backendUrl: server.url });
    await saveApiKey(key);
  });

  it('answers "Check with API" with the backend’s result and the quota left', async () => {
    const reply = await createBackgroundClient().score({ text: DRAFT, platform: 'x' });
    const offline = score({ text: DRAFT, platform: 'x' });
    expect(
      reply.ok && { decision: reply.result.decision, score: reply.result.pre_publish_score, quota: reply.quota, cached: reply.cached },
    ).toEqual({
      decision: offline.decision,
      score: offline.pre_publish_score,
      quota: { endpoint: 'score', remaining: 19, limit: 20 },
      cached: false,
    });
  });

  it('remembers the quota the backend reported, for panels opened later, without asking again', async () => {
    await createBackgroundClient().score({ text: DRAFT, platform: 'x' });
    expect(await loadQuotaMemory()).toEqual({
      backendUrl: server.url,
      score: { endpoint: 'score', remaining: 19, limit: 20 },
      generate: null,
    });
  });

  it('answers a repeated check of the same text from its cache, spending no second call', async () => {
    const client = createBackgroundClient();
    await client.score({ text: DRAFT, platform: 'x' });
    const again = await client.score({ text: DRAFT, platform: 'x' });
    expect(again.ok && again.cached).toBe(true);
    const usage = await client.usage();
    expect(usage.ok && usage.score).toEqual({ endpoint: 'score', remaining: 19, limit: 20 });
  });

  it('reports the monthly quotas from /api/v1/usage', async () => {
    expect(await createBackgroundClient().usage()).toEqual({
      ok: true,
      score: { endpoint: 'score', remaining: 20, limit: 20 },
      generate: { endpoint: 'generate', remaining: 5, limit: 5 },
    });
  });

  it('shows the server’s own message once the free quota of 20 is used up (429)', async () => {
    const client = createBackgroundClient();
    for (let i = 0; i < 20; i++) {
      const reply = await client.score({ text: `${DRAFT} Take ${i}.`, platform: 'x' });
      expect(reply.ok).toBe(true);
    }
    const refused = await client.score({ text: `${DRAFT} Take 20.`, platform: 'x' });
    const direct = await fetch(`${server.url}/api/v1/score`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `${DRAFT} Take 21.` }),
    });
    const serverMessage = ((await direct.json()) as { error: { message: string } }).error.message;
    expect(direct.status).toBe(429);
    // The server's message counts the seconds to the reset, which moved between the two calls.
    const withoutCountdown = (message: string) => message.replace(/\(in \d+ s\)/, '(in … s)');
    expect(refused.ok === false && { ...refused, error: { ...refused.error, message: withoutCountdown(refused.error.message) } }).toEqual({
      ok: false,
      error: { kind: 'quota_exceeded', message: withoutCountdown(serverMessage), status: 429 },
      quota: { endpoint: 'score', remaining: 0, limit: 20 },
    });
    expect(withoutCountdown(serverMessage)).not.toBe(serverMessage);
  });

  it('says to check the key when the backend answers 401', async () => {
    await saveApiKey('tsk_thisKeyWasNeverIssued_0123456789');
    const reply = await createBackgroundClient().score({ text: DRAFT, platform: 'x' });
    expect(reply.ok === false && reply.error.kind).toBe('unauthorized');
    expect(reply.ok === false && reply.error.status).toBe(401);
    expect(reply.ok === false && reply.error.message).toContain("Check the API key in Preflight's options");
  });

  it('says the backend cannot be reached when nothing listens at its URL', async () => {
    const closed = await startTestServer();
    const url = closed.url;
    await closed.close();
    await saveSettings({ backendUrl: url });
    const reply = await createBackgroundClient().score({ text: DRAFT, platform: 'x' });
    expect(reply.ok === false && reply.error.kind).toBe('network');
    expect(reply.ok === false && reply.error.message).toContain(`Could not reach the Preflight API at ${url}`);
  });

  it('refuses to call the API in offline mode, whatever a page asks (the worker enforces it, not only the UI)', async () => {
    const remaining = async () => {
      const usage = (await (await fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
        endpoints: { score: { remaining: number } };
      };
      return usage.endpoints.score.remaining;
    };
    const before = await remaining();
    await saveSettings({ mode: 'offline', backendUrl: server.url });
    expect(await createBackgroundClient().score({ text: DRAFT, platform: 'x' })).toEqual({
      ok: false,
      error: {
        kind: 'not_configured',
        message: "Preflight is in offline mode: switch to online in Preflight's options to check with the API.",
      },
      quota: null,
    });
    expect((await createBackgroundClient().usage()).ok).toBe(false);
    expect(await remaining()).toBe(before);
  });

  it('never sends the key in clear text to a backend that is not on this computer', async () => {
    await saveSettings({ mode: 'online', backendUrl: 'http://preflight.example.com' });
    const reply = await createBackgroundClient().score({ text: DRAFT, platform: 'x' });
    expect(reply.ok === false && reply.error.kind).toBe('not_configured');
    expect(reply.ok === false && reply.error.message).toContain('is not https, so the API key would travel in clear text');
  });

  it('asks for a key before calling when none is saved', async () => {
    await saveApiKey('');
    expect(await createBackgroundClient().score({ text: DRAFT, platform: 'x' })).toEqual({
      ok: false,
      error: { kind: 'not_configured', message: "No API key yet: add one in Preflight's options to check with the API." },
      quota: null,
    });
  });

  it('drafts ranked variants through the backend’s generate', async () => {
    const reply = await createBackgroundClient().generate({ idea: IDEA, n_variants: 2, post_format: null, platform: 'x' });
    expect(reply.ok && reply.result.ranked.map((v) => v.rank)).toEqual([1, 2]);
    expect(reply.ok && reply.quota).toEqual({ endpoint: 'generate', remaining: 4, limit: 5 });
  });

  it('leaves messages that are not its own unanswered, for other listeners', async () => {
    const answered = await fakeBrowser.runtime.onMessage.trigger({ type: 'someone-else' }, {}, () => undefined);
    // One answer per listener (the backend's calls, the panel's injection): none of them takes it.
    expect(answered).toEqual([undefined, undefined]);
  });
});
