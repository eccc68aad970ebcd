// The service answers 503 while PostgreSQL is unreachable and recovers on
// its own when it returns; a request in flight when the network partitions
// answers 503 within the statement timeout instead of hanging; a database
// that refuses connections (ALLOW_CONNECTIONS false, as maintenance sets it)
// answers 503 too. A TCP proxy in front of the test database plays the
// network's failures. (The embedded engine runs in process: it cannot become
// unreachable.)
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import pg from 'pg';
import { loadConfig } from '../../src/app/config.ts';
import { isPostgresUrl, openDatabase } from '../../src/db/engine.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { createPlatform } from '../../src/app/platform.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const base = process.env.DATABASE_URL ?? '';
const STATEMENT_TIMEOUT_MS = 1_000;

if (isPostgresUrl(base)) {
  let ctx: TestContext | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await ctx?.close();
  });

  /** A second service on the test database, reached through a proxy. */
  async function serviceBehindProxy(): Promise<{
    proxy: TcpProxy;
    me: () => Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }>;
  }> {
    ctx ??= await createTestContext();
    const partner = await ctx.partner();
    const proxy = await startTcpProxy(new URL(ctx.databaseUrl!));
    const viaProxy = new URL(ctx.databaseUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase(viaProxy.toString(), { poolSize: 2, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_BASE_URL: 'http://api.test',
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    const app = await buildPartnerApp(await createPlatform(config, database));
    cleanups.push(async () => {
      await app.close();
      await proxy.close();
      await database.close();
    });
    return { proxy, me: () => app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${partner.token}` } }) };
  }

  async function until200(me: () => Promise<{ statusCode: number }>): Promise<number> {
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await me()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    return status;
  }

  test('503 while the database is down, then recovery without a restart', async () => {
    const { proxy, me } = await serviceBehindProxy();
    assert.equal((await me()).statusCode, 200);
    await proxy.cut();
    assertProblem((await me()) as never, 503, 'service_unavailable');
    await proxy.restart();
    assert.equal(await until200(me), 200);
  });

  test('a request in flight during a network partition answers 503 within the statement timeout, then recovers', async (t) => {
    const { proxy, me } = await serviceBehindProxy();
    assert.equal((await me()).statusCode, 200);
    proxy.partition();
    const started = Date.now();
    const res = await me();
    const elapsed = Date.now() - started;
    t.diagnostic(`partition → ${res.statusCode} after ${elapsed} ms (statement timeout ${STATEMENT_TIMEOUT_MS} ms)`);
    assertProblem(res as never, 503, 'service_unavailable');
    // Without the timeout the request would hang for good; the generous bound leaves a loaded machine room.
    assert.ok(elapsed < STATEMENT_TIMEOUT_MS + 10_000, `answered after ${elapsed} ms`);
    proxy.heal();
    // The connection that timed out was dropped; a fresh one serves again.
    assert.equal(await until200(me), 200);
  });

  test('a database refusing connections answers 503, and the service serves again once it accepts them', async () => {
    const { me } = await serviceBehindProxy();
    assert.equal((await me()).statusCode, 200);
    const name = new URL(ctx!.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
      // Every session of the service (its pool and its LISTEN connection) ends; the first request may meet a
      // connection ended under it, the next ones a new connection refused (SQLSTATE 55000): each is a 503.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      for (let i = 0; i < 3; i++) assertProblem((await me()) as never, 503, 'service_unavailable');
    } finally {
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    assert.equal(await until200(me), 200);
  });
}
