// `node --import tsx bench/submission-statements.ts`: the statements one
// 5-line submission (the order of `npm run bench:submissions`) sends to
// PostgreSQL, from the POST to its answer, the worker's included. Counts
// every query a pg client sends (pool and LISTEN connection alike), after a
// warm-up order, and prints them in order with BEGIN/COMMIT marked, grouped
// as the accept path (before the POST's transaction commits) and the rest.
// Bench only: it patches pg.Client's query in this process.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../src/app/config.ts';
import { openDatabase } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/app/demo/seed.ts';
import { emptyGateway } from '../src/gateway/hooks.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { createPlatform } from '../src/app/platform.ts';
import { POSTGRES_URL, runMain } from './common.ts';
import { fiveLineOrder } from './submission-order.ts';

const seen: string[] = [];
let counting = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const q = args[0];
    const text = typeof q === 'string' ? q : ((q as { text?: string })?.text ?? String(q));
    seen.push(text.replace(/\s+/g, ' ').trim());
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const name = `pcapi_stmts_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  const database = await openDatabase(url, { poolSize: 10 });
  try {
    await migrateToLatest(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, PUBLIC_BASE_URL: 'http://127.0.0.1', WORKER_CONCURRENCY: '1' });
    const platform = await createPlatform(config, database);
    const demo = await seedDemo(platform);
    const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
    const worker = platform.submissions.createWorker({ idlePollMs: 60_000 });
    worker.start();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokenRes = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const body = await fiveLineOrder(platform, demo);
    const post = async (partnerOrderId: string) => {
      const res = await fetch(`${base}/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, partnerOrderId }),
      });
      const json = (await res.json()) as { status: string };
      if (res.status !== 201 || json.status !== 'completed') throw new Error(`${res.status} ${JSON.stringify(json)}`);
    };
    await post('warm-up');
    await new Promise((r) => setTimeout(r, 200));
    counting = true;
    await post('counted');
    await new Promise((r) => setTimeout(r, 200));
    counting = false;
    let transactions = 0;
    for (const [i, text] of seen.entries()) {
      if (/^begin/i.test(text)) transactions += 1;
      process.stdout.write(`${String(i + 1).padStart(3)}  ${text.slice(0, 150)}\n`);
    }
    const work = seen.filter((t) => !/^(begin|commit|rollback)/i.test(t)).length;
    process.stdout.write(
      `\n${seen.length} statements for one 5-line submission (${work} besides BEGIN/COMMIT, ${transactions} transactions)\n`,
    );
    await worker.stop();
    await app.close();
    await platform.submissions.close();
  } finally {
    await database.close();
    const c = new pg.Client({ connectionString: POSTGRES_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

runMain(main);
