// `node --import tsx bench/token.ts`: token requests per second. Builds the
// partner app on an in-memory PGlite with the demo partner, then loads
// POST /oauth2/token with valid credentials, and with an unknown client id
// (the decoy path), through autocannon in a child process (bench/load.ts).
// BENCH_DURATION seconds per case (default 5).
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/app/config.ts';
import { openDatabase } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/app/demo/seed.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { createPlatform } from '../src/app/platform.ts';
import { runLoad } from './common.ts';

const duration = Number(process.env.BENCH_DURATION ?? 5);

const database = await openDatabase('memory://');
await migrateToLatest(database.db);
const platform = await createPlatform(
  loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', ADMIN_TOKEN: 'bench-admin-token-0123456789' }),
  database,
);
const demo = await seedDemo(platform);
// The token endpoint's own limit would throttle the load: measured without the gateway.
const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/oauth2/token`;
const headers = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (clientId: string) =>
  new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: demo.clientSecret }).toString();

for (const [name, body, expected] of [
  ['valid credentials', form(demo.clientId), 200],
  ['unknown client id', form('x'.repeat(26)), 401],
] as const) {
  const before = process.cpuUsage();
  const r = await runLoad({ url, connections: 10, duration, headers, method: 'POST', body });
  const cpu = process.cpuUsage(before);
  const ok = expected === 200 ? r['2xx'] : r.non2xx;
  process.stdout.write(
    `${name.padEnd(18)} ${(r.requests.total / r.duration).toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   server CPU ${((cpu.user + cpu.system) / 1000 / Math.max(1, r.requests.total)).toFixed(2)} ms/request   (${ok}/${r.requests.total} answered ${expected})\n`,
  );
}
await app.close();
await database.close();
