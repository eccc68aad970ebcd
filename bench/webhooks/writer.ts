// The webhook bench's writer: commits events to the outbox at a fixed rate,
// each in its own transaction through recordEvent (as the order lifecycle
// does), event i on site `sites[i % sites.length]`, and notes the moment each
// transaction committed (performance.timeOrigin + now). On PostgreSQL it runs
// as a child process of bench/webhooks.ts, on its own pool: the API process
// of production, so the dispatcher learns of its events across processes
// (NOTIFY). On the embedded engine it runs in the bench's process (one engine,
// one process). Up to `concurrency` transactions at once when behind schedule.
import { openDatabase } from '../../src/db/engine.ts';
import { withTransaction, type Db } from '../../src/db/transaction.ts';
import { recordEvent } from '../../src/events/outbox.ts';

export interface WriterPlan {
  sites: number[];
  rate: number;
  events: number;
  concurrency: number;
}

export interface WriterReport {
  committed: Array<[string, number, number]>;
  /** Events committed per second over the run. */
  achievedRate: number;
}

export async function writeEvents(db: Db, plan: WriterPlan): Promise<WriterReport> {
  const committed: Array<[string, number, number]> = [];
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < plan.events; i++) {
    const due = started + (i * 1000) / plan.rate;
    // Always through the timers phase, even when behind schedule: the embedded engine answers on microtasks.
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    while (inFlight.size >= plan.concurrency) await Promise.race(inFlight);
    const siteId = plan.sites[i % plan.sites.length]!;
    const write: Promise<void> = withTransaction(db, (trx) =>
      recordEvent(trx, { type: 'order.status_changed', siteId, orderNumber: i + 1 }),
    ).then((event) => void committed.push([event.eventId, performance.timeOrigin + performance.now(), siteId]));
    const tracked = write.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  return { committed, achievedRate: plan.events / ((performance.now() - started) / 1000) };
}

// As a child process: argv[2] is { url, plan }; the report goes back over IPC.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { url, plan } = JSON.parse(process.argv[2]!) as { url: string; plan: WriterPlan };
  const database = await openDatabase(url, { poolSize: plan.concurrency });
  process.send!({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const report = await writeEvents(database.db, plan);
  await database.close();
  process.send!(report);
  // Stays until the bench lets go, so its CPU can still be read.
  process.on('disconnect', () => process.exit(0));
}
