// Answers a client stopped reading. Node's idle timeout closes a connection
// with no traffic at all, but a client that reads a few bytes now and then
// keeps it open for ever, and with it the answer's place among the requests
// in progress (admission.ts), its buffered bytes and its descriptor: a few
// hundred such clients would hold a listener's every place. So a connection
// whose answer waits to be written (bytes Node holds because the client's
// window is full) must let at least MIN_PROGRESS_BYTES more through every
// `stallMs`, or it is closed: its answers then close as any lost
// connection's. A reader slower than that (0.5 KiB/s at the default) is
// not a client any answer here is meant for.
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
  delivered: number;
}

/** Bytes handed to the kernel (`bytesWritten` counts those still buffered too). */
const delivered = (socket: Socket) => socket.bytesWritten - socket.writableLength;

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
      if (!mark || delivered(socket) - mark.delivered >= MIN_PROGRESS_BYTES) {
        marks.set(socket, { since: now, delivered: delivered(socket) });
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
