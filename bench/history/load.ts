// The history of `npm run bench -- history` (bench/history.ts's header says
// what it holds), loaded with INSERT … SELECT generate_series. Not a script.
import type pg from 'pg';

export interface HistorySize {
  events: number;
  endpoints: number;
  jobs: number;
}
// ------------------------------------------------------------------ the history

/** Runs `text` over 1..n in chunks of 100,000 ($1, $2: the chunk's bounds). */
async function chunked(client: pg.Client, n: number, text: string): Promise<void> {
  for (let from = 1; from <= n; from += 100_000) await client.query(text, [from, Math.min(n, from + 99_999)]);
}

/** Loads the history (see the header); returns the seconds it took. */
export async function loadHistory(
  client: pg.Client,
  demo: { partnerId: number; siteIds: number[] },
  { events: EVENTS, endpoints: ENDPOINTS, jobs: JOBS }: HistorySize,
): Promise<number> {
  const started = performance.now();
  const site = demo.siteIds[0]!;
  const user = (await client.query<{ id: number }>('SELECT id FROM users WHERE site_id = $1 ORDER BY id LIMIT 1', [site])).rows[0]!.id;
  // Spread over the last 30 days, oldest first; `total` rows.
  const at = (total: number) => `now() - interval '30 days' + (g::float8 / ${total}) * interval '30 days' - interval '1 hour'`;
  // Endpoints: one partner and site each (as the webhook bench registers them), nine in ten disabled.
  await client.query(
    `WITH s AS (INSERT INTO sites (name, url) SELECT 'History ' || g, 'https://history-' || g || '.example.com' FROM generate_series(1, $1::int) g RETURNING id),
          p AS (INSERT INTO partners (name) SELECT 'History partner ' || g FROM generate_series(1, $1::int) g RETURNING id),
          ps AS (SELECT s.id AS site_id, p.id AS partner_id FROM (SELECT id, row_number() OVER (ORDER BY id) n FROM s) s
                 JOIN (SELECT id, row_number() OVER (ORDER BY id) n FROM p) p USING (n)),
          g AS (INSERT INTO partner_sites (partner_id, site_id) SELECT partner_id, site_id FROM ps)
     INSERT INTO webhook_endpoints (partner_id, url, enabled, event_types)
     SELECT partner_id, 'https://history.example.com/hooks/' || site_id, site_id % 10 = 0, ARRAY['order.status_changed'] FROM ps`,
    [ENDPOINTS],
  );
  const { rows: bounds } = await client.query<{ lo: number; hi: number; slo: number }>(
    `SELECT min(e.id) AS lo, max(e.id) AS hi, min(ps.site_id) AS slo FROM webhook_endpoints e JOIN partner_sites ps USING (partner_id)
     WHERE e.url LIKE 'https://history.example.com/%'`,
  );
  const { lo, slo } = bounds[0]!;
  const live = Math.floor(EVENTS * 0.9);
  // Outbox events and one delivery each (to endpoint g mod ENDPOINTS, on its site), fanned out and delivered.
  await chunked(
    client,
    EVENTS,
    `INSERT INTO outbox_events (event_id, type, site_id, order_number, created_at, fanned_out_at)
     SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'order.status_changed', ${slo} + g % ${ENDPOINTS}, g, ${at(EVENTS)},
       CASE WHEN g <= ${live} THEN ${at(EVENTS)} + interval '20 ms' END
     FROM generate_series($1::int, $2::int) g`,
  );
  await chunked(
    client,
    EVENTS,
    `INSERT INTO webhook_deliveries (event_id, endpoint_id, kind, type, site_id, order_number, status, attempted_at, latency_ms,
       response_status, error_class, created_at)
     SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid::text, ${lo} + g % ${ENDPOINTS}, 'event', 'order.status_changed', ${slo} + g % ${ENDPOINTS}, g,
       CASE WHEN g > ${live} THEN 'pending' WHEN g % 20 = 0 THEN 'failed' ELSE 'succeeded' END,
       ${at(EVENTS)}, 12, CASE WHEN g % 20 = 0 THEN 500 ELSE 200 END, CASE WHEN g % 20 = 0 THEN 'http_status' END, ${at(EVENTS)}
     FROM generate_series($1::int, $2::int) g`,
  );
  // Finished submissions of the demo partner, their orders and jobs.
  const liveJobs = Math.floor(JOBS * 0.9);
  await chunked(
    client,
    JOBS,
    `WITH o AS (
       INSERT INTO orders (site_id, status, ordering_user_id, source_partner_id, partner_order_id, placed_on, created_at, updated_at)
       SELECT ${site}, 'Submitted', ${user}, ${demo.partnerId}, 'history-' || g, ${at(JOBS)}, ${at(JOBS)}, ${at(JOBS)}
       FROM generate_series($1::int, $2::int) g
       RETURNING order_number, partner_order_id, created_at
     ), s AS (
       INSERT INTO order_submissions (id, partner_id, site_id, partner_order_id, request, request_digest, ordering_user_id, status,
         order_number, outcome, created_at, updated_at, completed_at)
       SELECT ('00000000-0000-4000-9000-' || lpad(to_hex(substr(o.partner_order_id, 9)::int), 12, '0'))::uuid, ${demo.partnerId}, ${site}, o.partner_order_id, '{"lines":[]}', md5(o.partner_order_id), ${user},
         'completed', o.order_number, jsonb_build_object('order', jsonb_build_object('orderNumber', o.order_number)),
         o.created_at, o.created_at, o.created_at
       FROM o RETURNING id, partner_order_id, created_at
     )
     INSERT INTO jobs (kind, payload, state, attempts, created_at, updated_at, run_after)
     SELECT 'order_submission', jsonb_build_object('submissionId', s.id), CASE WHEN substr(s.partner_order_id, 9)::int > ${liveJobs} THEN 'ready' ELSE 'done' END, 1,
       s.created_at, s.created_at, now() + interval '1 day'
     FROM s`,
  );
  // The newest tenth was written live: now finished, leaving dead entries in the partial indexes of the live states.
  await client.query(`UPDATE outbox_events SET fanned_out_at = created_at + interval '20 ms' WHERE fanned_out_at IS NULL`);
  await client.query(`UPDATE webhook_deliveries SET status = 'succeeded' WHERE status = 'pending' AND endpoint_id >= ${lo}`);
  await client.query(
    `UPDATE jobs SET state = 'done', run_after = created_at WHERE state = 'ready' AND run_after > now() + interval '1 hour'`,
  );
  await client.query('ANALYZE');
  return (performance.now() - started) / 1000;
}
