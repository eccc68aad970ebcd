// A dispatcher's warm-up, before its first round (Dispatcher.start): it
// opens the connections it sends its statements on and runs each of its
// statements once on each, touching no row (warmStatements). Started
// cold under full load, a dispatcher paid all of that in its first rounds:
// each new backend's start and catalog caches, then each named statement's
// parse and first plan on each connection, while events kept committing
// (a restarted dispatcher fell about a second behind and took about 3 s to
// catch up). The process reports ready
// after it (main.ts prints its banner once every role has started).
// On PostgreSQL only: on the embedded engine there is no connection to open,
// the process owns the engine, and its first round runs the same statements
// a moment later anyway (a warm-up would only add to `npm start`'s start).
// It never blocks the start for long nor stops it: a database that does not
// answer fails it after the pool's connection timeout, and the loop starts
// cold, retrying as it always does.
import type { Db } from '../../../db/transaction.ts';
import { namesStatements, onEachConnection } from '../../../db/prepared.ts';
import { DeliveryClaims } from '../delivery-claims.ts';
import { DeliveryOutcomes } from '../delivery-outcomes.ts';
import { DeliveryProbes } from '../delivery-probes.ts';
import type { DispatcherLog, DispatcherSettings } from './settings.ts';

/**
 * The connections a dispatcher holds at once: its round's statement, the
 * outcomes' flush (one at a time: outcomes.ts) and the lease probe of an idle
 * round (its settings may say otherwise: `warmConnections`).
 */
export const DISPATCHER_CONNECTIONS = 3;

export async function warmConnections(db: Db, settings: DispatcherSettings, log: DispatcherLog): Promise<void> {
  const wanted = settings.warmConnections ?? DISPATCHER_CONNECTIONS;
  if (wanted <= 0 || !namesStatements(db)) return;
  try {
    // Nothing logged when it works: every dispatcher line is about a delivery (test/app/logs.test.ts).
    await onEachConnection(db, wanted, (on) => warmStatements(on, settings.leaseMs));
  } catch (error) {
    log.warn({ err: error }, 'webhook dispatcher could not warm its connections (database unavailable?); it starts cold');
  }
}

/** Runs each of the dispatcher's statements once on `db`, touching no row: its claims, its idle probes, its outcomes. */
export async function warmStatements(db: Db, leaseMs: number): Promise<void> {
  await new DeliveryClaims(db).warm(leaseMs);
  await new DeliveryOutcomes(db).warm();
  await new DeliveryProbes(db).warm();
}
