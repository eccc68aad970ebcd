// Requests pipelined on one connection, as Node 20 serves them. Node reads
// every request that arrived and hands each to the app at once, queueing the
// responses behind the one being written; when the connection is lost, it
// emits `close` on that one only. The queued responses never close: what
// waits for a response's `close` (the admission count of requests in
// progress, the `request abandoned` end line, a writer leaving the row
// queue because its client went) would wait for ever, and a listener's
// in-progress count leaked until it refused everyone. So the responses
// queued on a connection are recorded, and once it is lost, those Node left open are
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

const QUEUED = Symbol('queued responses');

type Tracked<T> = T & { [QUEUED]?: ServerResponse[] };
type RequestListener = (this: unknown, request: IncomingMessage, response: ServerResponse) => void;

/**
 * Drops the responses done from the head of a connection's queue. HTTP/1.1 answers in order, so the done ones are
 * always at the head: a look at one response per request, and no listener or property on any response (a property
 * added to Node's own objects slows every access to them).
 */
function pruneDone(queued: ServerResponse[]): void {
  let done = 0;
  while (done < queued.length && (queued[done]!.writableFinished || queued[done]!.destroyed)) done++;
  if (done) queued.splice(0, done);
}

function closeLeftOpen(queued: ServerResponse[]): void {
  // Node closes the response it was writing in the connection's own 'close': whatever is left then, it never will.
  setImmediate(() => {
    for (const response of queued.splice(0)) {
      if (response.destroyed) continue;
      response.destroyed = true;
      response.emit('close');
    }
  });
}

/**
 * Puts the recording in front of each of `server`'s request listeners (call once they are added, admission's
 * included): every response closes with its connection, and a connection past the bound is closed, its requests
 * from then on handed to no listener. `refused(socket)` hears of each connection so closed. A response Node could
 * hand its connection at once (no answer ahead of it: the common case) is not recorded at all, since Node closes
 * it itself; only those queued behind another are.
 */
export function closePipelinedResponses(server: Server, refused: (socket: Socket) => void): void {
  for (const listener of server.listeners('request') as RequestListener[]) {
    server.removeListener('request', listener);
    server.on('request', function recorded(this: unknown, request: IncomingMessage, response: ServerResponse): void {
      const socket = request.socket as Tracked<Socket>;
      // Requests Node read in the same chunk after the connection was closed: no work for a client that is gone.
      if (socket.destroyed) return;
      if (response.socket === null) {
        let queued = socket[QUEUED];
        if (!queued) {
          const list: ServerResponse[] = [];
          queued = socket[QUEUED] = list;
          socket.once('close', () => closeLeftOpen(list));
        } else pruneDone(queued);
        queued.push(response);
        // Open: the queued ones, and the one being written unless it is the first of them.
        const open = queued.length + (queued[0]!.socket === null ? 1 : 0);
        if (open > MAX_PIPELINED) {
          refused(socket);
          socket.destroy();
          return;
        }
      }
      listener.call(this, request, response);
    });
  }
}
