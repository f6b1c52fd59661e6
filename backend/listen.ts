// Starting and stopping an HTTP listener for a Hono app, as promises, with deadlines for slow clients,
// fair connection caps, and the one JSON error shape even for requests the app never sees.
import { createServer, maxHeaderSize, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createClientErrorHandler } from './errors/clientError';
import { requestErrorResponse } from './errors/requestError';
import { applyFairConnections } from './http/fairConnections';
import { oneRequestAtATime } from './http/pipelinedRequests';
import { deadlineCheckIntervalMs, DEFAULT_SERVER_LIMITS, type ServerLimits } from './http/serverLimits';

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

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
  limits: Partial<ServerLimits> = {},
): Promise<Listener> {
  const settled: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...limits };
  // What createAdaptorServer does, plus the adapter's errorHandler, which createAdaptorServer does not pass on.
  const server: Server = createServer(
    {
      requestTimeout: settled.requestTimeoutMs,
      headersTimeout: settled.headersTimeoutMs,
      keepAliveTimeout: settled.keepAliveTimeoutMs,
      connectionsCheckingInterval: deadlineCheckIntervalMs(settled),
    },
    // Pipelined requests one at a time, none after an answer that closed the connection (pipelinedRequests.ts).
    oneRequestAtATime(getRequestListener(fetch, { errorHandler: requestErrorResponse })),
  );
  // Not server.maxConnections: Node would close every connection past it on accept, before anyone could choose.
  applyFairConnections(server, { total: settled.maxConnections, perAddress: settled.maxConnectionsPerAddress });
  server.on(
    'clientError',
    createClientErrorHandler({
      maxHeaderBytes: maxHeaderSize,
      headersTimeoutMs: settled.headersTimeoutMs,
      requestTimeoutMs: settled.requestTimeoutMs,
    }),
  );
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
