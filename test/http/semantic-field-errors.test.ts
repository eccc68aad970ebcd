// Every 400 about a field names it in `errors` (in, field, JSON pointer),
// the rules a schema cannot state included (order placement, catalog
// patches, users, listings, the back office), and a rule broken by several
// fields or lines names every one of them; the first entry repeats the
// problem's detail, which is unchanged.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertFieldProblem, namedFields, type FieldErrorEntry } from '../helpers/problems.ts';
import { image, product, segment, share } from '../catalog/fixtures.ts';
import { address, orderBody, orderWorld, postOrder, type OrderWorld } from '../submissions/fixtures.ts';
import { division, user } from '../users/fixtures.ts';

let ctx: TestContext;
let world: OrderWorld;
let token: string;
before(async () => {
  ctx = await createTestContext();
  world = await orderWorld(ctx);
  token = world.partner.token;
});
after(() => ctx.close());

const json = { 'content-type': 'application/json' };
const pointers = (errors: FieldErrorEntry[]) => errors.map((e) => e.pointer);

describe('POST /v1/orders', () => {
  test('a STOCK line without variantId, a POD line with one and a product the site does not list are all named, with pointers', async () => {
    const other = await product(ctx, await ctx.site());
    const body = orderBody(world);
    const lines = body.lines as Array<Record<string, unknown>>;
    delete lines[0]!.variantId;
    lines[1]!.variantId = world.stock.variantId;
    lines.push({ productId: other.productId, partnerLineId: 'L3', quantity: 1 });
    const errors = assertFieldProblem(await postOrder(ctx, token, body), 'invalid_request');
    assert.deepEqual(namedFields(errors), ['body:lines[0].variantId', 'body:lines[1].variantId', 'body:lines[2].productId']);
    assert.deepEqual(pointers(errors), ['#/lines/0/variantId', '#/lines/1/variantId', '#/lines/2/productId']);
    assert.match(errors[0]!.detail, /^lines\.0\.variantId is required: .* is a STOCK product\.$/);
    assert.match(errors[2]!.detail, /^lines\.2\.productId '.*' is not in the product list of site \d+\.$/);
  });

  test('an inactive division is named beside the lines', async () => {
    const body = orderBody(world, { divisionId: 999999 });
    delete (body.lines as Array<Record<string, unknown>>)[0]!.variantId;
    const errors = assertFieldProblem(await postOrder(ctx, token, body), 'invalid_request');
    assert.deepEqual(namedFields(errors), ['body:lines[0].variantId', 'body:divisionId']);
  });

  test('ship-to placement and repeated partnerLineIds name every line concerned', async () => {
    const { shipTo: _shipTo, ...noShipTo } = orderBody(world);
    const lines = noShipTo.lines as Array<Record<string, unknown>>;
    lines.push({ ...lines[1], partnerLineId: 'L3', shipTo: address });
    lines.push({ ...lines[1], partnerLineId: 'L1', shipTo: address });
    const errors = assertFieldProblem(await postOrder(ctx, token, noShipTo), 'invalid_request');
    assert.deepEqual(namedFields(errors), ['body:lines[0].shipTo', 'body:lines[1].shipTo', 'body:lines[3].partnerLineId']);
    assert.match(errors[0]!.detail, /^lines\.0\.shipTo is required/);

    const twice = orderBody(world);
    (twice.lines as Array<Record<string, unknown>>)[1]!.shipTo = address;
    const both = assertFieldProblem(await postOrder(ctx, token, twice), 'invalid_request');
    assert.deepEqual(pointers(both), ['#/shipTo', '#/lines/1/shipTo']);

    const { shipTo: _none, ...nowhere } = orderBody(world);
    assert.deepEqual(pointers(assertFieldProblem(await postOrder(ctx, token, nowhere), 'invalid_request')), ['#/shipTo']);
  });

  test('reserved template-variable keys are named by key, every one of them', async () => {
    const body = orderBody(world);
    (body.lines as Array<Record<string, unknown>>)[1]!.templateVariables = { name: 'ok', constructor: 'x', prototype: 'y' };
    const errors = assertFieldProblem(await postOrder(ctx, token, body), 'invalid_request');
    assert.deepEqual(pointers(errors), ['#/lines/1/templateVariables/constructor', '#/lines/1/templateVariables/prototype']);
    // __proto__ (an own key once parsed) is refused by the order rules, named the same way.
    const raw = JSON.stringify(orderBody(world)).replace(
      '"partnerLineId":"L2"',
      '"partnerLineId":"L2","templateVariables":{"__proto__":"x"}',
    );
    const proto = assertFieldProblem(
      await ctx.call(token, { method: 'POST', url: '/v1/orders', payload: raw, headers: json }),
      'invalid_request',
    );
    assert.deepEqual(pointers(proto), ['#/lines/1/templateVariables/__proto__']);
  });

  test('a siteId not granted is named where it was given: the body, or the query of a listing', async () => {
    const other = await ctx.site();
    const body = assertFieldProblem(await postOrder(ctx, token, orderBody(world, { siteId: other })), 'invalid_site_id');
    assert.deepEqual(namedFields(body), ['body:siteId']);
    const query = assertFieldProblem(await ctx.call(token, { method: 'GET', url: `/v1/orders?siteId=${other}` }), 'invalid_site_id');
    assert.deepEqual(namedFields(query), ['query:siteId']);
  });
});

describe('listings and searches', () => {
  test('a reversed placed range names both bounds; an empty search names q', async () => {
    const range = await ctx.call(token, {
      method: 'GET',
      url: '/v1/orders?placedFrom=2026-02-01T00:00:00Z&placedTo=2026-01-01T00:00:00Z',
    });
    assert.deepEqual(namedFields(assertFieldProblem(range, 'invalid_request')), ['query:placedFrom', 'query:placedTo']);
    const search = await ctx.call(token, { method: 'GET', url: `/v1/products?siteId=${world.siteId}&q=%20` });
    assert.deepEqual(namedFields(assertFieldProblem(search, 'invalid_query')), ['query:q']);
  });
});

describe('catalog writes', () => {
  test('a share PATCH with several master-only fields names each', async () => {
    const sharer = await ctx.partner();
    const shared = await share(ctx, world.pod.id, sharer.siteIds[0]!);
    const res = await ctx.call(sharer.token, {
      method: 'PATCH',
      url: `/v1/products/${shared.productId}`,
      payload: { name: 'New', minQuantity: 2 },
      headers: json,
    });
    const errors = assertFieldProblem(res, 'invalid_product_patch');
    assert.deepEqual(pointers(errors), ['#/name', '#/minQuantity']);
    assert.match(errors[1]!.detail, /^minQuantity belongs to the master product/);
  });

  test('overrideDisplay on an owned product, a POD-only field on STOCK: the field is named', async () => {
    const owned = await ctx.call(token, {
      method: 'PATCH',
      url: `/v1/products/${world.stock.productId}`,
      payload: { overrideDisplay: true },
      headers: json,
    });
    assert.deepEqual(pointers(assertFieldProblem(owned, 'invalid_product_patch')), ['#/overrideDisplay']);
    const pod = await ctx.call(token, {
      method: 'PATCH',
      url: `/v1/products/${world.stock.productId}`,
      payload: { turnaroundBusinessDays: 3 },
      headers: json,
    });
    assert.deepEqual(pointers(assertFieldProblem(pod, 'unsupported_field_for_service_type')), ['#/turnaroundBusinessDays']);
  });

  test('image PATCH: every read-only field, or a demoted primary, is named', async () => {
    const imageId = await image(ctx, world.stock.id);
    const url = `/v1/products/${world.stock.productId}/images/${imageId}`;
    const readOnly = await ctx.call(token, { method: 'PATCH', url, payload: { imagePath: '/x.jpg', imageWidth: 3 }, headers: json });
    assert.deepEqual(pointers(assertFieldProblem(readOnly, 'invalid_image_patch')), ['#/imagePath', '#/imageWidth']);
    const demote = await ctx.call(token, { method: 'PATCH', url, payload: { primary: false }, headers: json });
    assert.deepEqual(pointers(assertFieldProblem(demote, 'invalid_image_patch')), ['#/primary']);
  });

  test('segments of another site are named by their place in segmentIds', async () => {
    const mine = await segment(ctx, world.siteId);
    const theirs = await segment(ctx, await ctx.site());
    const res = await ctx.call(token, {
      method: 'PUT',
      url: `/v1/products/${world.stock.productId}/segments`,
      payload: { segmentIds: [theirs, mine, theirs + 1000] },
      headers: json,
    });
    assert.deepEqual(pointers(assertFieldProblem(res, 'invalid_segment_ids')), ['#/segmentIds/0', '#/segmentIds/2']);
  });
});

describe('users', () => {
  test("the platform's refusal names each field it refused, never its value", async () => {
    const userId = await user(ctx, world.siteId);
    const res = await ctx.call(token, {
      method: 'PATCH',
      url: `/v1/users/${userId}`,
      payload: { email: 'not-an-email', firstName: '  ' },
      headers: json,
    });
    const errors = assertFieldProblem(res, 'monolith_rejected');
    assert.deepEqual(namedFields(errors), ['body:email', 'body:firstName']);
    assert.ok(!res.body.includes('not-an-email'));
  });

  test('a division of another site is named (422 division_not_on_site)', async () => {
    const userId = await user(ctx, world.siteId);
    const elsewhere = await division(ctx, await ctx.site());
    const res = await ctx.call(token, { method: 'PATCH', url: `/v1/users/${userId}`, payload: { divisionId: elsewhere }, headers: json });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors, [{ in: 'body', field: 'divisionId', pointer: '#/divisionId', detail: res.json().detail }]);
  });
});

describe('the back office', () => {
  const admin = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    ctx.adminCall({ method, url, payload, headers: json });

  test('webhook endpoints: every unknown event type is named by its place, a URL with credentials by url', async () => {
    const types = await admin('POST', `/admin/partners/${world.partner.partnerId}/webhook-endpoints`, {
      url: 'https://hooks.example.com/in',
      eventTypes: ['nope', 'order.status_changed', 'bad'],
    });
    assert.deepEqual(pointers(assertFieldProblem(types, 'invalid_request')), ['#/eventTypes/0', '#/eventTypes/2']);
    const url = await admin('POST', `/admin/partners/${world.partner.partnerId}/webhook-endpoints`, {
      url: 'https://user:pass@hooks.example.com/in',
    });
    assert.deepEqual(pointers(assertFieldProblem(url, 'invalid_request')), ['#/url']);
  });

  test('credit accounts: two holders name both fields', async () => {
    const userId = await user(ctx, world.siteId);
    const divisionId = await division(ctx, world.siteId);
    const res = await admin('POST', '/admin/credit-accounts', { siteId: world.siteId, userId, divisionId, amount: '10.00' });
    assert.deepEqual(pointers(assertFieldProblem(res, 'invalid_request')), ['#/userId', '#/divisionId']);
  });

  test('catalog and pricing: a repeated tier minimum, a share given for a master, a percent out of range', async () => {
    const tiers = await admin('PUT', `/admin/products/${world.stock.productId}/price-tiers`, {
      tiers: [
        { minQuantity: 1, unitPrice: '1.00' },
        { minQuantity: 1, unitPrice: '2.00' },
      ],
    });
    assert.deepEqual(pointers(assertFieldProblem(tiers, 'invalid_request')), ['#/tiers/1/minQuantity']);
    const shared = await share(ctx, world.pod.id, await ctx.site());
    const onShare = await admin('PUT', `/admin/products/${shared.productId}/discount`, { name: 'Sale', percent: '10' });
    assert.deepEqual(namedFields(assertFieldProblem(onShare, 'invalid_request')), ['path:productId']);
    const percent = await admin('PUT', `/admin/products/${world.stock.productId}/discount`, { name: 'Sale', percent: '0' });
    assert.deepEqual(pointers(assertFieldProblem(percent, 'invalid_request')), ['#/percent']);
  });

  test('shipments: an item the order lacks and a repeated item are named by their line', async () => {
    const placed = await ctx.platform.orders.admin.orders.placeStorefrontOrder(
      {
        siteId: world.siteId,
        orderingUserId: world.orderingUserId,
        lines: [{ productId: world.pod.productId, quantity: 5 }],
        shipTo: address,
      },
      'test',
    );
    const itemNumber = placed.lines[0]!.itemNumber;
    const url = `/admin/orders/${placed.orderNumber}/shipments`;
    const unknown = await admin('POST', url, { lines: [{ itemNumber }, { itemNumber: itemNumber + 999 }] });
    assert.deepEqual(pointers(assertFieldProblem(unknown, 'invalid_request')), ['#/lines/1/itemNumber']);
    const repeated = await admin('POST', url, { lines: [{ itemNumber }, { itemNumber }] });
    assert.deepEqual(pointers(assertFieldProblem(repeated, 'invalid_request')), ['#/lines/1/itemNumber']);
  });

  test('API tokens: the environment token names no member, so memberId is named', async () => {
    const res = await admin('POST', '/admin/api-tokens', { name: 'ci' });
    const errors = assertFieldProblem(res, 'invalid_request');
    assert.deepEqual(pointers(errors), ['#/memberId']);
    assert.equal(errors[0]!.detail, 'memberId is required: this credential is no team member.');
  });
});

/**
 * The 400s about no one field, by factory: everything else that answers 400
 * is made with fieldProblem (or, for validation, wrapped by it), so a new
 * rule cannot forget its field.
 */
const FIELDLESS_400 = new Set([
  'src/catalog/errors.ts searchNotAvailable', // the environment has no search
  'src/divisions/errors.ts createNeedsAddress', // the site's rule, no field of the partner's body
  'src/http/errors.ts badPercentEncoding', // the URL itself
  'src/http/errors.ts hostMissing', // headers
  'src/http/errors.ts hostInvalid',
  'src/http/errors.ts hostRepeated',
  'src/http/errors.ts requestMalformed',
  'src/http/errors.ts framingFaulty', // the message's framing
  'src/http/errors.ts unknownQueryParameter', // wrapped with its field by the validation hook
  'src/http/errors.ts nullNotSupported', // likewise
  'src/orders/errors.ts placementRejected', // sets errors from the placement's fields itself
]);

test('every factory of a 400 names its field, but the few about no one field', () => {
  const root = join(import.meta.dirname, '..', '..');
  const status = Object.fromEntries(
    [...readFileSync(join(root, 'src/errors/catalogue.ts'), 'utf8').matchAll(/^ {2}(\w+): (\d{3}),/gm)].map((m) => [m[1], Number(m[2])]),
  );
  const bare: string[] = [];
  for (const file of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const lines = readFileSync(join(root, 'src', file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [, code] of line.matchAll(/\bproblem\(\s*'(\w+)'/g)) {
        if (status[code!] !== 400) continue;
        const factory = lines
          .slice(0, index + 1)
          .reverse()
          .map((l) => /^ {2}(\w+): /.exec(l)?.[1])
          .find(Boolean);
        const name = `src/${file} ${factory}`;
        if (!FIELDLESS_400.has(name)) bare.push(`${name} (${code})`);
      }
    });
  }
  assert.deepEqual(bare, []);
});
