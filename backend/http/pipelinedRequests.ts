// Requests pipelined on one connection run one after another, and never after an answer that closed the
// connection. Node hands a pipelined request to the app as soon as it is parsed, even while an earlier request
// on the connection is being answered (it only holds the later answer back), and also after an answer that
// said Connection: close has gone out, if the bytes were already there. So a request pipelined after a
// chunked body refused at its size limit (413, Connection: close, the rest of that body never read) ran and
// was charged, and its answer could never be sent. Here a request waits until every earlier one on its
// connection has been answered; if the connection is then closing or closed, it is never run: not charged,
// not answered, and the client, told Connection: close, sends it again on a new connection.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Node ends the connection's writing side as soon as an answer that says Connection: close is sent. */
const closing = (socket: Socket) => socket.destroyed || socket.writableEnded;

export function oneRequestAtATime(listener: RequestListener): RequestListener {
  /** Per connection, the answer of its latest request: true once sent with the connection left open. */
  const latest = new WeakMap<Socket, Promise<boolean>>();
  return (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    // Parsed after an answer that closed the connection had been sent: nobody can be answered here any more.
    if (closing(socket)) return void req.resume();
    const before = latest.get(socket);
    const answered = new Promise<boolean>((resolve) => res.once('close', () => resolve(!closing(socket))));
    latest.set(socket, answered);
    void answered.then(() => {
      if (latest.get(socket) === answered) latest.delete(socket);
    });
    // The usual case, a request with nothing before it on its connection, runs at once.
    if (!before) return void listener(req, res);
    void before.then((open) => {
      if (open) listener(req, res);
      else req.resume(); // its body, if any, is let go with the connection
    });
  };
}
