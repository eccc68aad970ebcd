// CORS for browser-based MCP clients: a page on an allowed origin (the public
// one, MCP_ALLOWED_ORIGINS) gets its preflight of POST /v1/mcp granted and
// can read every answer of the endpoint, a 401's challenge and a 429's or
// 503's wait included; it can read the discovery documents (any page can),
// register a client and exchange its code. A foreign origin is granted
// nothing, and no other route is opened.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { gatewayContext } from '../gateway/fixtures.ts';
import { pkce, REDIRECT, registerClient, signIn, staffAccount } from '../identity/signin/helpers.ts';
import { Admission } from '../../src/http/pressure/admission.ts';
import { mcpCorsPolicy, mcpRefusalHeaders } from '../../src/mcp/browser-access.ts';
import { allowedOrigins, originAllowed } from '../../src/mcp/origin.ts';
import { beginClosing } from '../../src/http/app.ts';

const CONFIGURED = ['https://console.partner.example', 'http://localhost:5173'];
/** The public origin (the context's PUBLIC_BASE_URL) and each configured one. */
const ALLOWED = ['http://api.test', ...CONFIGURED];
const FOREIGN = ['http://evil.example.com', 'https://api.test', 'http://localhost:5174', 'null'];

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({ MCP_ALLOWED_ORIGINS: CONFIGURED.join(',') });
});
after(() => ctx.close());

const LIST = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/list',
  params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
};
const MCP_HEADERS = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list', accept: 'application/json, text/event-stream' };

function preflight(url: string, origin: string, method = 'POST', headers = 'authorization, content-type') {
  return ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

const list = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);

/** The grant an answer to `origin` carries on the MCP endpoint: that origin, Vary, and the headers a client reads. */
function assertMcpAnswerGrant(res: LightMyRequestResponse, origin: string, what: string): void {
  assert.equal(res.headers['access-control-allow-origin'], origin, `${what}: ${res.statusCode} ${res.body}`);
  assert.ok(list(res.headers.vary).includes('origin'), `${what}: Vary`);
  const exposed = list(res.headers['access-control-expose-headers']);
  for (const name of [
    'www-authenticate',
    'mcp-session-id',
    'mcp-protocol-version',
    'ratelimit',
    'ratelimit-policy',
    'retry-after',
    'x-request-id',
  ])
    assert.ok(exposed.includes(name), `${what}: exposes ${name}`);
  assert.equal(res.headers['access-control-allow-credentials'], undefined, `${what}: no cookie is ever needed`);
}

describe('the MCP endpoint', () => {
  test('a preflight from each allowed origin is granted exactly that origin, with the methods and headers a client sends', async () => {
    for (const origin of ALLOWED) {
      const res = await preflight('/v1/mcp', origin);
      assert.equal(res.statusCode, 204, `${origin}: ${res.body}`);
      assert.equal(res.headers['access-control-allow-origin'], origin);
      assert.deepEqual(list(res.headers['access-control-allow-methods']), ['post'], 'GET and DELETE are 405: not granted');
      const granted = list(res.headers['access-control-allow-headers']);
      for (const name of [
        'authorization',
        'content-type',
        'accept',
        'mcp-protocol-version',
        'mcp-method',
        'mcp-name',
        'mcp-session-id',
        'last-event-id',
      ])
        assert.ok(granted.includes(name), `${origin}: grants ${name}`);
      assert.equal(res.headers['access-control-max-age'], '7200');
      assert.ok(list(res.headers.vary).includes('origin'));
      // No credential, and none asked for: not authenticated, not counted against a partner.
      assert.equal(res.headers['www-authenticate'], undefined);
      assert.equal(res.headers.ratelimit, undefined);
    }
  });

  test('a preflight from a foreign origin is refused as its POST would be, with no grant', async () => {
    for (const origin of FOREIGN) {
      const res = await preflight('/v1/mcp', origin);
      assertProblem(res, 403, 'origin_not_allowed');
      assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
      assert.equal(res.headers['access-control-allow-methods'], undefined, origin);
    }
  });

  test('OPTIONS without a preflight answers what the path serves', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: '/v1/mcp' });
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers.allow, 'OPTIONS, POST');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });

  test('every answer to an allowed origin carries the grant: 200, the 401 challenge, a 400 refusal', async () => {
    const partner = await ctx.partner();
    for (const origin of ALLOWED) {
      const served = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: LIST, headers: { ...MCP_HEADERS, origin } });
      assert.equal(served.statusCode, 200);
      assertMcpAnswerGrant(served, origin, 'tools/list');

      const challenged = await ctx.app.inject({ method: 'POST', url: '/v1/mcp', payload: LIST, headers: { ...MCP_HEADERS, origin } });
      assertProblem(challenged, 401, 'invalid_token');
      assert.match(String(challenged.headers['www-authenticate']), /resource_metadata="http:\/\/api\.test\/\.well-known\//);
      assertMcpAnswerGrant(challenged, origin, '401');

      const malformed = await ctx.call(partner.token, {
        method: 'POST',
        url: '/v1/mcp',
        payload: '{"jsonrpc":',
        headers: { ...MCP_HEADERS, origin, 'content-type': 'application/json' },
      });
      assertProblem(malformed, 400, 'invalid_request');
      assertMcpAnswerGrant(malformed, origin, '400');
    }
  });

  test('an answer without Origin or to a foreign one grants nothing, and says it varies by Origin', async () => {
    const partner = await ctx.partner();
    const plain = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: LIST, headers: MCP_HEADERS });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['access-control-allow-origin'], undefined);
    assert.ok(list(plain.headers.vary).includes('origin'));
    const foreign = await ctx.call(partner.token, {
      method: 'POST',
      url: '/v1/mcp',
      payload: LIST,
      headers: { ...MCP_HEADERS, origin: 'http://evil.example.com' },
    });
    assertProblem(foreign, 403, 'origin_not_allowed');
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  test("the document publishes no OPTIONS: a browser's question, not an operation", () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, object> }).paths;
    for (const [path, item] of Object.entries(paths)) assert.ok(!('options' in item), `${path} lists OPTIONS`);
  });
});

test("a 429 over the partner's limits carries the grant and its Retry-After is readable", async () => {
  const limited = await gatewayContext(undefined, { MCP_ALLOWED_ORIGINS: CONFIGURED.join(',') });
  try {
    const partner = await limited.partner();
    const origin = CONFIGURED[0]!;
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 50 && res?.statusCode !== 429; i++)
      res = await limited.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: LIST, headers: { ...MCP_HEADERS, origin } });
    assertProblem(res!, 429, 'rate_limit_exceeded');
    assert.ok(res!.headers['retry-after']);
    assertMcpAnswerGrant(res!, origin, '429');
    // A preflight is no partner request: still granted while the partner is over its limits.
    const asked = await limited.app.inject({
      method: 'OPTIONS',
      url: '/v1/mcp',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    assert.equal(asked.statusCode, 204);
  } finally {
    await limited.close();
  }
});

test("the listener's own 503 (admission, before any route) carries the endpoint's grant to an allowed origin", async () => {
  const policy = mcpCorsPolicy(originAllowed(allowedOrigins('http://api.test', CONFIGURED)));
  const server = createServer(() => {}); // holds every request it admits
  new Admission({ maxInFlight: 1, shedAfterMs: 0, refusalHeaders: mcpRefusalHeaders(policy) }).install(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const held = new AbortController();
  const holding = fetch(`${base}/v1/mcp`, { method: 'POST', signal: held.signal }).catch(() => {});
  try {
    let refusal: Response | undefined;
    for (let i = 0; i < 100 && refusal?.status !== 503; i++) {
      refusal = await fetch(`${base}/v1/mcp`, { method: 'POST', headers: { origin: CONFIGURED[1]! } });
      if (refusal.status !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(refusal!.status, 503);
    assert.equal(refusal!.headers.get('access-control-allow-origin'), CONFIGURED[1]);
    assert.ok(list(refusal!.headers.get('access-control-expose-headers')).includes('retry-after'));
    const foreign = await fetch(`${base}/v1/mcp`, { method: 'POST', headers: { origin: 'http://evil.example.com' } });
    assert.equal(foreign.status, 503);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    const elsewhere = await fetch(`${base}/v1/orders`, { method: 'POST', headers: { origin: CONFIGURED[1]! } });
    assert.equal(elsewhere.headers.get('access-control-allow-origin'), null, 'only the MCP endpoint is granted');
  } finally {
    held.abort();
    await holding;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the discovery documents', () => {
  const DOCUMENTS = [
    '/.well-known/oauth-protected-resource',
    '/.well-known/oauth-protected-resource/v1/mcp',
    '/.well-known/oauth-authorization-server',
  ];

  test('any page may read them (`*`), and their preflight grants the discovery header', async () => {
    for (const url of DOCUMENTS) {
      for (const origin of [...ALLOWED, ...FOREIGN]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { origin, 'mcp-protocol-version': '2026-07-28' } });
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['access-control-allow-origin'], '*', `${url} from ${origin}`);
      }
      const asked = await preflight(url, 'http://evil.example.com', 'GET', 'mcp-protocol-version');
      assert.equal(asked.statusCode, 204, url);
      assert.equal(asked.headers['access-control-allow-origin'], '*');
      assert.deepEqual(list(asked.headers['access-control-allow-methods']), ['get']);
      assert.ok(list(asked.headers['access-control-allow-headers']).includes('mcp-protocol-version'));
    }
  });
});

describe('registration and the code exchange', () => {
  test('their preflights are granted to allowed origins only', async () => {
    for (const url of ['/oauth2/register', '/oauth2/token']) {
      for (const origin of ALLOWED) {
        const res = await preflight(url, origin, 'POST', 'content-type');
        assert.equal(res.statusCode, 204, `${url} ${origin}`);
        assert.equal(res.headers['access-control-allow-origin'], origin);
        assert.deepEqual(list(res.headers['access-control-allow-methods']), ['post']);
        assert.ok(list(res.headers['access-control-allow-headers']).includes('content-type'));
        assert.ok(list(res.headers.vary).includes('origin'));
      }
      for (const origin of FOREIGN) {
        const res = await preflight(url, origin, 'POST', 'content-type');
        assert.equal(res.headers['access-control-allow-origin'], undefined, `${url} ${origin}`);
        assert.equal(res.headers['access-control-allow-methods'], undefined);
      }
    }
  });

  test('a page on an allowed origin registers, exchanges its code and reads a refusal; a foreign one reads nothing', async () => {
    const origin = CONFIGURED[1]!;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/register',
      headers: { origin },
      payload: { redirect_uris: [REDIRECT], client_name: 'Browser client', token_endpoint_auth_method: 'none' },
    });
    assert.equal(registered.statusCode, 201);
    assert.equal(registered.headers['access-control-allow-origin'], origin);

    const refused = await ctx.app.inject({ method: 'POST', url: '/oauth2/register', headers: { origin }, payload: { redirect_uris: [] } });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.headers['access-control-allow-origin'], origin);

    const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
    const { email } = await staffAccount(ctx, partner.partnerId);
    const clientId = await registerClient(ctx);
    const { verifier, challenge } = pkce();
    const { code } = await signIn(ctx, clientId, email, challenge);
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const exchangeFields = {
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      resource: 'http://api.test/v1/mcp',
    };
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(exchangeFields),
    });
    assert.equal(token.statusCode, 200, token.body);
    assert.equal(token.headers['access-control-allow-origin'], origin);
    assert.ok(list(token.headers.vary).includes('origin'));

    // The code is spent: the refusal is readable too.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(exchangeFields),
    });
    assert.equal(again.statusCode, 400);
    assert.equal(again.headers['access-control-allow-origin'], origin);

    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { origin: 'http://evil.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(exchangeFields),
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });
});

test('no other route is opened: partner routes, the sign-in page, the JWKS', async () => {
  const partner = await ctx.partner();
  const origin = CONFIGURED[0]!;
  const me = await ctx.call(partner.token, { method: 'GET', url: '/v1/me', headers: { origin } });
  assert.equal(me.statusCode, 200);
  assert.equal(me.headers['access-control-allow-origin'], undefined);
  for (const url of ['/v1/me', '/oauth2/authorize', '/.well-known/jwks.json']) {
    const asked = await preflight(url, origin, 'GET');
    assert.equal(asked.statusCode, 405, url);
    assert.equal(asked.headers['access-control-allow-origin'], undefined, url);
  }
  const jwks = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { origin } });
  assert.equal(jwks.headers['access-control-allow-origin'], undefined);
});

test('while the listener closes, its 503 to an allowed origin carries the grant', async () => {
  const closing = await createTestContext({ MCP_ALLOWED_ORIGINS: CONFIGURED.join(',') });
  try {
    const partner = await closing.partner();
    beginClosing(closing.app);
    const origin = CONFIGURED[0]!;
    const res = await closing.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: LIST, headers: { ...MCP_HEADERS, origin } });
    assertProblem(res, 503, 'service_unavailable');
    assertMcpAnswerGrant(res, origin, 'closing 503');
  } finally {
    await closing.close();
  }
});
