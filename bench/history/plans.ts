// The hot statements of `npm run bench -- history`, captured from the
// service's own code, and their EXPLAIN (ANALYZE, BUFFERS). Not a script.
import pg from 'pg';
import { DeliveryClaims } from '../../src/events/webhooks/delivery-claims.ts';
import { DeliveryProbes } from '../../src/events/webhooks/delivery-probes.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import { capturing, type Sent } from '../capture.ts';
import type { setUpEngine } from '../common.ts';
import { probeSubmission } from '../submission-order.ts';

export interface Captured {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Which captured statement is which (the first of each is kept). The `idle:` ones are what an idle dispatcher and
 * worker poll with, EXPLAINed with no live work (the worker's claim included: with no job claimable it is the idle
 * worker's poll); their buffers must not grow with the history (test/db/idle-polls.test.ts).
 */
const HOT: Array<[string, (text: string) => boolean]> = [
  ['submission accept', (t) => t.includes('INSERT INTO order_submissions')],
  ['idle: worker claim', (t) => t.includes("UPDATE jobs SET state = 'running'")],
  ['idle: worker next due', (t) => t.includes("min(run_after) FILTER (WHERE state = 'ready')")],
  ['idle: dispatcher probe', (t) => t.includes('AS lapse_ms')],
  ['idle: dispatcher lease lapse', (t) => t.includes('AS ms') && t.includes('FROM webhook_deliveries')],
  ['submission completion', (t) => t.includes('WITH sub AS')],
  ['dispatcher fan-out and claim', (t) => t.includes('FROM outbox_events') && t.includes('row_number() OVER (PARTITION BY e.id')],
  ['dispatcher fan-out (process full)', (t) => t.includes('FROM outbox_events') && t.includes('fanned AS (') && !t.includes('row_number')],
  ['dispatcher claim of open deliveries', (t) => t.includes('WITH locked AS')],
];

/** Captures the hot statements as the service sends them: one submission through the app and its worker, one dispatcher round's statements. */
export async function captureHot(set: Exclude<Awaited<ReturnType<typeof setUpEngine>>, string>): Promise<Captured[]> {
  const { platform, demo } = set;
  const captured: Captured[] = [];
  const seen = ({ text, values }: Sent) => {
    for (const [name, match] of HOT) {
      if (match(text) && !captured.some((c) => c.name === name)) captured.push({ name, text, values });
    }
  };
  await capturing(seen, async () => {
    await probeSubmission(platform, demo, 'history-probe');
    // The dispatcher's statements (nothing to fan out or claim yet: only their text and parameters are kept).
    const repo = new DeliveryClaims(platform.db);
    const probes = new DeliveryProbes(platform.db);
    const free = new Map([[1, 4]]);
    await repo.fanOutAndClaim({ limit: 100, total: 64, free, defaultFree: 4, leaseMs: 30_000 });
    await repo.fanOut(100);
    await repo.claimRound({ total: 64, free, defaultFree: 4, leaseMs: 30_000 });
    await probes.idleProbe();
    await probes.nextLeaseLapseMs();
    await new JobQueue(platform.db).nextDueMs(['order_submission']);
  });
  const missing = HOT.filter(([name]) => !captured.some((c) => c.name === name)).map(([name]) => name);
  if (missing.length > 0) throw new Error(`hot statements not captured: ${missing.join(', ')}`);
  return HOT.map(([name]) => captured.find((c) => c.name === name)!);
}

export interface PlanSummary {
  statement: string;
  phase: string;
  executionMs: number;
  /** Shared buffers the statement touched (hit + read), from its top node. */
  buffers: number;
  /** Sequential scans of tables with history, and sorts. */
  flags: string[];
  plan: string;
}

const HISTORY_TABLES = ['outbox_events', 'webhook_deliveries', 'jobs', 'order_submissions', 'orders', 'webhook_endpoints', 'partner_sites'];

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each captured statement, each in a transaction rolled back, after inserting live work
 * for the dispatcher's: 50 outbox events on a site with an enabled endpoint and 50 pending deliveries to it.
 */
export async function explainHot(
  url: string,
  hot: Captured[],
  phase: string,
  live: { siteId: number; endpointId: number },
): Promise<PlanSummary[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: PlanSummary[] = [];
  try {
    for (const c of hot) {
      await client.query('BEGIN');
      try {
        if (c.name.startsWith('dispatcher')) {
          await client.query(
            `INSERT INTO outbox_events (event_id, type, site_id, order_number)
             SELECT gen_random_uuid(), 'order.status_changed', $1, g FROM generate_series(1, 50) g`,
            [live.siteId],
          );
          await client.query(
            `INSERT INTO webhook_deliveries (event_id, endpoint_id, kind, type, site_id, order_number)
             SELECT gen_random_uuid()::text, $1, 'event', 'order.status_changed', $2, g FROM generate_series(1, 50) g`,
            [live.endpointId, live.siteId],
          );
        }
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${c.text}`, c.values);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        const top = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan);
        const flags = [
          ...new Set(
            [...plan.matchAll(/Seq Scan on (\w+)/g)]
              .map((m) => m[1]!)
              .filter((t) => HISTORY_TABLES.includes(t))
              .map((t) => `seq scan ${t}`),
          ),
        ];
        out.push({
          statement: c.name,
          phase,
          executionMs: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN),
          buffers: Number(top?.[1] ?? 0) + Number(top?.[2] ?? 0),
          flags,
          plan,
        });
      } finally {
        await client.query('ROLLBACK');
      }
    }
  } finally {
    await client.end();
  }
  return out;
}
