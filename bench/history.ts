// `npm run bench -- history`: are the dispatcher's and the worker's hot paths
// flat with a year's history, on a database run as production runs it? On a
// throw-away PostgreSQL cluster of its own with autovacuum on
// (bench/history/own-cluster.ts: when BENCH_POSTGRES_URL is unset, or with
// BENCH_OWN_CLUSTER=1; BENCH_OWN_CLUSTER=0 and BENCH_POSTGRES_URL: a fresh
// database on that server, whose autovacuum the table prints) with the demo
// world, it loads with INSERT … SELECT generate_series
// (bench/history/load.ts) HISTORY_EVENTS (1,000,000) outbox events fanned
// out and as many deliveries made, HISTORY_ENDPOINTS (1,000) endpoints, one
// partner and site each, nine in ten disabled, HISTORY_JOBS (500,000)
// finished jobs, submissions and their orders; the newest tenth of each
// written live first and then finished, so the partial indexes of the live
// states hold dead entries until a vacuum. It waits for autovacuum to have
// vacuumed the four queue tables since (BENCH_HISTORY_AUTOVACUUM_WAIT, 300 s;
// a VACUUM of its own when autovacuum is off or late: the table says which),
// checkpoints, and runs, against the service in BENCH_SHAPE's shape
// (bench/service.ts: `start`, every role in one process; `split`, an API
// process and a worker,dispatcher process on Redis, BENCH_REDIS_URL), the
// writer committing one event per transaction:
//
// - single: one endpoint at 100 and at 500 events/s for BENCH_HISTORY_SECONDS
//   (60): p99 ≤ 50 ms and ≤ 100 ms;
// - spread: 1,000 events/s over 100 endpoints for BENCH_HISTORY_SECONDS:
//   p99 ≤ 250 ms; then the same with the service restarted just before the
//   clock (`spread restart`: a deploy's catch-up);
// - each of those: every delivery made, no backlog growth (the open work,
//   sampled each second, no higher at the end than at the start);
// - hung: 10 endpoints sharing 100/s beside one that never answers (10/s),
//   2 × BENCH_HISTORY_SHORT (10): the fast ones p99 ≤ 100 ms (the hung one
//   costs only its own slots), each hung event attempted within 10 s;
// - submissions: the service against its same-statement twin (bench/submissions.ts),
//   1 and 32 connections, 10 s each: ≥ 0.8× the twin's throughput at 32, p50 ≤ 1.3× at 1.
//
// The webhook scenarios are bench/webhooks.ts's (runScenario), the submissions
// bench/submissions.ts's (benchEngine), on this one database. Before the
// history (`fresh`), after it (`history`: the dead entries before a vacuum),
// once vacuumed (`vacuumed`) and after the scenarios (`after runs`: autovacuum
// at work as it would be), it EXPLAIN (ANALYZE, BUFFERS)es the hot statements
// and the idle polls (bench/history/plans.ts), captured from the service's
// own code, each in a transaction rolled back, with a little live work
// inserted first for the dispatcher's fan-out and claim (none for the idle
// polls); the plans go to bench/results/history-plans-<with|without>.txt, a
// summary (time, buffers, any sequential scan of a table with history) to
// the table. The idle polls' buffers must not grow with the history
// (test/db/idle-polls.test.ts holds them to it).
//
// BENCH_HISTORY=0: the same without the history (the with/without pair is
// this one command twice). BENCH_HISTORY_PARTS (default "webhooks,submissions"):
// which of the measured parts run; BENCH_HISTORY_SCENARIOS (default all:
// single,spread,hung) which of the webhook scenarios run. Results:
// bench/results/history-<with|without>.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { intEnv, pad, rerunWithServiceFlags, root, runMain, setUpEngine, startRun, writeResults } from './common.ts';
import { loadHistory } from './history/load.ts';
import { startOwnCluster } from './history/own-cluster.ts';
import { captureHot, explainHot } from './history/plans.ts';
import { SHAPE } from './service.ts';
import { benchEngine, type Level } from './submissions.ts';
import { backlogGrew, backlogGrowth, runScenario, type Figures, type Scenario } from './webhooks.ts';

const WITH_HISTORY = process.env.BENCH_HISTORY !== '0';
const MODE = WITH_HISTORY ? 'with' : 'without';
const EVENTS = intEnv('HISTORY_EVENTS', 1_000_000, 50_000_000);
const ENDPOINTS = Math.max(10, intEnv('HISTORY_ENDPOINTS', 1_000, 100_000));
const JOBS = intEnv('HISTORY_JOBS', 500_000, 50_000_000);
const SECONDS = intEnv('BENCH_HISTORY_SECONDS', 60, 3600);
const SHORT = intEnv('BENCH_HISTORY_SHORT', 10, 3600);
const PARTS = new Set((process.env.BENCH_HISTORY_PARTS || 'webhooks,submissions').split(',').map((p) => p.trim()));
for (const part of PARTS) if (part !== 'webhooks' && part !== 'submissions') throw new Error(`BENCH_HISTORY_PARTS: no part ${part}`);
/** BENCH_HISTORY_SCENARIOS: which webhook scenarios run (names: single, spread, hung; all by default). */
const SCENARIOS = process.env.BENCH_HISTORY_SCENARIOS ? new Set(process.env.BENCH_HISTORY_SCENARIOS.split(',').map((p) => p.trim())) : null;
/** A throw-away cluster with autovacuum on (bench/history/own-cluster.ts): BENCH_OWN_CLUSTER=1, or BENCH_POSTGRES_URL unset. */
const OWN_CLUSTER = process.env.BENCH_OWN_CLUSTER === '1' || (process.env.BENCH_OWN_CLUSTER !== '0' && !process.env.BENCH_POSTGRES_URL);
/** How long to wait for autovacuum to have vacuumed the queue tables after the load before a VACUUM of our own. */
const AUTOVACUUM_WAIT_S = intEnv('BENCH_HISTORY_AUTOVACUUM_WAIT', 300, 3600);
const QUEUE_TABLES = ['outbox_events', 'webhook_deliveries', 'jobs', 'order_submissions'];

/**
 * Waits until autovacuum has vacuumed every queue table since `since` (what a production database does on its own:
 * 0021_flat_with_history's thresholds) and has no worker left running; a VACUUM (ANALYZE) of ours when it is off or
 * has not vacuumed them within the wait.
 */
async function vacuumed(client: pg.Client, since: Date, on: boolean): Promise<'autovacuum' | 'VACUUM'> {
  for (const until = performance.now() + AUTOVACUUM_WAIT_S * 1000; on && performance.now() < until; ) {
    const { rows } = await client.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM pg_stat_user_tables
       WHERE relname = ANY($1::text[]) AND (last_autovacuum IS NULL OR last_autovacuum < $2)`,
      [QUEUE_TABLES, since],
    );
    if (rows[0]!.behind === 0) {
      // Then until its workers are done with the rest of the load (the orders, the exchanges): a bulk load leaves
      // every table to vacuum once, which a database that grew over a year did long ago; left running, that work
      // (and its WAL) lands in the first scenario's tail.
      for (let quiet = 0; quiet < 2 && performance.now() < until; ) {
        await new Promise((r) => setTimeout(r, 2000));
        const { rows: workers } = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`,
        );
        quiet = workers[0]!.n === 0 ? quiet + 1 : 0;
      }
      return 'autovacuum';
    }
    await new Promise((r) => setTimeout(r, 2000));
    await client.query('SELECT pg_stat_clear_snapshot()');
  }
  await client.query(`VACUUM (ANALYZE) ${QUEUE_TABLES.join(', ')}`);
  return 'VACUUM';
}

// ------------------------------------------------------------------ the run

interface Aimed {
  scenario: string;
  figures: Figures;
  aimP99Ms: number;
}

/** CPU per event committed: the service's processes (both in the split) and PostgreSQL's backends, in µs. */
function cpu(f: Figures): string {
  const c = f.cpuMicrosPerEvent;
  return `${(c.service ?? 0) + (c.background ?? 0)}+${c.postgres ?? 0}`;
}

async function main(): Promise<void> {
  rerunWithServiceFlags();
  const loadBefore = startRun(2400);
  const cluster = OWN_CLUSTER ? await startOwnCluster() : null;
  if (cluster) {
    // The hard ceiling exits the process: the cluster goes with it.
    process.once('exit', () => cluster.stop());
    process.env.BENCH_POSTGRES_URL = cluster.url;
    process.stdout.write(`own PostgreSQL cluster (autovacuum on): ${cluster.url}\n`);
  }
  const set = await setUpEngine('postgres');
  if (typeof set === 'string') {
    process.stdout.write(`PostgreSQL skipped: ${set}\n`);
    return;
  }
  const { opened, platform, demo } = set;
  const url = opened.url!;
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    // A site and enabled endpoint for the plans' live work (never committed, so never delivered).
    const site = await platform.admin.sites.create({ name: 'Plans', url: 'https://plans.example.com' }, 'bench');
    const partner = await platform.admin.partners.create({ name: 'Plans partner', capabilities: [], siteIds: [site.id] }, 'bench');
    const endpoint = await platform.webhooks.admin.createEndpoint(partner.id, { url: 'http://127.0.0.1:9/plans' }, 'bench');
    const live = { siteId: site.id, endpointId: endpoint.endpoint.id };
    const hot = await captureHot(set);
    const plans = await explainHot(url, hot, 'fresh', live);

    const filler = new pg.Client({ connectionString: url });
    await filler.connect();
    let loadSeconds = 0;
    let vacuumSeconds = 0;
    let checkpointSeconds = 0;
    let autovacuum = 'unknown';
    let vacuumedBy = '';
    try {
      autovacuum = (await filler.query<{ autovacuum: string }>('SHOW autovacuum')).rows[0]!.autovacuum;
      if (WITH_HISTORY) {
        out(
          `loading the history: ${EVENTS.toLocaleString('en')} outbox events and deliveries, ${ENDPOINTS} endpoints, ${JOBS.toLocaleString('en')} jobs, submissions and orders …`,
        );
        loadSeconds = await loadHistory(
          filler,
          { partnerId: demo.partnerId, siteIds: demo.siteIds },
          { events: EVENTS, endpoints: ENDPOINTS, jobs: JOBS },
        );
        const loaded = new Date();
        out(`loaded in ${loadSeconds.toFixed(1)} s`);
        // Between two vacuums: the dead entries the history's newest tenth left in the partial indexes of the live states.
        plans.push(...(await explainHot(url, hot, 'history', live)));
        // What autovacuum does (0021_flat_with_history: after 10,000 changes, whatever the table's size), waited for
        // when it is on; a server with it off (SHOW autovacuum, printed below) gets a VACUUM of ours instead.
        const vacuumStarted = performance.now();
        vacuumedBy = await vacuumed(filler, loaded, autovacuum === 'on');
        vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
        out(`vacuumed (${vacuumedBy}) in ${vacuumSeconds.toFixed(1)} s`);
        plans.push(...(await explainHot(url, hot, 'vacuumed', live)));
        // The load leaves about a gigabyte of dirty pages; without a checkpoint here the server writes them out
        // during the first scenario, and its fsyncs are what the first scenario's p99 measures (a production
        // database reaches its history over weeks, its checkpoints spread over them).
        const checkpointStarted = performance.now();
        await filler.query('CHECKPOINT');
        checkpointSeconds = (performance.now() - checkpointStarted) / 1000;
      }
    } finally {
      await filler.end();
    }

    // ------------------------------------------------ the webhook scenarios
    const on = { database: opened.database, url };
    type Run = Scenario & { aimP99Ms: number; label: string };
    // The service as BENCH_SHAPE ships it (every role in one process, or the API and worker+dispatcher processes on
    // Redis), the writer committing one event per transaction (an API process's orders, each its own commit).
    const run = (label: string, name: Run['name'], fast: number, rate: number, seconds: number, aimP99Ms: number): Run => ({
      label,
      name,
      engine: 'postgres',
      fast,
      hung: name === 'hung' ? 1 : 0,
      fastRate: rate,
      hungRate: name === 'hung' ? 10 : 0,
      seconds,
      aimP99Ms,
      shaped: true,
      batch: 1,
    });
    const spread = run('spread 1000/s', 'spread', 100, 1000, SECONDS, 250);
    const runs: Run[] = [
      run('single 100/s', 'single', 1, 100, SECONDS, 50),
      run('single 500/s', 'single', 1, 500, SECONDS, 100),
      spread,
      // The same load met by a service restarted just before the clock (beside a warm receiver): a deploy's or a
      // crash's catch-up, shown beside the aim's run (warm: a dispatcher in service), not instead of it.
      { ...spread, label: 'spread restart', start: 'restarted' },
      run('hung', 'hung', 10, 100, SHORT * 2, 100),
    ];
    const webhooks: Aimed[] = [];
    for (const r of PARTS.has('webhooks') ? runs.filter((run) => !SCENARIOS || SCENARIOS.has(run.name)) : []) {
      out(`${r.label}: ${r.fast} endpoint(s)${r.hung ? `, ${r.hung} hung` : ''}, ${r.seconds} s …`);
      const { label, aimP99Ms, ...scenario } = r;
      webhooks.push({ scenario: label, figures: await runScenario(scenario, on), aimP99Ms });
    }

    // ------------------------------------------------ submissions against the twin
    const submissions = PARTS.has('submissions')
      ? (out('submissions against the same-statement twin …'), await benchEngine('postgres', { set, concurrency: [1, 32] }))
      : { levels: [] };
    plans.push(...(await explainHot(url, hot, 'after runs', live)));

    // ------------------------------------------------ the table
    const rows: string[] = [];
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    rows.push(
      '',
      `history bench, ${MODE} history${WITH_HISTORY ? ` (${EVENTS.toLocaleString('en')} events and deliveries, ${ENDPOINTS} endpoints (${ENDPOINTS / 10} enabled), ${JOBS.toLocaleString('en')} jobs, submissions, orders; loaded in ${loadSeconds.toFixed(0)} s, vacuumed by ${vacuumedBy} in ${vacuumSeconds.toFixed(0)} s, checkpoint ${checkpointSeconds.toFixed(0)} s)` : ''}; ${cpus().length} CPUs`,
      `shape: ${SHAPE} (${SHAPE === 'split' ? 'API process + worker,dispatcher process, Redis' : 'every role in one process'}); writer: one event per transaction; PostgreSQL: ${cluster ? 'own cluster' : 'BENCH_POSTGRES_URL'}, autovacuum ${autovacuum}`,
      // p99 over the whole run, after the warm-up (bench/webhooks.ts: BENCH_WEBHOOK_WARM_S); `p99 5s`: the events
      // committed in the first 5 s alone, so a restart's catch-up stays visible.
      `${pad('scenario', 15)}${pad('rate/s', 8, true)}${pad('delivered', 13, true)}${pad('p50', 7, true)}${pad('p99', 8, true)}${pad('p99 5s', 8, true)}${pad('max', 8, true)}${pad('backlog', 13, true)}${pad('µs CPU/ev svc+pg', 18, true)}  ${pad('aim', 44)}load 1m`,
    );
    for (const w of webhooks) {
      const f = w.figures.fast;
      const growth = backlogGrowth(w.figures.backlog);
      const grew = backlogGrew(growth, w.figures.ratePerSec.planned);
      const all = f.delivered === f.events;
      const aims = [`p99≤${w.aimP99Ms} ${met(f.p99Ms <= w.aimP99Ms)}`, `all ${met(all)}`];
      if (!w.figures.hung) aims.push(`no growth ${met(!grew)}`);
      rows.push(
        `${pad(w.scenario, 15)}${pad(String(w.figures.ratePerSec.achieved), 8, true)}${pad(`${f.delivered}/${f.events}`, 13, true)}${pad(String(f.p50Ms), 7, true)}${pad(String(f.p99Ms), 8, true)}${pad(String(w.figures.fastFirst.p99Ms), 8, true)}${pad(String(f.maxMs), 8, true)}${pad(`${growth.first}→${growth.last}`, 13, true)}${pad(cpu(w.figures), 18, true)}  ${pad(aims.join(', '), 44)}${w.figures.loadAverage.before}→${w.figures.loadAverage.after}`,
      );
      const h = w.figures.hung;
      if (h) {
        rows.push(
          `${pad('  hung one', 15)}${pad('10', 8, true)}${pad(`${h.delivered}/${h.events}`, 13, true)}${pad(String(h.p50Ms), 7, true)}${pad(String(h.p99Ms), 8, true)}${pad('', 8)}${pad(String(h.maxMs), 8, true)}${pad('', 31)}  attempted ≤10000 ${met(h.maxMs <= 10_000 && h.delivered === h.events)}`,
        );
      }
    }
    rows.push(
      '',
      `${pad('submissions', 15)}${pad('conns', 6, true)}${pad('twin/s', 9, true)}${pad('app/s', 9, true)}${pad('app/twin', 10, true)}${pad('twin p50', 10, true)}${pad('app p50', 10, true)}${pad('p50 ratio', 11, true)}  aim`,
    );
    for (const l of (submissions.levels ?? []) as Level[]) {
      const aim = l.connections >= 32 ? `throughput ≥ 0.8× ${met(l.throughputRatio >= 0.8)}` : `p50 ≤ 1.3× ${met(l.p50Ratio <= 1.3)}`;
      rows.push(
        `${pad('', 15)}${pad(String(l.connections), 6, true)}${pad(l.bare.requestsPerSec.toFixed(0), 9, true)}${pad(l.app.requestsPerSec.toFixed(0), 9, true)}${pad(`${l.throughputRatio.toFixed(2)}x`, 10, true)}${pad(l.bare.latencyP50Ms.toFixed(1), 10, true)}${pad(l.app.latencyP50Ms.toFixed(1), 10, true)}${pad(`${l.p50Ratio.toFixed(2)}x`, 11, true)}  ${aim}`,
      );
    }
    rows.push('', `${pad('plan of', 38)}${pad('phase', 12)}${pad('ms', 9, true)}${pad('buffers', 9, true)}  flags`);
    for (const p of plans) {
      rows.push(
        `${pad(p.statement, 38)}${pad(p.phase, 12)}${pad(p.executionMs.toFixed(2), 9, true)}${pad(String(p.buffers), 9, true)}  ${p.flags.join(', ') || '-'}`,
      );
    }
    const plansFile = join(root, 'bench', 'results', `history-plans-${MODE}.txt`);
    rows.push(`plans in full: ${plansFile}`, `load average (1 min): before ${loadBefore.toFixed(1)}, after ${loadavg()[0]!.toFixed(1)}`);
    out(rows.join('\n'));
    writeFileSync(plansFile, plans.map((p) => `==== ${p.statement} (${p.phase})\n${p.plan}\n`).join('\n'));
    writeResults(
      `history-${MODE}.json`,
      { history: WITH_HISTORY, events: EVENTS, endpoints: ENDPOINTS, jobs: JOBS, seconds: SECONDS, short: SHORT },
      loadBefore,
      [
        {
          shape: SHAPE,
          ownCluster: cluster !== null,
          loadSeconds,
          vacuumedBy,
          vacuumSeconds,
          checkpointSeconds,
          autovacuum,
          webhooks,
          submissions,
          plans: plans.map(({ plan: _, ...p }) => p),
        },
      ],
    );
  } finally {
    await platform.submissions.close();
    await platform.gateway.close();
    await opened.dispose();
    cluster?.stop();
  }
}

runMain(main);
