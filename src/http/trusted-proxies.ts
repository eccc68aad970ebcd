// TRUST_PROXY as Fastify applies it (`request.ip`, `request.host`), with
// each address's verdict remembered. Fastify's own compiled check parses the
// address with ipaddr.js on every call, and every request behind a
// balancer asks it at least once (about the peer, the balancer itself: the
// same few addresses all day). The verdict is proxy-addr's own, compiled
// from the same list: only the parsing is saved.
import proxyAddr from '@fastify/proxy-addr';

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
