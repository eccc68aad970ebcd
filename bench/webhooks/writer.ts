// The webhook bench's writer: commits events to the outbox at a fixed rate,
// through recordEvents (the code path of the service's writers), event i on
// site `sites[i % sites.length]`, and notes the moment each transaction
// committed (performance.timeOrigin + now). One event per transaction while
// it keeps to the schedule; the events already due when it starts a
// transaction (it fell behind) go into that one transaction, `batch` at most
// (the writer's own CPU, one BEGIN/INSERT/COMMIT per event, capped it at
// 664/s on 2 cores). Each event's latency still starts at its own
// commit; the report says how many commits there were. On PostgreSQL it runs
// as a child process of bench/webhooks.ts, on its own pool: the API process
// of production, so the dispatcher learns of its events across processes
// (NOTIFY). On the embedded engine it runs in the bench's process (one engine,
// one process). Up to `concurrency` transactions at once when behind schedule.
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/engine.ts';
import { onEachConnection, runRaw } from '../../src/db/prepared.ts';
import { withTransaction, type Db } from '../../src/db/transaction.ts';
import { recordEvents } from '../../src/events/outbox.ts';

export interface WriterPlan {
  sites: number[];
  rate: number;
  events: number;
  concurrency: number;
  /** Most events one transaction commits (1: always one per transaction). */
  batch: number;
}

export interface WriterReport {
  committed: Array<[string, number, number]>;
  /** Events committed per second over the run. */
  achievedRate: number;
  /** Transactions committed. */
  commits: number;
}

export async function writeEvents(db: Db, plan: WriterPlan): Promise<WriterReport> {
  const committed: Array<[string, number, number]> = [];
  const started = performance.now();
  const dueAt = (i: number) => started + (i * 1000) / plan.rate;
  const inFlight = new Set<Promise<void>>();
  let commits = 0;
  for (let i = 0; i < plan.events; ) {
    // Always through the timers phase, even when behind schedule: the embedded engine answers on microtasks.
    await new Promise((r) => setTimeout(r, Math.max(0, dueAt(i) - performance.now())));
    while (inFlight.size >= plan.concurrency) await Promise.race(inFlight);
    const now = performance.now();
    let n = 1;
    while (n < plan.batch && i + n < plan.events && dueAt(i + n) <= now) n++;
    const events = Array.from({ length: n }, (_, k) => ({
      type: 'order.status_changed' as const,
      siteId: plan.sites[(i + k) % plan.sites.length]!,
      orderNumber: i + k + 1,
    }));
    i += n;
    commits += 1;
    const write: Promise<void> = withTransaction(db, (trx) => recordEvents(trx, events)).then((recorded) => {
      const at = performance.timeOrigin + performance.now();
      for (const event of recorded) committed.push([event.eventId, at, event.siteId]);
    });
    const tracked = write.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  return { committed, achievedRate: plan.events / ((performance.now() - started) / 1000), commits };
}

// As a child process: argv[2] is { url, plan }; the report goes back over IPC.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { url, plan } = JSON.parse(process.argv[2]!) as { url: string; plan: WriterPlan };
  const database = await openDatabase(url, { poolSize: plan.concurrency });
  // Its connections open before the clock starts: opened at the first commits, their 8 backends' starts landed in
  // the run's first half second beside the dispatcher's cold start (BENCH_WEBHOOK_TRACE), as an API process's would not.
  await onEachConnection(database.db, plan.concurrency, async (db) => void (await runRaw(db, sql`SELECT 1`)));
  process.send!({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const report = await writeEvents(database.db, plan);
  await database.close();
  process.send!(report);
  // Stays until the bench lets go, so its CPU can still be read.
  process.on('disconnect', () => process.exit(0));
}
