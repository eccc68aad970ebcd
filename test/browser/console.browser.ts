// The staff console in headless Chromium on a fresh demo world: whole
// journeys a staff member makes, each checked through the partner API or
// the admin API as well as on the page. Run by `npm run test:browser`.
// CONSOLE_SCREENSHOTS=1 also writes the main pages to docs/console/*.png.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import type { Dispatcher } from '../../src/events/webhooks/dispatch/dispatcher.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember, type TeamMemberWithToken } from '../team/world.ts';
import { orderBody, orderWorld } from '../submissions/fixtures.ts';
import { order, podProduct } from '../orders/fixtures.ts';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
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
const received: string[] = [];
let dispatcher: Dispatcher;
let profile: string;
let administrator: TeamMemberWithToken;
let support: TeamMemberWithToken;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '50' });
  world = await seedDemo(ctx.platform);
  consoleUrl = (await ctx.admin.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  partnerUrl = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  dispatcher = ctx.platform.webhooks.dispatcher(undefined, { pollMs: 20 });
  dispatcher.start();
  profile = mkdtempSync(join(tmpdir(), 'pcapi-console-'));
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  administrator = await teamMember(ctx, 'administrator');
  support = await teamMember(ctx, 'support');
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  await context.route('**/*', (route) => (route.request().url().startsWith(consoleUrl) ? route.continue() : route.abort()));
});

after(async () => {
  await context?.close();
  await browser?.close();
  await dispatcher?.stop();
  receiver?.closeAllConnections();
  receiver?.close();
  rmSync(profile, { recursive: true, force: true });
  await ctx?.close();
});

/** Signs the browser in on the sign-in page (as the administrator unless told otherwise); the session cookie stays in the context. */
async function signIn(page: Page, member: TeamMemberWithToken = administrator): Promise<void> {
  await page.goto(`${consoleUrl}/console`);
  if (page.url().includes('/console/sign-in')) {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: /sign in/i }).click();
  }
  assert.equal(await page.locator('h1').textContent(), 'Overview');
}

async function shot(page: Page, name: string, options: { width?: number; fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: options.fullPage ?? true });
  if (options.width) await page.setViewportSize({ width: 1280, height: 800 });
}

async function partnerToken(clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${partnerUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Waits for a condition the page shows after a reload (the dispatcher works in the background). */
async function eventually(page: Page, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await page.reload();
  }
  assert.fail('the page never showed it');
}

test('onboard a partner, issue a credential and use it against the partner API', async () => {
  const page = await context.newPage();
  await page.goto(`${consoleUrl}/console`);
  assert.equal(await page.locator('h1').textContent(), 'Back office sign-in');
  await shot(page, 'sign-in', { fullPage: false });
  await signIn(page);
  // Keyboard first: the first Tab reaches the skip link, which moves focus to the content.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
  await shot(page, 'overview');
  await page.getByRole('link', { name: 'Partners' }).click();
  await shot(page, 'partners');
  await page.getByRole('link', { name: 'Onboard a partner' }).click();
  await page.getByRole('button', { name: 'Create partner' }).click();
  assert.match((await page.locator('#f-name-note').textContent()) ?? '', /name must not be empty/);
  await page.getByLabel('Name').fill('Browser Partner Ltd');
  await page.getByLabel('Tier').selectOption('standard');
  await page.getByLabel('partner-api/orders:read').check();
  await page.getByLabel('partner-api/sites:read').check();
  await page.getByLabel(/Acme Print Co/).check();
  await page.getByRole('button', { name: 'Create partner' }).click();
  assert.match((await page.locator('[role=status]').textContent()) ?? '', /Partner created/);
  await page.getByLabel('Label (optional)').fill('production');
  await page.getByRole('button', { name: 'Issue a credential' }).click();
  const clientId = (await page.locator('#client-id').textContent())!;
  const secret = (await page.locator('#secret').textContent())!;
  await shot(page, 'credential-issued');
  const token = await partnerToken(clientId, secret);
  const sites = await fetch(`${partnerUrl}/v1/sites`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(sites.status, 200);
  // Reloading the page shows the secret no more and issues nothing (POST/redirect/GET, the secret held once for this session).
  const partnerPage = (await page.getByRole('link', { name: /back to the partner/ }).getAttribute('href'))!;
  await page.reload();
  assert.equal(await page.locator('h1').textContent(), 'Shown already');
  assert.doesNotMatch(await page.content(), new RegExp(secret));
  await page.goto(`${consoleUrl}${partnerPage}`);
  assert.doesNotMatch(await page.content(), new RegExp(secret));
  assert.equal(await page.locator('#credentials tbody tr').count(), 1);
  await shot(page, 'partner');
  await page.close();
});

test('publish a proof that the partner approves through the API, ship the order and see the webhook delivery in the timeline', async () => {
  const page = await context.newPage();
  await signIn(page);
  // The demo partner gets an endpoint, registered in the console.
  await page.goto(`${consoleUrl}/console/partners/${world.partnerId}`);
  await page.locator('#webhooks summary').click();
  await page.getByLabel('URL (https)').fill(receiverUrl);
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  assert.match((await page.locator('#secret').textContent()) ?? '', /\S{16,}/);

  await page.goto(`${consoleUrl}/console/orders`);
  await shot(page, 'orders');
  await page.getByLabel('Order number').fill('100001');
  await page.getByRole('button', { name: 'Search' }).click();
  const line = page.locator('#line-500001');
  assert.equal(await line.getByLabel(/Visible to the partner/).isChecked(), true, 'published visible unless staff say otherwise');
  await line
    .getByLabel(/Publish a proof revision/)
    .setInputFiles({ name: 'cards-proof-v3.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 v3\n') });
  await line.getByRole('button', { name: 'Publish proof' }).click();
  assert.match((await page.locator('[role=status]').textContent()) ?? '', /Proof published for item 500001/);
  assert.match((await page.locator('#line-500001').textContent()) ?? '', /cards-proof-v3\.pdf/);

  const token = await partnerToken(world.clientId, world.clientSecret);
  const proof = await fetch(`${partnerUrl}/v1/orders/100001/items/500001/proof`, { headers: { authorization: `Bearer ${token}` } });
  const current = ((await proof.json()) as { files: Array<{ name: string; active: boolean }> }).files.find((f) => f.active);
  assert.equal(current?.name, 'cards-proof-v3.pdf', 'the partner reviews the revision just published');
  const approved = await fetch(`${partnerUrl}/v1/orders/100001/items/500001/proof/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  assert.ok(approved.status < 300, await approved.text());
  await page.reload();
  assert.match((await page.locator('#line-500001 h3').textContent()) ?? '', /proof APPROVED/);

  await page.getByLabel('Carrier').fill('UPS');
  await page.getByLabel('Tracking number').fill('1Z999');
  await page.getByRole('button', { name: 'Create shipment' }).click();
  assert.match((await page.locator('[role=status]').textContent()) ?? '', /Shipment \d+ created/);
  await page.locator('#shipments').getByRole('button', { name: 'Ship' }).click();
  await eventually(page, async () =>
    /Webhook delivery of shipment\.shipped to endpoint \d+: succeeded/.test(
      (await page.locator('#timeline').textContent())?.replace(/\s+/g, ' ') ?? '',
    ),
  );
  assert.ok(received.some((body) => body.includes('shipment.shipped')));
  await shot(page, 'order');

  await page.locator('#timeline').getByRole('link', { name: 'Webhook delivery' }).last().click();
  assert.match((await page.locator('h1').textContent()) ?? '', /Delivery \d+ succeeded/);
  // One delivery's request and response: the headers and body sent (the MAC withheld), the receiver's answer.
  const exchange = (await page.locator('main').textContent())?.replace(/\s+/g, ' ') ?? '';
  assert.match(exchange, /platform-signature\s*t=\d+,v1=\[withheld\]/);
  assert.match(exchange, /"type": "shipment\.shipped"/);
  assert.match(exchange, /Body received\s*ok/);
  await shot(page, 'delivery');
  await page.goto(`${consoleUrl}/console/webhooks`);
  await shot(page, 'webhooks');
  await page.close();
});

test('find an order from the overview by a lowercase prefix of its partner order id, ship it with carrier, service and tracking, see the ship-to address', async () => {
  const site = world.siteIds[0]!;
  const placed = await order(ctx, site, {
    productId: await podProduct(ctx, site),
    partner: { partnerId: world.partnerId, partnerOrderId: 'BRW-Journey-4821' },
  });
  const page = await context.newPage();
  await signIn(page);
  await page.getByLabel('Order number or partner order id').fill('brw-journey');
  await shot(page, 'overview-find', { fullPage: false });
  await page.getByRole('button', { name: 'Find' }).click();
  assert.equal((await page.locator('h1').textContent())?.replace(/\s+/g, ' ').trim(), `Order ${placed.orderNumber} RECEIVED`);
  const address = (await page.locator('#ship-to address').textContent())?.replace(/\s+/g, ' ') ?? '';
  assert.match(address, /Dana Reyes 12 Harbor St Austin, TX 78701 US/);
  // The site and the partner read by name.
  const summary = (await page.locator('dl.facts').first().textContent())?.replace(/\s+/g, ' ') ?? '';
  assert.match(summary, /Site\s*Acme Print Co/);
  assert.match(summary, new RegExp(`Partner\\s*${world.partnerName}`));

  await page.getByRole('button', { name: 'Create shipment' }).click();
  assert.match((await page.locator('[role=status]').first().textContent()) ?? '', /Shipment \d+ created/);
  const [shipment] = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${placed.orderNumber}/shipments` })).json().shipments;
  const ship = page.locator(`#ship-${shipment.shipmentNumber}`);
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Service').fill('Ground');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await shot(page, 'order-ship');
  await page.setViewportSize({ width: 390, height: 800 });
  await ship.scrollIntoViewIfNeeded();
  await shot(page, 'order-ship-phone', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await ship.getByRole('button', { name: 'Ship' }).click();
  assert.match(
    (await page.locator('[role=status]').first().textContent()) ?? '',
    new RegExp(`Shipment ${shipment.shipmentNumber} shipped with UPS`),
  );
  const after = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${placed.orderNumber}/shipments` })).json().shipments[0];
  assert.deepEqual([after.carrier, after.service, after.trackingNumber], ['UPS', 'Ground', '1Z999AA10123456784']);
  assert.ok(after.shippedOn);
  assert.match((await page.locator('#shipments table').textContent()) ?? '', /UPS Ground[\s\S]*1Z999AA10123456784[\s\S]*shipped/);
  await page.close();
});

test('requeue a stuck submission', async () => {
  const orders = await orderWorld(ctx);
  // Paused workers leave the submission queued: stuck, as staff find it.
  await ctx.adminCall({ method: 'POST', url: '/admin/workers/pause', payload: { reason: 'browser journey' } });
  const submitted = await ctx.call(orders.partner.token, { method: 'POST', url: '/v1/orders', payload: orderBody(orders) });
  assert.equal(submitted.statusCode, 201, submitted.body);
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submissions' }).click();
  await page.getByLabel('Status').selectOption('queued');
  await page.getByRole('button', { name: 'Filter' }).click();
  await shot(page, 'submissions');
  await page.locator('table a[href^="/console/submissions/"]').first().click();
  await page.getByRole('button', { name: 'Requeue now' }).click();
  assert.match((await page.locator('[role=status]').textContent()) ?? '', /Requeued/);
  const audit = await ctx.adminCall({ method: 'GET', url: '/admin/audit?action=submission.requeue' });
  assert.equal(audit.json().entries.length, 1);
  await ctx.adminCall({ method: 'POST', url: '/admin/workers/resume', payload: {} });

  await page.goto(`${consoleUrl}/console/audit`);
  await shot(page, 'audit');
  await shot(page, 'audit-phone', { width: 390, fullPage: false });
  await page.goto(`${consoleUrl}/console`);
  await shot(page, 'overview-phone', { width: 390, fullPage: false });
  await page.goto(`${consoleUrl}/console/usage?partnerId=${world.partnerId}`);
  await shot(page, 'usage');
  await page.goto(`${consoleUrl}/console/orders/100001`);
  await shot(page, 'order-phone', { width: 390, fullPage: false });
  await page.close();
});

/** The page's width against the window's, and the elements that stick out (outside a scrolling table). */
function overflow() {
  const inner = window.innerWidth;
  const wide = [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > inner + 1 && !e.closest('.table-wrap'))
    .slice(0, 6)
    .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className ? `.${String(e.className).replace(/ /g, '.')}` : ''}`);
  return { scroll: document.documentElement.scrollWidth, inner, wide };
}

test('every page reads at 1280×800 and at a 390 px phone width: nothing wider than the window', async () => {
  const page = await context.newPage();
  await signIn(page);
  const delivery = (await ctx.adminCall({ method: 'GET', url: '/admin/webhook-deliveries?limit=1' })).json().deliveries[0];
  const submission = (await ctx.adminCall({ method: 'GET', url: '/admin/submissions?limit=1&status=completed' })).json().submissions[0];
  const pages = [
    '/console',
    '/console/partners',
    '/console/partners/new',
    `/console/partners/${world.partnerId}`,
    '/console/orders',
    '/console/orders/100001',
    '/console/submissions',
    ...(submission ? [`/console/submissions/${submission.submissionId}`] : []),
    '/console/webhooks',
    ...(delivery ? [`/console/webhooks/${delivery.deliveryId}`] : []),
    `/console/usage?partnerId=${world.partnerId}`,
    '/console/audit',
    '/console/account',
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of pages) {
      await page.goto(`${consoleUrl}${url}`);
      const { scroll, inner, wide } = await page.evaluate(overflow);
      assert.ok(scroll <= inner, `${url} at ${width} px is ${scroll} px wide: ${wide.join(', ')}`);
    }
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${consoleUrl}/console/partners`);
  await shot(page, 'partners-phone', { fullPage: false });
  await page.close();
  const signedOut = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await signedOut.goto(`${consoleUrl}/console/sign-in`);
  const { scroll, inner } = await signedOut.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `sign-in at 390 px is ${scroll} px wide`);
  await signedOut.close();
});

test('a support member signs in, reads, and is refused an action the role does not allow', async () => {
  const own = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await own.route('**/*', (route) => (route.request().url().startsWith(consoleUrl) ? route.continue() : route.abort()));
  const page = await own.newPage();
  await signIn(page, support);
  await page.goto(`${consoleUrl}/console/partners/new`);
  // The form is shown disabled with the permission matrix's reason ...
  assert.ok(await page.getByLabel('Name').isDisabled(), 'the onboarding form is disabled for support');
  assert.match(await page.content(), /Your role \(support\) may not perform/);
  // ... and posted anyway (the disabled fieldset lifted, as anyone can in their own browser), the admin API refuses
  // it and the refusal is shown where the action was taken.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('fieldset[disabled], [disabled]')) el.removeAttribute('disabled');
  });
  await page.getByLabel('Name').fill('Not allowed Ltd');
  await page.getByRole('button', { name: 'Create partner' }).click();
  assert.match(await page.content(), /staff_role_forbidden/);
  const partners = await ctx.adminCall({ method: 'GET', url: '/admin/partners' });
  assert.ok(!partners.json().partners.some((p: { name: string }) => p.name === 'Not allowed Ltd'), 'nothing was created');
  await own.close();
});

test('every audit entry the console journeys wrote names the signed-in member', async () => {
  const actor = `staff:${administrator.memberId} ${administrator.email}`;
  const all = (await ctx.adminCall({ method: 'GET', url: '/admin/audit?limit=200' })).json().entries as Array<{
    actor: string;
    action: string;
  }>;
  const byMember = all.filter((e) => e.actor === actor);
  // Onboarding, the credential, the endpoint, the proof, the shipment and the requeue were done in the console.
  assert.ok(byMember.length >= 6, `only ${byMember.length} entries name ${actor}`);
  assert.ok(byMember.some((e) => e.action === 'submission.requeue'));
  // Everything else is the test's own set-up (the bootstrap token, or `test` through the services) or the seed.
  for (const e of all) assert.ok(['bootstrap', 'seed', 'test'].includes(e.actor) || e.actor.startsWith('staff:'), e.actor);
});
