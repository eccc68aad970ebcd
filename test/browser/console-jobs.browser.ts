// The console's jobs in headless Chromium on a fresh demo
// world, the journeys a staff member makes most, each checked through the
// partner API or the admin API as well as on the page. Run by
// `npm run test:browser` (PGlite) and `npm run test:browser:console` (CI: PostgreSQL).
// CONSOLE_SCREENSHOTS=1 also writes each new page at 1280 and 390 px to docs/console/jobs-*.png.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import type { Dispatcher } from '../../src/events/webhooks/dispatch/dispatcher.ts';
import { verifyDelivery } from '../../src/events/webhooks/verify.ts';
import type { Worker } from '../../src/jobs/worker.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember, type TeamMemberWithToken } from '../team/world.ts';
import { orderBody, orderWorld } from '../submissions/fixtures.ts';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const SHOTS = process.env.CONSOLE_SCREENSHOTS === '1' ? join(import.meta.dirname, '..', '..', 'docs', 'console') : null;

let ctx: TestContext;
let world: DemoWorld;
let browser: Browser;
let context: BrowserContext;
let consoleUrl: string;
let partnerUrl: string;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let dispatcher: Dispatcher;
let worker: Worker;
let profile: string;
let administrator: TeamMemberWithToken;

before(async () => {
  // A pool as large as the service's: the worker, the dispatcher and their listener hold connections beside the pages'.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '50' }, { poolSize: 10 });
  world = await seedDemo(ctx.platform);
  consoleUrl = (await ctx.admin.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  partnerUrl = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  dispatcher = ctx.platform.webhooks.dispatcher(undefined, { pollMs: 100 });
  dispatcher.start();
  worker = ctx.platform.submissions.createWorker({ idlePollMs: 200 });
  worker.start();
  profile = mkdtempSync(join(tmpdir(), 'pcapi-console-jobs-'));
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  administrator = await teamMember(ctx, 'administrator');
  context = await newContext();
});

after(async () => {
  await context?.close();
  await browser?.close();
  await worker?.stop();
  await dispatcher?.stop();
  receiver?.closeAllConnections();
  receiver?.close();
  rmSync(profile, { recursive: true, force: true });
  await ctx?.close();
});

/** A browser context that reaches the console only. */
async function newContext(): Promise<BrowserContext> {
  const own = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  own.setDefaultTimeout(60_000);
  await own.route('**/*', (route) => (route.request().url().startsWith(consoleUrl) ? route.continue() : route.abort()));
  return own;
}

async function signIn(page: Page, member: { email: string; password: string } = administrator): Promise<void> {
  await page.goto(`${consoleUrl}/console`);
  if (page.url().includes('/console/sign-in')) {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: /sign in/i }).click();
  }
  assert.equal(await page.locator('h1').textContent(), 'Overview');
}

/** The page at 1280 px and at a 390 px phone width (docs/console/jobs-NAME.png and jobs-NAME-phone.png), nothing wider than the window. */
async function shot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    assert.ok(scroll <= inner, `${name} at ${width} px is ${scroll} px wide`);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `jobs-${name}${width === 390 ? '-phone' : ''}.png`), fullPage: width === 1280 });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens a job from the jobs page by its title, as a staff member finds it. */
async function openJob(page: Page, title: RegExp): Promise<void> {
  await page.goto(`${consoleUrl}/console/jobs`);
  await page.getByRole('link', { name: title }).first().click();
}

const field = (page: Page, name: string) => page.locator(`form.job [name="${name}"]`);
const fact = async (page: Page, name: string) => (await page.locator(`[data-fact="${name}"]`).textContent())?.trim() ?? '';
const submit = (page: Page) => page.locator('form.job button[type=submit]').click();

async function partnerToken(clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${partnerUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 600 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

test('change a product’s price in the console and see it on the partner API', async () => {
  const products = (await ctx.adminCall({ method: 'GET', url: `/admin/products?siteId=${world.siteIds[0]}` })).json() as {
    products: Array<{ productId: string; code: string }>;
  };
  const cards = products.products.find((p) => p.code === 'BC-STD')!;
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await shot(page, 'index');
  await openJob(page, /Replace the price tiers/);
  await field(page, 'path.productId').fill(cards.productId);
  await field(page, 'tiers').fill('250, 0.1200\n1000, 0.0800');
  await shot(page, 'form');
  await submit(page);
  assert.match((await page.locator('#job-done').textContent()) ?? '', /answered 200/);
  assert.match((await page.locator('#job-record').textContent()) ?? '', /BC-STD/);
  assert.match((await page.locator('#job-record [data-record="priceTiers"]').innerText()) ?? '', /minQuantity 250 · unitPrice 0\.12/);
  await shot(page, 'done');
  const token = await partnerToken(world.clientId, world.clientSecret);
  const quote = await fetch(`${partnerUrl}/v1/products/${cards.productId}/quote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: 300 }),
  });
  assert.equal(quote.status, 200);
  assert.equal(Number(((await quote.json()) as { unitPrice: string }).unitPrice), 0.12);
  // A refusal is shown where it was made: the API's words beside the field.
  await openJob(page, /Replace the price tiers/);
  await field(page, 'path.productId').fill(cards.productId);
  await field(page, 'tiers').fill('250, cheap');
  await submit(page);
  assert.match((await page.locator('#form-errors').textContent()) ?? '', /unitPrice|tiers/);
  assert.equal(await field(page, 'tiers').inputValue(), '250, cheap');
  await shot(page, 'refused');
  await page.close();
});

let userId = '';

test('create a storefront user, then give them an address', async () => {
  const page = await context.newPage();
  await signIn(page);
  await openJob(page, /Create a storefront user/);
  await field(page, 'path.siteId').fill(String(world.siteIds[0]));
  await field(page, 'username').fill('jobs.user');
  await field(page, 'email').fill('jobs.user@example.com');
  await field(page, 'firstName').fill('Grace');
  await field(page, 'lastName').fill('Hopper');
  await field(page, 'taxExempt').selectOption('false');
  await submit(page);
  userId = await fact(page, 'userId');
  assert.match(userId, /^\d+$/);
  await openJob(page, /Add a saved address/);
  await field(page, 'path.userId').fill(userId);
  await field(page, 'address1').fill('1 Harbour Way');
  await field(page, 'city').fill('Arlington');
  await field(page, 'zip').fill('22201');
  await field(page, 'countryCode').fill('US');
  await field(page, 'stateCode').fill('VA');
  await submit(page);
  assert.match((await page.locator('#job-done').textContent()) ?? '', /answered 201/);
  const user = (await ctx.adminCall({ method: 'GET', url: `/admin/users/${userId}` })).json();
  assert.equal(user.email, 'jobs.user@example.com');
  const addresses = JSON.stringify((await ctx.adminCall({ method: 'GET', url: `/admin/users/${userId}/addresses` })).json());
  assert.match(addresses, /1 Harbour Way/);
  await page.close();
});

test('open a credit account, adjust it, and see the balance', async () => {
  const page = await context.newPage();
  await signIn(page);
  await openJob(page, /Create a credit account/);
  await field(page, 'amount').fill('100.00');
  await field(page, 'siteId').fill(String(world.siteIds[0]));
  await field(page, 'userId').fill(userId);
  await submit(page);
  const accountId = await fact(page, 'creditAccountId');
  assert.match(accountId, /^\d+$/);
  await openJob(page, /Record a movement/);
  await field(page, 'path.creditAccountId').fill(accountId);
  await field(page, 'type').selectOption('ADJUSTMENT');
  await field(page, 'amount').fill('25.50');
  await field(page, 'note').fill('Goodwill');
  await submit(page);
  // The account as the admin API reads it now, on the answer's page.
  const balance = (await page.locator('#job-record [data-record="currentBalance"]').textContent())?.trim();
  assert.equal(balance, '125.50');
  const account = (await ctx.adminCall({ method: 'GET', url: `/admin/credit-accounts/${accountId}` })).json();
  assert.equal(account.currentBalance, '125.50');
  // Open-ended, charges unset: "none" sends null. Its box disables the date beside it; a select has it as a choice.
  const dated = await ctx.adminCall({
    method: 'PATCH',
    url: `/admin/credit-accounts/${accountId}`,
    payload: { stopsOn: '2029-12-31T00:00:00Z', shippingApplicable: true },
  });
  assert.equal(dated.statusCode, 200, dated.body);
  await openJob(page, /Edit a credit account/);
  await field(page, 'path.creditAccountId').fill(accountId);
  await field(page, 'stopsOn').fill('2030-01-01T00:00');
  await field(page, 'null:stopsOn').check();
  assert.equal(await field(page, 'stopsOn').isDisabled(), true);
  await field(page, 'shippingApplicable').selectOption({ label: '— none (null) —' });
  await submit(page);
  assert.equal((await page.locator('#job-record [data-record="stopsOn"]').textContent())?.trim(), '—');
  const open = (await ctx.adminCall({ method: 'GET', url: `/admin/credit-accounts/${accountId}` })).json();
  assert.deepEqual([open.stopsOn, open.shippingApplicable], [null, null]);
  await page.close();
});

test('add a team member, who then signs in with their own role', async () => {
  const page = await context.newPage();
  await signIn(page);
  await openJob(page, /Create a team member/);
  await field(page, 'email').fill('new.colleague@team.example');
  await field(page, 'name').fill('New Colleague');
  await field(page, 'role').selectOption('support');
  await field(page, 'password').fill('a-long-enough-password');
  await submit(page);
  assert.match((await page.locator('#job-done').textContent()) ?? '', /answered 201/);
  await page.close();
  const own = await newContext();
  const theirs = await own.newPage();
  await signIn(theirs, { email: 'new.colleague@team.example', password: 'a-long-enough-password' });
  assert.match((await theirs.locator('.who').textContent()) ?? '', /New Colleague\s+support/);
  // Their role's jobs: the catalogue's greyed with the reason, their own token's open.
  await theirs.goto(`${consoleUrl}/console/jobs`);
  assert.match((await theirs.locator('main').textContent()) ?? '', /Your role \(support\) may not perform catalog\.manage/);
  assert.equal(await theirs.getByRole('link', { name: /Replace the price tiers/ }).count(), 0);
  assert.equal(await theirs.getByRole('link', { name: /Create a personal API token/ }).count(), 1);
  await shot(theirs, 'support-index');
  await theirs.goto(`${consoleUrl}/console/jobs/sitesCreate`);
  assert.match((await theirs.locator('#job-refusal').textContent()) ?? '', /administrator only/);
  await shot(theirs, 'support-refused');
  await own.close();
});

test('rotate an endpoint’s signing secret and verify a delivery with the new one', async () => {
  const created = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${world.partnerId}/webhook-endpoints`,
    payload: { url: receiverUrl, signed: true },
  });
  assert.equal(created.statusCode, 201, created.body);
  const { endpointId, signingSecret: old } = created.json() as { endpointId: number; signingSecret: string };
  const page = await context.newPage();
  await signIn(page);
  await openJob(page, /Rotate \(or turn on\) the signing secret/);
  await field(page, 'path.endpointId').fill(String(endpointId));
  // Destructive: the browser's dialog asks (console.js); without script the server's confirmation would.
  await submit(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, continue' }).click();
  const secret = (await page.locator('output.secret[data-secret="signingSecret"]').textContent())!.trim();
  assert.match(secret, /^whsec_/);
  assert.notEqual(secret, old);
  await shot(page, 'secret');
  await page.reload();
  assert.doesNotMatch(await page.content(), new RegExp(secret), 'shown once');
  await openJob(page, /Send the synthetic test ping/);
  await field(page, 'path.endpointId').fill(String(endpointId));
  const seen = received.length;
  await submit(page);
  assert.match((await page.locator('#job-done').textContent()) ?? '', /answered 20\d/);
  const delivery = await until(
    async () => received.slice(seen).find((r) => r.headers['platform-signature']),
    (r) => r !== undefined,
  );
  const log = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-deliveries?endpointId=${endpointId}` });
  assert.ok(delivery, `the test ping arrived: ${log.body}`);
  const header = String(delivery.headers['platform-signature']);
  assert.equal(verifyDelivery(secret, delivery.body, header, ctx.clock.now()).ok, true, 'verified with the new secret');
  assert.equal(verifyDelivery(old, delivery.body, header, ctx.clock.now()).ok, false, 'not with the old one');
  await page.close();
});

test('pause the workers, watch a submission wait, and resume', async () => {
  const orders = await orderWorld(ctx);
  const page = await context.newPage();
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Without script: the server's confirmation, the job's own form again.
  await page.route('**/console/assets/console.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await openJob(page, /Pause the environment/);
  await field(page, 'hold').selectOption('queued');
  await field(page, 'reason').fill('Vendor incident');
  await submit(page);
  assert.match((await page.locator('#job-confirm').textContent()) ?? '', /Pause the environment/);
  assert.equal(await field(page, 'reason').inputValue(), 'Vendor incident');
  await shot(page, 'confirm');
  await submit(page);
  assert.equal(await fact(page, 'paused'), 'true');
  const submitted = await ctx.call(orders.partner.token, { method: 'POST', url: '/v1/orders', payload: orderBody(orders) });
  assert.equal(submitted.statusCode, 201, submitted.body);
  const id = submitted.json().submissionId as string;
  const status = async () =>
    (await ctx.call(orders.partner.token, { method: 'GET', url: `/v1/orders/submissions/${id}` })).json().status as string;
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await status(), 'queued', 'waits while paused');
  await page.goto(`${consoleUrl}/console`);
  assert.match((await page.locator('#workers-h + dl').textContent()) ?? '', /paused/);
  await openJob(page, /Resume the workers/);
  await submit(page);
  assert.equal(await fact(page, 'paused'), 'false');
  assert.equal(await until(status, (s) => s !== 'queued' && s !== 'processing'), 'completed');
  await page.close();
});
