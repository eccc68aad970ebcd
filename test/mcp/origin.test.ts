// POST /v1/mcp validates Origin (MCP Streamable HTTP 2025-11-25, DNS-rebinding
// protection): a present Origin other than the service's public origin or a
// configured one is 403 origin_not_allowed, before authentication; a request
// without Origin (every client outside a browser) is served. And the server
// claims no tool-list notifications, which a stateless server cannot send.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { mcpClient, type Revision } from './fixtures.ts';
import { allowedOrigins, normalOrigin } from '../../src/mcp/origin.ts';

let ctx: TestContext;
let address: string;
before(async () => {
  // The context's public URL is http://api.test.
  ctx = await createTestContext({ MCP_ALLOWED_ORIGINS: 'https://console.partner.example,http://localhost:5173' });
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
after(() => ctx.close());

const LIST = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/list',
  params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
};
const MCP_HEADERS = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list', accept: 'application/json, text/event-stream' };

/** Origins a browser page elsewhere sends, and values that are no origin at all. */
const FOREIGN = [
  'http://evil.example.com',
  'https://api.test', // another scheme
  'http://api.test:8080', // another port
  'http://sub.api.test',
  'http://api.test.evil.example',
  'http://localhost:5174',
  'http://localhost',
  'https://console.partner.example:8443',
  'null', // an opaque origin: a sandboxed frame, a file
  'http://api.test/v1/mcp', // a URL, not an origin
  'not an origin',
  'file://',
  'http://api.test, http://evil.example.com', // two Origin values folded into one
];

/** The public origin as browsers may spell it, and the configured ones. */
const ALLOWED = ['http://api.test', 'HTTP://API.TEST', 'http://api.test:80', 'https://console.partner.example', 'http://localhost:5173'];

describe('Origin on POST /v1/mcp', () => {
  test('every foreign or malformed Origin is 403 origin_not_allowed, with the JSON-RPC error beside the problem', async () => {
    const partner = await ctx.partner();
    for (const origin of FOREIGN) {
      const res = await ctx.call(partner.token, { method: 'POST', url: '/v1/mcp', payload: LIST, headers: { ...MCP_HEADERS, origin } });
      const body = assertProblem(res, 403, 'origin_not_allowed');
      assert.equal(body.jsonrpc, '2.0', origin);
      assert.equal(body.id, null, origin);
      assert.equal(typeof (body.error as { code: unknown }).code, 'number', origin);
      assert.ok(!('result' in body), origin);
    }
  });

  test('the refusal comes before authentication: no credential, a bad one or a good one, the same 403', async () => {
    const partner = await ctx.partner();
    const answers = [];
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${partner.token}`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/mcp',
        payload: LIST,
        headers: { ...MCP_HEADERS, origin: 'http://evil.example.com', ...(authorization && { authorization }) },
      });
      const body = assertProblem(res, 403, 'origin_not_allowed');
      assert.equal(res.headers['www-authenticate'], undefined);
      delete body.requestId;
      answers.push(JSON.stringify(body));
    }
    assert.equal(new Set(answers).size, 1, 'nothing tells a foreign page whether its credential was good');
  });

  test('no Origin, the public origin in any spelling, and each configured origin are served', async () => {
    const partner = await ctx.partner();
    for (const origin of [undefined, '', ...ALLOWED]) {
      const res = await ctx.call(partner.token, {
        method: 'POST',
        url: '/v1/mcp',
        payload: LIST,
        headers: { ...MCP_HEADERS, ...(origin !== undefined && { origin }) },
      });
      assert.equal(res.statusCode, 200, `${origin}: ${res.body}`);
      assert.ok(Array.isArray(res.json().result.tools), String(origin));
    }
  });
});

/** The SDK's client, sending `origin` on every request as a browser page would. */
async function clientFrom(origin: string, token: string, revision: Revision): Promise<Client> {
  const client = new Client(
    { name: 'partner-api-test', version: '1.0.0' },
    revision === '2026-07-28' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${address}/v1/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}`, origin } },
  });
  await client.connect(transport);
  return client;
}

for (const revision of ['2026-07-28', '2025-11-25'] as Revision[]) {
  describe(`the official client, protocol ${revision}`, () => {
    test('is refused with 403 from a foreign origin and served from a configured one', async () => {
      const partner = await ctx.partner();
      await assert.rejects(
        (async () => {
          const client = await clientFrom('http://evil.example.com', partner.token, revision);
          await client.listTools();
        })(),
        /403|origin/i,
      );
      const allowed = await clientFrom('https://console.partner.example', partner.token, revision);
      assert.ok(
        (await allowed.listTools()).tools.some((tool) => tool.name === 'me'),
        'tools listed from an allowed origin',
      );
      await allowed.close();
    });

    test('the server advertises tools without listChanged', async () => {
      const partner = await ctx.partner();
      const client = await mcpClient(address, partner.token, revision);
      const capabilities = client.getServerCapabilities();
      assert.ok(capabilities?.tools, 'tools are advertised');
      assert.notEqual(capabilities.tools.listChanged, true);
      await client.close();
    });
  });
}

test('the document declares the 200 in JSON and as an event stream, and the 403 with origin_not_allowed', async () => {
  const operation = (ctx.app.swagger() as any).paths['/v1/mcp'].post;
  assert.deepEqual(Object.keys(operation.responses['200'].content).sort(), ['application/json', 'text/event-stream']);
  assert.equal(operation.responses['200'].content['text/event-stream'].schema.type, 'string');
  assert.ok(operation.responses['403']['x-codes'].includes('origin_not_allowed'), '403 names origin_not_allowed');
  assert.match(operation.responses['403'].description, /origin_not_allowed/);
});

test('a public URL on the loopback interface allows each loopback spelling at its scheme and port, and nothing else', () => {
  const check = (publicUrl: string, origin: string) => {
    const allowed = allowedOrigins(publicUrl, []);
    const normal = normalOrigin(origin);
    return normal !== null && allowed.has(normal);
  };
  for (const publicUrl of ['http://localhost:4100', 'http://127.0.0.1:4100/', 'http://[::1]:4100']) {
    for (const origin of ['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100', 'HTTP://LOCALHOST:4100'])
      assert.ok(check(publicUrl, origin), `${publicUrl} allows ${origin}`);
    for (const origin of [
      'http://localhost:4101',
      'https://localhost:4100',
      'http://localhost',
      'http://127.0.0.2:4100',
      'http://0.0.0.0:4100',
      'http://localhost.evil.example:4100',
    ])
      assert.ok(!check(publicUrl, origin), `${publicUrl} refuses ${origin}`);
  }
  assert.ok(check('https://localhost', 'https://127.0.0.1'), 'the default port is no port');
  // A public host that is not loopback allows only itself: the same address under another name is another site to a browser.
  assert.ok(!check('http://api.test', 'http://127.0.0.1'), 'no loopback spelling for a public host');
  assert.ok(!check('http://api.test', 'http://localhost'), 'no loopback spelling for a public host');
});
