// `npm run bench -- retention`: does a pruning pass over a million rows raise the
// partner API's latency? On a fresh PostgreSQL database (BENCH_POSTGRES_URL)
// with the demo world it inserts RETENTION_BENCH_ROWS prunable rows (older
// than their period) spread over the outbox, the webhook deliveries, the jobs
// and the audit log, plus a tenth as many recent rows that must stay; starts
// the API role as the production role split ships it (bench/service.ts:
// dist/main.js with `npm start`'s flags, ROLES=api, the gateway with the
// spec's limits, metrics; the worker's role is this process) and loads a
// partner read (the first page of the product list) with autocannon in
// another process, taking 40 enterprise partners' tokens in turn from 4,096
// client addresses (bench/partners.ts), in RETENTION_BENCH_WINDOWS windows of
// RETENTION_BENCH_SECONDS that alternate: no pass running, then a pruning
// pass running in this process (the worker's role, with the service's
// defaults: 500 rows a statement, 20 ms between), stopped at the window's
// end and resumed in the next pruning window. Alternating short windows
// lets a busy machine's other work weigh on both sides alike. It prints
// p50/p99 and req/s of both sides (the mean of their windows' p50 and p99),
// the rows pruned under load, then prunes the rest without load, and checks
// that the recent rows are all still there. Results go to
// bench/results/retention.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import type { Result } from 'autocannon';
import { loadConfig } from '../src/app/config.ts';
import { RetentionService, type RetentionRecorder } from '../src/retention/service.ts';
import { SUBMISSION_JOB } from '../src/submissions/service.ts';
import { enterprisePartners, fetchTokens } from './partners.ts';
import { startShippedService } from './service.ts';
import { figures, intEnv, pad, runLoad, runMain, setUpEngine, startRun, writeResults, type Figures } from './common.ts';

const ROWS = intEnv('RETENTION_BENCH_ROWS', 1_000_000, 20_000_000);
const SECONDS = intEnv('RETENTION_BENCH_SECONDS', 15, 600);
const WINDOWS = intEnv('RETENTION_BENCH_WINDOWS', 8, 40);
// The service's defaults unless RETENTION_BATCH_SIZE / RETENTION_BATCH_PAUSE_MS say otherwise.
const settings = loadConfig({
  RETENTION_BATCH_SIZE: process.env.RETENTION_BATCH_SIZE,
  RETENTION_BATCH_PAUSE_MS: process.env.RETENTION_BATCH_PAUSE_MS,
}).retention;
const CONNECTIONS = intEnv('RETENTION_BENCH_CONNECTIONS', 10, 1000);

const row = (label: string, f: Figures, extra = '') =>
  `${pad(label, 28)}${pad(f.latencyP50Ms.toFixed(1), 9, true)}${pad(f.latencyP99Ms.toFixed(1), 9, true)}${pad(f.requestsPerSec.toFixed(0), 9, true)}${pad(String(f.non2xx + f.errors), 8, true)}  ${extra}`;

runMain(async () => {
  const loadBefore = startRun(3600);
  const set = await setUpEngine('postgres');
  if (typeof set === 'string') {
    process.stdout.write(`PostgreSQL skipped: ${set}\n`);
    return;
  }
  const { opened, platform, demo } = set;
  const db = platform.db;
  let filler: pg.Client | null = null;
  try {
    // ------------------------------------------------------------ the rows
    const started = performance.now();
    const share = (n: number) => Math.floor(ROWS * n);
    const { rows: endpoint } = await sql<{ id: number }>`
      INSERT INTO webhook_endpoints (partner_id, url, event_types)
      VALUES (${demo.partnerId}, 'https://partner.example.com/hook', ARRAY['order.status_changed']) RETURNING id`.execute(db);
    const site = demo.siteIds[0]!;
    // Before the rows are counted: creating partners writes audit entries of its own.
    const clients = await enterprisePartners(platform, demo.siteIds, 40);
    // Filled on a connection of its own without the service's statement timeout, in chunks.
    const client = new pg.Client({ connectionString: opened.url! });
    filler = client;
    await client.connect();
    const fill = async (old: boolean, scale: number) => {
      const at = old ? `now() - interval '400 days' + (g || ' seconds')::interval` : `now() - (g || ' seconds')::interval`;
      const statements: Array<[string, number]> = [
        [
          `INSERT INTO outbox_events (event_id, type, site_id, order_number, created_at, fanned_out_at)
           SELECT gen_random_uuid(), 'order.status_changed', ${site}, g, ${at}, ${at} FROM generate_series($1::int, $2::int) g`,
          share(0.3 * scale),
        ],
        [
          `INSERT INTO webhook_deliveries (event_id, endpoint_id, kind, type, site_id, order_number, status, attempted_at, latency_ms, response_status, created_at)
           SELECT gen_random_uuid()::text, ${endpoint[0]!.id}, 'event', 'order.status_changed', ${site}, g, 'succeeded', ${at}, 12, 200, ${at}
           FROM generate_series($1::int, $2::int) g`,
          share(0.3 * scale),
        ],
        [
          `INSERT INTO jobs (kind, payload, state, attempts, created_at, updated_at)
           SELECT 'bench', '{}', 'done', 1, ${at}, ${at} FROM generate_series($1::int, $2::int) g`,
          share(0.2 * scale),
        ],
        [
          `INSERT INTO audit_log (occurred_at, actor, action, target_type, target_id, details)
           SELECT ${at}, 'bench', 'bench.action', 'bench', g::text, '{"field":"value"}' FROM generate_series($1::int, $2::int) g`,
          share(0.2 * scale),
        ],
      ];
      for (const [text, n] of statements)
        for (let from = 1; from <= n; from += 50_000) await client.query(text, [from, Math.min(n, from + 49_999)]);
    };
    await fill(true, 1);
    await fill(false, 0.1);
    await client.query('ANALYZE');
    const count = async () =>
      (
        await client.query<{ n: string }>(`SELECT (SELECT count(*) FROM outbox_events) + (SELECT count(*) FROM webhook_deliveries)
          + (SELECT count(*) FROM jobs) + (SELECT count(*) FROM audit_log) AS n`)
      ).rows[0]!.n;
    const recentCount = async () =>
      (
        await client.query<{ n: string }>(`SELECT (SELECT count(*) FROM outbox_events WHERE created_at > now() - interval '1 day')
          + (SELECT count(*) FROM webhook_deliveries WHERE created_at > now() - interval '1 day')
          + (SELECT count(*) FROM jobs WHERE kind = 'bench' AND updated_at > now() - interval '1 day')
          + (SELECT count(*) FROM audit_log WHERE actor = 'bench' AND occurred_at > now() - interval '1 day') AS n`)
      ).rows[0]!.n;
    const recentBefore = await recentCount();
    process.stdout.write(
      `inserted ${ROWS.toLocaleString('en')} prunable rows and ${recentBefore} recent ones in ${((performance.now() - started) / 1000).toFixed(1)} s (${await count()} rows in the four tables)\n`,
    );

    // ------------------------------------------------------------ the service and its load
    const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-retention-'));
    const app = await startShippedService({ databaseUrl: opened.url!, storageDir: join(scratch, 'storage'), roles: ['api'] });
    try {
      const tokens = await fetchTokens(app.base, clients);
      const job = {
        url: `${app.base}/v1/products?siteId=${site}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        tokens,
      };
      await runLoad({ ...job, duration: 3 }); // warm-up

      let prunedInWindow = 0;
      const recorder: RetentionRecorder = {
        pruned: (_table, rows) => void (prunedInWindow += rows),
        objectDeleteFailed() {},
        pass() {},
      };
      const retention = new RetentionService(db, platform.orders.storage.storage, platform.clock, settings, SUBMISSION_JOB, recorder);
      // Windows alternate, without and with a pass running, so the machine's other work weighs on both alike.
      const windows: Array<{ pruning: boolean; result: Result; pruned: number }> = [];
      for (let i = 0; i < WINDOWS; i++) {
        const pruning = i % 2 === 1;
        prunedInWindow = 0;
        const stop = new AbortController();
        const pass = pruning ? retention.run(stop.signal) : null;
        const result = await runLoad(job);
        stop.abort();
        await pass;
        windows.push({ pruning, result, pruned: prunedInWindow });
        const f = figures([result]);
        process.stdout.write(
          `window ${i + 1}/${WINDOWS} ${pruning ? 'pruning' : 'idle   '}  p50 ${f.latencyP50Ms.toFixed(1)} ms  p99 ${f.latencyP99Ms.toFixed(1)} ms  ${f.requestsPerSec.toFixed(0)} req/s  ${prunedInWindow.toLocaleString('en')} rows pruned  load ${loadavg()[0]!.toFixed(1)}\n`,
        );
      }
      const idle = figures(windows.filter((w) => !w.pruning).map((w) => w.result));
      const busy = figures(windows.filter((w) => w.pruning).map((w) => w.result));
      const prunedUnderLoad = windows.reduce((n, w) => n + w.pruned, 0);
      const pruningSeconds = windows.filter((w) => w.pruning).reduce((n, w) => n + w.result.duration, 0);

      // The rest of the million, without load: the pass's own rate.
      prunedInWindow = 0;
      const restStarted = performance.now();
      const rest = await retention.run();
      const restSeconds = (performance.now() - restStarted) / 1000;
      const recentAfter = await recentCount();
      const left = await count();

      process.stdout.write(
        [
          '',
          `partner read: GET /v1/products?siteId=… (first page), ${CONNECTIONS} connections; ${WINDOWS} windows of ${SECONDS} s alternating idle / pruning (${settings.batchSize} rows a statement, ${settings.batchPauseMs} ms between)`,
          `${pad('windows', 28)}${pad('p50 ms', 9, true)}${pad('p99 ms', 9, true)}${pad('req/s', 9, true)}${pad('errors', 8, true)}`,
          row('no pass running', idle),
          row(
            'a pruning pass running',
            busy,
            `${prunedUnderLoad.toLocaleString('en')} rows pruned in ${pruningSeconds.toFixed(0)} s (${Math.round(prunedUnderLoad / pruningSeconds).toLocaleString('en')} rows/s)`,
          ),
          `p50 pruning / idle: ${(busy.latencyP50Ms / idle.latencyP50Ms).toFixed(2)}, p99 pruning / idle: ${(busy.latencyP99Ms / idle.latencyP99Ms).toFixed(2)}`,
          '',
          `the rest of the pass without load: ${Object.values(rest.pruned)
            .reduce((a, b) => a + b, 0)
            .toLocaleString(
              'en',
            )} rows in ${rest.statements} statements, ${restSeconds.toFixed(1)} s; ${left} rows left in the four tables`,
          `recent rows before ${recentBefore}, after ${recentAfter}${recentBefore === recentAfter ? ' (all kept)' : ' (MISSING ROWS)'}`,
          '',
        ].join('\n'),
      );
      writeResults(
        `retention-${settings.batchSize}-${settings.batchPauseMs}ms.json`,
        {
          rows: ROWS,
          seconds: SECONDS,
          windows: WINDOWS,
          connections: CONNECTIONS,
          batchSize: settings.batchSize,
          batchPauseMs: settings.batchPauseMs,
        },
        loadBefore,
        [
          {
            engine: 'postgres',
            idle,
            pruning: busy,
            prunedUnderLoad,
            pruningSeconds,
            windows: windows.map((w) => ({ pruning: w.pruning, pruned: w.pruned, ...figures([w.result]) })),
            rest: { pruned: rest.pruned, statements: rest.statements, seconds: restSeconds },
            recentBefore,
            recentAfter,
            rowsLeft: left,
          },
        ],
      );
    } finally {
      await app.stop();
      rmSync(scratch, { recursive: true, force: true });
    }
  } finally {
    await filler?.end();
    await platform.gateway.close();
    await platform.submissions.close();
    await opened.dispose();
  }
});
