// Starting and stopping an HTTP listener for a Hono app, as promises.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';

export interface Listener {
  host: string;
  port: number;
  /** http://host:port, with IPv6 hosts in brackets. */
  url: string;
  close(): Promise<void>;
}

export function urlFor(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** How long open requests may finish after close() before their connections are cut. */
const DRAIN_MS = 5_000;

export async function listen(fetch: (request: Request) => Response | Promise<Response>, host: string, port: number): Promise<Listener> {
  const server = createAdaptorServer({ fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    host,
    port: actual,
    url: urlFor(host, actual),
    close: () =>
      new Promise<void>((resolve) => {
        // close() stops accepting and (Node >= 19) drops idle keep-alive connections.
        const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
      }),
  };
}
