// An idle dispatcher's and an idle worker's polls read a bounded number of
// pages whatever the history: each is planned on the partial index of its
// table's live states (outbox_events_pending, webhook_deliveries_open,
// jobs_claimable), which holds only the open work once vacuum has removed
// the entries of the rows that left it (0021_flat_with_history's thresholds
// have autovacuum do so after a fixed number of changes; the test server may
// run with autovacuum off, so the test vacuums as it would). The statements
// are captured as the service's code sends them and EXPLAIN (ANALYZE,
// BUFFERS)ed: with a history of finished events, deliveries and jobs, and
// again with twice that history, each reads no more than a few buffers, the
// same count both times, and never a table whole. Before the vacuum the same
// polls read the dead entries: that shows the history is large enough for a
// poll on the wrong index, or on the table, to show. PostgreSQL only: the
// embedded engine keeps no history between two processes' lives and has no
// autovacuum (src/db/autovacuum.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { DeliveryProbes } from '../../src/events/webhooks/delivery-probes.ts';
import { JobQueue } from '../../src/jobs/queue.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

/** The most shared buffers one idle poll may read (hit or read); a vacuumed poll reads 1–3. */
const BOUND = 8;
/** Finished rows per table in each slice of history. */
const SLICE = 20_000;
const QUEUE_TABLES = ['outbox_events', 'webhook_deliveries', 'jobs'];
const PARTIAL_INDEXES = ['outbox_events_pending', 'webhook_deliveries_open', 'jobs_claimable', 'jobs_open'];

interface Sent {
  text: string;
  values: unknown[];
}

// The statements this process sends while `seen` is set. Installed before any connection opens: the engine wraps
// each pooled client's query over the prototype's when it connects.
let seen: ((sent: Sent) => void) | null = null;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text?: string; values?: unknown[] };
  if (seen) {
    seen(
      typeof q === 'string'
        ? { text: q, values: (args[1] as unknown[] | undefined) ?? [] }
        : { text: q?.text ?? '', values: q?.values ?? [] },
    );
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

if (isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  let testDb: TestDatabase;
  let client: pg.Client;
  let polls: Array<Sent & { name: string }>;
  let site: number;
  let endpoint: number;
  let slices = 0;

  before(async () => {
    testDb = await freshDatabase();
    client = new pg.Client({ connectionString: testDb.url! });
    await client.connect();
    site = (
      await client.query<{ id: number }>(`INSERT INTO sites (name, url) VALUES ('History', 'https://history.example.com') RETURNING id`)
    ).rows[0]!.id;
    const partner = (await client.query<{ id: number }>(`INSERT INTO partners (name) VALUES ('History partner') RETURNING id`)).rows[0]!.id;
    endpoint = (
      await client.query<{ id: number }>(
        `INSERT INTO webhook_endpoints (partner_id, url, enabled, event_types)
         VALUES ($1, 'https://history.example.com/hooks', false, ARRAY['order.status_changed']) RETURNING id`,
        [partner],
      )
    ).rows[0]!.id;
    polls = await capturePolls(testDb);
  });
  after(async () => {
    await client?.end();
    await testDb?.close();
  });

  /** The idle polls as the dispatcher and the worker send them, each named by the code that sends it. */
  async function capturePolls(database: TestDatabase): Promise<Array<Sent & { name: string }>> {
    const repo = new DeliveryProbes(database.database.db);
    const queue = new JobQueue(database.database.db);
    const out: Array<Sent & { name: string }> = [];
    const capture = async (name: string, run: () => Promise<unknown>) => {
      const sent: Sent[] = [];
      seen = (s) => sent.push(s);
      try {
        await run();
      } finally {
        seen = null;
      }
      assert.equal(sent.length, 1, `${name} is one statement`);
      out.push({ name, ...sent[0]! });
    };
    await capture('dispatcher idle probe', () => repo.idleProbe());
    await capture('dispatcher lease lapse', () => repo.nextLeaseLapseMs());
    await capture('worker claim', () => queue.claim(['order_submission'], 'idle-polls-test', 30_000));
    await capture('worker next due', () => queue.nextDueMs(['order_submission']));
    return out;
  }

  /**
   * A slice of history as a busy database writes it: outbox events, deliveries and jobs written live, then
   * finished (fanned out, succeeded, done), so each left an entry in its partial index for vacuum to remove.
   */
  async function addHistory(): Promise<void> {
    const from = slices * SLICE + 1;
    const to = from + SLICE - 1;
    slices++;
    await client.query(
      `INSERT INTO outbox_events (event_id, type, site_id, order_number)
       SELECT gen_random_uuid(), 'order.status_changed', $1, g FROM generate_series($2::int, $3::int) g`,
      [site, from, to],
    );
    await client.query('UPDATE outbox_events SET fanned_out_at = now() WHERE fanned_out_at IS NULL');
    await client.query(
      `INSERT INTO webhook_deliveries (event_id, endpoint_id, kind, type, site_id, order_number)
       SELECT gen_random_uuid()::text, $1, 'event', 'order.status_changed', $2, g FROM generate_series($3::int, $4::int) g`,
      [endpoint, site, from, to],
    );
    await client.query(
      `UPDATE webhook_deliveries SET status = 'succeeded', attempted_at = now(), latency_ms = 12, response_status = 200
       WHERE status = 'pending'`,
    );
    await client.query(
      `INSERT INTO jobs (kind, payload) SELECT 'order_submission', jsonb_build_object('n', g) FROM generate_series($1::int, $2::int) g`,
      [from, to],
    );
    await client.query(`UPDATE jobs SET state = 'done', attempts = 1 WHERE state = 'ready'`);
  }

  /** What autovacuum does at 0021_flat_with_history's thresholds (the test server may run with it off). */
  const vacuum = () => client.query(`VACUUM (ANALYZE) ${QUEUE_TABLES.join(', ')}`);

  /** Each poll's shared buffers (hit and read) and the plan's scans of the queue tables, in a transaction rolled back. */
  async function explainPolls(): Promise<Array<{ name: string; buffers: number; scans: string[] }>> {
    const out = [];
    for (const poll of polls) {
      await client.query('BEGIN');
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${poll.text}`,
          poll.values,
        );
        const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
        const scans = nodes(plan)
          .filter((n) => n['Node Type'].endsWith('Scan') && QUEUE_TABLES.includes(n['Relation Name'] ?? ''))
          .map((n) => `${n['Node Type']} on ${n['Relation Name']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`);
        out.push({ name: poll.name, buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'], scans });
      } finally {
        await client.query('ROLLBACK');
      }
    }
    return out;
  }

  test('the idle polls read a few pages on their partial indexes, as many with twice the history', async () => {
    await addHistory();
    // Before a vacuum the finished rows' entries are still in the partial indexes: the polls read them.
    const unvacuumed = await explainPolls();
    const dispatcherProbe = unvacuumed.find((p) => p.name === 'dispatcher idle probe')!;
    assert.ok(dispatcherProbe.buffers > BOUND * 4, `the history shows in an unvacuumed poll: ${JSON.stringify(unvacuumed)}`);

    await vacuum();
    const once = await explainPolls();
    for (const poll of once) {
      assert.ok(poll.buffers <= BOUND, `${poll.name} reads ${poll.buffers} buffers (≤ ${BOUND})`);
      assert.ok(poll.scans.length > 0, `${poll.name} reads a queue table`);
      // Every scan of a queue table on an index; the poll's search on a partial index of the live states (the worker's
      // claim then finds its job by key).
      for (const scan of poll.scans) assert.match(scan, /^Index (Only )?Scan on \w+ using \w+$/, `${poll.name}: ${scan}`);
      const indexes = poll.scans.map((scan) => /using (\w+)$/.exec(scan)![1]!);
      assert.ok(
        indexes.some((index) => PARTIAL_INDEXES.includes(index)),
        `${poll.name}: ${poll.scans.join('; ')}`,
      );
      assert.ok(
        indexes.every((index) => PARTIAL_INDEXES.includes(index) || index.endsWith('_pkey')),
        `${poll.name}: ${poll.scans.join('; ')}`,
      );
    }

    await addHistory();
    await vacuum();
    const twice = await explainPolls();
    assert.deepEqual(
      twice.map((p) => [p.name, p.buffers, p.scans]),
      once.map((p) => [p.name, p.buffers, p.scans]),
      'twice the history: the same plans, the same buffers',
    );
  });
}
