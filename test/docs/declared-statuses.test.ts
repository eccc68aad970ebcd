// Answers an independent contract tester found under statuses the documents
// did not declare, each reproduced through the API that
// answers it. Every test context checks each answer against its route's
// declared statuses and codes (CHECK_RESPONSES, response-check.ts), so an
// undeclared one would come back as a 500 here: each test asserts the status
// and code the service means, and that the published document lists them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { podProduct, SHIP_TO } from '../orders/fixtures.ts';
import { division, user } from '../users/fixtures.ts';

type Doc = Record<string, any>;
let ctx: TestContext;
let partner: TestPartner;
let site: number;
let partnerDoc: Doc;
let adminDoc: Doc;
before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  site = partner.siteIds[0]!;
  partnerDoc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  adminDoc = (await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json();
});
after(() => ctx.close());

const adm = (method: string, url: string, payload?: unknown) =>
  ctx.adminCall({ method: method as 'GET', url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The codes the document lists for an operation's status (the Problem answer's `x-codes`). */
function published(doc: Doc, method: string, path: string, status: number): string[] {
  return doc.paths[path]?.[method.toLowerCase()]?.responses?.[status]?.['x-codes'] ?? [];
}

function assertDeclared(doc: Doc, method: string, path: string, status: number, code: string) {
  assert.ok(published(doc, method, path, status).includes(code), `${method} ${path} does not publish ${status} ${code}`);
}

test('PATCH /v1/users/{userId}: an email another user of the site has is 409 user_already_exists, declared', async () => {
  await user(ctx, site, { email: 'taken@example.com' });
  const mine = await user(ctx, site);
  const res = await ctx.call(partner.token, { method: 'PATCH', url: `/v1/users/${mine}`, payload: { email: 'taken@example.com' } });
  assertProblem(res, 409, 'user_already_exists');
  assertDeclared(partnerDoc, 'PATCH', '/v1/users/{userId}', 409, 'user_already_exists');
});

test('POST /admin/orders/{orderNumber}/shipments: a cancelled item is 409 conflict, declared', async () => {
  const productId = await podProduct(ctx, site);
  const placed = (
    await adm('POST', '/admin/orders', {
      siteId: site,
      shipTo: SHIP_TO,
      lines: [
        { productId, quantity: 5 },
        { productId, quantity: 6 },
      ],
    })
  ).json();
  const item = placed.lines[1].itemNumber;
  assert.equal((await adm('POST', `/admin/orders/${placed.orderNumber}/items/${item}/cancel`)).statusCode, 200);
  assertProblem(await adm('POST', `/admin/orders/${placed.orderNumber}/shipments`, { lines: [{ itemNumber: item }] }), 409, 'conflict');
  assertDeclared(adminDoc, 'POST', '/admin/orders/{orderNumber}/shipments', 409, 'conflict');
});

test('PATCH /admin/shipping-services/{serviceId}: the name of another service of the centre is 409 conflict, declared', async () => {
  const centre = (
    await adm('POST', '/admin/fulfilment-centres', { name: 'Columbus', originCountry: 'US', originState: 'OH', originPostalCode: '43004' })
  ).json();
  const service = (name: string) =>
    adm('POST', `/admin/fulfilment-centres/${centre.fulfilmentCentreId}/services`, { name, kind: 'carrier', enabled: true });
  const first = await service('Parcel Saver');
  assert.equal(first.statusCode, 201, first.body);
  const second = (await service('Parcel Express')).json();
  assertProblem(await adm('PATCH', `/admin/shipping-services/${second.serviceId}`, { name: 'Parcel Saver' }), 409, 'conflict');
  assertDeclared(adminDoc, 'PATCH', '/admin/shipping-services/{serviceId}', 409, 'conflict');
});

test('PATCH /admin/users/{userId}: a taken username or email is 409 conflict, declared', async () => {
  await user(ctx, site, { username: 'taken.name', email: 'taken.admin@example.com' });
  const mine = await user(ctx, site);
  assertProblem(await adm('PATCH', `/admin/users/${mine}`, { username: 'taken.name' }), 409, 'conflict');
  assertProblem(await adm('PATCH', `/admin/users/${mine}`, { email: 'taken.admin@example.com' }), 409, 'conflict');
  assertDeclared(adminDoc, 'PATCH', '/admin/users/{userId}', 409, 'conflict');
});

test('PATCH /admin/divisions/{divisionId}: a code another division of the site uses is 409 conflict, declared', async () => {
  await division(ctx, site, { code: 'TAKEN' });
  const mine = await division(ctx, site);
  assertProblem(await adm('PATCH', `/admin/divisions/${mine}`, { code: 'TAKEN' }), 409, 'conflict');
  assertDeclared(adminDoc, 'PATCH', '/admin/divisions/{divisionId}', 409, 'conflict');
});

test('POST /admin/orders and POST /admin/credit-accounts: an unknown site is 404 not_found, declared', async () => {
  const productId = await podProduct(ctx, site);
  assertProblem(
    await adm('POST', '/admin/orders', { siteId: 999999, shipTo: SHIP_TO, lines: [{ productId, quantity: 5 }] }),
    404,
    'not_found',
  );
  assertDeclared(adminDoc, 'POST', '/admin/orders', 404, 'not_found');
  const holder = await user(ctx, site);
  assertProblem(
    await adm('POST', '/admin/credit-accounts', { siteId: 999999, userId: holder, amount: '5.00', startsOn: '2026-01-01T00:00:00Z' }),
    404,
    'not_found',
  );
  assertDeclared(adminDoc, 'POST', '/admin/credit-accounts', 404, 'not_found');
});
