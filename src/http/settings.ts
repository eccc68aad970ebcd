// What every HTTP listener is configured with (parsed in src/app/config.ts),
// and TRUST_PROXY as Fastify applies it (`request.ip`, `request.host`), with
// each address's verdict remembered. Fastify's own compiled check parses the
// address with ipaddr.js on every call, and every request behind a balancer
// asks it at least once (about the peer, the balancer itself: the same few
// addresses all day). The verdict is proxy-addr's own, compiled from the
// same list: only the parsing is saved.
import proxyAddr from '@fastify/proxy-addr';

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
}

/**
 * An idle keep-alive connection outlives the clients' and balancers' own idle limits (undici 4 s, common
 * load balancers 60 s), so the client or balancer always closes first and never reuses a socket the
 * server has just closed (`other side closed`). The headers and request timeouts sit above it, as Node
 * and the balancers' guides ask.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 90_000,
  headersTimeoutMs: 66_000,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 60_000,
};

/** Addresses whose verdict is kept; past it the memory starts again (an address space is large). */
const REMEMBERED = 1_000;

/** Fastify's `trustProxy` function for the TRUST_PROXY list: proxy-addr's verdict, remembered per address. */
export function trustedProxies(list: readonly string[]): (address: string, hop: number) => boolean {
  const trusts = proxyAddr.compile([...list]);
  let known = new Map<string, boolean>();
  return (address, hop) => {
    let trusted = known.get(address);
    if (trusted === undefined) {
      trusted = trusts(address, hop);
      if (known.size >= REMEMBERED) known = new Map();
      known.set(address, trusted);
    }
    return trusted;
  };
}
