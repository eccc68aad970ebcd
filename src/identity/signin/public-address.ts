// Outbound fetches on a client's say (Client ID Metadata Documents) must not
// reach our own network. The check runs in the socket's own DNS lookup, so
// the address checked is the address connected to: a name that resolves
// elsewhere a moment later (DNS rebinding) gains nothing.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isPublicAddress } from '../../http/outbound/address-ranges.ts';

// The ranges are the outbound calls' one table (src/http/outbound/address-ranges.ts).
export { isPublicAddress };

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
