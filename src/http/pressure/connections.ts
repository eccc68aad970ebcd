// Connections held open at once from one address, bounded (HTTP_MAX_CONNECTIONS_PER_ADDRESS):
// each open connection holds a descriptor and buffers whether or not it sends anything, so one
// client opening thousands (idle, or slow) would take what every other client needs. A connection
// past the bound is let in only to be told so: its first request is answered 503
// `service_unavailable` and the connection closed (admission.ts), and one that sends no request
// within OVER_BOUND_GRACE_MS is closed unanswered. A trusted proxy's address (TRUST_PROXY) carries
// many clients' connections and is not bounded.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { trustedProxies } from '../host-header.ts';

/** How long a connection past the bound may stay open without a request (ms): time enough to send one. */
export const OVER_BOUND_GRACE_MS = 2000;

const OVER_BOUND = Symbol('connection past its address bound');
const ANSWERED = Symbol('connection past its bound, answered');

type Tagged = Socket & { [OVER_BOUND]?: true; [ANSWERED]?: true };

export class ConnectionsPerAddress {
  readonly #open = new Map<string, number>();

  constructor(
    readonly max: number,
    private readonly unbounded: (address: string) => boolean = () => false,
  ) {}

  /** The bound for a listener behind `trustProxy` (TRUST_PROXY): a trusted proxy's connections are many clients'. */
  static behind(trustProxy: string[] | null | undefined, max: number): ConnectionsPerAddress {
    if (!trustProxy?.length) return new ConnectionsPerAddress(max);
    const trusted = trustedProxies(trustProxy);
    return new ConnectionsPerAddress(max, (address) => trusted(address, 0));
  }

  /** Counts `server`'s connections: TCP ones, or on a TLS listener those whose handshake completed (the request's socket). */
  watch(server: Server): void {
    const event = 'setSecureContext' in server ? 'secureConnection' : 'connection';
    server.on(event, (socket: Socket) => this.#opened(socket));
  }

  /** Whether `socket` is past its address's bound; the caller answers its request and closes it. */
  past(socket: Socket): boolean {
    if ((socket as Tagged)[OVER_BOUND] !== true) return false;
    (socket as Tagged)[ANSWERED] = true;
    return true;
  }

  /** Connections open now from `address` within the bound. */
  openFrom(address: string): number {
    return this.#open.get(address) ?? 0;
  }

  #opened(socket: Socket): void {
    const address = socket.remoteAddress;
    if (address === undefined || this.unbounded(address)) return;
    const open = this.#open.get(address) ?? 0;
    if (open >= this.max) {
      (socket as Tagged)[OVER_BOUND] = true;
      setTimeout(() => {
        if ((socket as Tagged)[ANSWERED] !== true) socket.destroy();
      }, OVER_BOUND_GRACE_MS).unref();
      return;
    }
    this.#open.set(address, open + 1);
    socket.once('close', () => {
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left === 0) this.#open.delete(address);
      else this.#open.set(address, left);
    });
  }
}
