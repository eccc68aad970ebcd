// The cluster bench's world, seeded from the bench's own process on a
// throw-away PostgreSQL database (created here, dropped at the end): the demo
// world (src/app/demo/seed.ts: sites, ordering users, the catalog the 5-line
// order uses), plus `partners` enterprise partners granted the demo's sites
// with an app client each, so the load spreads over many partners' buckets as
// production traffic does (one enterprise partner's bucket is 50 req/s). The
// first partner has one signed webhook endpoint: every order event of the
// demo's first site is delivered to it once.
import { fiveLineOrder } from '../submission-order.ts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/app/config.ts';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { openDatabase, type Database } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { enterprisePartners } from '../partners.ts';

export interface ClusterWorld {
  url: string;
  name: string;
  database: Database;
  platform: Platform;
  demo: DemoWorld;
  clients: Array<{ clientId: string; clientSecret: string }>;
  /** The first partner's endpoint's signing secret. */
  signingSecret: string;
  /** The 5-line order body (partnerOrderId replaced per request). */
  order: Record<string, unknown>;
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function seedClusterWorld(serverUrl: string, partners: number, webhookUrl: string): Promise<ClusterWorld> {
  const name = `pcapi_bench_cluster_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const drop = () => admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  const url = withDatabase(serverUrl, name);
  let database: Database | null = null;
  try {
    database = await openDatabase(url, { poolSize: 4 });
    await migrateToLatest(database.db);
    const platform = await createPlatform(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url }), database);
    const demo = await seedDemo(platform);
    const clients = await enterprisePartners(platform, demo.siteIds, partners);
    const signingSecret = (await platform.webhooks.admin.createEndpoint(clients[0]!.partnerId, { url: webhookUrl }, 'bench'))
      .signingSecret!;
    const order = await fiveLineOrder(platform, demo);
    const opened = database;
    return {
      url,
      name,
      database: opened,
      platform,
      demo,
      clients,
      signingSecret,
      order,
      dispose: async () => {
        await platform.submissions.close();
        await platform.gateway.close();
        await opened.close();
        await drop();
      },
    };
  } catch (error) {
    await database?.close();
    await drop();
    throw error;
  }
}
