// What the firewall and the token endpoint count by. The address itself is
// Fastify's `request.ip`: the socket's peer, or, when TRUST_PROXY names the
// proxies in front, the nearest address in X-Forwarded-For that is not one
// of them. IPv4 counts per address; IPv6 per /64, the block one subscriber
// is given, so hopping between addresses of one's own block does not buy a
// fresh allowance. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is its IPv4.
import { isIPv4, isIPv6 } from 'node:net';

function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 stands for two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill('0');
  return [...left, ...zeros, ...right];
}

export function sourceKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One TRUST_PROXY entry: an address, a CIDR block, or one of proxy-addr's names. */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const maxBits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (maxBits === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
}
