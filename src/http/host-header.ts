// The Host header must be a valid authority (RFC 9110 §7.2: uri-host
// [":" port], RFC 3986 §3.2.2): a registered name, an IPv4 address or a
// bracketed IPv6 literal, and an optional port of at most 65535. A request
// whose Host is anything else is refused (RFC 9112 §3.2 demands a 400), so no
// code after the first hook ever meets one; and no route builds a URL from
// Host or X-Forwarded-* anyway (the MCP route uses the configured base URL).
//
// Which peers' X-Forwarded-* are believed (TRUST_PROXY) is asked as Fastify
// asks it (`request.ip`, `request.host`), with each address's verdict
// remembered: Fastify's own compiled check parses the address with ipaddr.js
// on every call, and every request behind a balancer asks it at least once
// (about the peer, the balancer itself: the same few addresses all day). The
// verdict is proxy-addr's own, compiled from the same list: only the parsing
// is saved. Kept here, out of the listener settings the CLI loads.
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

// unreserved / sub-delims of RFC 3986; percent-encoding is refused (no client sends it in Host).
const REG_NAME = /^[A-Za-z0-9\-._~!$&'()*+,;=]+$/;
const PORT = /^[0-9]{1,5}$/;

/** The last Host found valid: clients send the same one request after request, so its check is a comparison. */
let lastValidHost: string | null = null;

/** Whether the request carries more than one Host line (Node keeps the first and drops the rest unseen). */
export function hasSecondHost(rawHeaders: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}

export function isValidHostHeader(host: string): boolean {
  if (host === lastValidHost) return true;
  const valid = checkHost(host);
  if (valid) lastValidHost = host;
  return valid;
}

function checkHost(host: string): boolean {
  if (host.length === 0 || host.length > 1024) return false;
  let name = host;
  let port: string | undefined;
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    if (close < 0) return false;
    name = host.slice(0, close + 1);
    const rest = host.slice(close + 1);
    if (rest !== '') {
      if (!rest.startsWith(':')) return false;
      port = rest.slice(1);
    }
    if (!isIPv6(name.slice(1, -1))) return false;
  } else {
    const colon = host.indexOf(':');
    if (colon >= 0) {
      name = host.slice(0, colon);
      port = host.slice(colon + 1);
    }
    if (!REG_NAME.test(name)) return false;
  }
  // An empty port is allowed by RFC 3986 ("host:"), a number beyond 65535 is not a port.
  return port === undefined || port === '' || (PORT.test(port) && Number(port) <= 65_535);
}

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
