// Answers a client stopped reading. Node's idle timeout closes a connection
// with no traffic at all, but a client that reads a few bytes now and then
// keeps it open for ever, and with it the answer's place among the requests
// in progress (admission.ts), its buffered bytes and its descriptor: a few
// hundred such clients would hold a listener's every place. So a connection
// whose answer waits to be written (bytes Node holds because the client's
// window is full) must let at least MIN_PROGRESS_BYTES more through every
// `stallMs`, or it is closed: its answers then close as any lost
// connection's. A reader slower than that (0.5 KiB/s at the default) is
// not a client any answer here is meant for. The kernel takes bytes from a
// socket in bursts, once about half its send buffer is free: a client
// slower than one burst per `stallMs` is cut too (on the internet's send
// buffers, a few KiB/s; on loopback's, about 100 KiB/s).
//
// Nothing is done per request: connections are recorded as they open and
// looked at once per STALL_CHECKS of `stallMs`; only those with bytes waiting
// get a mark.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export const MIN_PROGRESS_BYTES = 16_384;
const STALL_CHECKS = 4;

interface Mark {
  since: number;
  /** Bytes the client took since `since`. */
  taken: number;
  /** The stream's count of completed writes, and the kernel-side queue, at the last look. */
  completed: number;
  queued: number;
}

type Handle = { writeQueueSize?: number };

/**
 * What the client has taken shows in two places. A write completes, in the stream's count, only once all its bytes
 * went to the kernel: a large answer written in one piece (an OpenAPI document, a long page) completes only at its
 * end. Meanwhile its bytes wait in the TCP handle's queue, which shrinks as the kernel takes them. Both are counted.
 * A TLS connection's TCP handle is its parent socket's.
 */
const completedWrites = (socket: Socket) => socket.bytesWritten - socket.writableLength;
function kernelQueue(socket: Socket): number {
  const tcp = (socket as Socket & { _parent?: { _handle?: Handle } })._parent?._handle ?? (socket as Socket & { _handle?: Handle })._handle;
  return tcp?.writeQueueSize ?? 0;
}

/** Closes `server`'s connections whose client stopped reading; `closed(socket)` hears of each. */
export function closeStalledReaders(server: Server, stallMs: number, closed: (socket: Socket) => void): void {
  const open = new Set<Socket>();
  const marks = new Map<Socket, Mark>();
  const event = 'setSecureContext' in server ? 'secureConnection' : 'connection';
  server.on(event, (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      marks.delete(socket);
    });
  });
  const check = () => {
    const now = Date.now();
    for (const socket of open) {
      if (socket.writableLength === 0) {
        marks.delete(socket);
        continue;
      }
      const mark = marks.get(socket);
      const completed = completedWrites(socket);
      const queued = kernelQueue(socket);
      if (!mark) {
        marks.set(socket, { since: now, taken: 0, completed, queued });
        continue;
      }
      // The queue grows as the service writes more and shrinks as the client reads: only its shrinking counts.
      mark.taken += Math.max(0, completed - mark.completed) + Math.max(0, mark.queued - queued);
      mark.completed = completed;
      mark.queued = queued;
      if (mark.taken >= MIN_PROGRESS_BYTES) {
        mark.since = now;
        mark.taken = 0;
      } else if (now - mark.since >= stallMs) {
        marks.delete(socket);
        closed(socket);
        socket.destroy();
      }
    }
  };
  const timer = setInterval(check, Math.max(10, Math.floor(stallMs / STALL_CHECKS)));
  timer.unref();
  server.once('close', () => clearInterval(timer));
}
