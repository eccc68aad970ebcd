// The credential cache across processes, on PostgreSQL: process A is the
// service as a real process (role api); the changes are made through the
// admin API of this test's own process (B), on the same database. After each
// change's notification has reached A (its drop count moved), A's very next
// request answers from the new rows: a tier change applied, a grant taken
// away gone, a revoked client refused, while the request before each change
// was answered from A's cache. And with A's LISTEN connection down, a
// Signals-backed cache serves nothing and keeps nothing.
//
// PostgreSQL only: the embedded engine is one process's at a time.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { CredentialCache } from '../../src/identity/credential-cache.ts';
import { Signals } from '../../src/jobs/signals.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { freePorts } from '../readme/service.ts';

const base = process.env.DATABASE_URL ?? '';

function call(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode!, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (isPostgresUrl(base)) {
  let ctx: TestContext | undefined;
  let processA: ServiceProcess | undefined;
  let proxy: TcpProxy | undefined;
  let signals: Signals | undefined;
  after(async () => {
    await processA?.kill();
    await signals?.close();
    await proxy?.close();
    await ctx?.close();
  });

  test("a tier change, a grant taken away and a revocation made in another process are in process A's next answer after the notification", async () => {
    ctx = await createTestContext();
    const partner = await ctx.partner({ sites: 2 });
    await ctx.platform.admin.partners.update(partner.partnerId, { tier: 'enterprise' }, 'test');
    const [port] = await freePorts(1);
    processA = await startServiceProcess({
      name: 'api A',
      roles: ['api'],
      port: port!,
      env: { DATABASE_URL: ctx.databaseUrl!, LOG_LEVEL: 'silent', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
    });
    const a = `http://127.0.0.1:${port}`;
    const counter = async (name: string, result?: string) => {
      const text = await (await fetch(`${processA!.metricsUrl}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(result ? `${name}{result="${result}"}` : `${name} `));
      return Number(line?.split(' ').at(-1) ?? Number.NaN);
    };
    const token = await call(
      `${a}/oauth2/token`,
      'POST',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: partner.clientId,
        client_secret: partner.clientSecret,
      }).toString(),
    );
    assert.equal(token.status, 200, JSON.stringify(token.body));
    const me = () => call(`${a}/v1/me`, 'GET', { authorization: `Bearer ${token.body.access_token as string}` });

    /** Until A answers from its cache (its LISTEN is in place, the client kept): that answer. */
    const fromCache = async () => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const hits = await counter('partner_api_credential_reads_total', 'hit');
        const res = await me();
        assert.equal(res.status, 200, JSON.stringify(res.body));
        if ((await counter('partner_api_credential_reads_total', 'hit')) > hits) return res.body;
        await pause(50);
      }
      throw new Error('process A never answered from its credential cache');
    };
    /** Makes the change in this process, then waits until A has dropped its cache on a notification since. */
    const changed = async (change: () => Promise<{ statusCode: number; body: string }>) => {
      const drops = await counter('partner_api_credential_cache_drops_total');
      const res = await change();
      assert.equal(res.statusCode, 200, res.body);
      for (let i = 0; i < 600 && (await counter('partner_api_credential_cache_drops_total')) === drops; i++) await pause(25);
      assert.ok((await counter('partner_api_credential_cache_drops_total')) > drops, 'the notification reached process A');
    };

    assert.equal((await fromCache()).tier, 'enterprise');
    await changed(() => ctx!.adminCall({ method: 'PATCH', url: `/admin/partners/${partner.partnerId}`, payload: { tier: 'standard' } }));
    assert.equal((await me()).body.tier, 'standard', 'the tier change is applied');

    assert.deepEqual((await fromCache()).grantedSiteIds, partner.siteIds);
    await changed(() => ctx!.adminCall({ method: 'DELETE', url: `/admin/partners/${partner.partnerId}/sites/${partner.siteIds[1]}` }));
    assert.deepEqual((await me()).body.grantedSiteIds, [partner.siteIds[0]], 'the grant taken away is gone');

    await fromCache();
    await changed(() => ctx!.adminCall({ method: 'DELETE', url: `/admin/clients/${partner.clientId}` }));
    const refused = await me();
    assert.equal(refused.status, 401, 'the revoked client is refused');
    assert.equal(refused.body.code, 'invalid_token');
  });

  test('while the LISTEN connection is down the cache serves and keeps nothing; reopened, it starts empty', async () => {
    ctx ??= await createTestContext();
    proxy = await startTcpProxy(new URL(ctx.databaseUrl!));
    const viaProxy = new URL(ctx.databaseUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    signals = new Signals(viaProxy.toString());
    const cache = new CredentialCache(signals);
    const row = { client_id: 'a', partner_id: 1, name: 'P', enabled: true, tier: 'standard' as const, capabilities: [], site_ids: [1] };
    assert.equal(cache.get('a'), undefined);
    await signals.ready();
    cache.put('a', row, cache.ticket());
    assert.ok(cache.get('a'), 'kept while listening');

    await proxy.cut();
    for (let i = 0; i < 400 && signals.listening('credentials_changed'); i++) await pause(10);
    assert.equal(signals.listening('credentials_changed'), false, 'the lost connection is noticed');
    assert.equal(cache.get('a'), undefined, 'nothing served while down');
    assert.equal(cache.ticket(), null);
    cache.put('b', row, cache.ticket());
    const bypassed = cache.counts.bypassed;

    await proxy.restart();
    // Reopened on its own (a second after the drop).
    for (let i = 0; i < 1000 && !signals.listening('credentials_changed'); i++) await pause(10);
    assert.ok(signals.listening('credentials_changed'), 'the connection reopened');
    assert.equal(cache.get('a'), undefined, 'what was kept before the loss is gone');
    assert.equal(cache.get('b'), undefined, 'nothing was kept while down');
    assert.equal(cache.counts.bypassed, bypassed);
  });
}
