// In-process A/B of the partner app's per-request JavaScript: the same
// platform (PostgreSQL by default) behind two partner apps, one built from
// this tree and one from another checkout (BENCH_BASE_TREE, e.g. main
// exported with `git archive`), `inject`ed GET /v1/me in alternating batches.
// Figures are CPU microseconds per request of this process (process.cpuUsage),
// which a loaded machine stretches far less than wall time; the medians of the
// batches are compared. Usage:
//   BENCH_BASE_TREE=/tmp/base npm run bench -- pipeline
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../src/gateway/gateway.ts';
import type { GatewayLimits, TierLimit } from '../src/gateway/limits/limits.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { intEnv, runMain, setUpEngine, type Engine } from './common.ts';

const BASE = process.env.BENCH_BASE_TREE;
const ENGINE = (process.env.BENCH_ENGINE || 'postgres') as Engine;
const ROUNDS = intEnv('BENCH_ROUNDS', 40, 1_000);
const BATCH = intEnv('BENCH_BATCH', 500, 100_000);

async function batch(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < BATCH; i++) {
    const res = await app.inject({ method: 'GET', url: '/v1/me', headers });
    if (res.statusCode !== 200) throw new Error(`GET /v1/me answered ${res.statusCode}: ${res.body}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / BATCH;
}

// Limits that never refuse: every request pays the firewall, bucket and quota, none is turned away.
const NEVER: TierLimit = { ratePerSecond: 1e9, burst: 1e9, dailyQuota: 1e12 };
const limits: GatewayLimits = {
  tiers: { trial: NEVER, standard: NEVER, enterprise: NEVER },
  firewall: { requests: 1e12, windowSeconds: 300 },
  token: { perClientId: NEVER, perSourceIp: NEVER },
  registration: { perSourceIp: NEVER },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

runMain(async () => {
  if (!BASE) throw new Error('BENCH_BASE_TREE: the checkout to compare with');
  const set = await setUpEngine(ENGINE);
  if (typeof set === 'string') throw new Error(set);
  const { opened, platform, demo } = set;
  const other = (await import(join(BASE, 'src/app/hosts/partner.ts'))) as { buildPartnerApp: typeof buildPartnerApp };
  // The gateway as `npm start` builds it (counters in memory), one per app, so neither shares counters.
  const gateway = () => createGateway(platform.config, platform.clock, { limits, redisUrl: null, keyPrefix: `ab:${Math.random()}:` });
  const apps: Record<'base' | 'this', FastifyInstance> = {
    base: await other.buildPartnerApp({ ...platform, gateway: gateway() }),
    this: await buildPartnerApp({ ...platform, gateway: gateway() }),
  };
  const token = await apps.this.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: demo.clientId,
      client_secret: demo.clientSecret,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const headers = { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
  const runs: Record<'base' | 'this', number[]> = { base: [], this: [] };
  for (const name of ['base', 'this'] as const) await batch(apps[name], headers); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['base', 'this'] as const) : (['this', 'base'] as const);
    for (const name of order) runs[name].push(await batch(apps[name], headers));
  }
  const [base, mine] = [median(runs.base), median(runs.this)];
  process.stdout.write(
    `${opened.label}: ${ROUNDS} rounds of ${BATCH} GET /v1/me each, CPU µs per request (median): ` +
      `base ${base.toFixed(1)}, this ${mine.toFixed(1)}, this/base ${(mine / base).toFixed(3)}\n`,
  );
  for (const app of Object.values(apps)) await app.close();
  await opened.dispose();
});
