// `npm run bench -- idle`: what an idle service costs.
// The service runs as `npm start` runs it (package.json's node flags and
// scripts/launch.mjs main: every role, the gateway, metrics, the sandbox
// when SANDBOX_PORT is set, none here) in a fresh working directory, on each
// engine of BENCH_ENGINES:
//
//   pglite    the embedded database in ./data/ (npm start's default);
//   postgres  a throw-away database on BENCH_POSTGRES_URL, dropped after.
//
// Once the banner is out, the demo world is served (a token, /v1/me, the
// product and order lists, an order, the metrics page), the service is left
// alone BENCH_SETTLE_MS (15 s: the service's one settling collection, src/app/settle.ts, runs in it), then for BENCH_IDLE_S seconds nothing touches it
// and the bench reads, from /proc: the node process's CPU (user+sys) per
// second, the CPU per second of the database's backends (PostgreSQL: every
// backend of the database in pg_stat_activity, the bench's own excluded), and
// the node process's resident memory at the end. Then a burst of BENCH_BURST
// requests (1,500) and the settler's quiet after traffic (a minute) and a
// few checks more: the resident memory right after the burst and once settled,
// what the service gives back after traffic (src/app/settle.ts). BENCH_FLAGS replaces the
// node flags (e.g. BENCH_FLAGS= to measure without the semi-space flags);
// BENCH_THREADS=1 prints the node process's CPU per thread (main, V8's
// workers, libuv's pool), BENCH_SMAPS=1 the mappings holding the most memory,
// BENCH_OUTPUT=<file> writes the service's output there, each line stamped
// with its milliseconds since the spawn, with the serving and the window
// marked (e.g. with BENCH_FLAGS="... --trace-gc": what ran in the window).
import { CHECK_MS, IDLE_CHECKS } from '../src/app/settle.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer } from 'node:net';
import {
  benchConfig,
  databaseBackends,
  ENGINES,
  POSTGRES_URL,
  processCpuMicros,
  root,
  runMain,
  threadCpuMicros,
  type Engine,
} from './common.ts';
import { openDatabase } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/app/demo/seed.ts';
import { createPlatform } from '../src/app/platform.ts';

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
/** After the burst: the settler's quiet after traffic, then a few checks more (the burst's last may count as busy). */
const AFTER_TRAFFIC_MS = (IDLE_CHECKS + 5) * CHECK_MS;
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 30);
/** Requests of the burst after the window (BENCH_BURST; 0: none): under the firewall's 2,000 per address per 5 minutes. */
const BURST = Number(process.env.BENCH_BURST ?? 1_500);
const AIMS = { nodeCpu: 5, backendCpu: 5, rss: { pglite: 220, postgres: 150 } };

/** `npm start` without npm: its node flags (or BENCH_FLAGS) and script, from package.json. */
function startCommand(): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [, ...args] = start.split(/\s+/);
  const script = args.findIndex((a) => a.startsWith('scripts/'));
  const flags = process.env.BENCH_FLAGS !== undefined ? process.env.BENCH_FLAGS.split(/\s+/).filter(Boolean) : args.slice(0, script);
  return [...flags, join(root, args[script]!), ...args.slice(script + 1)];
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = createServer();
      return new Promise<typeof server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
    }),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** CPU (user+sys, ms) of each thread of `pid` by id, with its name (BENCH_THREADS=1). */
function threadCpuMs(pid: number): Map<string, { name: string; ms: number }> {
  return new Map([...threadCpuMicros(pid)].map(([tid, { name, micros }]) => [tid, { name, ms: micros / 1000 }]));
}

function threadLines(
  before: Map<string, { name: string; ms: number }>,
  after: Map<string, { name: string; ms: number }>,
  seconds: number,
): string {
  return [...after]
    .map(([tid, t]) => ({ tid, name: t.name, ms: t.ms - (before.get(tid)?.ms ?? 0) }))
    .filter((t) => t.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .map((t) => `  ${(t.ms / seconds).toFixed(1).padStart(7)} ms/s  ${t.name} (${t.tid})`)
    .join('\n');
}

function rssMibOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

/** The mappings holding the most resident memory (/proc/<pid>/smaps), for finding what holds it (BENCH_SMAPS=1). */
function largestMappings(pid: number, count = 10): string {
  const rows: Array<{ name: string; sizeKb: number; rssKb: number }> = [];
  let current: { name: string; sizeKb: number; rssKb: number } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (head) rows.push((current = { name: head[1] || '[anon]', sizeKb: 0, rssKb: 0 }));
    else if (current && line.startsWith('Size:')) current.sizeKb = Number(line.split(/\s+/)[1]);
    else if (current && line.startsWith('Rss:')) current.rssKb = Number(line.split(/\s+/)[1]);
  }
  return rows
    .sort((a, b) => b.rssKb - a.rssKb)
    .slice(0, count)
    .map((r) => `  ${(r.rssKb / 1024).toFixed(1).padStart(7)} MiB of ${(r.sizeKb / 1024).toFixed(0).padStart(7)} MiB  ${r.name}`)
    .join('\n');
}

async function json(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

interface Demo {
  id: string;
  secret: string;
  sites: string[];
}

/** The demo world's credentials as the banner prints them (the embedded database's). */
function bannerDemo(banner: string): Demo {
  const id = banner.match(/client_id\s+(\S+)/)?.[1];
  const secret = banner.match(/client_secret\s+(\S+)/)?.[1];
  const sites = banner
    .match(/granted sites ([\d, ]+);/)?.[1]
    ?.split(',')
    .map((s) => s.trim());
  if (!id || !secret || !sites?.length) throw new Error(`no demo world in the banner:\n${banner}`);
  return { id, secret, sites };
}

/**
 * On PostgreSQL `npm start` seeds no demo world: the bench migrates the
 * database and seeds it first (in its own process, as an operator would).
 */
async function seedPostgres(url: string): Promise<Demo> {
  const database = await openDatabase(url, { poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    const world = await seedDemo(await createPlatform(benchConfig('postgres'), database));
    return { id: world.clientId, secret: world.clientSecret, sites: world.siteIds.map(String) };
  } finally {
    await database.close();
  }
}

/** What the demo world's banner gives a newcomer, used as a newcomer would. */
async function serveDemo(demo: Demo, api: string, metrics: string): Promise<void> {
  const { id, secret, sites } = demo;
  const token = await json(`${api}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${id}:${secret}`)}` },
    body: 'grant_type=client_credentials',
  });
  const headers = { authorization: `Bearer ${String(token.body.access_token)}` };
  for (let round = 0; round < 3; round++) {
    for (const path of ['/v1/me', `/v1/products?siteId=${sites[0]}`, `/v1/orders?siteId=${sites[0]}`]) {
      const res = await json(`${api}${path}`, { headers });
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
      const first = (res.body.data as { orderNumber?: string; id?: string }[] | undefined)?.[0];
      if (path.startsWith('/v1/orders') && first?.orderNumber) await json(`${api}/v1/orders/${first.orderNumber}`, { headers });
      if (path.startsWith('/v1/products') && first?.id) await json(`${api}/v1/products/${first.id}`, { headers });
    }
  }
  await fetch(`${metrics}/metrics`).then((r) => r.text());
}

interface Measured {
  engine: Engine;
  nodeCpuMsPerS: number;
  backendCpuMsPerS: number | null;
  rssMib: number;
  /** RSS (MiB) right after the burst and AFTER_TRAFFIC_MS later: what the service gives back after traffic (src/app/settle.ts). */
  burst: { peakMib: number; settledMib: number; seconds: number } | null;
  load: number[];
}

/**
 * After the window: BURST requests, eight at a time (the partner API, mostly answered 429 past the demo tier's
 * burst, its pages and the metrics), then AFTER_TRAFFIC_MS of quiet; the RSS at both ends.
 */
async function burstThenSettle(pid: number, demo: Demo, api: string, metrics: string, stamp: (line: string) => void) {
  const token = await json(`${api}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${demo.id}:${demo.secret}`)}` },
    body: 'grant_type=client_credentials',
  });
  const headers = { authorization: `Bearer ${String(token.body.access_token)}` };
  const urls = [`${api}/v1/me`, `${api}/v1/products?siteId=${demo.sites[0]}`, `${metrics}/metrics`, `${api}/docs`];
  stamp('== bench: burst');
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < BURST; i = next++) await fetch(urls[i % urls.length]!, { headers }).then((r) => r.arrayBuffer());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const peakMib = rssMibOf(pid);
  stamp('== bench: burst ends; settling');
  await new Promise((r) => setTimeout(r, AFTER_TRAFFIC_MS));
  return { peakMib, settledMib: rssMibOf(pid), seconds };
}

async function measure(engine: Engine): Promise<Measured> {
  const cwd = mkdtempSync(join(tmpdir(), 'bench-idle-'));
  const [port, adminPort, storagePort, mtlsPort, metricsPort] = await freePorts(5);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    STORAGE_PORT: String(storagePort),
    MTLS_PORT: String(mtlsPort),
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SANDBOX_PORT', 'ADMIN_TOKEN', 'NODE_OPTIONS']) delete env[name];
  let dbName: string | null = null;
  let demo: Demo | null = null;
  if (engine === 'postgres') {
    dbName = `pcapi_idle_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(POSTGRES_URL);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
    demo = await seedPostgres(env.DATABASE_URL);
  }
  const child = spawn(process.execPath, startCommand(), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid!;
  let text = '';
  const spawned = performance.now();
  const stamped: string[] = [];
  const stamp = (line: string) => stamped.push(`+${Math.round(performance.now() - spawned)} ${line}`);
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    if (process.env.BENCH_OUTPUT) for (const line of chunk.toString().split('\n').filter(Boolean)) stamp(line);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => (dead = true));
  try {
    const began = Date.now();
    while (!text.includes('"msg":"started"')) {
      if (dead) throw new Error(`the service exited before its banner:\n${text}`);
      if (Date.now() - began > 120_000) throw new Error(`no banner after 120 s:\n${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    stamp('== bench: serving the demo world');
    await serveDemo(demo ?? bannerDemo(text), `http://127.0.0.1:${port}`, `http://127.0.0.1:${metricsPort}`);
    stamp('== bench: served; settling');
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const backends = env.DATABASE_URL ? await databaseBackends(env.DATABASE_URL) : null;
    await backends?.start();
    const threadsBefore = process.env.BENCH_THREADS ? threadCpuMs(pid) : null;
    const cpuBefore = processCpuMicros(pid)!;
    const t0 = performance.now();
    const load0 = loadavg();
    stamp('== bench: window begins');
    await new Promise((r) => setTimeout(r, IDLE_S * 1000));
    const seconds = (performance.now() - t0) / 1000;
    const cpuAfter = processCpuMicros(pid)!;
    stamp('== bench: window ends');
    const backendMicros = (await backends?.stop()) ?? null;
    await backends?.close();
    const rssMib = rssMibOf(pid);
    const burst =
      BURST > 0
        ? await burstThenSettle(pid, demo ?? bannerDemo(text), `http://127.0.0.1:${port}`, `http://127.0.0.1:${metricsPort}`, stamp)
        : null;
    if (threadsBefore) process.stdout.write(`${engine}: CPU per thread (ms/s)\n${threadLines(threadsBefore, threadCpuMs(pid), seconds)}\n`);
    if (process.env.BENCH_SMAPS) process.stdout.write(`${engine}: largest mappings by RSS\n${largestMappings(pid)}\n`);
    return {
      engine,
      nodeCpuMsPerS: (cpuAfter - cpuBefore) / 1000 / seconds,
      backendCpuMsPerS: backendMicros === null ? null : backendMicros / 1000 / seconds,
      rssMib,
      burst,
      load: [...load0, ...loadavg()],
    };
  } finally {
    if (!dead) child.kill('SIGTERM');
    await exited;
    if (process.env.BENCH_OUTPUT) writeFileSync(process.env.BENCH_OUTPUT, `${stamped.join('\n')}\n`, { flag: 'a' });
    rmSync(cwd, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function main(): Promise<void> {
  const flags = startCommand().filter((a) => a.startsWith('--'));
  const rows: Measured[] = [];
  for (const engine of ENGINES as Engine[]) {
    rows.push(await measure(engine));
    process.stdout.write(`${engine} measured\n`);
  }
  const f = (v: number | null, d = 1) => (v === null ? 'n/a' : v.toFixed(d));
  const lines = [
    '',
    `Idle service (npm start, node ${flags.join(' ') || '(no flags)'}), ${IDLE_S} s after ${SETTLE_MS / 1000} s settling; ${cpus().length} cores`,
    `${'engine'.padEnd(10)}${'node CPU ms/s'.padEnd(16)}${'backends CPU ms/s'.padEnd(20)}${'RSS MiB'.padEnd(10)}${'burst: RSS peak → settled'.padEnd(28)}load average (start → end)`,
    ...rows.map(
      (r) =>
        `${r.engine.padEnd(10)}${f(r.nodeCpuMsPerS).padEnd(16)}${f(r.backendCpuMsPerS).padEnd(20)}${f(r.rssMib, 0).padEnd(10)}${(r.burst ? `${f(r.burst.peakMib, 0)} → ${f(r.burst.settledMib, 0)} (${BURST} in ${f(r.burst.seconds)} s)` : 'n/a').padEnd(28)}${r.load
          .slice(0, 1)
          .concat(r.load.slice(3, 4))
          .map((x) => x.toFixed(2))
          .join(' → ')}`,
    ),
    `aims: node < ${AIMS.nodeCpu} ms/s, backends < ${AIMS.backendCpu} ms/s, RSS ≤ ${AIMS.rss.pglite} MiB (PGlite), ≤ ${AIMS.rss.postgres} MiB (PostgreSQL)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

runMain(main);
