import { describe, expect, it, vi } from 'vitest';
import { LOAD_ENGINE_MESSAGE, type LoadEngineReply } from '../../../extension/composer/engineContract';
import { createEngineInjectionHandler, type InjectionTarget } from '../../../extension/messaging/engineInjection';

describe('the service worker injects the panel into the frame that asks', () => {
  it('injects into the sender’s tab and frame, then answers ok', async () => {
    const targets: InjectionTarget[] = [];
    const handler = createEngineInjectionHandler(async (target) => targets.push(target));
    const reply = vi.fn<(reply: LoadEngineReply) => void>();
    expect(handler({ type: LOAD_ENGINE_MESSAGE }, { tab: { id: 7 }, frameId: 3 }, reply)).toBe(true);
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith({ ok: true }));
    expect(targets).toEqual([{ tabId: 7, frameId: 3 }]);
  });

  it('says why when the injection fails', async () => {
    const handler = createEngineInjectionHandler(async () => {
      throw new Error('Cannot access contents of the page');
    });
    const reply = vi.fn<(reply: LoadEngineReply) => void>();
    handler({ type: LOAD_ENGINE_MESSAGE }, { tab: { id: 7 } }, reply);
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith({ ok: false, message: 'Cannot access contents of the page' }));
  });

  it('leaves other messages to the other listeners', () => {
    const inject = vi.fn(async () => undefined);
    expect(createEngineInjectionHandler(inject)({ type: 'preflight:score' }, { tab: { id: 1 } }, () => undefined)).toBeUndefined();
    expect(inject).not.toHaveBeenCalled();
  });
});
