// What every HTTP listener is configured with (parsed in src/app/config.ts).

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Listener timeouts (every HTTP listener), in milliseconds. */
export interface HttpTimeouts {
  /** Whole request (headers and body) must arrive within this; a trickled body is cut off. */
  requestTimeoutMs: number;
  /** Headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleTimeoutMs: number;
  /** An answer whose client reads less than 16 KiB of it in this long closes its connection (stalled-readers.ts). */
  sendStallMs: number;
}

/**
 * An idle keep-alive connection outlives the clients' and balancers' own idle limits (undici 4 s, common
 * load balancers 60 s), so the client or balancer always closes first and never reuses a socket the
 * server has just closed (`other side closed`). The headers and request timeouts sit above it, as Node
 * and the balancers' guides ask. The socket's own idle timeout sits above them all: a client that stops
 * sending mid-request is answered 408 by the request or headers timeout, where the idle timeout would
 * close its connection without a word; it is left to catch what no request timeout covers (an answer the
 * client stopped reading).
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 90_000,
  headersTimeoutMs: 66_000,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 100_000,
  sendStallMs: 30_000,
};

/** Node server options enforcing the timeouts (every listener's); Node checks them every `connectionsCheckingInterval`. */
export function serverTimeouts(t: HttpTimeouts) {
  return {
    requestTimeout: t.requestTimeoutMs,
    headersTimeout: t.headersTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(Math.min(t.requestTimeoutMs, t.headersTimeoutMs) / 4))),
    // A missing Host is answered by the listener's own check, not by Node's bare 400.
    requireHostHeader: false,
  };
}
