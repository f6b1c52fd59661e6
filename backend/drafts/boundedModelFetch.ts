// The fetch the model client uses: the whole reply, headers and body, within the call's deadline, and at most
// a set number of bytes. The openai package's own timeout stops once the headers have arrived, and it reads
// whatever body follows: a model server that sent its headers and then stalled held a generate call until the
// route's own budget ran out (45 s), and one that sent 300 MB made the process buffer all of it, then parse it
// (1.16 GB more). Here the body is read before the client sees the answer, so the same deadline covers it, and
// reading stops at the size limit.
import { readAtMost } from '../http/readAtMost';

/** A chat completion of 10 variants of 4,000 characters each, escaped twice, is well under this. */
export const DEFAULT_MAX_REPLY_BYTES = 1024 * 1024;

/** The model server's reply passed the size limit; reading it stopped there. */
export class ModelReplyTooLarge extends Error {
  override name = 'ModelReplyTooLarge';
  constructor(readonly limitBytes: number) {
    super(`The reply was larger than ${limitBytes} bytes.`);
  }
}

export interface ModelFetchLimits {
  /** From the request to the reply's last byte. */
  deadlineMs: number;
  maxReplyBytes: number;
}

// A Response with one of these statuses may not have a body, even an empty one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
// The body is handed on decoded and whole: these no longer describe it.
const STALE_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding'];

export function boundedModelFetch(limits: ModelFetchLimits, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const deadline = AbortSignal.timeout(limits.deadlineMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const response = await inner(input, { ...init, signal });
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > limits.maxReplyBytes) {
      await response.body?.cancel().catch(() => {});
      throw new ModelReplyTooLarge(limits.maxReplyBytes);
    }
    const body = await readAtMost(response.body, limits.maxReplyBytes, () => new ModelReplyTooLarge(limits.maxReplyBytes));
    const headers = new Headers(response.headers);
    for (const name of STALE_HEADERS) headers.delete(name);
    return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
