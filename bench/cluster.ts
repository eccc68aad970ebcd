// `npm run bench -- cluster`: the service split into roles on one PostgreSQL and
// one Redis, as production runs it, measured for N API processes
// (`--roles api`) and M background processes (`--roles worker,dispatcher`)
// behind a round-robin TCP balancer of the bench's own (loopback only).
//
// It seeds a throw-away database (bench/cluster/world.ts: the demo world and
// BENCH_PARTNERS enterprise partners), compiles the service (dist/, as
// `npm start` runs it) and starts the processes with `npm start`'s Node flags,
// then runs, each for BENCH_DURATION seconds through the balancer:
//
// - reads (`GET /v1/products?siteId=…`, the demo site's first page) for each N;
// - submissions (`POST /v1/orders`, a 5-line order, a fresh partnerOrderId
//   each) for each M and N, with the webhook latency of the orders' events
//   (outbox commit → received by the bench's loopback receiver, which
//   verifies each signature).
//
// For every phase: throughput, latency, and the CPU of each process (from
// /proc) per request, with the PostgreSQL backends and the bench's own
// process (balancer, receiver) beside them, and the load average. Writes
// bench/results/cluster.json. Settings: see bench/README.md.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { verifyDelivery } from '../src/events/webhooks/verify.ts';
import { startBalancer } from '../test/helpers/balancer.ts';
import { startServiceProcess, type ServiceProcess } from '../test/helpers/service-process.ts';
import { freePorts } from '../test/readme/service.ts';
import { intEnv, percentile, root, runMain, serviceNodeFlags, startRun, writeResults } from './common.ts';
import type { ClusterLoadJob } from './cluster/load.ts';
import { CpuMeter, growthPerOrder, tableSizes } from './cluster/meter.ts';
import { seedClusterWorld, type ClusterWorld } from './cluster/world.ts';
import { fetchTokens } from './partners.ts';

const DURATION = Math.max(2, intEnv('BENCH_DURATION', 8, 600));
const WARMUP = intEnv('BENCH_WARMUP', 2, 60);
const READ_CONNECTIONS = Math.max(1, intEnv('BENCH_CONNECTIONS', 16, 1000));
const SUBMIT_CONNECTIONS = Math.max(1, intEnv('BENCH_SUBMIT_CONNECTIONS', 8, 1000));
const PARTNERS = Math.max(1, intEnv('BENCH_PARTNERS', 40, 1000));
const list = (name: string, fallback: string) =>
  (process.env[name] || fallback)
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0)
    .sort((a, b) => a - b);
const API_COUNTS = list('BENCH_API', '1,2');
const BACKGROUND_COUNTS = list('BENCH_BACKGROUND', '1,2');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';

interface ProcessCpu {
  name: string;
  cpuSeconds: number;
  coreShare: number;
  microsPerRequest: number;
}

interface Phase {
  kind: 'reads' | 'submissions';
  api: number;
  background: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  cpu: ProcessCpu[];
  loadAverage: { before: number; after: number };
  submissions?: { completed: number; failed: number; open: number; completedPerSec: number };
  webhooks?: {
    events: number;
    delivered: number;
    duplicates: number;
    badSignatures: number;
    p50Ms: number;
    p90Ms: number;
    p99Ms: number;
    maxMs: number;
  };
}

function runLoad(job: ClusterLoadJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'cluster', 'load.ts'), JSON.stringify(job)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), (job.duration + 60) * 1000);
    child.on('close', (code) => {
      clearTimeout(killer);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out) as Result);
    });
  });
}

/** The webhook receiver: arrival time per event id, signatures checked. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  const state = { secret: '', duplicates: 0, badSignatures: 0, arrivals };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const raw = Buffer.concat(chunks);
      res.writeHead(204).end();
      if (!verifyDelivery(state.secret, raw, String(req.headers['platform-signature'])).ok) state.badSignatures += 1;
      const id = (JSON.parse(raw.toString('utf8')) as { eventId: string }).eventId;
      if (arrivals.has(id)) state.duplicates += 1;
      else arrivals.set(id, at);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, close: () => server.close() };
}

async function main(): Promise<void> {
  const phases = API_COUNTS.length * (1 + BACKGROUND_COUNTS.length);
  const loadBefore = startRun(300 + phases * (DURATION + 40));
  const receiver = await startReceiver();
  process.stdout.write(`seeding ${PARTNERS} enterprise partners on a throw-away database at ${POSTGRES_URL}\n`);
  const world: ClusterWorld = await seedClusterWorld(POSTGRES_URL, PARTNERS, receiver.url);
  receiver.state.secret = world.signingSecret;
  const processes: ServiceProcess[] = [];
  const balancer = await startBalancer([]);
  const results: Phase[] = [];
  let growth: ReturnType<typeof growthPerOrder> = [];
  try {
    const sizesBefore = await tableSizes(world.database);
    const ordersBefore = Number(
      (
        await world.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    process.stdout.write('compiling the service (dist/)\n');
    const launcher = (await import(pathToFileURL(join(root, 'scripts', 'launch.mjs')).href)) as { fresh(): boolean; build(): boolean };
    const entry = launcher.fresh() || launcher.build() ? [...serviceNodeFlags(), join(root, 'dist', 'main.js')] : undefined;
    const env = {
      DATABASE_URL: world.url,
      REDIS_URL: REDIS_URL || undefined,
      ENVIRONMENT_NAME: `pcapi-bench-cluster-${randomBytes(4).toString('hex')}`,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL,
    };
    const maxApi = API_COUNTS[API_COUNTS.length - 1]!;
    const ports = await freePorts(maxApi);
    const start = (name: string, roles: string[], port?: number) =>
      startServiceProcess({ name, roles, env, entry, ...(port !== undefined && { port }) });
    const apis = await Promise.all(ports.map((port, i) => start(`api-${i + 1}`, ['api'], port)));
    processes.push(...apis);
    const background: ServiceProcess[] = [];
    const ensureBackground = async (m: number) => {
      while (background.length < m) {
        const p = await start(`bg-${background.length + 1}`, ['worker', 'dispatcher']);
        background.push(p);
        processes.push(p);
      }
    };
    await ensureBackground(BACKGROUND_COUNTS[0]!);
    process.stdout.write(`started ${processes.map((p) => `${p.name} (pid ${p.pid})`).join(', ')}\n`);

    balancer.setBackends(apis.map((a) => a.port!));
    const tokens = await fetchTokens(balancer.url, world.clients);
    const readUrl = `${balancer.url}/v1/products?siteId=${world.demo.siteIds[0]}`;
    const orderUrl = `${balancer.url}/v1/orders`;
    if (WARMUP > 0) {
      process.stdout.write(`warm-up: ${WARMUP}s of reads and ${WARMUP}s of submissions on every API process\n`);
      await runLoad({ url: readUrl, connections: READ_CONNECTIONS, duration: WARMUP, tokens, prefix: '' });
      await runLoad({ url: orderUrl, connections: SUBMIT_CONNECTIONS, duration: WARMUP, tokens, order: world.order, prefix: 'W-' });
    }

    const meter = new CpuMeter(world.database, world.name);
    const db = world.database.db;
    let phaseNo = 0;
    const measure = async (kind: Phase['kind'], api: number, m: number): Promise<Phase> => {
      phaseNo += 1;
      balancer.setBackends(apis.slice(0, api).map((a) => a.port!));
      const running = [...apis, ...background];
      const prefix = `P${phaseNo}-${randomBytes(3).toString('hex')}-`;
      const connections = kind === 'reads' ? READ_CONNECTIONS : SUBMIT_CONNECTIONS;
      process.stdout.write(`${kind}: ${api} API, ${m} worker+dispatcher, ${connections} connections, ${DURATION}s\n`);
      const load1 = loadavg()[0]!;
      const before = await meter.snapshot(running);
      const startedAt = new Date();
      const result = await runLoad({
        url: kind === 'reads' ? readUrl : orderUrl,
        connections,
        duration: DURATION,
        tokens,
        prefix,
        ...(kind === 'submissions' && { order: world.order }),
      });
      const endedAt = new Date();
      const after = await meter.snapshot(running);
      const seconds = (endedAt.getTime() - startedAt.getTime()) / 1000;
      let submissions: Phase['submissions'];
      let webhooks: Phase['webhooks'];
      // Reads: autocannon's responses. Submissions: those completed within the phase (the CPU's window).
      let served = result.requests.total;
      if (kind === 'submissions') {
        // Let the queue and the outbox drain (bounded), so the events of the last orders arrive.
        const drainUntil = Date.now() + 15_000;
        const pending = async () =>
          Number(
            (
              await sql<{
                n: string;
              }>`SELECT (SELECT count(*) FROM jobs WHERE state IN ('ready', 'running')) + (SELECT count(*) FROM outbox_events WHERE fanned_out_at IS NULL) + (SELECT count(*) FROM webhook_deliveries WHERE status IN ('pending', 'delivering')) AS n`.execute(
                db,
              )
            ).rows[0]!.n,
          );
        while (Date.now() < drainUntil && (await pending()) > 0) await new Promise((r) => setTimeout(r, 100));
        const statuses = await db
          .selectFrom('order_submissions')
          .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
          .where('partner_order_id', 'like', `${prefix}%`)
          .groupBy('status')
          .execute();
        const count = (s: string) => Number(statuses.find((r) => r.status === s)?.n ?? 0);
        const inWindow = await db
          .selectFrom('order_submissions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('partner_order_id', 'like', `${prefix}%`)
          .where('completed_at', '>=', startedAt)
          .where('completed_at', '<=', endedAt)
          .executeTakeFirstOrThrow();
        served = Number(inWindow.n);
        submissions = {
          completed: count('completed'),
          failed: count('failed'),
          open: count('queued') + count('processing'),
          completedPerSec: Math.round((served / seconds) * 10) / 10,
        };
        const events = await db
          .selectFrom('outbox_events')
          .select(['event_id', 'created_at'])
          .where('partner_order_id', 'like', `${prefix}%`)
          .execute();
        const latencies = events
          .map((e) => (receiver.state.arrivals.get(String(e.event_id)) ?? Number.NaN) - e.created_at.getTime())
          .filter((v) => !Number.isNaN(v))
          .sort((a, b) => a - b);
        webhooks = {
          events: events.length,
          delivered: latencies.length,
          duplicates: receiver.state.duplicates,
          badSignatures: receiver.state.badSignatures,
          p50Ms: Math.round(percentile(latencies, 50)),
          p90Ms: Math.round(percentile(latencies, 90)),
          p99Ms: Math.round(percentile(latencies, 99)),
          maxMs: Math.round(latencies[latencies.length - 1] ?? Number.NaN),
        };
      }
      const spent = CpuMeter.spent(before, after);
      const cpu = Object.entries(spent).map(([name, s]) => ({
        name,
        cpuSeconds: Math.round(s * 100) / 100,
        coreShare: Math.round((s / seconds) * 100) / 100,
        microsPerRequest: Math.round((s / Math.max(1, served)) * 1e6),
      }));
      const requests = result.requests.total;
      return {
        kind,
        api,
        background: m,
        requestsPerSec: Math.round((served / seconds) * 10) / 10,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests,
        non2xx: result.non2xx,
        errors: result.errors,
        cpu,
        loadAverage: { before: load1, after: loadavg()[0]! },
        ...(submissions && { submissions }),
        ...(webhooks && { webhooks }),
      };
    };

    for (const n of API_COUNTS) results.push(await measure('reads', n, background.length));
    for (const m of BACKGROUND_COUNTS) {
      await ensureBackground(m);
      for (const n of API_COUNTS) results.push(await measure('submissions', n, m));
    }
    const orders =
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ) - ordersBefore;
    growth = growthPerOrder(sizesBefore, await tableSizes(world.database), Math.max(1, orders));
    process.stdout.write(`\nstorage per order submitted (${orders} orders, fresh tables, before any retention):\n`);
    for (const g of growth)
      process.stdout.write(`    ${g.table.padEnd(28)} ${String(g.bytesPerOrder).padStart(7)} bytes  ${g.rowsPerOrder} rows\n`);
    process.stdout.write(`    ${'all'.padEnd(28)} ${String(growth.reduce((a, g) => a + g.bytesPerOrder, 0)).padStart(7)} bytes\n`);
  } finally {
    await Promise.all(processes.map((p) => p.kill()));
    await balancer.close();
    receiver.close();
    await world.dispose();
  }
  report(results);
  writeResults(
    'cluster.json',
    {
      durationSeconds: DURATION,
      readConnections: READ_CONNECTIONS,
      submitConnections: SUBMIT_CONNECTIONS,
      partners: PARTNERS,
      logLevel: LOG_LEVEL,
      redis: REDIS_URL || null,
    },
    loadBefore,
    [...results, { storagePerOrder: growth }],
  );
}

function report(results: Phase[]): void {
  const sumOf = (r: Phase, test: (name: string) => boolean) =>
    r.cpu.filter((c) => test(c.name)).reduce((a, c) => a + c.microsPerRequest, 0);
  const lines = ['phase        N  M    per s  scale   p50 ms   p99 ms  non-2xx   API µs   bg µs   PG µs  bench µs  load'];
  for (const r of results) {
    const baseline = results.find((b) => b.kind === r.kind);
    lines.push(
      [
        r.kind.padEnd(11),
        String(r.api).padStart(2),
        String(r.background).padStart(2),
        r.requestsPerSec.toFixed(1).padStart(8),
        `x${(r.requestsPerSec / baseline!.requestsPerSec).toFixed(2)}`.padStart(6),
        r.latencyP50Ms.toFixed(0).padStart(8),
        r.latencyP99Ms.toFixed(0).padStart(8),
        String(r.non2xx + r.errors).padStart(8),
        String(sumOf(r, (n) => n.startsWith('api-'))).padStart(8),
        String(sumOf(r, (n) => n.startsWith('bg-'))).padStart(7),
        String(sumOf(r, (n) => n === 'postgres')).padStart(7),
        String(sumOf(r, (n) => n === 'bench')).padStart(9),
        `  ${r.loadAverage.before.toFixed(1)}→${r.loadAverage.after.toFixed(1)}`,
      ].join(' '),
    );
  }
  lines.push(
    '',
    'per s: reads answered, or submissions completed, per second of the phase; µs: CPU per read or per completed submission',
    '',
  );
  for (const r of results) {
    lines.push(`${r.kind} N=${r.api} M=${r.background}`);
    if (r.submissions)
      lines.push(
        `    submissions: ${r.submissions.completed} completed in all, ${r.submissions.failed} failed, ${r.submissions.open} still open after the drain`,
      );
    if (r.webhooks)
      lines.push(
        `    webhooks: ${r.webhooks.delivered}/${r.webhooks.events} delivered, duplicates ${r.webhooks.duplicates}, bad signatures ${r.webhooks.badSignatures}; committed → delivered p50 ${r.webhooks.p50Ms} ms, p90 ${r.webhooks.p90Ms}, p99 ${r.webhooks.p99Ms}, max ${r.webhooks.maxMs}`,
      );
    for (const c of r.cpu)
      lines.push(
        `    ${c.name.padEnd(9)} ${c.cpuSeconds.toFixed(2).padStart(6)} s CPU  ${c.coreShare.toFixed(2)} cores  ${String(c.microsPerRequest).padStart(7)} µs per ${r.kind === 'reads' ? 'read' : 'submission'}`,
      );
  }
  process.stdout.write(`\n${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'})\n${lines.join('\n')}\n`);
}

runMain(main);
