// The pages' side of the messaging: one typed call per backend operation. Replies are parsed, so a
// stale service worker or a bug there shows as a message, never as a broken panel.
import type { z } from 'zod';
import { browser } from 'wxt/browser';
import {
  failure,
  type ApiFailure,
  GenerateReply,
  ScoreReply,
  UsageReply,
  type BackgroundCall,
  type GenerateCall,
  type ScoreCall,
} from './protocol';

export type SendMessage = (message: BackgroundCall) => Promise<unknown>;

export interface BackgroundClient {
  score(call: Omit<ScoreCall, 'type'>): Promise<ScoreReply>;
  generate(call: Omit<GenerateCall, 'type'>): Promise<GenerateReply>;
  usage(): Promise<UsageReply>;
}

const defaultSend: SendMessage = (message) => browser.runtime.sendMessage(message);

export function createBackgroundClient(send: SendMessage = defaultSend): BackgroundClient {
  async function call<T>(message: BackgroundCall, schema: z.ZodType<T>): Promise<T | ApiFailure> {
    let raw: unknown;
    try {
      raw = await send(message);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return failure('network', `Preflight's background worker did not answer (${detail}). Reload the page and try again.`);
    }
    const parsed = schema.safeParse(raw);
    return parsed.success
      ? parsed.data
      : failure('bad_response', "Preflight's background worker sent an unreadable answer. Reload the extension.");
  }
  return {
    score: (c) => call({ type: 'preflight:score', ...c }, ScoreReply),
    generate: (c) => call({ type: 'preflight:generate', ...c }, GenerateReply),
    usage: () => call({ type: 'preflight:usage' }, UsageReply),
  };
}
