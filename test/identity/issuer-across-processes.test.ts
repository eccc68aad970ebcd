// Every API process of one environment accepts that environment's tokens,
// whatever port it listens on: two platforms (as two processes would have:
// each its own services, caches and listener settings) on one database,
// without PUBLIC_BASE_URL, on different ports. The discovery documents of
// each still name URLs that reach it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { loadConfig } from '../../src/app/config.ts';
import { sandboxConfig } from '../../src/app/sandbox/config.ts';
import { createGateway } from '../../src/gateway/gateway.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { UNTHROTTLED } from '../helpers/gateway.ts';

const ENV = { LOG_LEVEL: 'silent', ADMIN_TOKEN, PUBLIC_BASE_URL: '', DATABASE_URL: 'memory://', ENVIRONMENT_NAME: 'partner-api-issuer' };

let ctx: TestContext;
let partner: TestPartner;
const others: Array<{ platform: Platform; app: FastifyInstance }> = [];

/** Another process of the same environment on the same database, with its own settings. */
async function another(env: Record<string, string>) {
  const config = loadConfig({ ...ENV, STORAGE_DIR: ctx.config.storage.directory, ...env });
  const platform = await createPlatform(config, ctx.platform.database, ctx.clock);
  await platform.gateway.close();
  platform.gateway = createGateway(config, ctx.clock, { limits: UNTHROTTLED, redisUrl: null });
  const app = await buildPartnerApp(platform);
  others.push({ platform, app });
  return { platform, app };
}

before(async () => {
  ctx = await createTestContext({ ...ENV, PORT: '3000' });
  partner = await ctx.partner();
});
after(async () => {
  for (const { platform, app } of others) {
    await app.close();
    await platform.gateway.close();
    await platform.submissions.close();
  }
  await ctx.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });

test("without PUBLIC_BASE_URL, a process on another port accepts the first one's tokens, and the other way round", async () => {
  assert.equal(ctx.config.publicBaseUrl, 'http://localhost:3000');
  const second = await another({ PORT: '3005' });
  assert.equal(second.platform.config.publicBaseUrl, 'http://localhost:3005');
  const fromFirst = await me(second.app, partner.token);
  assert.equal(fromFirst.statusCode, 200, fromFirst.body);
  assert.equal(fromFirst.json().credentialId, partner.clientId);

  const issued = await second.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    }).toString(),
  });
  assert.equal(issued.statusCode, 200);
  const token = issued.json().access_token as string;
  assert.equal((await me(ctx.app, token)).statusCode, 200, 'a token from the second process works on the first');
  assert.equal(decodeJwt(token).iss, decodeJwt(partner.token).iss, 'one issuer for the environment, not one per port');
  assert.doesNotMatch(String(decodeJwt(token).iss), /:3000|:3005/);
});

test('each process advertises URLs that reach it, its authorization-server identifier the URL its metadata is fetched under', async () => {
  const second = await another({ PORT: '3006' });
  for (const [app, base] of [
    [ctx.app, 'http://localhost:3000'],
    [second.app, 'http://localhost:3006'],
  ] as const) {
    const server = (await app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' })).json();
    // RFC 8414 §3.3: a client drops metadata whose issuer is not the URL it was fetched under.
    assert.equal(server.issuer, base);
    assert.equal(server.token_endpoint, `${base}/oauth2/token`);
    assert.equal(server.jwks_uri, `${base}/.well-known/jwks.json`);
    const resource = (await app.inject({ method: 'GET', url: '/.well-known/oauth-protected-resource' })).json();
    assert.deepEqual(resource.authorization_servers, [base]);
  }
});

test('with PUBLIC_BASE_URL set alike on every process, it is the issuer; another environment on the same database is refused', async () => {
  const a = await another({ PORT: '3007', PUBLIC_BASE_URL: 'https://api.example.com' });
  const b = await another({ PORT: '3008', PUBLIC_BASE_URL: 'https://api.example.com' });
  const issued = await a.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
    }).toString(),
  });
  const token = issued.json().access_token as string;
  assert.equal(decodeJwt(token).iss, 'https://api.example.com');
  assert.equal((await me(b.app, token)).statusCode, 200);
  const elsewhere = await another({ PORT: '3009', ENVIRONMENT_NAME: 'partner-api-other' });
  assert.equal((await me(elsewhere.app, partner.token)).statusCode, 401, "another environment's process refuses the token");
});

test('the issuer comes from the environment, never the port; a sandbox has its own', () => {
  assert.equal(loadConfig({}).tokenIssuer, 'urn:partner-api:partner-api-local');
  assert.equal(loadConfig({ PORT: '4100' }).tokenIssuer, loadConfig({ PORT: '4200' }).tokenIssuer);
  assert.equal(loadConfig({ ENVIRONMENT_NAME: 'acme-prod' }).tokenIssuer, 'urn:partner-api:acme-prod');
  assert.equal(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/' }).tokenIssuer, 'https://api.example.com');
  const sandbox = sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', ENVIRONMENT_NAME: 'acme-prod' }))!;
  assert.equal(sandbox.tokenIssuer, 'urn:partner-api:acme-prod-sandbox');
  const published = sandboxConfig(loadConfig({ SANDBOX_PORT: '3100', SANDBOX_BASE_URL: 'https://sandbox.example.com' }))!;
  assert.equal(published.tokenIssuer, 'https://sandbox.example.com');
});
