// The policy applied where a delivery's socket resolves its host: the socket
// connects to the addresses this lookup hands it, and it hands only addresses
// it has judged, so a name that answers differently a moment later (DNS
// rebinding) gains nothing. A name is refused when any of its addresses is:
// a socket may try them all (Happy Eyeballs), and a public address beside an
// internal one is the rebinding trick in one answer.
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import type { DestinationPolicy, Refusal } from './policy.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a name (tests pass their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Node's own resolver (getaddrinfo: the hosts file, then DNS), every address, in the system's order. */
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The error code a refused destination fails its request with (sender.ts classifies it). */
export const DESTINATION_REFUSED = 'EDESTINATIONREFUSED';

export function destinationRefused(host: string, port: number, reason: Refusal): NodeJS.ErrnoException {
  return Object.assign(new Error(`webhook destination ${host}:${port} refused (${reason})`), { code: DESTINATION_REFUSED, reason });
}

const familyWanted = (family: number | string | undefined): number =>
  family === 'IPv4' || family === 4 ? 4 : family === 'IPv6' || family === 6 ? 6 : 0;

/** A socket's `lookup` for connections to `port` that resolves with `resolve` and hands on only what `policy` allows. */
export function checkedLookup(policy: DestinationPolicy, resolve: Resolver, port: number): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        for (const { address } of addresses) {
          const reason = policy.refusalOfAddress(address, port);
          if (reason) return callback(destinationRefused(hostname, port, reason), '');
        }
        const family = familyWanted(options.family);
        const usable = family === 0 ? addresses : addresses.filter((a) => a.family === family);
        const first = usable[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, usable);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
