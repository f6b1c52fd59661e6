// A TCP relay in front of a PostgreSQL server that, once armed, lets the next COMMIT through to the server and
// loses everything the server says back on that connection: the COMMIT lands, and the client never learns it.
// This is the one moment no transaction can make safe by itself (the answer to the last message lost), made
// to happen on demand rather than hoped for under a freeze.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface LostCommitAnswer {
  /** A URL for the same database through the relay. */
  url(direct: string): string;
  /** The next COMMIT sent on any connection reaches the server; that connection hears nothing back after it. */
  arm(): void;
  /** COMMITs whose answer was lost so far. */
  readonly lost: number;
  close(): Promise<void>;
}

/** A simple-query COMMIT as the pg client sends it: 'Q', the length, the text and its NUL. */
const COMMIT = Buffer.concat([Buffer.from('Q'), Buffer.from([0, 0, 0, 11]), Buffer.from('COMMIT\0')]);

export async function startLostCommitAnswer(serverPort: number): Promise<LostCommitAnswer> {
  let armed = false;
  let lost = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: serverPort });
    sockets.add(client).add(upstream);
    let deaf = false;
    client.on('data', (chunk: Buffer) => {
      if (armed && !deaf && chunk.includes(COMMIT)) {
        armed = false;
        deaf = true;
        lost += 1;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!deaf) client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the relay has no port');
  return {
    url: (direct) => {
      const parsed = new URL(direct);
      parsed.port = String(address.port);
      return parsed.toString();
    },
    arm: () => {
      armed = true;
    },
    get lost() {
      return lost;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
