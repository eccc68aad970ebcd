// `npm run bench -- dispatch-statements`: the dispatcher's two claiming
// statements on their own, at a backlog. On a
// fresh database (BENCH_POSTGRES_URL, else the embedded engine) with 100
// endpoints, each of BENCH_STATEMENT_REPS rounds commits BENCH_STATEMENT_EVENTS
// events (500: a fan-out's batch) spread over the endpoints, times one
// fanOutAndClaim that fans them all out and claims every delivery (each
// endpoint in the allowance map, as a dispatcher that knows them sends it),
// makes those deliveries pending again and times one claimRound of 512 (the
// claim's largest batch), then finishes them. The first rounds run before
// autovacuum has analyzed the new rows: the plans a freshly started service
// gets, on the estimates of tables that were empty (a join planned on them
// was a nested loop of every delivery with every event: 70-88 ms for 500
// events, 27-39 ms with the per-row lookups; docs/decisions.md).
import { sql } from 'kysely';
import { loadConfig } from '../../src/app/config.ts';
import { createPlatform } from '../../src/app/platform.ts';
import { withTransaction } from '../../src/db/transaction.ts';
import { recordEvents } from '../../src/events/outbox.ts';
import { DeliveryClaims } from '../../src/events/webhooks/delivery-claims.ts';
import { freshDatabase } from '../../test/helpers/database.ts';
import { intEnv } from '../common.ts';

const ENDPOINTS = 100;
const EVENTS = intEnv('BENCH_STATEMENT_EVENTS', 500, 500);
const REPS = intEnv('BENCH_STATEMENT_REPS', 4, 100);

if (process.env.BENCH_POSTGRES_URL) process.env.DATABASE_URL = process.env.BENCH_POSTGRES_URL;
const fresh = await freshDatabase({ poolSize: 4 });
const platform = await createPlatform(
  loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_TOKEN: 'bench-admin-token-0123456789', DATABASE_URL: 'memory://' }),
  fresh.database,
);
try {
  const sites: number[] = [];
  const free = new Map<number, number>();
  for (let i = 0; i < ENDPOINTS; i++) {
    const site = await platform.admin.sites.create({ name: `Bench ${i}`, url: `https://bench-${i}.example.com` }, 'bench');
    const partner = await platform.admin.partners.create({ name: `Bench partner ${i}`, capabilities: [], siteIds: [site.id] }, 'bench');
    const endpoint = await platform.webhooks.admin.createEndpoint(partner.id, { url: `http://127.0.0.1:9/hooks/${i}` }, 'bench');
    sites.push(site.id);
    free.set(endpoint.endpoint.id, 8);
  }
  const repo = new DeliveryClaims(platform.db);
  console.log(`${fresh.database.kind}: ${EVENTS} events over ${ENDPOINTS} endpoints a round`);
  for (let rep = 0; rep < REPS; rep++) {
    const events = Array.from({ length: EVENTS }, (_, k) => ({
      type: 'order.status_changed' as const,
      siteId: sites[k % ENDPOINTS]!,
      orderNumber: rep * EVENTS + k + 1,
    }));
    await withTransaction(platform.db, (trx) => recordEvents(trx, events));
    let started = performance.now();
    const round = await repo.fanOutAndClaim({ limit: EVENTS, total: 10 * EVENTS, free, defaultFree: 8, leaseMs: 60_000 });
    const fanOutMs = performance.now() - started;
    await sql`UPDATE webhook_deliveries SET status = 'pending', claim_id = NULL, claimed_until = NULL WHERE status = 'delivering'`.execute(
      platform.db,
    );
    started = performance.now();
    const claim = await repo.claimRound({ total: 512, free, defaultFree: 8, leaseMs: 60_000 });
    const claimMs = performance.now() - started;
    await sql`UPDATE webhook_deliveries SET status = 'succeeded', claim_id = NULL, claimed_until = NULL WHERE status IN ('pending', 'delivering')`.execute(
      platform.db,
    );
    console.log(
      `round ${rep + 1}: fanOutAndClaim ${round.fanned} events, ${round.claimed.length} claimed: ${fanOutMs.toFixed(1)} ms; ` +
        `claimRound ${claim.claimed.length}: ${claimMs.toFixed(1)} ms`,
    );
  }
} finally {
  await platform.submissions.close();
  await platform.gateway.close();
  await fresh.close();
}
