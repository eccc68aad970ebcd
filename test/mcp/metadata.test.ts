// OAuth discovery for MCP clients: protected-resource metadata (RFC 9728),
// root and path-suffixed, and authorization-server metadata (RFC 8414), both
// public; an M2M client follows them from the 401 to a token and lists the tools.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, discoverOAuthProtectedResourceMetadata, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { SCOPES } from '../../src/access/scopes.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

let ctx: TestContext;
let base: string;
before(async () => {
  ctx = await createTestContext();
  base = ctx.platform.config.publicBaseUrl;
});
after(() => ctx.close());

test('protected-resource metadata names the resource, this authorization server and the scopes, without a credential', async () => {
  const root = await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-protected-resource' });
  assert.equal(root.statusCode, 200);
  assert.deepEqual(root.json().authorization_servers, [base]);
  assert.equal(root.json().resource, base);
  assert.deepEqual(root.json().scopes_supported, [...SCOPES]);
  assert.deepEqual(root.json().bearer_methods_supported, ['header']);
  const mcp = await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-protected-resource/v1/mcp' });
  assert.equal(mcp.statusCode, 200);
  assert.equal(mcp.json().resource, `${base}/v1/mcp`);
});

test('authorization-server metadata names the issuer, token endpoint, JWKS and both grants', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
  assert.equal(res.statusCode, 200);
  const meta = res.json();
  assert.equal(meta.issuer, base);
  assert.equal(meta.token_endpoint, `${base}/oauth2/token`);
  assert.equal(meta.jwks_uri, `${base}/.well-known/jwks.json`);
  assert.deepEqual(meta.grant_types_supported, ['authorization_code', 'client_credentials']);
  assert.deepEqual(meta.token_endpoint_auth_methods_supported, ['none', 'client_secret_basic', 'client_secret_post']);
  const jwks = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  assert.equal(jwks.statusCode, 200, 'the jwks_uri it names answers');
});

test('an M2M client follows the 401 to the metadata and the token endpoint, then calls a tool with the SDK', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  // The metadata speaks of PUBLIC_BASE_URL; route it to the port the test listens on.
  const viaListener = (url: string | URL, init?: RequestInit) => fetch(String(url).replace(base, address), init);
  const denied = await fetch(`${address}/v1/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
  });
  const metadataUrl = /resource_metadata="([^"]+)"/.exec(denied.headers.get('www-authenticate') ?? '')![1]!;
  const resource = await discoverOAuthProtectedResourceMetadata(`${base}/v1/mcp`, { resourceMetadataUrl: metadataUrl }, viaListener);
  // RFC 9728 §3.3: the document a 401 points to names the very URL the client called.
  assert.equal(resource.resource, `${base}/v1/mcp`);
  const server = (await (await viaListener(`${resource.authorization_servers![0]}/.well-known/oauth-authorization-server`)).json()) as {
    issuer: string;
    token_endpoint: string;
  };
  // RFC 8414 §3.3: the metadata's issuer is the authorization server it was fetched for.
  assert.equal(server.issuer, resource.authorization_servers![0]);
  const tokenRes = await viaListener(server.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: partner.clientId,
      client_secret: partner.clientSecret,
      scope: 'sites:read',
    }),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const client = new Client({ name: 'm2m-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${address}/v1/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
  );
  const names = (await client.listTools()).tools.map((t) => t.name).sort();
  assert.deepEqual(names, ['me', 'sites_get', 'sites_list']);
  const sites = (await client.callTool({ name: 'sites_list', arguments: {} })).structuredContent as { sites: { siteId: number }[] };
  assert.deepEqual(sites.sites.map((s) => s.siteId).sort(), [...partner.siteIds].sort());
  await client.close();
});
