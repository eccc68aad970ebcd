// `npm run bench:webhooks`: event committed → webhook delivered latency.
//
// For each engine (in-memory PGlite, then PostgreSQL when reachable) it builds
// the platform on a fresh migrated database, registers one signed endpoint for
// a partner granted a site, starts a loopback receiver (127.0.0.1, port 0,
// verifying every signature) and one dispatcher with the production settings
// (5 s timeout, 100 ms idle poll; WEBHOOK_* variables override them), then commits BENCH_WEBHOOK_EVENTS events
// (default 1000) at BENCH_WEBHOOK_RATE per second (default 100), each in its
// own transaction through recordEvent, as the order lifecycle does. Latency is
// receipt time minus the moment the event's transaction committed. Prints
// p50/p90/p99/max per engine and writes bench/results/webhooks-latest.json.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/app/config.ts';
import { withTransaction } from '../src/db/transaction.ts';
import { recordEvent } from '../src/events/outbox.ts';
import { verifyDelivery } from '../src/events/webhooks/verify.ts';
import { createPlatform } from '../src/app/platform.ts';
import { freshDatabase } from '../test/helpers/database.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS || 1000);
const RATE = Number(process.env.BENCH_WEBHOOK_RATE || 100);
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Figures {
  engine: string;
  events: number;
  delivered: number;
  badSignatures: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function benchEngine(engine: string): Promise<Figures> {
  if (engine === 'postgres') process.env.DATABASE_URL = POSTGRES_URL;
  else delete process.env.DATABASE_URL;
  const fresh = await freshDatabase();
  const platform = await createPlatform(
    loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_TOKEN: 'bench-admin-token-0123456789', DATABASE_URL: 'memory://' }),
    fresh.database,
  );
  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  let badSignatures = 0;
  let secret = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const arrived = performance.now();
      const raw = Buffer.concat(chunks);
      res.writeHead(204).end();
      if (!verifyDelivery(secret, raw, req.headers['platform-signature'] as string).ok) badSignatures += 1;
      const eventId = JSON.parse(raw.toString('utf8')).eventId as string;
      latencies.push(arrived - committedAt.get(eventId)!);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dispatcher = platform.webhooks.dispatcher();
  try {
    const site = await platform.admin.sites.create({ name: 'Bench', url: 'https://bench.example.com' }, 'bench');
    const partner = await platform.admin.partners.create({ name: 'Bench partner', capabilities: [], siteIds: [site.id] }, 'bench');
    const { port } = server.address() as AddressInfo;
    const created = await platform.webhooks.admin.createEndpoint(partner.id, { url: `http://127.0.0.1:${port}/hooks` }, 'bench');
    secret = created.signingSecret!;
    dispatcher.start();
    const started = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      const due = started + (i * 1000) / RATE;
      // Always through the timers phase, even when behind schedule: the embedded
      // engine answers on microtasks, and a tight loop would starve everything else.
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const event = await withTransaction(platform.db, (trx) =>
        recordEvent(trx, { type: 'order.status_changed', siteId: site.id, orderNumber: i + 1 }),
      );
      committedAt.set(event.eventId, performance.now());
    }
    const deadline = performance.now() + 30_000;
    while (latencies.length < EVENTS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  } finally {
    await dispatcher.stop();
    server.closeAllConnections();
    server.close();
    await fresh.close();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    engine,
    events: EVENTS,
    delivered: latencies.length,
    badSignatures,
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
  };
}

async function main(): Promise<void> {
  const results: Figures[] = [];
  for (const engine of ENGINES) {
    try {
      results.push(await benchEngine(engine));
    } catch (error) {
      process.stdout.write(`${engine}: skipped (${error instanceof Error ? error.message : String(error)})\n`);
    }
  }
  process.stdout.write(
    `events ${EVENTS} at ${RATE}/s, one signed endpoint, loopback receiver; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );
  process.stdout.write('engine    delivered  bad-sig   p50 ms   p90 ms   p99 ms   max ms\n');
  for (const r of results) {
    process.stdout.write(
      `${r.engine.padEnd(9)} ${`${r.delivered}/${r.events}`.padStart(9)} ${String(r.badSignatures).padStart(8)} ${String(r.p50Ms).padStart(8)} ${String(r.p90Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${String(r.maxMs).padStart(8)}\n`,
    );
  }
  const file = join(root, 'bench', 'results', 'webhooks-latest.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), events: EVENTS, rate: RATE, loadAverage: loadavg()[0], cpus: cpus().length, results }, null, 2)}\n`,
  );
}

const ceiling = setTimeout(() => {
  process.stderr.write('bench:webhooks: hard ceiling reached, exiting\n');
  process.exit(2);
}, 300_000);
ceiling.unref();
main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:webhooks: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
