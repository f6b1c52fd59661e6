// An error answer in the one JSON shape, built outside the Hono app: for the failures that happen before
// the app sees a request (see clientError.ts and requestError.ts). Same body, same headers.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { API_ANSWER_HEADERS } from '../http/answerHeaders';
import type { ApiError, ErrorBody } from './apiError';

export interface StandaloneError {
  status: number;
  headers: Record<string, string>;
  json: string;
}

export function standaloneError(error: ApiError, requestId: string = randomUUID()): StandaloneError {
  const body: ErrorBody = { error: { code: error.code, message: error.message, request_id: requestId } };
  const json = JSON.stringify(body);
  return {
    status: error.status,
    json,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId, ...API_ANSWER_HEADERS, ...error.headers },
  };
}

/** The answer as HTTP/1.1 bytes for a raw socket, closing the connection. */
export function asRawHttp(answer: StandaloneError): string {
  const headers = { ...answer.headers, 'Content-Length': String(Buffer.byteLength(answer.json)), Connection: 'close' };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}\r\n${head}\r\n${answer.json}`;
}

export function asResponse(answer: StandaloneError): Response {
  return new Response(answer.json, { status: answer.status, headers: answer.headers });
}
