// Builds the webhook back office and the dispatcher for the composition root.
import type { Clock } from '../../clock.ts';
import type { DestinationStream } from 'pino';
import { serviceLogger } from './logging.ts';
import type { Config, LogLevel } from '../config.ts';
import type { Db } from '../../db/transaction.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import { WebhooksAdminService } from '../../events/webhooks/admin/service.ts';
import { Dispatcher } from '../../events/webhooks/dispatch/dispatcher.ts';
import {
  silentLog,
  unobserved,
  type DeliveryObserver,
  type DispatcherLog,
  type DispatcherSettings,
} from '../../events/webhooks/dispatch/settings.ts';
import { deliveryWake, mergeWakeSources, noWakeups } from '../../events/webhooks/dispatch/wakeups.ts';
import { httpSender, type Sender } from '../../events/webhooks/sender.ts';
import { DestinationPolicy } from '../../events/webhooks/destinations/policy.ts';
import { loadSecretBox } from '../../events/webhooks/secret-box.ts';
import { onEventCommitted } from '../../events/outbox.ts';
import type { Signals } from '../../jobs/signals.ts';

export interface Webhooks {
  admin: WebhooksAdminService;
  settings: DispatcherSettings;
  /** Where deliveries may go; the environment adds its listeners to it as they bind. */
  destinations: DestinationPolicy;
  /** How the dispatchers built here send: over HTTP, each destination judged by the policy. */
  sender: Sender;
  /** A dispatcher on this database (the `dispatcher` role starts one); `send`: another sender (a test's). */
  dispatcher(log?: DispatcherLog, overrides?: Partial<DispatcherSettings>, send?: Sender): Dispatcher;
  /** Deliveries the dispatchers built here are sending right now (metrics). */
  inFlight(): number;
}

export async function createWebhooks(
  db: Db,
  config: Config,
  clock: Clock,
  cursors: CursorCodec,
  observer: DeliveryObserver = unobserved,
  signals: Signals | null = null,
): Promise<Webhooks> {
  const box = await loadSecretBox(db);
  const w = config.webhooks;
  const settings: DispatcherSettings = {
    timeoutMs: w.timeoutMs,
    concurrency: w.concurrency,
    perEndpointConcurrency: w.perEndpointConcurrency,
    perEndpointMaxConcurrency: w.perEndpointMaxConcurrency,
    endpointFloorRate: 10,
    pollMs: w.pollMs,
    idlePollMaxMs: config.idlePollMaxMs,
    // Long enough to send and record; a dead dispatcher's claims return after it.
    leaseMs: w.timeoutMs + 30_000,
    // A round's fan-out is one statement however many events it reads: at 100 a round, a dispatcher that fell behind
    // (start-up, a loaded machine) fanned out at most 100 per round trip and never caught up at 1,000 events/s.
    fanOutBatch: 500,
    claimBatch: 100,
    // Commits 10 ms apart or closer share a fan-out; outcomes share a statement for 20 ms (settings.ts): fewer statements per delivery under load.
    fanOutGapMs: 10,
    recordGatherMs: 20,
  };
  // Woken on commit: the outbox bell of this process, and NOTIFY from the others (the LISTEN connection the jobs use);
  // a delivery staff queued wakes it to claim (deliveryWake).
  const wakeups = mergeWakeSources(
    { subscribe: (listener) => onEventCommitted(db, listener) },
    signals ? { subscribe: (listener) => signals.subscribe('events_ready', listener), refresh: () => void signals.ready() } : noWakeups,
    signals ? { subscribe: (listener) => signals.subscribe('deliveries_ready', (id) => listener(deliveryWake(id))) } : noWakeups,
  );
  const destinations = new DestinationPolicy({ allowPrivate: w.allowPrivateDestinations, configuredPorts: configuredPorts(config) });
  const sender = httpSender(destinations);
  const dispatchers: Dispatcher[] = [];
  return {
    admin: new WebhooksAdminService(db, box, clock, cursors, destinations),
    settings,
    destinations,
    sender,
    dispatcher: (log = silentLog, overrides = {}, send = sender) => {
      const dispatcher = new Dispatcher(db, box, clock, { ...settings, ...overrides }, log, send, observer, wakeups);
      dispatchers.push(dispatcher);
      return dispatcher;
    },
    inFlight: () => dispatchers.reduce((sum, d) => sum + d.inFlight, 0),
  };
}

/**
 * The ports the service's listeners are configured to, in this process or another on this host (a dispatcher
 * process beside an admin one): never a destination on a local address, whatever this process listens on.
 */
function configuredPorts(config: Config): number[] {
  const { port, adminPort, storagePort, mtlsPort, metricsPort, sandbox } = config;
  return [
    port,
    adminPort,
    storagePort,
    mtlsPort,
    metricsPort,
    sandbox.port,
    sandbox.adminPort,
    sandbox.storagePort,
    sandbox.metricsPort,
  ].filter((p): p is number => typeof p === 'number' && p > 0);
}

/** The dispatcher's own log (JSON lines on stdout, like the listeners', role `dispatcher`); silent at LOG_LEVEL=silent. */
export function dispatcherLogger(level: LogLevel, destination?: DestinationStream, env = 'partner-api-local'): DispatcherLog {
  if (level === 'silent') return silentLog;
  return serviceLogger('dispatcher', level, env, destination);
}
