// One client cannot take the connection cap from everyone else: each source address holds at most its share
// (PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS), and when the cap is reached an idle connection of the client holding
// the most makes room for a new one. A second client address is 127.0.0.2 (Linux routes all of 127/8 to the
// loopback). Each check waits for the server's own doing (a socket it closed, an answer), never for a time.
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withKeyOps } from '../../backend/cli/keyOpsFor';
import { startServe } from '../backend/support/processes';
import { removeTempDirs, tempDir } from '../backend/support/tempDir';
import { GOOD_POST } from '../backend/support/testServer';
import { startLimitedServer } from './support/limitedServer';
import { open, parseAnswer, rawRequest, readUntilClosed, type RawAnswer } from './support/rawHttp';
import { waitUntil } from './support/waitUntil';

afterAll(removeTempDirs);

const OTHER_CLIENT = '127.0.0.2';

/** Connections held open without a request, and how many of them the server has closed so far. */
async function idleSockets(url: string, count: number): Promise<{ sockets: Socket[]; open: () => number; closeAll: () => void }> {
  const sockets: Socket[] = [];
  let closed = 0;
  for (let i = 0; i < count; i++) {
    const socket = await open(url);
    socket.on('error', () => {});
    socket.once('close', () => (closed += 1));
    sockets.push(socket);
  }
  return {
    sockets,
    open: () => sockets.length - closed,
    closeAll: () => {
      for (const s of sockets) s.destroy();
    },
  };
}

const healthz = (url: string, from?: string): Promise<RawAnswer> =>
  rawRequest(url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', from);

function scoreRequest(key: string): string {
  const body = JSON.stringify({ text: GOOD_POST });
  return (
    `POST /api/v1/score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: ` +
    `application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

describe('fair connections, the real server with its defaults (1,024 in all, 64 per address)', () => {
  it('one client opening 1,100 idle sockets keeps 64 of them; another address still scores', async () => {
    const storeFile = join(tempDir(), 'preflight.json');
    const { key } = await withKeyOps(storeFile, (ops) => ops.create('fair', 'pro'));
    const serve = await startServe({ PREFLIGHT_DB: storeFile });
    const hog = await idleSockets(serve.url, 1_100);
    try {
      await waitUntil('the server has closed the hog’s sockets beyond its share', () => hog.open() <= 64);
      const score = await rawRequest(serve.url, scoreRequest(key), OTHER_CLIENT);
      const health = await healthz(serve.url, OTHER_CLIENT);
      console.log(
        `fair connections: 1,100 idle sockets from one address, ${hog.open()} left open; another address: ` +
          `score ${score.status}, healthz ${health.status}`,
      );
      expect(hog.open()).toBe(64);
      expect(score.status).toBe(200);
      expect(health.status).toBe(200);
    } finally {
      hog.closeAll();
      expect(await serve.stop('SIGTERM')).toBe(0);
    }
  });
});

describe('idle connections make room when the cap is reached', () => {
  it('a client holding more idle sockets than the whole cap: another address still gets in, every time', async () => {
    const server = await startLimitedServer({ maxConnections: 4, maxConnectionsPerAddress: 64 });
    const hog = await idleSockets(server.url, 10);
    try {
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) answers.push((await healthz(server.url, OTHER_CLIENT)).status);
      console.log(
        `cap 4, 10 idle sockets from one address: ${hog.open()} of them left open; 20 requests from another ` +
          `address: ${answers.filter((s) => s === 200).length} answered 200`,
      );
      expect(answers).toEqual(Array<number>(20).fill(200));
      expect(hog.open()).toBeLessThanOrEqual(4);
    } finally {
      hog.closeAll();
      await server.close();
    }
  });

  it('a client that reconnects whenever it is cut off does not make another address’s requests fail', async () => {
    const server = await startLimitedServer({ maxConnections: 4, maxConnectionsPerAddress: 64 });
    let running = true;
    let reconnects = 0;
    const held = new Set<Socket>();
    // Keeps four idle sockets open, opening a new one as soon as the server closes one.
    const hold = async (): Promise<void> => {
      while (running) {
        const socket = await open(server.url).catch(() => undefined);
        if (!socket) continue;
        socket.on('error', () => {});
        held.add(socket);
        await new Promise<void>((closed) => {
          socket.once('close', () => closed());
          if (!running) socket.destroy();
        });
        held.delete(socket);
        reconnects += 1;
      }
    };
    const holders = Array.from({ length: 4 }, hold);
    try {
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) answers.push((await healthz(server.url, OTHER_CLIENT)).status);
      console.log(
        `a reconnecting client (${reconnects} reconnects): 40 requests from another address, ` +
          `${answers.filter((s) => s === 200).length} answered 200`,
      );
      expect(answers).toEqual(Array<number>(40).fill(200));
      expect(reconnects).toBeGreaterThan(0);
    } finally {
      running = false;
      for (const socket of held) socket.destroy();
      await Promise.all(holders);
      await server.close();
    }
  });

  it('when every connection is busy with a request, a new one is closed at once and the busy ones still finish', async () => {
    const server = await startLimitedServer({ maxConnections: 2 });
    const key = await server.newKey();
    const body = JSON.stringify({ text: GOOD_POST });
    // Headers sent, body held back: each connection has a request in progress. The server's "100 Continue"
    // says it has taken the request in, so the third connection comes after both are busy.
    const busy = await Promise.all(
      [0, 1].map(async () => {
        const socket = await open(server.url);
        const continued = new Promise<void>((resolve) => socket.once('data', () => resolve()));
        socket.write(
          `POST /api/v1/score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: ` +
            `application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: ` +
            `100-continue\r\nConnection: close\r\n\r\n`,
        );
        await continued;
        return socket;
      }),
    );
    try {
      const extra = await readUntilClosed(await open(server.url), 5_000);
      expect(extra).toEqual({ text: '', closedByServer: true });
      const answers = await Promise.all(
        busy.map((socket) => {
          const reading = readUntilClosed(socket, 5_000);
          socket.write(body);
          return reading.then(
            ({ text, closedByServer }) => parseAnswer(text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''), closedByServer).status,
          );
        }),
      );
      console.log(`cap 2, both connections busy: a third closed at once, the busy ones answered ${answers.join(', ')}`);
      expect(answers).toEqual([200, 200]);
    } finally {
      for (const socket of busy) socket.destroy();
      await server.close();
    }
  });
});
