// What kind of network an IP address belongs to, for the calls the service
// makes on someone else's say (a client's metadata document, a partner's
// webhook endpoint): one table of the special-purpose ranges (IANA's IPv4
// and IPv6 registries), read by each caller's own policy. An IPv6 address
// that carries an IPv4 one (IPv4-mapped, IPv4-translated, IPv4-compatible,
// NAT64's well-known prefix, 6to4) is the IPv4 address it carries: that is
// where a connection to it ends up. Prefixes whose carried address cannot be
// read from the address alone (local-use NAT64, where the operator chooses
// where it sits; Teredo, where it is obscured) are reserved: they could carry
// any address, a metadata service's included.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * - `public`: the internet.
 * - `loopback`, `private` (RFC 1918, carrier-grade NAT), `unique_local` (fc00::/7): this host or its own networks.
 * - `link_local`: 169.254.0.0/16 and fe80::/10, where cloud metadata services answer.
 * - `unspecified`: 0.0.0.0/8 and `::`; a connection to it reaches this host.
 * - `reserved`: multicast, broadcast, documentation, benchmarking and protocol ranges (no receiver lives there), and
 *   the translation prefixes that hide which IPv4 address they reach.
 */
export type AddressClass = 'public' | 'loopback' | 'private' | 'unique_local' | 'link_local' | 'unspecified' | 'reserved';

const RANGES: ReadonlyArray<readonly [Exclude<AddressClass, 'public'>, 'ipv4' | 'ipv6', string, number]> = [
  ['unspecified', 'ipv4', '0.0.0.0', 8],
  ['private', 'ipv4', '10.0.0.0', 8],
  ['private', 'ipv4', '100.64.0.0', 10],
  ['loopback', 'ipv4', '127.0.0.0', 8],
  ['link_local', 'ipv4', '169.254.0.0', 16],
  ['private', 'ipv4', '172.16.0.0', 12],
  ['reserved', 'ipv4', '192.0.0.0', 24],
  ['reserved', 'ipv4', '192.0.2.0', 24],
  ['reserved', 'ipv4', '192.88.99.0', 24],
  ['private', 'ipv4', '192.168.0.0', 16],
  ['reserved', 'ipv4', '198.18.0.0', 15],
  ['reserved', 'ipv4', '198.51.100.0', 24],
  ['reserved', 'ipv4', '203.0.113.0', 24],
  ['reserved', 'ipv4', '224.0.0.0', 4],
  ['reserved', 'ipv4', '240.0.0.0', 4],
  ['unspecified', 'ipv6', '::', 128],
  ['loopback', 'ipv6', '::1', 128],
  ['reserved', 'ipv6', '64:ff9b:1::', 48],
  ['reserved', 'ipv6', '100::', 64],
  ['reserved', 'ipv6', '2001::', 23],
  ['reserved', 'ipv6', '2001:db8::', 32],
  ['reserved', 'ipv6', '3fff::', 20],
  ['reserved', 'ipv6', '5f00::', 16],
  ['unique_local', 'ipv6', 'fc00::', 7],
  ['unique_local', 'ipv6', 'fec0::', 10],
  ['link_local', 'ipv6', 'fe80::', 10],
  ['reserved', 'ipv6', 'ff00::', 8],
];

const LISTS = new Map<AddressClass, BlockList>();
for (const [kind, family, network, prefix] of RANGES) {
  let list = LISTS.get(kind);
  if (!list) LISTS.set(kind, (list = new BlockList()));
  list.addSubnet(network, prefix, family);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 is its last two). */
function groups(address: string): number[] {
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = quad
    ? address.slice(0, quad.index) + [0, 2].map((i) => ((Number(quad[i + 1]) << 8) | Number(quad[i + 2])).toString(16)).join(':')
    : address;
  const [head = '', tail] = hex.split('::');
  const part = (text: string) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail ?? '');
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one carries, else null: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d, all but :: and ::1), NAT64's well-known prefix (64:ff9b::/96),
 * 6to4 (2002::/16).
 */
export function carriedIPv4(address: string): string | null {
  const text = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return isIPv4(mapped[1]!) ? mapped[1]! : null;
  if (!isIPv6(text)) return null;
  const g = groups(text);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return dotted(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return dotted(g[6]!, g[7]!);
  if (zeros(0, 6) && !(g[6] === 0 && g[7]! <= 1)) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x2002) return dotted(g[1]!, g[2]!);
  return null;
}

/** The class of an IP address (see AddressClass); an IPv6 address carrying an IPv4 one is classed by that one. */
export function addressClass(address: string): AddressClass {
  const carried = carriedIPv4(address);
  if (carried) return addressClass(carried);
  const family = isIPv4(address) ? 'ipv4' : 'ipv6';
  for (const [kind, list] of LISTS) if (list.check(address, family)) return kind;
  return 'public';
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  return addressClass(address) === 'public';
}
