// The API reference pages in a real browser: headless Chromium loads /docs
// and /admin/docs from the app listening on a free port, the operations are
// rendered, and no request leaves the machine. Run by `npm run test:browser`
// (not by `npm test`: it needs /usr/bin/chromium).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type BrowserContext } from 'playwright-core';
import { createTestContext, type TestContext } from '../helpers/context.ts';

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
let partnerOrigin: string;
let adminOrigin: string;
/** Every URL the pages asked for that is not on one of the two local listeners. */
const remote: string[] = [];

before(async () => {
  ctx = await createTestContext();
  partnerOrigin = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  adminOrigin = (await ctx.admin.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  userDataDir = mkdtempSync(join(tmpdir(), 'pcapi-chromium-'));
  browser = await chromium.launchPersistentContext(userDataDir, { executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  // Anything not served by this process is recorded and refused, so a remote font or script fails loudly here.
  await browser.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${partnerOrigin}/`) || url.startsWith(`${adminOrigin}/`) || /^(data|blob):/.test(url)) return route.continue();
    remote.push(url);
    return route.abort();
  });
});

after(async () => {
  await browser?.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await ctx.close();
});

async function assertRendered(url: string, summaries: string[]) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  assert.equal(response?.status(), 200, url);
  await page.locator('.opblock-summary').first().waitFor({ state: 'visible', timeout: 30_000 });
  for (const summary of summaries) {
    assert.ok(await page.getByText(summary, { exact: true }).first().isVisible(), `"${summary}" is not shown on ${url}`);
  }
  assert.ok((await page.locator('.opblock-summary').count()) >= summaries.length);
  assert.deepEqual(errors, [], `script errors on ${url}`);
  await page.close();
}

test('/docs renders the partner API operations and offers OAuth2 client credentials', async () => {
  await assertRendered(`${partnerOrigin}/docs`, [
    'Client-credentials token request (RFC 6749 §4.4)',
    'The calling partner identity',
    'List or search products of the granted sites',
    'Price a quantity of the product',
  ]);
  const page = await browser.newPage();
  await page.goto(`${partnerOrigin}/docs`, { waitUntil: 'networkidle' });
  await page.locator('.btn.authorize').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.close();
});

test('/admin/docs renders the back-office operations without the admin token', async () => {
  await assertRendered(`${adminOrigin}/admin/docs`, [
    'Create a partner',
    'Issue an app client; the secret is shown once',
    'List fulfilment centres',
  ]);
});

test('no request left the machine', () => {
  assert.deepEqual(remote, []);
});
