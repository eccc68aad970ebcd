// Requests pipelined on one connection, as Node 20 serves them. Node reads
// every request that arrived and hands each to the app at once, queueing the
// responses behind the one being written; when the connection is lost, it
// emits `close` on that one only. The queued responses never close: what
// waits for a response's `close` (the admission count of requests in
// progress, the `request abandoned` end line, a writer leaving the row
// queue because its client went) would wait for ever, and a listener's
// in-progress count leaked until it refused everyone. So each connection's
// open responses are recorded, and once it is lost, those Node left open are
// closed as Node closes the one it was writing.
//
// And a connection may have at most MAX_PIPELINED responses open: each one
// queued holds its body in memory until the client reads the ones before it,
// so a client pipelining thousands of requests without reading would make
// the process hold thousands of answers. Past the bound the connection is
// closed (its open responses then close as above): no client needs more.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Responses one connection may have open at once (the one being written and those queued behind it). */
export const MAX_PIPELINED = 32;

const OPEN = Symbol('open responses');

type Tracked<T> = T & { [OPEN]?: ServerResponse[] };
type RequestListener = (this: unknown, request: IncomingMessage, response: ServerResponse) => void;

function forget(this: Tracked<ServerResponse>): void {
  const open = this[OPEN];
  if (!open) return;
  // In order, almost always: the first open response is the one closing.
  const at = open[0] === this ? 0 : open.indexOf(this);
  if (at !== -1) open.splice(at, 1);
}

function closeLeftOpen(open: ServerResponse[]): void {
  // Node closes the response it was writing in the connection's own 'close': whatever is left then, it never will.
  setImmediate(() => {
    for (const response of open.splice(0)) {
      response.destroyed = true;
      response.emit('close');
    }
  });
}

/**
 * Puts the recording in front of each of `server`'s request listeners (call once they are added, admission's
 * included): every response closes with its connection, and a connection past the bound is closed, its requests
 * from then on handed to no listener. `refused(socket)` hears of each connection so closed.
 */
export function closePipelinedResponses(server: Server, refused: (socket: Socket) => void): void {
  for (const listener of server.listeners('request') as RequestListener[]) {
    server.removeListener('request', listener);
    server.on('request', function recorded(this: unknown, request: IncomingMessage, response: ServerResponse): void {
      const socket = request.socket as Tracked<Socket>;
      let open = socket[OPEN];
      if (!open) {
        const list: ServerResponse[] = [];
        open = socket[OPEN] = list;
        socket.once('close', () => closeLeftOpen(list));
      }
      open.push(response);
      // A queued response has no socket yet: it finds its connection's list through its own reference.
      (response as Tracked<ServerResponse>)[OPEN] = open;
      response.on('close', forget);
      // Requests Node read in the same chunk after the connection was closed: no work for a client that is gone.
      if (socket.destroyed) return;
      if (open.length > MAX_PIPELINED) {
        refused(socket);
        socket.destroy();
        return;
      }
      listener.call(this, request, response);
    });
  }
}
