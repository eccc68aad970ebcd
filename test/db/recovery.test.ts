// The service answers 503 while PostgreSQL is unreachable and recovers on
// its own when it returns. A TCP proxy in front of the test database plays
// the outage. (The embedded engine runs in process: it cannot become unreachable.)
import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { after, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';

const base = process.env.DATABASE_URL ?? '';

if (isPostgresUrl(base)) {
  let ctx: TestContext | undefined;
  let closeSecond: (() => Promise<void>) | undefined;
  let proxy: Server | undefined;
  const sockets = new Set<Socket>();
  after(async () => {
    await closeSecond?.();
    for (const s of sockets) s.destroy();
    proxy?.close();
    await ctx?.close();
  });

  function startProxy(port: number, target: URL): Promise<Server> {
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => { client.destroy(); upstream.destroy(); };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
  }

  test('503 while the database is down, then recovery without a restart', async () => {
    ctx = await createTestContext();
    const target = new URL(ctx.databaseUrl!);
    proxy = await startProxy(0, target);
    const port = (proxy.address() as { port: number }).port;
    const viaProxy = new URL(ctx.databaseUrl!);
    viaProxy.host = `127.0.0.1:${port}`;
    const partner = await ctx.partner();

    // A second service on the same database, reached through the proxy.
    const { openDatabase } = await import('../../src/db/engine.ts');
    const { createPlatform } = await import('../../src/platform.ts');
    const { buildPartnerApp } = await import('../../src/http/partner-app.ts');
    const { loadConfig } = await import('../../src/config.ts');
    const database = await openDatabase(viaProxy.toString(), { poolSize: 2 });
    const platform = await createPlatform(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'http://api.test' }), database);
    const app = await buildPartnerApp(platform);
    closeSecond = async () => {
      await app.close();
      await database.close();
    };
    const me = () => app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${partner.token}` } });

    assert.equal((await me()).statusCode, 200);

    proxy.close();
    for (const s of sockets) s.destroy();
    sockets.clear();
    assertProblem(await me(), 503, 'service_unavailable');

    proxy = await startProxy(port, target);
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await me()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    assert.equal(status, 200);
  });
}
