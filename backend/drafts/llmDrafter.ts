// Drafts from any OpenAI-compatible chat-completions server, in one call that returns all n variants
// as structured JSON. An unusable answer (wrong count, invalid) gets one retry; every other failure,
// and a second unusable answer, is upstream_error (502). The route refunds the quota on any failure.
// Revisions (editorLoop.ts) are one call each, for every draft sent back, and are not retried.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { ApiError } from '../errors/apiError';
import { errorFields } from '../log/errorFields';
import type { Logger } from '../log/logger';
import { boundedModelFetch, DEFAULT_MAX_REPLY_BYTES, ModelReplyTooLarge } from './boundedModelFetch';
import type { DraftBatch, Drafter, DrafterRequest, RevisionItem } from './drafter';
import { correctionMessage, draftMessages, formatsFor, type ChatMessage } from './prompts';
import { revisionMessages } from './revisionPrompt';
import { ChatCompletionShape, parseVariants, variantsSchema } from './variantsSchema';

export interface LlmDrafterOptions {
  client: OpenAI;
  model: string;
  /** Per model call; the openai package's own default, 10 minutes, is far too long for a call a writer waits on. */
  timeoutMs: number;
  logger: Logger;
}

/**
 * The client for the configured model server (config/env.ts, modelSettings). Retries are ours (one, on unusable output), never the SDK's.
 * Each reply is read whole, within `timeoutMs` of the request and at most `maxReplyBytes` (boundedModelFetch.ts).
 */
export function createOpenAiClient(opts: { apiKey?: string; baseURL?: string; timeoutMs: number; maxReplyBytes?: number }): OpenAI {
  return new OpenAI({
    // A local OpenAI-compatible server often needs no key, but the SDK insists on one.
    apiKey: opts.apiKey ?? 'not-needed',
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs,
    maxRetries: 0,
    fetch: boundedModelFetch({ deadlineMs: opts.timeoutMs, maxReplyBytes: opts.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES }),
  });
}

const RETRY_HINT = 'Retry later; the call was not charged to your quota.';

function upstream(message: string, cause?: unknown): ApiError {
  return new ApiError('upstream_error', `${message} ${RETRY_HINT}`, {}, { cause });
}

function describeFailure(error: unknown, timeoutMs: number): string {
  // The SDK reports a failure inside fetch as a connection error, with ours as its cause.
  if (error instanceof Error && error.cause instanceof ModelReplyTooLarge) {
    return `The language model server's reply was larger than ${Math.round(error.cause.limitBytes / 1024)} KB; it was cut off there.`;
  }
  if (error instanceof APIConnectionTimeoutError) return `The language model did not answer within ${timeoutMs} ms.`;
  if (error instanceof APIUserAbortError) return 'The language model call was cancelled.';
  if (error instanceof APIConnectionError) return 'The language model server could not be reached.';
  // The provider's error body is not echoed: it can quote part of our provider key.
  if (error instanceof APIError) return `The language model server answered HTTP ${error.status ?? 'error'}.`;
  if (error instanceof SyntaxError) return 'The language model server sent a reply that is not JSON.';
  return 'The language model call failed.';
}

export function createLlmDrafter(opts: LlmDrafterOptions): Drafter {
  const { client, model, timeoutMs, logger } = opts;

  async function complete(messages: ChatMessage[], n: number, signal: AbortSignal): Promise<string | null | undefined> {
    let raw: unknown;
    const started = performance.now();
    try {
      raw = await client.chat.completions.create(
        { model, messages, response_format: zodResponseFormat(variantsSchema(n), 'variants') },
        { signal, timeout: timeoutMs, maxRetries: 0 },
      );
    } catch (error) {
      const message = describeFailure(error, timeoutMs);
      // Our own description, the status and the class: never the provider's error text (errorFields.ts).
      logger.warn('model call failed', {
        model,
        reason: message,
        status: error instanceof APIError ? error.status : undefined,
        elapsed_ms: Math.round(performance.now() - started),
        ...errorFields(error),
      });
      throw upstream(message, error);
    }
    const completion = ChatCompletionShape.safeParse(raw);
    if (!completion.success) {
      logger.warn('model reply is not a chat completion', { model });
      throw upstream('The language model server sent something other than a chat completion.');
    }
    return completion.data.choices[0]?.message.content;
  }

  return {
    kind: 'llm',
    model,
    async draft(req: DrafterRequest, signal: AbortSignal): Promise<DraftBatch> {
      const formats = formatsFor(req.n, req.post_format);
      const messages = draftMessages(req, formats);
      let problem = '';
      for (let attempt = 1; attempt <= 2; attempt++) {
        const content = await complete(messages, req.n, signal);
        const parsed = parseVariants(content, req.n);
        if (parsed.ok) return { drafts: parsed.texts.map((text, i) => ({ text, post_format: formats[i]! })) };
        problem = parsed.problem;
        logger.warn('model answer unusable', { model, attempt, problem });
        messages.push({ role: 'assistant', content: content ?? '' }, correctionMessage(problem, req.n));
      }
      throw upstream(`The language model returned unusable drafts twice (${problem}).`);
    },
    async revise(req: DrafterRequest, items: RevisionItem[], signal: AbortSignal): Promise<string[]> {
      const content = await complete(revisionMessages(req, items), items.length, signal);
      const parsed = parseVariants(content, items.length);
      if (parsed.ok) return parsed.texts;
      logger.warn('model revision unusable', { model, problem: parsed.problem });
      throw upstream(`The language model returned unusable revisions (${parsed.problem}).`);
    },
  };
}
