// How long a client may take and how many may be connected at once. Without deadlines a client that sends
// its headers or body a byte at a time (slowloris) holds a connection open for as long as it likes, and
// enough of them exhaust the process's sockets. Node's own defaults are 60 s for headers and 5 min for
// the whole request, checked only every 30 s.

export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this; 408 after. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (lower than requestTimeoutMs); 408 after. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; past it an idle one makes room, or the new one is closed (fairConnections.ts). */
  maxConnections: number;
  /** Connections open at once from one source address (an IPv6 /64); kept well below maxConnections. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_024,
  maxConnectionsPerAddress: 64,
};

/**
 * How often Node looks for requests past their deadline: a fifth of the headers timeout, at most 1 s, so
 * a deadline is enforced within 20% of its value (Node's default interval, 30 s, would triple the 10 s one).
 */
export function deadlineCheckIntervalMs(limits: ServerLimits): number {
  return Math.max(10, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 5)));
}
