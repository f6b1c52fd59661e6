// HTTP over a raw TCP socket, for requests fetch() refuses to send (bad framing, injected line breaks).
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection (not us) before the deadline. */
  closedByServer: boolean;
}

/**
 * Opens a connection to an http://host:port URL, from `localAddress` when given (Linux routes all of 127/8 to
 * the loopback, so 127.0.0.2 is a second client address on one machine).
 */
export function open(url: string, localAddress?: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), ...(localAddress ? { localAddress } : {}) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Every byte the server sends until it closes the connection, or `deadlineMs` passes. */
export function readBytesUntilClosed(socket: Socket, deadlineMs = 5_000): Promise<{ data: Buffer; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), closedByServer });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    // A reset after the answer was read (or EPIPE while we still write) still counts as closed by the server:
    // what it sent before is kept.
    socket.on('error', () => finish(true));
  });
}

/** Everything the server sends until it closes the connection, or `deadlineMs` passes, as text. */
export async function readUntilClosed(socket: Socket, deadlineMs = 5_000): Promise<{ text: string; closedByServer: boolean }> {
  const { data, closedByServer } = await readBytesUntilClosed(socket, deadlineMs);
  return { text: data.toString('utf8'), closedByServer };
}

export function parseAnswer(text: string, closedByServer: boolean): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) throw new Error(`no complete HTTP answer in ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: text.slice(split + 4), closedByServer };
}

/** Sends `bytes` as they are and reads the answer. */
export async function rawRequest(url: string, bytes: string | Buffer, localAddress?: string): Promise<RawAnswer> {
  const socket = await open(url, localAddress);
  const reading = readUntilClosed(socket);
  socket.write(bytes);
  const { text, closedByServer } = await reading;
  return parseAnswer(text, closedByServer);
}
