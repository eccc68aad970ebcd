// `npm run bench:submissions`: order submissions per second and p50/p99 of
// the fast path (a 5-line order completed inside the POST, an in-process
// worker as `npm start` runs it), beside a baseline in the same run: the same
// POST stopped after validation (a bench-only route that runs every check of
// the real call, reads included, and stores nothing).
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it seeds
// the demo world on a fresh migrated database, listens on 127.0.0.1:0 and
// loads both routes with autocannon from a child process, in the order
// baseline, submit, submit, baseline. Writes bench/results/submissions.json.
//
// Environment: BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS
// (default 10), BENCH_WORKERS (worker concurrency, default 4), BENCH_ENGINES
// (default "pglite,postgres"), BENCH_POSTGRES_URL (server for the throw-away
// database, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import type { Result } from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/app/config.ts';
import { openDatabase, type Database } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/app/demo/seed.ts';
import type { DemoWorld } from '../src/app/demo/world.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { validateRequest } from '../src/http/validation/validation.ts';
import { requireScopeHook } from '../src/access/refusals.ts';
import { bearerAuthentication } from '../src/identity/authenticate.ts';
import { createPlatform, type Platform } from '../src/app/platform.ts';
import { callerOf } from '../src/access/tenancy.ts';
import { OrderBody } from '../src/submissions/schemas.ts';
import { root, runMain, siblingScript } from './common.ts';
import type { SubmissionLoadJob } from './submissions-load.ts';

const num = (name: string, fallback: number) =>
  process.env[name] && /^\d+$/.test(process.env[name]!) ? Number(process.env[name]) : fallback;
const DURATION = Math.max(2, num('BENCH_DURATION', 10));
const CONNECTIONS = Math.max(1, num('BENCH_CONNECTIONS', 10));
const WORKERS = Math.max(1, num('BENCH_WORKERS', 4));
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((e) => e.trim());
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  route: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
}

/** A fresh throw-away database: in-memory PGlite, or one created on the PostgreSQL server (dropped after). */
async function open(engine: string): Promise<{ database: Database; url: string; dispose(): Promise<void> } | null> {
  if (engine === 'pglite') {
    const database = await openDatabase('memory://');
    return { database, url: 'memory://', dispose: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `pcapi_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  const database = await openDatabase(url, { poolSize: 10 });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Five lines on the demo's Acme site: three T-shirt variants (STOCK), a banner and templated business cards (POD). */
async function fiveLineOrder(platform: Platform, demo: DemoWorld): Promise<Record<string, unknown>> {
  const siteId = demo.siteIds[0]!;
  const products = await platform.catalog.admin.listProducts(siteId);
  const byCode = (code: string) => products.find((p) => p.code === code)!;
  const tee = byCode('TEE-LOGO');
  const variants = await platform.db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', tee.masterId)
    .orderBy('id')
    .execute();
  const [v1, v2, v3] = variants.map((v) => Number(v.id));
  return {
    siteId,
    partnerOrderId: 'replaced per request',
    shipTo: {
      name: 'Ada Lovelace',
      address1: '1 Main St',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43004',
      country: 'US',
      email: 'ada@example.com',
    },
    shippingMethod: 'Ground',
    lines: [
      { productId: `SLO_${tee.id}`, partnerLineId: 'tee-s', quantity: 30, variantId: v1 },
      { productId: `SLO_${tee.id}`, partnerLineId: 'tee-m', quantity: 40, variantId: v2 },
      { productId: `SLO_${tee.id}`, partnerLineId: 'tee-l', quantity: 20, variantId: v3 },
      { productId: `SLO_${byCode('BNR-VINYL').id}`, partnerLineId: 'banner', quantity: 2, jobName: 'Spring sale' },
      {
        productId: `SLO_${byCode('BC-STD').id}`,
        partnerLineId: 'cards',
        quantity: 500,
        templateVariables: { fullName: 'Ada Lovelace', jobTitle: 'Analyst', office: 'Boston' },
      },
    ],
  };
}

function load(job: SubmissionLoadJob): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...siblingScript('submissions-load'), JSON.stringify(job)], {
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

function combine(route: string, halves: Result[]): Figures {
  const sum = (f: (r: Result) => number) => halves.reduce((a, r) => a + f(r), 0);
  return {
    route,
    requestsPerSec: sum((r) => r.requests.total) / sum((r) => r.duration),
    latencyP50Ms: sum((r) => r.latency.p50) / halves.length,
    latencyP99Ms: sum((r) => r.latency.p99) / halves.length,
    requests: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
  };
}

async function benchEngine(engine: string): Promise<{ engine: string; skipped?: string; routes?: Figures[]; completedInPost?: number }> {
  const opened = await open(engine);
  if (!opened) return { engine, skipped: `PostgreSQL at ${POSTGRES_URL} is not reachable` };
  const { database } = opened;
  await migrateToLatest(database.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: opened.url,
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    WORKER_CONCURRENCY: String(WORKERS),
  });
  const platform = await createPlatform(config, database);
  const demo = await seedDemo(platform);
  // The submission path alone: the gateway would throttle the load to the demo
  // partner's tier (its own cost is measured by bench/gateway.ts).
  const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
  // Bench only: the real POST's schema, scope and checks, stopped after validation.
  // The partner API's own hooks (authentication, scope, validation), on this one route.
  app.post(
    '/bench/validate-only',
    {
      config: { scope: 'partner-api/orders:write' },
      schema: { hide: true, body: OrderBody },
      onRequest: [bearerAuthentication(platform.tokens), requireScopeHook('partner-api/orders:write')],
      preValidation: async (request) => validateRequest(request),
    },
    async (request) => {
      await platform.submissions.service.validate(callerOf(request), request.body as OrderBody);
      return { validated: true };
    },
  );
  const worker = platform.submissions.createWorker({ idlePollMs: 200 });
  worker.start();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokenRes = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const body = await fiveLineOrder(platform, demo);
    const probe = await fetch(`${base}/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, partnerOrderId: 'probe' }),
    });
    const probed = (await probe.json()) as { status: string };
    if (probe.status !== 201 || probed.status !== 'completed')
      throw new Error(`the probe order answered ${probe.status} ${JSON.stringify(probed)}`);
    const check = await fetch(`${base}/bench/validate-only`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, partnerOrderId: 'probe-2' }),
    });
    if (check.status !== 200) throw new Error(`the baseline route answered ${check.status} ${await check.text()}`);

    const half = Math.max(1, DURATION / 2);
    const runs: Record<string, Result[]> = { baseline: [], submit: [] };
    const paths: Record<string, string> = { baseline: '/bench/validate-only', submit: '/v1/orders' };
    process.stdout.write(
      `== ${engine}: baseline, submit, submit, baseline (${CONNECTIONS} connections, ${half}s each, ${WORKERS} worker loops)\n`,
    );
    for (const route of ['baseline', 'submit', 'submit', 'baseline']) {
      runs[route]!.push(await load({ url: `${base}${paths[route]}`, connections: CONNECTIONS, duration: half, token, body }));
    }
    const stats = await database.db
      .selectFrom('order_submissions')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    const total = stats.reduce((a, s) => a + Number(s.n), 0);
    const completed = Number(stats.find((s) => s.status === 'completed')?.n ?? 0);
    return {
      engine,
      routes: [combine('baseline (validate only)', runs.baseline!), combine('POST /v1/orders', runs.submit!)],
      completedInPost: completed / Math.max(1, total),
    };
  } finally {
    await app.close();
    await platform.submissions.close();
    await opened.dispose();
  }
}

async function main(): Promise<void> {
  setTimeout(
    () => {
      process.stderr.write('bench: giving up after the time ceiling\n');
      process.exit(2);
    },
    ENGINES.length * (DURATION + 120) * 1000,
  ).unref();
  const results = [];
  for (const engine of ENGINES) results.push(await benchEngine(engine));
  const lines = ['engine    route                       subm/s   p50 ms   p99 ms  non-2xx'];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`${r.engine.padEnd(10)}skipped: ${r.skipped}`);
      continue;
    }
    for (const f of r.routes!) {
      lines.push(
        `${r.engine.padEnd(10)}${f.route.padEnd(26)}${f.requestsPerSec.toFixed(0).padStart(8)}${f.latencyP50Ms.toFixed(1).padStart(9)}${f.latencyP99Ms.toFixed(1).padStart(9)}${String(f.non2xx).padStart(9)}`,
      );
    }
    lines.push(`${r.engine.padEnd(10)}completed by the end: ${(r.completedInPost! * 100).toFixed(1)}% of submissions`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
  const file = join(root, 'bench', 'results', 'submissions.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadAverage: loadavg()[0], connections: CONNECTIONS, durationSeconds: DURATION, workers: WORKERS, results }, null, 2)}\n`,
  );
  process.stdout.write(`results written to ${file}\n`);
}

runMain(main);
