// Requests Node's HTTP parser refuses never reach the app: a bad Content-Length, a header with a bare CR
// or LF, headers over the size limit, a request line that is not HTTP, a client past its deadline. Node
// answers those with a bare status line; here they get the one JSON error shape, with a request id, like
// every other error. There is no request or response object at this point, only the socket.
import type { Duplex } from 'node:stream';
import { ApiError, type ErrorCode } from './apiError';
import { asRawHttp, standaloneError } from './standaloneError';

/** Node's parse errors carry the llhttp code and a fixed reason (never the client's bytes). */
interface ParserError extends Error {
  code?: string;
  reason?: string;
}

/** A client that does not close after our answer is cut off after this, so it cannot hold the socket. */
const LINGER_MS = 2_000;

export interface ClientErrorContext {
  /** Node's maximum size of all request headers together (http.maxHeaderSize), for the 431 message. */
  maxHeaderBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export function clientErrorAnswer(error: ParserError, context: ClientErrorContext): ApiError {
  const fail = (code: ErrorCode, message: string) => new ApiError(code, message);
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return fail(
        'request_timeout',
        `The request did not arrive in time (headers within ${context.headersTimeoutMs / 1000} s, the whole ` +
          `request within ${context.requestTimeoutMs / 1000} s); send it again without pauses.`,
      );
    case 'HPE_HEADER_OVERFLOW':
      return fail(
        'headers_too_large',
        `The request headers are larger than ${context.maxHeaderBytes / 1024} KB in total; send fewer or shorter headers.`,
      );
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return fail('payload_too_large', 'The chunk extensions of the request body are too large; send the body without chunk extensions.');
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return fail(
        'invalid_request',
        'The Content-Length header is not valid (it must be one decimal number, and not sent with ' +
          'Transfer-Encoding); send the exact body length.',
      );
    default: {
      const reason = typeof error.reason === 'string' && error.reason !== '' ? ` (${error.reason})` : '';
      return fail(
        'invalid_request',
        `The request is not valid HTTP/1.1${reason}; check the request line and that no header contains a line break.`,
      );
    }
  }
}

/** Internal to node:http: the response in progress on this connection, if any. */
function responseInProgress(socket: Duplex): { headersSent: boolean } | null | undefined {
  return (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
}

const answered = new WeakSet<Duplex>();

/** For server.on('clientError'). */
export function createClientErrorHandler(context: ClientErrorContext): (error: ParserError, socket: Duplex) => void {
  return (error, socket) => {
    // A reset or already closed connection has no one left to answer; a second parse error on a
    // connection we already answered (more bytes after the bad ones) needs no second answer.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable || answered.has(socket)) {
      socket.destroy();
      return;
    }
    // Once a response has started on this connection, another status line would corrupt it.
    if (responseInProgress(socket)?.headersSent) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    // end(), not write() and destroy(): the client gets to read the answer before the connection closes.
    // The parser has given up on this connection, so the answer says Connection: close.
    socket.end(asRawHttp(standaloneError(clientErrorAnswer(error, context))));
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  };
}
