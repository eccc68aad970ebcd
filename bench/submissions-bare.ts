// The bare twin of `npm run bench:submissions`: node:http and pg only, no
// framework, no authentication, validation, reads, pricing or queue, doing the
// writes a completed submission commits, in the same transactions as the
// service: (1) the submission and its job, one statement with its pg_notify;
// (2) the job's claim with the submission's move to processing, one
// statement; (3) one statement (no transaction block) locking the
// submission, marking the job done, writing the order, its lines and its
// event and completing the submission (with pg_notify). The rows are those the service wrote for the probe order (same
// site, products, prices), with the request's fresh partnerOrderId. Its jobs
// are of a kind no worker claims. Prints {"port": n}; ends on SIGTERM.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

export interface SubmissionBareJob {
  postgresUrl?: string;
  pgliteDump?: string;
  poolSize: number;
  submission: { partnerId: number; siteId: number; orderingUserId: number; requestDigest: string };
  /** The probe order's row (orders columns) and lines (order_lines columns), as JSON. */
  order: Record<string, unknown>;
  lines: Record<string, unknown>[];
  outcome: Record<string, unknown>;
}

const job = JSON.parse(process.argv[2] ?? '{}') as SubmissionBareJob;
const notify = job.postgresUrl !== undefined;

async function pool(): Promise<pg.Pool> {
  if (job.postgresUrl) return new pg.Pool({ connectionString: job.postgresUrl, max: job.poolSize });
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const lite = await PGlite.create({
    loadDataDir: new Blob([readFileSync(job.pgliteDump!)]),
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return new pg.Pool(createPgConfig(lite) as pg.PoolConfig);
}

const db = await pool();
db.on('error', () => {});

const ACCEPT = `WITH s AS (
    INSERT INTO order_submissions (id, partner_id, site_id, partner_order_id, request, request_digest, ordering_user_id)
    VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (partner_id, partner_order_id) DO NOTHING RETURNING id
  ), j AS (INSERT INTO jobs (kind, payload, max_attempts) SELECT 'bench_bare', jsonb_build_object('submissionId', s.id), 5 FROM s RETURNING id)
  SELECT j.id${notify ? ", pg_notify('bench_bare', $1::text)" : ''} FROM j`;
const CLAIM = `WITH j AS (
    UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = $2,
      lease_expires_at = now() + make_interval(secs => 30), updated_at = now() WHERE id = $1 RETURNING *
  ), p AS (
    UPDATE order_submissions SET status = 'processing', updated_at = now() FROM j
    WHERE order_submissions.id = (j.payload ->> 'submissionId')::uuid AND order_submissions.status = 'queued' RETURNING order_submissions.*
  )
  SELECT j.*, (SELECT to_jsonb(p) FROM p) AS submission FROM j`;
const PLACE = `WITH sub AS (
    SELECT id FROM order_submissions WHERE id = $5::uuid AND status IN ('queued', 'processing') FOR UPDATE
  ), j AS (
    UPDATE jobs SET state = 'done', lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
    WHERE id = $6 AND state = 'running' AND lease_owner = $7 RETURNING id
  ), o AS (
    INSERT INTO orders (site_id, status, placed_on, ordering_user_id, division_id, source_partner_id, partner_order_id, ship_to, bill_to,
      shipping_provider, shipping_method, shipping_service_id, shipping_service_name, shipping_notes, item_total, handling_total,
      shipping_total, total_price)
    SELECT r.site_id, r.status, now(), r.ordering_user_id, r.division_id, r.source_partner_id, $2, r.ship_to, r.bill_to,
      r.shipping_provider, r.shipping_method, r.shipping_service_id, r.shipping_service_name, r.shipping_notes, r.item_total,
      r.handling_total, r.shipping_total, r.total_price
    FROM jsonb_populate_record(NULL::orders, $1::jsonb) r
    WHERE EXISTS (SELECT 1 FROM j) AND EXISTS (SELECT 1 FROM sub)
    RETURNING order_number, project_id
  ), l AS (
    INSERT INTO order_lines (order_number, site_id, product_id, variant_id, sku, product_name, product_code, job_name, external_id,
      partner_line_id, quantity, unit_price, line_list_total, line_total, handling_amount, product_discount, user_discount,
      estimated_ship_by, turnaround_business_days, proof_status, note, variant_attributes, artwork_url, template_variables, ship_to)
    SELECT o.order_number, r.site_id, r.product_id, r.variant_id, r.sku, r.product_name, r.product_code, r.job_name, r.external_id,
      r.partner_line_id, r.quantity, r.unit_price, r.line_list_total, r.line_total, r.handling_amount, r.product_discount, r.user_discount,
      r.estimated_ship_by, r.turnaround_business_days, r.proof_status, r.note, r.variant_attributes, r.artwork_url, r.template_variables, r.ship_to
    FROM o, jsonb_populate_recordset(NULL::order_lines, $3::jsonb) r ORDER BY r.id
    RETURNING id, item_number
  ), e AS (
    INSERT INTO outbox_events (event_id, type, site_id, order_number, source_partner_id, partner_order_id)
    SELECT $4::uuid, 'order.status_changed', (SELECT site_id FROM jsonb_populate_record(NULL::orders, $1::jsonb)), o.order_number,
      (SELECT source_partner_id FROM jsonb_populate_record(NULL::orders, $1::jsonb)), $2 FROM o
  ), s AS (
    UPDATE order_submissions SET status = 'completed', order_number = o.order_number, updated_at = now(), completed_at = now(),
      outcome = jsonb_build_object('order', $8::jsonb || jsonb_build_object('orderNumber', o.order_number, 'projectId', o.project_id))
    FROM o WHERE order_submissions.id = $5::uuid RETURNING order_submissions.*
  )
  SELECT s.*, EXISTS (SELECT 1 FROM j) AS job_done${notify ? ", (SELECT pg_notify('bench_bare_done', $5::text) FROM j) AS signal" : ''}
  FROM (SELECT 1) AS one LEFT JOIN s ON true`;

// The service prepares its accept, claim and completion once per connection (`named` in
// src/db/prepared.ts) on PostgreSQL: so does the twin, the same writes run the same way.
const named = (name: string, text: string, values: unknown[]) => (notify ? db.query({ name, text, values }) : db.query(text, values));

const owner = `bare:${process.pid}`;
const orderJson = JSON.stringify(job.order);
const linesJson = JSON.stringify(job.lines);
const outcomeJson = JSON.stringify(job.outcome);

async function submit(body: string): Promise<{ status: number; json: unknown }> {
  const request = JSON.parse(body) as { partnerOrderId: string };
  const id = randomUUID();
  const s = job.submission;
  const accepted = await named('bare_accept', ACCEPT, [
    id,
    s.partnerId,
    s.siteId,
    request.partnerOrderId,
    body,
    s.requestDigest,
    s.orderingUserId,
  ]);
  const jobId = accepted.rows[0]?.id as string | undefined;
  if (!jobId) return { status: 200, json: { replayed: true } };
  await named('bare_claim', CLAIM, [jobId, owner]);
  const done = (
    await named('bare_place', PLACE, [orderJson, request.partnerOrderId, linesJson, randomUUID(), id, jobId, owner, outcomeJson])
  ).rows[0];
  if (!done.job_done || done.id === null) throw new Error('the bare completion wrote nothing');
  return { status: 201, json: { submissionId: done.id, status: done.status, order: done.outcome.order } };
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    submit(Buffer.concat(chunks).toString('utf8')).then(
      ({ status, json }) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void db.end().finally(() => process.exit(0));
});
