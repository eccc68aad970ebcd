// A browser-based MCP client in headless Chromium: a page served from an
// origin in MCP_ALLOWED_ORIGINS lists the tools with a bearer token through
// `fetch` (Chromium's preflight, then the POST), reads the 401's challenge
// and the discovery document it names; a page from another origin is
// refused by the browser itself. Run by `npm run test:browser` (needs
// /usr/bin/chromium).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createTestContext, type TestContext } from '../helpers/context.ts';

let ctx: TestContext;
let chromiumProcess: Browser;
let browser: BrowserContext;
let api: string;
/** Two pages' sites: one allowed to call the endpoint, one not. */
let allowedSite: Server;
let foreignSite: Server;
let allowedOrigin: string;
let foreignOrigin: string;

async function site(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>client</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

before(async () => {
  ({ server: allowedSite, origin: allowedOrigin } = await site());
  ({ server: foreignSite, origin: foreignOrigin } = await site());
  ctx = await createTestContext({ MCP_ALLOWED_ORIGINS: allowedOrigin });
  api = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  // A fresh profile in memory: nothing cached between runs, a preflight's grant included.
  chromiumProcess = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  browser = await chromiumProcess.newContext();
  // Nothing leaves the machine: only the two sites and the API answer.
  await browser.route('**/*', async (route) => {
    const url = route.request().url();
    return [api, allowedOrigin, foreignOrigin].some((origin) => url.startsWith(`${origin}/`)) ? route.continue() : route.abort();
  });
});

after(async () => {
  await chromiumProcess?.close();
  allowedSite?.close();
  foreignSite?.close();
  await ctx?.close();
});

/** What a page on `origin` gets from listing the tools with `token` (none: the 401), as its script sees it. */
async function listFrom(origin: string, token: string | null) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    return await page.evaluate(
      async ({ api, token }) => {
        try {
          const res = await fetch(`${api}/v1/mcp`, {
            method: 'POST',
            headers: {
              ...(token && { authorization: `Bearer ${token}` }),
              'content-type': 'application/json',
              accept: 'application/json, text/event-stream',
              'mcp-protocol-version': '2026-07-28',
              'mcp-method': 'tools/list',
            },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'tools/list',
              params: {
                _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} },
              },
            }),
          });
          const challenge = res.headers.get('www-authenticate');
          const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge ?? '')?.[1];
          // The challenge names the document on the service's public URL (http://api.test); the page asks this listener.
          const metadata = metadataUrl ? await (await fetch(`${api}${new URL(metadataUrl).pathname}`)).json() : null;
          const body = await res.json();
          return {
            status: res.status,
            tools: (body.result?.tools ?? []).map((tool: { name: string }) => tool.name),
            challenge,
            rateLimit: res.headers.get('ratelimit'),
            requestId: res.headers.get('x-request-id'),
            metadataResource: metadata?.resource ?? null,
            error: null,
          };
        } catch (error) {
          return { status: 0, tools: [], challenge: null, rateLimit: null, requestId: null, metadataResource: null, error: String(error) };
        }
      },
      { api, token },
    );
  } finally {
    await page.close();
  }
}

test('a page on an allowed origin lists the tools with a bearer token and reads the answer headers', async () => {
  const partner = await ctx.partner();
  const answer = await listFrom(allowedOrigin, partner.token);
  assert.equal(answer.error, null);
  assert.equal(answer.status, 200);
  assert.ok(answer.tools.includes('me'), `tools: ${answer.tools.join(', ')}`);
  assert.ok(answer.rateLimit, 'the RateLimit field is readable');
  assert.ok(answer.requestId, 'the request id is readable');
});

test("without a token the page reads the 401's challenge and the metadata document it names", async () => {
  const answer = await listFrom(allowedOrigin, null);
  assert.equal(answer.error, null);
  assert.equal(answer.status, 401);
  assert.match(String(answer.challenge), /resource_metadata=/);
  assert.equal(answer.metadataResource, 'http://api.test/v1/mcp');
});

test('a page on another origin is stopped by the browser at the preflight', async () => {
  const partner = await ctx.partner();
  const answer = await listFrom(foreignOrigin, partner.token);
  assert.equal(answer.status, 0);
  assert.match(String(answer.error), /TypeError/);
});
