// The service worker's message handler: parses the call, asks the backend (or the cache), answers.
// It calls sendResponse and returns true: the one way an async answer reaches the sender in every
// browser and in WXT's fake browser, where a returned promise gets no answer.
import type { BackendApi } from './backendApi';
import { BackgroundCall, failure, type GenerateReply, type Quota, type ScoreReply, type UsageReply } from './protocol';
import type { ScoreCache } from './scoreCache';

export interface HandlerDeps {
  api: BackendApi;
  cache: ScoreCache;
  /** Keeps the latest quota the backend reported, for panels opened later. */
  remember(quota: Quota): Promise<void>;
}

type Reply = ScoreReply | GenerateReply | UsageReply;

export async function answer(call: BackgroundCall, deps: HandlerDeps): Promise<Reply> {
  const reply = await ask(call, deps);
  const quotas = reply.ok && 'score' in reply && 'generate' in reply ? [reply.score, reply.generate] : [reply.quota];
  for (const quota of quotas) if (quota) await deps.remember(quota);
  return reply;
}

async function ask(call: BackgroundCall, deps: HandlerDeps): Promise<Reply> {
  switch (call.type) {
    case 'preflight:score': {
      const { type: _type, ...request } = call;
      const cached = await deps.cache.get(request);
      if (cached) return { ok: true, result: cached, quota: null, cached: true };
      const reply = await deps.api.score(request);
      if (!reply.ok) return reply;
      await deps.cache.set(request, reply.data);
      return { ok: true, result: reply.data, quota: reply.quota, cached: false };
    }
    case 'preflight:generate': {
      const { type: _type, ...request } = call;
      const reply = await deps.api.generate(request);
      return reply.ok ? { ok: true, result: reply.data, quota: reply.quota } : reply;
    }
    case 'preflight:usage': {
      const reply = await deps.api.usage();
      return reply.ok ? { ok: true, score: reply.data.score, generate: reply.data.generate } : reply;
    }
  }
}

export function createMessageHandler(deps: HandlerDeps) {
  return (message: unknown, _sender: unknown, sendResponse: (reply: Reply) => void): true | undefined => {
    const call = BackgroundCall.safeParse(message);
    if (!call.success) return undefined; // not ours: let other listeners answer
    answer(call.data, deps).then(sendResponse, (error: unknown) =>
      sendResponse(failure('server', `Preflight's background worker failed: ${error instanceof Error ? error.message : String(error)}`)),
    );
    return true;
  };
}
