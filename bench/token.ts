// `node --import tsx bench/token.ts`: token requests per second of the
// service as `npm start` ships it (bench/service.ts: dist/main.js, every
// role, the gateway with the spec's limits, metrics), on each engine of
// BENCH_ENGINES (a PGlite data directory, then PostgreSQL when reachable).
// Loads POST /oauth2/token with valid credentials, and with unknown client
// ids (the decoy path), through autocannon in a child process
// (bench/load.ts). The token endpoint's own limits stay in place: each
// request comes from the next of 4,096 client addresses (X-Forwarded-For,
// TRUST_PROXY=loopback) and takes the next of BENCH_TOKEN_CLIENTS (300)
// enterprise partners' credentials (unknown ids: as many made-up ones), and
// the load is paced (autocannon's overallRate) at 90 % of what the
// per-client buckets let through in BENCH_DURATION seconds (default 5), so
// no request is refused. No twin: the figure is the endpoint's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEC_LIMITS } from '../src/gateway/limits/limits.ts';
import { ENGINES, type Engine, runLoad, setUpEngine } from './common.ts';
import { enterprisePartners } from './partners.ts';
import { startShippedService } from './service.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const CLIENTS = Math.max(1, Number(process.env.BENCH_TOKEN_CLIENTS ?? 300));

async function benchEngine(engine: Engine): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'pcapi-bench-token-'));
  try {
    const set = await setUpEngine(engine, engine === 'pglite' ? join(scratch, 'pglite') : undefined);
    if (typeof set === 'string') {
      process.stdout.write(`${engine}: skipped (${set})\n`);
      return;
    }
    const clients = await enterprisePartners(set.platform, set.demo.siteIds, CLIENTS);
    await set.platform.submissions.close();
    // The embedded engine has one owner: the bench lets go of it before the service opens it (PostgreSQL's is dropped at the end).
    if (engine === 'pglite') await set.opened.dispose();
    const service = await startShippedService({ databaseUrl: set.opened.url!, storageDir: join(scratch, 'storage') });
    try {
      const url = `${service.base}/oauth2/token`;
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const form = (clientId: string, secret: string) =>
        new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }).toString();
      const { perClientId } = SPEC_LIMITS.token;
      const overallRate = Math.floor(0.9 * CLIENTS * (perClientId.burst / duration + perClientId.ratePerSecond));
      for (const [name, bodies, expected] of [
        ['valid credentials', clients.map((c) => form(c.clientId, c.clientSecret)), 200],
        ['unknown client id', clients.map((_, i) => form(`x${String(i).padStart(25, '0')}`, 'x'.repeat(32))), 401],
      ] as const) {
        const before = service.cpuMicros();
        const r = await runLoad({ url, connections: 10, duration, headers, method: 'POST', bodies: [...bodies], overallRate });
        const after = service.cpuMicros();
        const cpu = before === null || after === null ? '-' : ((after - before) / 1000 / Math.max(1, r.requests.total)).toFixed(2);
        const refused = r.statusCodeStats?.['429']?.count ?? 0;
        const ok = expected === 200 ? r['2xx'] : r.non2xx - refused;
        process.stdout.write(
          `${engine.padEnd(9)}${name.padEnd(18)} ${(r.requests.total / r.duration).toFixed(0).padStart(6)} req/s (paced at ≤ ${overallRate})   p50 ${r.latency.p50} ms   service CPU ${cpu} ms/request   (${ok}/${r.requests.total} answered ${expected}; 429: ${refused})\n`,
        );
      }
    } finally {
      await service.stop();
      if (engine !== 'pglite') await set.opened.dispose();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

for (const engine of ENGINES as Engine[]) await benchEngine(engine);
