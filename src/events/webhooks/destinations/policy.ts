// Where webhook deliveries may go. Staff type an endpoint's URL, and the
// dispatcher POSTs to it from inside our network and keeps the answer in the
// delivery log: without a policy a URL naming the admin listener or a cloud
// metadata service turned the dispatcher into a proxy whose answers staff
// could read. The policy judges an address and a port, the pair a socket is
// about to connect to (lookup.ts applies it inside the socket's own DNS
// lookup, so the address judged is the address connected to).
//
// Always refused: link-local addresses and the metadata services (by address
// and by name), the unspecified address (it reaches this host), reserved
// ranges, and the service's own listeners (a local address on a port the
// service listens on or is configured to). Refused unless allowPrivate:
// loopback, private and unique-local addresses, where a local demo's receiver
// lives but a production service's neighbours do too.
import { BlockList, isIP } from 'node:net';
import { networkInterfaces, hostname as machineName } from 'node:os';
import { addressClass, carriedIPv4 } from '../../../http/outbound/address-ranges.ts';

/** Why a destination is always refused. */
export type AlwaysRefused = 'metadata' | 'link_local' | 'unspecified' | 'reserved' | 'own_listener';
/** Why a destination is refused: always, or `private` unless the policy allows private destinations. */
export type Refusal = AlwaysRefused | 'private';

/**
 * Instance-metadata services: AWS, GCP, Azure, OpenStack, Oracle (169.254.169.254), ECS task metadata
 * (169.254.170.2), AWS over IPv6 (fd00:ec2::254, inside unique-local, so allowPrivate must not open it),
 * Alibaba Cloud (100.100.100.200, inside carrier-grade NAT) and Azure's platform address (168.63.129.16, a
 * public address).
 */
const METADATA = new BlockList();
for (const address of ['169.254.169.254', '169.254.170.2', '100.100.100.200', '168.63.129.16']) METADATA.addAddress(address, 'ipv4');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

/** Names the metadata services answer to inside their clouds. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/** Verdicts kept at most (a process sends to a few thousand destinations; emptied when full). */
const MAX_VERDICTS = 10_000;

const ALWAYS_REFUSED_CLASSES: ReadonlySet<string> = new Set(['link_local', 'unspecified', 'reserved']);
const PRIVATE_CLASSES: ReadonlySet<string> = new Set(['loopback', 'private', 'unique_local']);

/** A host name as compared: lower case, without a trailing dot (`Metadata.Google.Internal.` is the same name). */
const canonicalName = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** The URL's host without IPv6 brackets, and its port (the scheme's when none is written). */
export function hostAndPort(url: URL): { host: string; port: number } {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host, port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80 };
}

export interface DestinationSettings {
  /** Loopback, private and unique-local destinations are allowed (the local demo); refused otherwise. */
  allowPrivate: boolean;
  /** Ports the service is configured to listen on (any process of it on this host); 0 (a free port) is not one. */
  configuredPorts: readonly number[];
}

export class DestinationPolicy {
  readonly allowPrivate: boolean;
  readonly #ports = new Set<number>();
  /** This machine's interface addresses (read at the first check) and the addresses the process's listeners are bound to. */
  #local: BlockList | null = null;
  readonly #bound: string[] = [];
  /**
   * Verdicts already given, by port and address: Node's BlockList takes microseconds a check and an address is
   * matched against a dozen lists, about 50 µs, on every delivery to an address URL. Emptied when a listener is added.
   */
  readonly #verdicts = new Map<string, Refusal | null>();

  constructor(settings: DestinationSettings) {
    this.allowPrivate = settings.allowPrivate;
    for (const port of settings.configuredPorts) if (port > 0) this.#ports.add(port);
  }

  /** A listener of this process, as it is bound (host as given to listen, port as bound): never a destination. */
  addListener(host: string, port: number): void {
    this.#ports.add(port);
    this.#verdicts.clear();
    const address = host.replace(/^\[(.*)\]$/, '$1');
    if (!isIP(address)) return;
    this.#bound.push(address);
    this.#local?.addAddress(address, familyOf(address));
  }

  /** The ports the process's listeners hold or are configured to (for tests and the banner). */
  get ownPorts(): number[] {
    return [...this.#ports].sort((a, b) => a - b);
  }

  /** Why a connection to `address`:`port` is refused, or null: the check each delivery's socket makes. */
  refusalOfAddress(address: string, port: number): Refusal | null {
    const key = `${port} ${address}`;
    let verdict = this.#verdicts.get(key);
    if (verdict === undefined) {
      verdict = this.#alwaysRefused(address, port);
      if (!verdict && !this.allowPrivate && PRIVATE_CLASSES.has(addressClass(plain(address)))) verdict = 'private';
      if (this.#verdicts.size >= MAX_VERDICTS) this.#verdicts.clear();
      this.#verdicts.set(key, verdict);
    }
    return verdict;
  }

  /**
   * What registration can tell without resolving a name: a URL whose host is an address or a name that is
   * always refused (a metadata name; this host's own names on a listener's port). Private destinations are
   * the dispatcher's to refuse: the process that connects holds the setting.
   */
  refusalOfUrl(url: URL): AlwaysRefused | null {
    const { host, port } = hostAndPort(url);
    if (isIP(host)) return this.#alwaysRefused(host, port);
    const name = canonicalName(host);
    if (METADATA_NAMES.has(name)) return 'metadata';
    const local = name === 'localhost' || name.endsWith('.localhost') || name === canonicalName(machineName());
    return local && this.#ports.has(port) ? 'own_listener' : null;
  }

  #alwaysRefused(given: string, port: number): AlwaysRefused | null {
    const address = plain(given);
    const kind = addressClass(address);
    if (METADATA.check(address, familyOf(address))) return 'metadata';
    if (ALWAYS_REFUSED_CLASSES.has(kind)) return kind as AlwaysRefused;
    if (this.#ports.has(port) && (kind === 'loopback' || this.#isMachineAddress(address))) return 'own_listener';
    return null;
  }

  /** An address of this machine's interfaces or one a listener is bound to. */
  #isMachineAddress(address: string): boolean {
    if (this.#local === null) {
      const local = new BlockList();
      const interfaces = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
      for (const address of [...interfaces.map((i) => i.address.replace(/%.*$/, '')), ...this.#bound])
        if (isIP(address)) local.addAddress(address, familyOf(address));
      this.#local = local;
    }
    return this.#local.check(address, familyOf(address));
  }
}

/** The address compared: without an IPv6 zone (`fe80::1%eth0`), an IPv6 address carrying an IPv4 one as that one. */
const plain = (address: string) => {
  const unzoned = address.replace(/%.*$/, '');
  return carriedIPv4(unzoned) ?? unzoned;
};

const familyOf = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');
