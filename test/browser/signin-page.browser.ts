// The staff sign-in page in headless Chromium: a person opens the
// authorization URL, types email and password, and the browser lands on the
// client's loopback redirect URI with a code that exchanges for an IDP_USER
// token. Run by `npm run test:browser` (needs /usr/bin/chromium).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type BrowserContext } from 'playwright-core';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { authorizeQuery, exchange, PASSWORD, pkce, registerClient, staffAccount } from '../identity/signin/helpers.ts';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let ctx: TestContext;
let browser: BrowserContext;
let userDataDir: string;
let origin: string;
const remote: string[] = [];
let landed: string | undefined;
/** The MCP client's loopback listener (Playwright does not intercept redirects, so a real one). */
let listener: Server;
let redirectUri: string;

before(async () => {
  ctx = await createTestContext();
  origin = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  listener = createServer((req, res) => {
    landed = `${redirectUri.replace(/\/callback$/, '')}${req.url}`;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>You can close this window.</p>');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/callback`;
  userDataDir = mkdtempSync(join(tmpdir(), 'pcapi-chromium-'));
  browser = await chromium.launchPersistentContext(userDataDir, { executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  await browser.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith(redirectUri)) return route.continue();
    remote.push(url);
    return route.abort();
  });
});

after(async () => {
  await browser?.close();
  listener?.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await ctx.close();
});

test('a staff member signs in on the page and the client receives a code that exchanges for an IDP_USER token', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const { email } = await staffAccount(ctx, partner.partnerId);
  const clientId = await registerClient(ctx, [redirectUri]);
  const { verifier, challenge } = pkce();
  const page = await browser.newPage();
  await page.goto(
    `${origin}/oauth2/authorize?${new URLSearchParams(authorizeQuery(ctx, clientId, challenge, { redirect_uri: redirectUri }))}`,
  );
  assert.equal(await page.locator('h1').textContent(), 'Sign in');
  assert.match((await page.locator('main').textContent()) ?? '', /Test MCP client/);

  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', 'not the password');
  await page.click('button[type=submit]');
  assert.match((await page.locator('[role=alert]').textContent()) ?? '', /Email or password is incorrect/);
  assert.equal(landed, undefined);

  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', PASSWORD);
  await Promise.all([page.waitForURL(`${redirectUri}**`), page.click('button[type=submit]')]);
  const url = new URL(landed!);
  assert.equal(url.searchParams.get('state'), 'st4te');
  const token = await exchange(ctx, clientId, url.searchParams.get('code')!, verifier, { redirect_uri: redirectUri });
  assert.equal(token.statusCode, 200, token.body);
  const me = await ctx.call(token.json().access_token, { method: 'GET', url: '/v1/me' });
  assert.equal(me.json().authMethod, 'IDP_USER');
  assert.deepEqual(remote, [], 'the page loads nothing from elsewhere');
});
