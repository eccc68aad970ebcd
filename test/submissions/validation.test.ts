// The POST /v1/orders validation matrix, through HTTP. Every refusal stores
// nothing: no submission, no job.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { product } from '../catalog/fixtures.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { address, orderBody, orderWorld, postOrder, type OrderWorld } from './fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let otherSiteProduct: string;
before(async () => {
  // No worker runs in this file: a valid submission stays queued for the (short) window.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  world = await orderWorld(ctx);
  otherSiteProduct = (await product(ctx, await ctx.site(), { serviceType: 'POD' })).productId;
});
after(() => ctx.close());

type Body = Record<string, any>;
const line = (body: Body, i: number) => body.lines[i] as Body;

async function refused(mutate: (body: Body) => void, pattern: RegExp, code = 'invalid_request', status = 400) {
  const body = orderBody(world) as Body;
  mutate(body);
  const res = await postOrder(ctx, world.partner.token, body);
  const problem = assertProblem(res, status, code);
  assert.match(String(problem.detail), pattern);
}

async function nothingStored() {
  const submissions = await ctx.platform.db
    .selectFrom('order_submissions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const jobs = await ctx.platform.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  assert.equal(Number(submissions.n), 0);
  assert.equal(Number(jobs.n), 0);
}

test('top-level fields: required, unknown keys, types and lengths', async () => {
  await refused((b) => delete b.partnerOrderId, /partnerOrderId is required/);
  await refused((b) => delete b.lines, /lines is required/);
  await refused((b) => delete b.siteId, /siteId is required/);
  await refused((b) => (b.price = 1), /Unknown field 'price'/);
  await refused((b) => (b.partnerOrderId = 'x'.repeat(101)), /partnerOrderId/);
  await refused((b) => (b.partnerOrderId = ''), /partnerOrderId/);
  await refused((b) => (b.partnerOrderId = 'PO-é'), /partnerOrderId/);
  await refused((b) => (b.partnerOrderId = 'PO\t1'), /partnerOrderId/);
  await refused((b) => (b.partnerOrderId = 42), /partnerOrderId/);
  await refused((b) => (b.shippingProvider = 'x'.repeat(101)), /shippingProvider/);
  await refused((b) => (b.shippingMethod = 'x'.repeat(101)), /shippingMethod/);
  await refused((b) => (b.shippingNotes = 'x'.repeat(1001)), /shippingNotes/);
  await refused((b) => (b.divisionId = 0), /divisionId/);
  await refused((b) => (b.divisionId = 'one'), /divisionId/);
  await refused((b) => (b.shippingNotes = null), /shippingNotes cannot be null/, 'null_not_supported');
  await nothingStored();
});

test('siteId: malformed or not granted is invalid_site_id', async () => {
  await refused((b) => (b.siteId = 0), /siteId/, 'invalid_site_id');
  await refused((b) => (b.siteId = '1'), /siteId/, 'invalid_site_id');
  await refused((b) => (b.siteId = world.siteId + 1000), /not a granted site/, 'invalid_site_id');
  await nothingStored();
});

test('lines: 1 to 100', async () => {
  await refused((b) => (b.lines = []), /lines/);
  await refused(
    (b) => (b.lines = Array.from({ length: 101 }, (_, i) => ({ productId: world.pod.productId, partnerLineId: `L${i}`, quantity: 1 }))),
    /lines/,
  );
  await nothingStored();
});

test('ship-to placement: exactly one placement', async () => {
  await refused((b) => delete b.shipTo, /shipTo is required/);
  await refused((b) => (line(b, 0).shipTo = address), /given on the order and on lines/);
  await refused((b) => {
    delete b.shipTo;
    line(b, 0).shipTo = address;
  }, /lines\.1\.shipTo is required/);
  await nothingStored();
});

test('ShipTo object: required fields, country exactly 2, email only at order level', async () => {
  for (const field of ['name', 'address1', 'city', 'state', 'postalCode', 'country']) {
    await refused((b) => delete b.shipTo[field], new RegExp(`shipTo.${field} is required`));
  }
  await refused((b) => (b.shipTo.country = 'USA'), /shipTo\.country/);
  await refused((b) => (b.shipTo.country = 'U'), /shipTo\.country/);
  await refused((b) => (b.shipTo.phone = 5), /shipTo\.phone/);
  await refused((b) => (b.shipTo.fax = '1'), /Unknown field 'fax' in shipTo/);
  await refused((b) => (b.billTo = { ...address, email: 'a@example.com' }), /Unknown field 'email' in billTo/);
  await refused((b) => {
    delete b.shipTo;
    for (const l of b.lines) l.shipTo = { ...address };
    line(b, 1).shipTo.email = 'a@example.com';
  }, /Unknown field 'email' in lines\.1\.shipTo/);
  await nothingStored();
});

test('every address: a country of two letters that ISO 3166-1 does not assign is refused, naming the field; any case of an assigned one is taken', async () => {
  const unassigned = ['XX', 'ZZ', 'UK', 'AA', 'QM', 'xx'];
  for (const country of unassigned) {
    await refused(
      (b) => (b.shipTo.country = country),
      new RegExp(`^shipTo\\.country '${country}' is not an ISO 3166-1 alpha-2 country code`),
    );
    await refused((b) => (b.billTo = { ...address, country }), new RegExp(`^billTo\\.country '${country}'`));
    await refused(
      (b) => {
        delete b.shipTo;
        for (const l of b.lines) l.shipTo = { ...address };
        line(b, 1).shipTo.country = country;
      },
      new RegExp(`^lines\\.1\\.shipTo\\.country '${country}'`),
    );
  }
  // Every address is checked: each bad one is listed in errors, the first in detail.
  const body = orderBody(world) as Body;
  body.shipTo.country = 'XX';
  body.billTo = { ...address, country: 'ZZ' };
  const problem = assertProblem(await postOrder(ctx, world.partner.token, body), 400, 'invalid_request');
  assert.deepEqual(
    (problem.errors as Array<{ field: string }>).map((e) => e.field),
    ['shipTo.country', 'billTo.country'],
  );
  await nothingStored();
});

test('line object: productId, partnerLineId, quantity, lengths, unknown keys', async () => {
  await refused((b) => (line(b, 0).productId = 'SLX_1'), /lines\.0\.productId/);
  await refused((b) => (line(b, 0).productId = 'SLO_1234567890123456789'), /lines\.0\.productId/);
  await refused((b) => (line(b, 1).productId = otherSiteProduct), /lines\.1\.productId .* is not in the product list/);
  await refused((b) => (line(b, 1).partnerLineId = 'L1'), /partnerLineId 'L1' is used by another line/);
  await refused((b) => (line(b, 0).partnerLineId = 'x'.repeat(101)), /lines\.0\.partnerLineId/);
  await refused((b) => (line(b, 0).partnerLineId = 'L\u00e91'), /lines\.0\.partnerLineId/);
  await refused((b) => delete line(b, 0).partnerLineId, /lines\.0\.partnerLineId is required/);
  await refused((b) => (line(b, 0).quantity = 0), /lines\.0\.quantity/);
  await refused((b) => (line(b, 0).quantity = 1.5), /lines\.0\.quantity/);
  await refused((b) => (line(b, 0).quantity = '3'), /lines\.0\.quantity/);
  await refused((b) => (line(b, 0).jobName = 'x'.repeat(201)), /lines\.0\.jobName/);
  await refused((b) => (line(b, 0).artworkUrl = 'x'.repeat(2001)), /lines\.0\.artworkUrl/);
  await refused((b) => (line(b, 0).price = '1.00'), /Unknown field 'price' in lines\.0/);
  await nothingStored();
});

test('variantId: required for STOCK, absent for POD', async () => {
  await refused((b) => delete line(b, 0).variantId, /lines\.0\.variantId is required: .* STOCK/);
  await refused((b) => (line(b, 1).variantId = world.stock.variantId), /lines\.1\.variantId must be omitted: .* POD/);
  await refused((b) => (line(b, 0).variantId = 0), /lines\.0\.variantId/);
  await nothingStored();
});

test('templateVariables: flat string map of at most 50, reserved keys refused (as own keys from JSON)', async () => {
  const fifty = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`v${i}`, 'x']));
  await refused((b) => (line(b, 1).templateVariables = fifty), /templateVariables/);
  await refused((b) => (line(b, 1).templateVariables = { a: { b: 'c' } }), /templateVariables/);
  await refused((b) => (line(b, 1).templateVariables = { a: 1 }), /templateVariables/);
  await refused((b) => (line(b, 1).templateVariables = ['a']), /templateVariables/);
  for (const key of ['constructor', 'prototype']) {
    await refused((b) => (line(b, 1).templateVariables = { [key]: 'x' }), /templateVariables/);
  }
  // JSON.parse makes "__proto__" an own key; it must be refused like the others.
  const body = orderBody(world) as Body;
  const text = JSON.stringify(body).replace('"partnerLineId":"L2"', '"partnerLineId":"L2","templateVariables":{"__proto__":"x"}');
  const res = await ctx.call(world.partner.token, {
    method: 'POST',
    url: '/v1/orders',
    headers: { 'content-type': 'application/json' },
    payload: text,
  });
  assert.match(String(assertProblem(res, 400, 'invalid_request').detail), /templateVariables/);
  await nothingStored();
});

test('body: malformed JSON, not JSON, over 256 KB', async () => {
  const raw = (payload: string, type = 'application/json') =>
    ctx.call(world.partner.token, { method: 'POST', url: '/v1/orders', headers: { 'content-type': type }, payload });
  assertProblem(await raw('{"siteId":'), 400, 'invalid_request');
  assertProblem(await raw('siteId=1', 'application/x-www-form-urlencoded'), 400, 'invalid_request');
  const big = orderBody(world) as Body;
  big.shippingNotes = 'x';
  big.padding = 'y'.repeat(262_144);
  assert.match(String(assertProblem(await raw(JSON.stringify(big)), 400, 'invalid_request').detail), /256 KB/);
  await nothingStored();
});

test('a site without an ordering user is 409 ordering_not_provisioned, after the body checks', async () => {
  const bare = await orderWorld(ctx, { provisioned: false });
  const body = orderBody(bare) as Body;
  assertProblem(await postOrder(ctx, bare.partner.token, { ...body, lines: [] }), 400, 'invalid_request');
  assertProblem(await postOrder(ctx, bare.partner.token, body), 409, 'ordering_not_provisioned');
  await nothingStored();
});

test('authentication and scope come first: 401 without a token, 403 without orders:write', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/v1/orders', payload: {} });
  assertProblem(res, 401, 'invalid_token');
  const reader = await ctx.partner({ scopes: ['partner-api/orders:read', 'partner-api/products:read'], siteIds: [world.siteId] });
  assertProblem(await postOrder(ctx, reader.token, { nonsense: true }), 403, 'insufficient_scope');
  for (const url of ['/v1/orders/submissions', '/v1/orders/submissions/00000000-0000-0000-0000-000000000000']) {
    assertProblem(await ctx.call(reader.token, { method: 'GET', url }), 403, 'insufficient_scope');
  }
  await nothingStored();
});

test('the largest valid body is accepted: 100 lines, line-level ship-to, 50 template variables', async () => {
  const variables = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`v${i}`, 'x'.repeat(10)]));
  const lines = Array.from({ length: 100 }, (_, i) => ({
    productId: world.pod.productId,
    partnerLineId: `L${i}`,
    quantity: 1,
    shipTo: address,
    ...(i === 0 ? { templateVariables: variables } : {}),
  }));
  const body = { ...orderBody(world), lines } as Body;
  delete body.shipTo;
  const res = await postOrder(ctx, world.partner.token, body);
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().status, 'queued'); // no worker in this file
  assert.equal(res.headers['retry-after'], '2');
  assert.equal(res.headers.location, `/v1/orders/submissions/${res.json().submissionId}`);
});

// Last: it stores submissions, which the refusal tests above count as none.
test('an assigned country is taken in any case', async () => {
  for (const country of ['us', 'Us', 'GB', 'de']) {
    const ok = orderBody(world) as Body;
    ok.partnerOrderId = `country-${country}`;
    ok.shipTo.country = country;
    const res = await postOrder(ctx, world.partner.token, ok);
    assert.equal(res.statusCode, 201, `${country}: ${res.body}`);
  }
});
