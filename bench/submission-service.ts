// The partner app and a worker in this process on a fresh PostgreSQL
// database with the demo world, for the scripts that look at one submission
// from the inside (bench/submission-statements.ts, bench/submission-trace.ts):
// no gateway, logs silent, the database dropped afterwards. Not a script.
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
import type { WorkerOptions } from '../src/jobs/worker.ts';
import { postgresUrl } from './common.ts';
import { fiveLineOrder } from './submission-order.ts';

/** POSTs the 5-line order under `partnerOrderId` over loopback; throws unless it answers 201 completed. */
export type Post = (partnerOrderId: string) => Promise<void>;

/** `work` gets the POST and the database's URL (for its backends' CPU: bench/common.ts databaseBackends). */
export async function withSubmissionService(
  worker: Partial<WorkerOptions>,
  work: (post: Post, url: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  const name = `pcapi_subm_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(postgresUrl()), { pathname: `/${name}` }).toString();
  const database = await openDatabase(url, { poolSize: 10 });
  try {
    await migrateToLatest(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, PUBLIC_BASE_URL: 'http://127.0.0.1' });
    const platform = await createPlatform(config, database);
    const demo = await seedDemo(platform);
    const app = await buildPartnerApp({ ...platform, gateway: emptyGateway() });
    const started = platform.submissions.createWorker(worker);
    started.start();
    await platform.submissions.signals.ready();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokenRes = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const body = await fiveLineOrder(platform, demo);
    try {
      await work(async (partnerOrderId) => {
        const res = await fetch(`${base}/v1/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, partnerOrderId }),
        });
        const json = (await res.json()) as { status: string };
        if (res.status !== 201 || json.status !== 'completed') throw new Error(`${res.status} ${JSON.stringify(json)}`);
      }, url);
    } finally {
      await started.stop();
      await app.close();
      await platform.submissions.close();
    }
  } finally {
    await database.close();
    const c = new pg.Client({ connectionString: postgresUrl() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}
