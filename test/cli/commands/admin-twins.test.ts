// Admin operations through the CLI, which calls the services without the
// routes: held to the routes' schemas all the same (what the admin API
// refuses, the CLI refuses, storing nothing), and reaching what the admin API
// reaches: a site's fields changed (PATCH /admin/sites/{siteId}), an order's
// timeline (GET /admin/orders/{orderNumber}/timeline), a member signed out
// everywhere (POST /admin/team/{memberId}/sign-out-everywhere), each leaving
// the same state and answering the same record as its route.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../../src/app/demo/seed.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { signInConsole } from '../../console/browser.ts';
import { teamMember } from '../../team/world.ts';
import { makeCert } from '../../identity/mtls/certs.ts';
import { MAX_STAFF_FILE_BYTES } from '../../../src/orders/admin/schemas.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let siteId: number;

before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  siteId = (await seedDemo(ctx.platform)).siteIds[0]!;
});
after(() => ctx?.close());

const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, `${args.join(' ')}: ${res.stderr}`);
  return JSON.parse(res.stdout);
};

const admin = async (url: string) => (await ctx.adminCall({ method: 'GET', url })).json();
/** Each command exits 1 with the route's code, before anything is stored. */
async function refused(code: string, ...commands: string[][]) {
  for (const args of commands) {
    const res = await cli(...args);
    assert.equal(res.code, 1, `${args.join(' ')}: ${res.stdout}`);
    assert.match(res.stderr, new RegExp(code), args.join(' '));
  }
}

test('sites update changes the named fields only, as PATCH /admin/sites/{siteId} does, and is audited', async () => {
  const before = (await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` })).json();
  const updated = await json('sites', 'update', String(siteId), '--name', 'Renamed Site', '--division-addresses', 'true');
  const read = (await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` })).json();
  assert.deepEqual(updated, read);
  assert.equal(read.name, 'Renamed Site');
  assert.equal(read.storesDivisionAddresses, true);
  assert.equal(read.url, before.url, 'a field not named is unchanged');
  const audit = await json('audit');
  assert.ok(JSON.stringify(audit).includes('site.update'), 'the change is in the audit log');

  const nothing = await cli('sites', 'update', String(siteId));
  assert.equal(nothing.code, 1);
  assert.match(nothing.stderr, /at least one field/);
  const missing = await cli('sites', 'update', '999999', '--name', 'x');
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /not_found/);
});

test('orders timeline prints what GET /admin/orders/{orderNumber}/timeline answers; an unknown order is not_found', async () => {
  const orderNumber = (await ctx.adminCall({ method: 'GET', url: '/admin/orders?limit=1' })).json().orders[0].orderNumber as number;
  const viaCli = await json('orders', 'timeline', '--order', String(orderNumber));
  const viaApi = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}/timeline` })).json();
  assert.deepEqual(viaCli, viaApi);
  assert.equal(viaCli.entries[0].kind, 'placed');
  const human = await cli('orders', 'timeline', '--order', String(orderNumber));
  assert.match(human.stdout, new RegExp(`order ${orderNumber}: `));
  assert.match(human.stdout, /placed/);
  const unknown = await cli('orders', 'timeline', '--order', '999999');
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /not_found/);
});

test("team sign-out-everywhere ends every console session of the member, as its route does; another's needs team.manage", async () => {
  const member = await teamMember(ctx, 'support');
  const browser = await signInConsole(ctx, member);
  const page = () => ctx.admin.inject({ method: 'GET', url: '/console', headers: { cookie: browser.cookie } });
  assert.equal((await page()).statusCode, 200);
  const ended = await json('team', 'sign-out-everywhere', String(member.memberId));
  assert.deepEqual(ended, { memberId: member.memberId, sessionsEnded: 1 });
  assert.equal((await page()).statusCode, 303, 'the session is over: the console asks for a sign-in');

  // Through the running service as a support member: its own sessions only.
  const other = await teamMember(ctx, 'operations');
  const through = (token: string, id: number) =>
    ctx.admin.inject({
      method: 'POST',
      url: '/admin/cli',
      headers: { authorization: `Bearer ${token}` },
      payload: { args: ['team', 'sign-out-everywhere', String(id)] },
    });
  const refused = (await through(member.token, other.memberId)).json();
  assert.equal(refused.exitCode, 1);
  assert.match(refused.stderr, /staff_role_forbidden/);
  assert.equal((await through(member.token, member.memberId)).json().exitCode, 0);
});

test("sites create and update hold their values to the admin route's schema: what the route refuses, the CLI refuses, storing nothing", async () => {
  const sitesBefore = (await json('sites', 'list')).length;
  for (const args of [
    ['sites', 'create', '--name', 'Bad', '--url', 'not a url'],
    ['sites', 'create', '--name', '', '--url', 'https://ok.example'],
    ['sites', 'create', '--name', 'Bad', '--url', 'https://ok.example', '--country', 'usa'],
  ]) {
    const res = await cli(...args);
    assert.equal(res.code, 1, args.join(' '));
    assert.match(res.stderr, /invalid_request/, args.join(' '));
  }
  assert.equal((await json('sites', 'list')).length, sitesBefore);
  const before = (await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` })).json();
  const bad = await cli('sites', 'update', String(siteId), '--url', 'not a url');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /invalid_request/);
  assert.deepEqual((await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` })).json(), before);
});

test("users create, update and addresses add hold their values to the admin routes' schemas", async () => {
  const bad = await cli('users', 'create', '--site', String(siteId), '--username', 'cli-bad-email', '--email', 'notanemail');
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /invalid_request/);
  const created = await json('users', 'create', '--site', String(siteId), '--username', 'cli-good', '--email', 'cli-good@example.com');
  const refused = await cli('users', 'update', String(created.userId), '--email', 'still not one');
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /invalid_request/);
  assert.equal((await json('users', 'show', String(created.userId))).email, 'cli-good@example.com');
  const longCity = await cli('users', 'addresses', 'add', String(created.userId), '--city', 'x'.repeat(201));
  assert.equal(longCity.code, 1);
  assert.match(longCity.stderr, /invalid_request/);
  assert.deepEqual(await json('users', 'addresses', 'list', String(created.userId)), []);
});

test("team create and partners create hold their values to the admin routes' schemas", async () => {
  for (const args of [
    ['team', 'create', '--email', 'not-an-email', '--name', 'Sam', '--role', 'support'],
    ['team', 'create', '--email', 'sam@platform.example', '--name', '', '--role', 'support'],
    ['partners', 'create', '--name', ''],
    ['partners', 'create', '--name', 'x'.repeat(1000)],
  ]) {
    const res = await cli(...args);
    assert.equal(res.code, 1, args.join(' '));
    assert.match(res.stderr, /invalid_request/, args.join(' '));
  }
  assert.ok(!JSON.stringify(await json('team', 'list')).includes('not-an-email'));
});

test("orders shipment create and ship hold their values to the admin routes' schemas", async () => {
  const order = (await ctx.adminCall({ method: 'GET', url: '/admin/orders?limit=1' })).json().orders[0] as { orderNumber: number };
  const item = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${order.orderNumber}` })).json().lines[0].itemNumber as number;
  const shipmentsBefore = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${order.orderNumber}/shipments` })).json();
  const long = await cli(
    'orders',
    'shipment',
    'create',
    '--order',
    String(order.orderNumber),
    '--items',
    String(item),
    '--carrier',
    'x'.repeat(5000),
  );
  assert.equal(long.code, 1);
  assert.match(long.stderr, /invalid_request/);
  assert.deepEqual((await ctx.adminCall({ method: 'GET', url: `/admin/orders/${order.orderNumber}/shipments` })).json(), shipmentsBefore);
  const ship = await cli('orders', 'shipment', 'ship', '--shipment', '999999', '--carrier', 'x'.repeat(5000));
  assert.equal(ship.code, 1);
  assert.match(ship.stderr, /invalid_request/, 'the values are refused before the shipment is looked up, as the route does');
});

test("shipping centres, services and rates, and segment rules, hold their values to the admin routes' schemas", async () => {
  const centres = (await json('shipping', 'centres', 'list')).length;
  for (const args of [
    ['shipping', 'centres', 'create', '--name', '', '--country', 'US', '--postal-code', '43004'],
    ['shipping', 'centres', 'create', '--name', 'C', '--country', 'USA', '--postal-code', '43004'],
    ['users', 'segment-rules', 'add', '--site', String(siteId), '--segment', '1', '--email-domain', 'not a domain'],
  ]) {
    const res = await cli(...args);
    assert.equal(res.code, 1, args.join(' '));
    assert.match(res.stderr, /invalid_request/, args.join(' '));
  }
  assert.equal((await json('shipping', 'centres', 'list')).length, centres);
  const centre = await json(
    'shipping',
    'centres',
    'create',
    '--name',
    'CLI centre',
    '--country',
    'US',
    '--state',
    'OH',
    '--postal-code',
    '43004',
  );
  const badFee = await cli(
    'shipping',
    'services',
    'create',
    '--centre',
    String(centre.fulfilmentCentreId),
    '--name',
    'S',
    '--kind',
    'carrier',
    '--handling-fee',
    'ten',
  );
  assert.equal(badFee.code, 1);
  assert.match(badFee.stderr, /invalid_request/);
});

test("divisions create and update hold their values (and the address) to the admin routes' schemas", async () => {
  const listed = () => json('divisions', 'list', '--site', String(siteId));
  const before = await listed();
  // The site stores an address on every division (set above): each create names a street.
  const create = (...args: string[]) => ['divisions', 'create', '--site', String(siteId), '--street1', '1 Main St', ...args];
  await refused(
    'invalid_request',
    create('--name', 'x'.repeat(201), '--code', 'LONG'),
    create('--name', 'Empty code', '--code', ''),
    create('--name', 'Long city', '--code', 'CITY', '--city', 'x'.repeat(201)),
  );
  assert.deepEqual(await listed(), before);
  const division = await json(...create('--name', 'Held', '--code', 'HELD'));
  const stored = await admin(`/admin/divisions/${division.divisionId}`);
  await refused(
    'invalid_request',
    ['divisions', 'update', String(division.divisionId), '--name', ''],
    ['divisions', 'update', String(division.divisionId), '--street1', 'x'.repeat(201)],
    ['divisions', 'update', String(division.divisionId)],
  );
  assert.deepEqual(await admin(`/admin/divisions/${division.divisionId}`), stored);
});

test("credit create, update and movements add hold their values to the admin routes' schemas", async () => {
  const partner = await ctx.partner();
  const site = String(partner.siteIds[0]);
  const holder = await json('users', 'create', '--site', site, '--username', 'credit-holder', '--email', 'holder@example.com');
  const accounts = async () => (await ctx.call(partner.token, { method: 'GET', url: `/v1/credit-accounts?siteId=${site}` })).json();
  const before = await accounts();
  const create = (...args: string[]) => [
    'credit',
    'create',
    '--site',
    site,
    '--user',
    String(holder.userId),
    '--amount',
    '100.00',
    ...args,
  ];
  await refused('invalid_request', create('--template', ''), create('--template', 'x'.repeat(201)));
  assert.deepEqual(await accounts(), before);
  const id = String((await json(...create())).creditAccountId);
  const stored = await admin(`/admin/credit-accounts/${id}`);
  await refused(
    'invalid_request',
    ['credit', 'update', id, '--template', ''],
    ['credit', 'update', id],
    ['credit', 'movements', 'add', id, '--type', 'CREDIT', '--amount', '5.00', '--note', 'x'.repeat(1001)],
  );
  assert.deepEqual(await admin(`/admin/credit-accounts/${id}`), stored);
  assert.deepEqual(await json('credit', 'movements', 'list', id), []);
});

test("staff create and reset-password hold their values to the admin routes' schemas", async () => {
  const partner = String((await ctx.partner()).partnerId);
  const listed = () => json('staff', 'list', '--partner', partner);
  const before = await listed();
  await refused(
    'invalid_request',
    ['staff', 'create', '--partner', partner, '--email', 'not-an-email', '--password', 'a long enough passphrase'],
    ['staff', 'create', '--partner', partner, '--email', 'x'.repeat(250) + '@example.com', '--password', 'a long enough passphrase'],
  );
  assert.deepEqual(await listed(), before);
  const staff = await json(
    'staff',
    'create',
    '--partner',
    partner,
    '--email',
    'held@partner.example',
    '--password',
    'a long enough passphrase',
  );
  await refused('invalid_request', ['staff', 'reset-password', String(staff.staffId), '--password', 'x'.repeat(1025)]);
  assert.deepEqual(await listed(), [staff]);
});

test("orders pricing set-product-discount, set-handling-fee and set-user-discount hold their values to the admin routes' schemas", async () => {
  const product = (await json('catalog', 'products', 'list', '--site', String(siteId)))[0].productId as string;
  const user = await json('users', 'create', '--site', String(siteId), '--username', 'pricing-held', '--email', 'pricing@example.com');
  const before = await json('orders', 'pricing', 'list');
  // The service trims a name before measuring it: 201 characters with the spaces, which the route refuses.
  const padded = `x${' '.repeat(200)}`;
  await refused(
    'invalid_request',
    ['orders', 'pricing', 'set-product-discount', '--product', product, '--name', padded, '--percent', '10'],
    ['orders', 'pricing', 'set-handling-fee', '--product', product, '--amount', '2.505'],
    ['orders', 'pricing', 'set-user-discount', '--user', String(user.userId), '--name', padded, '--percent', '5'],
  );
  assert.deepEqual(await json('orders', 'pricing', 'list'), before);
  // The route's own problem, detail and all.
  const route = await ctx.adminCall({ method: 'PUT', url: `/admin/products/${product}/discount`, payload: { name: '', percent: '10' } });
  const viaCli = await cli('--json', 'orders', 'pricing', 'set-product-discount', '--product', product, '--name', '', '--percent', '10');
  assert.deepEqual(JSON.parse(viaCli.stderr), { status: 400, code: 'invalid_request', detail: route.json().detail });
});

test("catalog products, variants, images, templates and segments hold their values to the admin routes' schemas", async () => {
  const site = String(siteId);
  const products = () => json('catalog', 'products', 'list', '--site', site);
  const productsBefore = await products();
  const create = (...args: string[]) => ['catalog', 'products', 'create', '--site', site, '--service-type', 'STOCK', ...args];
  await refused(
    'invalid_request',
    create('--code', '', '--name', 'Empty code'),
    create('--code', 'LONG', '--name', 'x'.repeat(201)),
    create('--code', 'DESC', '--name', 'Long description', '--description', 'x'.repeat(20001)),
  );
  assert.deepEqual(await products(), productsBefore);

  const product = (await json(...create('--code', 'HELD', '--name', 'Held product'))).productId as string;
  const variant = (await json('catalog', 'variants', 'add', product, '--sku', 'HELD-1')).variants[0].variantId as string;
  const image = (await json('catalog', 'images', 'add', product, '--path', 'catalog/held.jpg')).images[0].imageId as string;
  const segments = () => json('catalog', 'segments', 'list', '--site', site);
  const [stored, segmentsBefore, audit] = [await json('catalog', 'products', 'show', product), await segments(), await json('audit')];
  await refused(
    'invalid_request',
    ['catalog', 'products', 'update', product, '--name', ''],
    ['catalog', 'products', 'update', product, '--meta-keywords', 'x'.repeat(1001)],
    ['catalog', 'products', 'update', product],
    ['catalog', 'products', 'set-template', product, '--vendor', '', '--template-id', 'card'],
    ['catalog', 'variants', 'add', product, '--sku', 'x'.repeat(101)],
    ['catalog', 'variants', 'add', product, '--attribute1', ''],
    ['catalog', 'variants', 'update', variant, '--location', 'x'.repeat(101)],
    ['catalog', 'images', 'add', product, '--path', 'catalog/alt.jpg', '--alt', 'x'.repeat(1001)],
    ['catalog', 'images', 'add', product, '--path', 'catalog/half.jpg', '--sequence', '1.5'],
    ['catalog', 'images', 'update', image, '--alt', 'x'.repeat(1001)],
    ['catalog', 'templates', 'put', '--template-id', 'held', '--variables', '[{"label":"not a variable"}]'],
    ['catalog', 'segments', 'create', '--site', site, '--name', 'x'.repeat(201)],
  );
  assert.deepEqual(await json('catalog', 'products', 'show', product), stored);
  assert.deepEqual(await segments(), segmentsBefore);
  assert.deepEqual(await json('audit'), audit, 'no write was audited: none happened');
});

test("orders place, line set, proof publish, visual and reasons hold their values (and files) to the admin routes' schemas", async () => {
  const orders = () => json('orders', 'list');
  const ordersBefore = await orders();
  // A POD product at its minimum quantity: placed without a variant, so the ship-to is the only fault.
  const products = await json('catalog', 'products', 'list', '--site', String(siteId));
  const product = products.find((p: { serviceType: string }) => p.serviceType === 'POD').productId as string;
  await refused('invalid_request', [
    'orders',
    'place',
    '--site',
    String(siteId),
    '--line',
    `${product}:250`,
    '--ship-to',
    '{"name":"No address"}',
  ]);
  assert.deepEqual(await orders(), ordersBefore);

  const order = String(ordersBefore[0].orderNumber);
  const item = String((await admin(`/admin/orders/${order}`)).lines[0].itemNumber);
  const line = () => json('orders', 'line', 'show', '--order', order, '--item', item);
  const stored = await line();
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-cli-held-'));
  try {
    const empty = join(dir, 'empty.pdf');
    writeFileSync(empty, '');
    const large = join(dir, 'large.pdf');
    writeFileSync(large, Buffer.alloc(MAX_STAFF_FILE_BYTES + 1));
    const proof = join(dir, 'proof.pdf');
    writeFileSync(proof, '%PDF-1.4 held');
    const at = ['--order', order, '--item', item];
    await refused(
      'invalid_request',
      ['orders', 'line', 'set', ...at, '--note', 'x'.repeat(1001)],
      ['orders', 'line', 'set', ...at],
      ['orders', 'proof', 'publish', ...at, '--file', empty],
      ['orders', 'proof', 'publish', ...at, '--file', large],
      ['orders', 'proof', 'publish', ...at, '--file', proof, '--content-type', 'x'.repeat(256)],
      ['orders', 'proof', 'visual', ...at, '--file', empty],
      ['orders', 'proof', 'reasons', ...at, ...Array.from({ length: 51 }, (_, i) => ['--reason', `R${i}=Reason ${i}`]).flat()],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(await line(), stored);
});

test("webhooks create, set-url and set-types, partners' changes and clients issue hold their values to the admin routes' schemas", async () => {
  const partner = String((await ctx.partner()).partnerId);
  const long = `https://partner.example/${'a'.repeat(2000)}`;
  const endpoints = () => json('webhooks', 'list', '--partner', partner);
  const clients = () => json('clients', 'list', '--partner', partner);
  const [endpointsBefore, clientsBefore] = [await endpoints(), await clients()];
  await refused(
    'invalid_request',
    ['webhooks', 'create', '--partner', partner, '--url', long],
    ['clients', 'issue', '--partner', partner, '--label', 'x'.repeat(201)],
  );
  assert.deepEqual(await endpoints(), endpointsBefore);
  assert.deepEqual(await clients(), clientsBefore);
  const endpoint = String((await json('webhooks', 'create', '--partner', partner, '--url', 'https://partner.example/hooks')).endpointId);
  const [stored, partnerBefore] = [await json('webhooks', 'show', endpoint), await json('partners', 'show', partner)];
  await refused(
    'invalid_request',
    ['webhooks', 'set-url', endpoint, '--url', long],
    ['webhooks', 'set-types', endpoint, '--types', ''],
    ['partners', 'set-scopes', partner, '--scopes', Array.from({ length: 11 }, () => 'orders:read').join(',')],
  );
  assert.deepEqual(await json('webhooks', 'show', endpoint), stored);
  assert.deepEqual(await json('partners', 'show', partner), partnerBefore);
});

test("submissions fail holds its detail to the admin route's schema: refused before the submission is looked up, as the route does", async () => {
  const unknown = '3b0f6c1e-8d55-4a8e-9a51-0b7d7f3f8c21';
  await refused(
    'invalid_request',
    ['submissions', 'fail', unknown, '--detail', ''],
    ['submissions', 'fail', unknown, '--detail', 'x'.repeat(1001)],
  );
});

test("team role, password, tokens create and certificates register hold their values to the admin routes' schemas", async () => {
  const member = await teamMember(ctx, 'support');
  const tokensBefore = await json('tokens', 'list', '--member', String(member.memberId));
  for (const args of [
    ['tokens', 'create', '--member', String(member.memberId), '--name', ''],
    ['tokens', 'create', '--member', String(member.memberId), '--name', 'x'.repeat(201)],
    ['tokens', 'create', '--member', String(member.memberId), '--name', 'ok', '--days', '99999'],
    ['team', 'password', String(member.memberId), '--password', 'short'],
  ]) {
    const res = await cli(...args);
    assert.equal(res.code, 1, args.join(' '));
    assert.match(res.stderr, /invalid_request/, args.join(' '));
  }
  assert.deepEqual(await json('tokens', 'list', '--member', String(member.memberId)), tokensBefore);
  assert.equal((await signInConsole(ctx, member)).csrf.length > 0, true, 'the password is unchanged: the old one signs in');

  const partner = (
    await ctx.adminCall({
      method: 'POST',
      url: '/admin/partners',
      payload: { name: 'Held mTLS partner', authMethod: 'MTLS', capabilities: ['sites:read'], siteIds: [siteId] },
    })
  ).json().partnerId as number;
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-cli-held-'));
  try {
    const pem = join(dir, 'cert.pem');
    writeFileSync(pem, (await makeCert()).certPem);
    const long = await cli('certificates', 'register', '--partner', String(partner), '--pem', pem, '--label', 'x'.repeat(201));
    assert.equal(long.code, 1);
    assert.match(long.stderr, /invalid_request/);
    assert.deepEqual(await json('certificates', 'list', '--partner', String(partner)), []);
    const registered = await json('certificates', 'register', '--partner', String(partner), '--pem', pem, '--label', 'ok');
    assert.equal(registered.label, 'ok');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("workers pause holds its reason to the admin route's schema: what the route refuses, the CLI refuses, pausing nothing", async () => {
  const status = () => admin('/admin/workers');
  const before = await status();
  await refused(
    'invalid_request',
    ['workers', 'pause', '--reason', ''],
    ['workers', 'pause', '--reason', 'x'.repeat(501)],
    ['workers', 'pause', '--reason', 'bad \u0000 byte'],
    ['workers', 'pause', '--reason', 'lone \ud800 surrogate'],
  );
  assert.deepEqual(await status(), before, 'nothing paused');
  for (const reason of ['', 'x'.repeat(501), 'bad \u0000 byte']) {
    const res = await ctx.adminCall({ method: 'POST', url: '/admin/workers/pause', payload: { reason } });
    assert.equal(res.statusCode, 400, `the route refuses it too: ${JSON.stringify(reason).slice(0, 20)}`);
  }
  const paused = await json('workers', 'pause', '--reason', 'vendor outage');
  assert.equal(paused.paused, true);
  assert.equal(paused.reason, 'vendor outage');
  await json('workers', 'resume');
});
