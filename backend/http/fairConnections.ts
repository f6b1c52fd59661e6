// Who gets a connection when they run short. Node's own server.maxConnections closes every connection past
// the cap as it is accepted, whoever holds the rest: one client holding the cap's worth of idle sockets shut
// everyone else out, and a client that kept reconnecting made the others' requests fail. Here each source
// address may hold only a share of the cap, and when the cap is reached an idle connection (no request in
// progress, the oldest from the address holding the most) is closed to let the new one in. Only when every
// connection is busy with a request is the new one refused.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionCaps {
  /** Connections open at once, from all clients together. */
  total: number;
  /** Connections open at once from one source address (an IPv6 client's whole /64). */
  perAddress: number;
}

interface Tracked {
  socket: Socket;
  source: string;
  /** Requests received on this connection whose answer has not finished. */
  busy: number;
  /** When it last became idle (or was accepted). */
  idleSince: number;
}

/**
 * The source a connection is counted against: the IPv4 address, or the first 64 bits of an IPv6 address (one
 * subscriber usually gets a whole /64, so counting single IPv6 addresses would let one client take them all).
 */
export function sourceOf(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  if (v4) return v4[1] as string;
  if (!remoteAddress.includes(':')) return remoteAddress;
  const [head = '', tail = ''] = remoteAddress.split('%')[0]!.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = remoteAddress.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface FairConnections {
  /** Open connections now, and how many were closed to make room or refused (for the tests' figures). */
  stats(): { open: number; shed: number; refused: number };
}

/** Applies the caps to `server` (whose own maxConnections must stay unset: it would refuse before we can choose). */
export function applyFairConnections(server: Server, caps: ConnectionCaps): FairConnections {
  const open = new Map<Socket, Tracked>();
  const perSource = new Map<string, Set<Tracked>>();
  let shed = 0;
  let refused = 0;

  const forget = (entry: Tracked) => {
    if (!open.delete(entry.socket)) return;
    const group = perSource.get(entry.source);
    group?.delete(entry);
    if (group?.size === 0) perSource.delete(entry.source);
  };

  /** The idle connection to close for room: from `within` when given, else from the source holding the most. */
  const idleToClose = (within?: Set<Tracked>): Tracked | undefined => {
    const oldestIdle = (entries: Iterable<Tracked>) => {
      let best: Tracked | undefined;
      for (const e of entries) if (e.busy === 0 && (!best || e.idleSince < best.idleSince)) best = e;
      return best;
    };
    if (within) return oldestIdle(within);
    const sources = [...perSource.values()].sort((a, b) => b.size - a.size);
    for (const group of sources) {
      const found = oldestIdle(group);
      if (found) return found;
    }
    return undefined;
  };

  const makeRoom = (within?: Set<Tracked>): boolean => {
    const victim = idleToClose(within);
    if (!victim) return false;
    forget(victim);
    victim.socket.destroy();
    shed += 1;
    return true;
  };

  server.on('connection', (socket: Socket) => {
    const source = sourceOf(socket.remoteAddress);
    const group = perSource.get(source) ?? new Set<Tracked>();
    // One address over its share makes room among its own idle connections, never anyone else's.
    if (group.size >= caps.perAddress && !makeRoom(group)) {
      refused += 1;
      socket.destroy();
      return;
    }
    if (open.size >= caps.total && !makeRoom()) {
      refused += 1;
      socket.destroy();
      return;
    }
    const entry: Tracked = { socket, source, busy: 0, idleSince: performance.now() };
    open.set(socket, entry);
    group.add(entry);
    perSource.set(source, group);
    socket.once('close', () => forget(entry));
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const entry = open.get(req.socket);
    if (!entry) return;
    entry.busy += 1;
    res.once('close', () => {
      entry.busy -= 1;
      if (entry.busy === 0) entry.idleSince = performance.now();
    });
  });

  return { stats: () => ({ open: open.size, shed, refused }) };
}
