// The permissions matrix through the admin API: every write route of the
// admin host (walked from its route table, so a new route is covered without
// a new line here) refuses a support token with 403 staff_role_forbidden;
// operations move orders but do not onboard partners; ADMIN_TOKEN stays the
// bootstrap administrator; every audit entry names who acted.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allows, PERMISSIONS } from '../../src/access/permissions.ts';
import Fastify from 'fastify';
import { adminRouteTable, guardAdminRoutes } from '../../src/team/staff-auth.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { podProduct, SHIP_TO } from '../orders/fixtures.ts';
import { teamWorld, type TeamWorld } from './world.ts';

let ctx: TestContext;
let team: TeamWorld;

before(async () => {
  ctx = await createTestContext();
  team = await teamWorld(ctx);
});
after(() => ctx.close());

const as = (token: string, method: string, url: string, payload?: unknown) =>
  ctx.admin.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

test('the admin host refuses to start with a write route that declares no operation, and every route of the table has one', async () => {
  const table = adminRouteTable(ctx.admin);
  assert.ok(table.length > 100, `${table.length} routes`);
  for (const route of table) assert.ok(route.operation in PERMISSIONS, `${route.method} ${route.url}`);
  assert.ok(table.filter((r) => r.method !== 'GET').every((r) => r.operation !== 'read'));
  // The same guard on a bare app: a write without an operation cannot be registered.
  const bare = Fastify();
  guardAdminRoutes(bare, {
    adminToken: ctx.platform.config.adminToken,
    sessions: ctx.platform.team.sessions,
    tokens: ctx.platform.team.tokens,
  });
  assert.throws(() => bare.post('/admin/forgetful', async () => ({})), /declares no operation/);
  bare.get('/admin/readable', async () => ({}));
  await bare.close();
});

test('a support token is refused every write of the admin API (403 staff_role_forbidden), before validation or lookup', async () => {
  const writes = adminRouteTable(ctx.admin).filter((r) => r.method !== 'GET' && !allows('support', r.operation));
  assert.ok(writes.length >= 70, `${writes.length} writes`);
  for (const route of writes) {
    const res = await as(team.support.token, route.method, concrete(route.url), {});
    const body = assertProblem(res, 403, 'staff_role_forbidden');
    assert.match(String(body.detail), new RegExp(`support role may not perform ${route.operation.replace('.', '\\.')}`), route.url);
  }
  // Reads are open to support.
  assert.equal((await as(team.support.token, 'GET', '/admin/partners')).statusCode, 200);
  assert.equal((await as(team.support.token, 'GET', '/admin/audit')).statusCode, 200);
});

test('operations move orders (place, ship) but cannot onboard partners or issue credentials', async () => {
  const partner = await ctx.partner();
  const site = partner.siteIds[0]!;
  const productId = await podProduct(ctx, site);
  const placed = await as(team.operations.token, 'POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: [{ productId, quantity: 100 }],
  });
  assert.equal(placed.statusCode, 201, placed.body);
  const { orderNumber, lines } = placed.json();
  const shipment = await as(team.operations.token, 'POST', `/admin/orders/${orderNumber}/shipments`, {
    lines: [{ itemNumber: lines[0].itemNumber }],
  });
  assert.equal(shipment.statusCode, 201, shipment.body);
  const shipped = await as(team.operations.token, 'POST', `/admin/shipments/${shipment.json().shipmentNumber}/ship`, {
    trackingNumber: '1Z9',
  });
  assert.equal(shipped.statusCode, 200, shipped.body);

  assertProblem(
    await as(team.operations.token, 'POST', '/admin/partners', { name: 'Nope', capabilities: [], siteIds: [] }),
    403,
    'staff_role_forbidden',
  );
  assertProblem(await as(team.operations.token, 'POST', `/admin/partners/${partner.partnerId}/clients`, {}), 403, 'staff_role_forbidden');
  assertProblem(await as(team.operations.token, 'POST', '/admin/team', {}), 403, 'staff_role_forbidden');

  // Every entry the operations member wrote names their token and email.
  const audit = await ctx.platform.admin.audit.list({ limit: 20 });
  const mine = audit.filter((e) => e.actor === `token:${team.operations.tokenId} (${team.operations.email})`);
  assert.deepEqual(new Set(mine.map((e) => e.action)), new Set(['order.place', 'shipment.create', 'shipment.ship']));
});

test('an administrator token does everything; ADMIN_TOKEN still works as the bootstrap administrator (actor `bootstrap`)', async () => {
  const created = await as(team.administrator.token, 'POST', '/admin/sites', { name: 'By admin', url: 'https://by-admin.example.com' });
  assert.equal(created.statusCode, 201, created.body);
  const boot = await as(ADMIN_TOKEN, 'POST', '/admin/sites', { name: 'By bootstrap', url: 'https://by-bootstrap.example.com' });
  assert.equal(boot.statusCode, 201, boot.body);
  const audit = await ctx.platform.admin.audit.list({ targetType: 'site', limit: 5 });
  assert.equal(
    audit.find((e) => e.targetId === String(created.json().siteId))?.actor,
    `token:${team.administrator.tokenId} (${team.administrator.email})`,
  );
  assert.equal(audit.find((e) => e.targetId === String(boot.json().siteId))?.actor, 'bootstrap');
  const me = await as(ADMIN_TOKEN, 'GET', '/admin/me');
  assert.deepEqual(me.json(), { memberId: null, email: null, name: 'bootstrap', role: 'administrator', kind: 'bootstrap' });
});

test('no credential, a wrong one, or a forged internal header: 401', async () => {
  assertProblem(await ctx.admin.inject({ method: 'GET', url: '/admin/partners' }), 401, 'unauthorized');
  assertProblem(await as('pcs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'GET', '/admin/partners'), 401, 'unauthorized');
  const forged = await ctx.admin.inject({
    method: 'GET',
    url: '/admin/partners',
    headers: { 'x-staff-internal': 'guess', 'x-staff-session': 'x'.repeat(43) },
  });
  assertProblem(forged, 401, 'unauthorized');
});
