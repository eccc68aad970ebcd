// The sandbox environment: its own database, signing key, issuer and
// partners in the same process; a token of one environment is refused by
// the other with the identical 401 as any bad token.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../../src/app/config.ts';
import { sandboxConfig, sandboxRoles } from '../../src/app/sandbox/config.ts';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { withoutRequestId } from '../helpers/problems.ts';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.ts';

describe('sandbox configuration', () => {
  test('none without SANDBOX_PORT; otherwise its own ports, database, issuer and identity pool', () => {
    assert.equal(sandboxConfig(loadConfig({})), null);
    const sandbox = sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', ENVIRONMENT_NAME: 'partner-api-prod' }))!;
    assert.equal(sandbox.port, 3100);
    assert.equal(sandbox.adminPort, 3101);
    assert.equal(sandbox.databaseUrl, 'data/sandbox');
    assert.equal(sandbox.publicBaseUrl, 'http://localhost:3100');
    assert.equal(sandbox.environment, 'partner-api-prod-sandbox');
    assert.equal(sandbox.kind, 'sandbox');
    // Every listener of its own (SANDBOX_PORT + 1, + 2, + 3) and its own storage folder.
    assert.deepEqual([sandbox.storagePort, sandbox.metricsPort], [3102, 3103]);
    assert.equal(sandbox.storage.directory, 'data/storage/sandbox');
    assert.equal(sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', METRICS_PORT: 'off' }))!.metricsPort, null);
    assert.equal(sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', METRICS_PORT: '0' }))!.metricsPort, 0);
    assert.deepEqual(sandboxRoles(['api', 'admin', 'storage', 'worker', 'dispatcher', 'mtls', 'sandbox']), [
      'api',
      'admin',
      'storage',
      'worker',
      'dispatcher',
    ]);
    assert.equal(sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', DATABASE_URL: 'postgres://db/prod' }))!.databaseUrl, 'data/sandbox');
    const explicit = sandboxConfig(
      loadConfig({
        SANDBOX_PORT: '3100',
        SANDBOX_ADMIN_PORT: '3200',
        SANDBOX_STORAGE_PORT: '3300',
        SANDBOX_METRICS_PORT: '3400',
        SANDBOX_DATABASE_URL: 'postgres://db/sandbox',
        SANDBOX_BASE_URL: 'https://sandbox.example.com',
      }),
    )!;
    assert.deepEqual(
      [explicit.adminPort, explicit.storagePort, explicit.metricsPort, explicit.databaseUrl, explicit.publicBaseUrl],
      [3200, 3300, 3400, 'postgres://db/sandbox', 'https://sandbox.example.com'],
    );
  });

  test('refuses the production database or an unknown scheme', () => {
    assert.throws(
      () => sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', DATABASE_URL: 'postgres://db/x', SANDBOX_DATABASE_URL: 'postgres://db/x' })),
      ConfigError,
    );
    assert.throws(
      () => sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', DATABASE_URL: './data/pglite', SANDBOX_DATABASE_URL: 'data/pglite' })),
      ConfigError,
    );
    assert.throws(() => sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', SANDBOX_DATABASE_URL: 'mysql://x' })), ConfigError);
    assert.throws(() => loadConfig({ SANDBOX_PORT: 'x' }), ConfigError);
  });
});

describe('sandbox host beside production', () => {
  let ctx: TestContext;
  let sandbox: TestSandbox;
  let api: FastifyInstance;
  let admin: FastifyInstance;
  before(async () => {
    ctx = await createTestContext();
    sandbox = await startTestSandbox(ctx, ['api', 'admin']);
    api = sandbox.environment.api!;
    admin = sandbox.environment.admin!;
  });
  after(async () => {
    await sandbox.close();
    await ctx.close();
  });

  const tokenFrom = (app: FastifyInstance, clientId: string, clientSecret: string) =>
    app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
    });
  const me = (app: FastifyInstance, token: string): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });

  test('a sandbox token works on the sandbox and is refused by production with the identical 401', async () => {
    const demo = sandbox.demo;
    const token = (await tokenFrom(api, demo.clientId, demo.clientSecret)).json().access_token as string;
    assert.equal((await me(api, token)).json().partnerId, demo.partnerId);
    const refused = await me(ctx.app, token);
    assert.equal(refused.statusCode, 401);
    assert.equal(withoutRequestId(refused), withoutRequestId(await me(ctx.app, 'not-a-token')));
  });

  test('a production token is refused by the sandbox with the identical 401; production credentials get no sandbox token', async () => {
    const partner = await ctx.partner();
    assert.equal((await ctx.call(partner.token, { method: 'GET', url: '/v1/me' })).statusCode, 200);
    const refused = await me(api, partner.token);
    assert.equal(refused.statusCode, 401);
    assert.equal(withoutRequestId(refused), withoutRequestId(await me(api, 'not-a-token')));
    const exchange = await tokenFrom(api, partner.clientId, partner.clientSecret);
    assert.equal(exchange.statusCode, 401);
    assert.equal(exchange.json().error, 'invalid_client');
  });

  test('the sandbox has its own partners and its own admin API', async () => {
    const list = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/admin/partners', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const created = await admin.inject({
      method: 'POST',
      url: '/admin/partners',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { name: 'Sandbox only' },
    });
    assert.equal(created.statusCode, 201);
    const names = (res: LightMyRequestResponse) => (res.json().partners as Array<{ name: string }>).map((p) => p.name);
    assert.ok(names(await list(admin)).includes('Sandbox only'));
    assert.ok(!names(await list(ctx.admin)).includes('Sandbox only'));
  });
});
