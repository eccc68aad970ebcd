// The docs sites in a real browser: headless Chromium opens /docs on a
// fresh demo world served on free ports, follows the quick start's links,
// authorizes with the demo client's credentials, runs calls through try-it,
// and does the same on /admin/docs with the admin token. No console error,
// no request leaving the machine. Run by `npm run test:browser` (not by
// `npm test`: it needs /usr/bin/chromium). With DOCS_SCREENSHOTS=1 it
// refreshes docs/screenshots/*.png; it always prints the render times.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';

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
const SCREENSHOTS = process.env.DOCS_SCREENSHOTS === '1' ? join(import.meta.dirname, '..', '..', 'docs', 'screenshots') : null;

let ctx: TestContext;
let demo: DemoWorld;
let browser: BrowserContext;
let userDataDir: string;
let partnerOrigin: string;
let adminOrigin: string;
/** Every URL the pages asked for that is not on one of the two local listeners. */
const remote: string[] = [];

before(async () => {
  ctx = await createTestContext();
  demo = await seedDemo(ctx.platform);
  ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
  partnerOrigin = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  adminOrigin = (await ctx.admin.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  userDataDir = mkdtempSync(join(tmpdir(), 'pcapi-chromium-'));
  browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 900 },
  });
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

/** A page that records console errors (CSP violations included) and script errors. */
async function open(url: string): Promise<{ page: Page; errors: string[]; renderMs: number }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url, { waitUntil: 'load' });
  assert.equal(response?.status(), 200, url);
  const renderMs = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Math.round(nav!.loadEventEnd || nav!.domContentLoadedEventEnd);
  });
  return { page, errors, renderMs };
}

async function tryIt(page: Page, operationId: string): Promise<string> {
  const section = page.locator(`#op-${operationId}`);
  await section.locator('form.tryit button[type=submit]').click();
  const status = section.locator('form.tryit output p.status');
  await status.waitFor({ state: 'visible', timeout: 30_000 });
  return (await status.textContent()) ?? '';
}

test('/docs: the quick start first; its links lead to the operations; Authorize and try-it call the demo world', async () => {
  const { page, errors, renderMs } = await open(`${partnerOrigin}/docs`);
  process.stdout.write(`# /docs (quick start) loaded in ${renderMs} ms\n`);
  assert.equal(await page.locator('article.guide h1').textContent(), 'Quick start');
  const guides = await page.locator('nav ul').first().locator('a').allTextContents();
  assert.deepEqual(guides.slice(0, 3), ['Quick start', 'The order lifecycle', 'Proofs and artwork']);
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'quick-start.png') });

  // The quick start's link to the token request lands on that operation of the reference.
  await page.locator('article.guide a[href$="#op-accessToken"]').first().click();
  await page.waitForURL(/\/docs\/reference#op-accessToken$/);
  await page.locator('#op-accessToken').waitFor({ state: 'visible' });
  const reference = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Math.round(nav!.loadEventEnd || nav!.domContentLoadedEventEnd);
  });
  process.stdout.write(`# /docs/reference (every operation) loaded in ${reference} ms\n`);
  const tags = await page.locator('main h2').allTextContents();
  assert.equal(tags[0], 'Orders', 'orders first');
  assert.equal(tags[tags.length - 1], 'Identity', 'identity last');

  // (A call before Authorize answers 401, which Chromium logs as a console error: not tried here.)
  await page.fill('#authorize input[name=client_id]', demo.clientId);
  await page.fill('#authorize input[name=client_secret]', demo.clientSecret);
  await page.click('#authorize button');
  await page.locator('#auth-state.ok').waitFor({ timeout: 30_000 });
  assert.match(await tryIt(page, 'me'), /^200/);
  assert.match(await tryIt(page, 'ordersGet'), /^200/, 'the order of the example exists in the demo world');
  assert.match(await tryIt(page, 'ordersSubmit'), /^20[01]/, "the order example's own body succeeds");
  // The operation just below the sticky header, as a reader sees it.
  await page
    .locator('#op-ordersGet')
    .evaluate((el) => window.scrollTo(0, (el as HTMLElement).getBoundingClientRect().top + window.scrollY - 56));
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'operation.png') });

  // The quick start's other links resolve to operations that exist.
  const guide = await open(`${partnerOrigin}/docs`);
  for (const href of await guide.page
    .locator('article.guide a[href*="#op-"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const id = href.split('#')[1]!;
    assert.equal(await page.locator(`#${id}`).count(), 1, `${href} leads nowhere`);
  }
  assert.deepEqual([...errors, ...guide.errors], [], 'console errors on /docs');
  await guide.page.close();
  await page.close();
});

test('/docs/reference: POST /v1/orders shows its body fields with their constraints; a link lands below the sticky header', async () => {
  const { page, errors } = await open(`${partnerOrigin}/docs/reference`);
  await page.setViewportSize({ width: 1280, height: 900 });
  const section = page.locator('section.op[data-method="POST"][data-path="/v1/orders"]');
  const id = await section.getAttribute('id');
  // Following a link to the operation: its heading is below the header, not under it.
  await page.goto(`${partnerOrigin}/docs/reference#${id}`);
  const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
  const top = await section.locator('h3').evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= headerBottom, `the operation's heading (${top}px) is under the sticky header (${headerBottom}px)`);

  const body = section.locator('.doc');
  const lines = body.locator('tr[data-field="lines"]').first();
  assert.ok(await lines.isVisible());
  assert.match(await lines.innerText(), /lines\s+required[\s\S]*array of object \(OrderLine\)[\s\S]*min items 1[\s\S]*max items 100/);
  const partnerLineId = body.locator('tr[data-field="lines.partnerLineId"]').first();
  const quantity = body.locator('tr[data-field="lines.quantity"]').first();
  assert.equal(await partnerLineId.isVisible(), false, "a nested object's fields are folded until expanded");
  // Expanding lines[] shows its fields with their constraints.
  await body.locator('details > summary', { hasText: 'lines[]' }).first().click();
  assert.ok(await partnerLineId.isVisible());
  assert.match(await partnerLineId.innerText(), /partnerLineId\s+required[\s\S]*string[\s\S]*min length 1[\s\S]*max length 100/);
  assert.match(await quantity.innerText(), /quantity\s+required[\s\S]*integer[\s\S]*minimum 1[\s\S]*maximum \d+/);
  // And the nested shipping address of the order.
  await body.locator('details > summary', { hasText: 'shipTo' }).first().click();
  assert.match(await body.locator('tr[data-field="shipTo.country"]').first().innerText(), /country\s+required[\s\S]*max length 2/);
  await lines.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'post-orders-1280.png') });

  // On a 390 px phone the reference fits the screen: nothing wider than the viewport.
  await page.setViewportSize({ width: 390, height: 844 });
  await lines.evaluate((el) => el.scrollIntoView());
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 390, `the page is ${overflow}px wide on a 390px screen`);
  assert.ok(await quantity.isVisible());
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'post-orders-390.png') });
  assert.deepEqual(errors, [], 'console errors on /docs/reference');
  await page.close();
});

test('/admin/docs: the back-office reference with the admin token and try-it', async () => {
  const { page, errors, renderMs } = await open(`${adminOrigin}/admin/docs`);
  process.stdout.write(`# /admin/docs loaded in ${renderMs} ms\n`);
  assert.equal(await page.locator('main h2').first().textContent(), 'Orders');
  await page.fill('#authorize input[name=token]', ADMIN_TOKEN);
  await page.click('#authorize button');
  assert.match(await tryIt(page, 'sitesList'), /^200/);
  assert.deepEqual(errors, [], 'console errors on /admin/docs');
  await page.close();
});

test('no request left the machine', () => {
  assert.deepEqual(remote, []);
});
