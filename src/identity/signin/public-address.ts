// Outbound fetches on a client's say (Client ID Metadata Documents) must not
// reach our own network. The check runs in the socket's own DNS lookup, so
// the address checked is the address connected to: a name that resolves
// elsewhere a moment later (DNS rebinding) gains nothing.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIPv4 } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: carries an IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: carries an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet; false for loopback, private, link-local, reserved and the like. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !NOT_PUBLIC.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;
type SocketLookup = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/**
 * A `lookup` for sockets (`https.request({ lookup })`) that refuses a name
 * when any of its addresses is not public. `resolve` is the system resolver
 * unless a test passes its own.
 */
export function publicOnlyLookup(resolve: Resolve = dnsLookup as unknown as Resolve): SocketLookup {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        return callback(Object.assign(new Error(`${hostname} does not resolve to public addresses only`), { code: 'ENOTPUBLIC' }), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
