import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { order, podProduct } from './fixtures.ts';
import { onEveryKind } from '../helpers/kinds.ts';

onEveryKind((kind) => {
  let ctx: TestContext;
  let partner: TestPartner;
  let other: TestPartner;
  let siteA: number;
  let siteB: number;

  before(async () => {
    ctx = await createTestContext({ ENVIRONMENT_KIND: kind });
    partner = await ctx.partner({ sites: 2 });
    [siteA, siteB] = partner.siteIds as [number, number];
    other = await ctx.partner();
  });
  after(() => ctx.close());

  const get = (token: string, url: string) => ctx.call(token, { method: 'GET', url });

  test('order detail: header fields, totals as decimal strings, counts; partnerOrderId only for the submitting partner', async () => {
    const mine = await order(ctx, siteA, { lines: 2, partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-READ-1' } });
    const res = await get(partner.token, `/v1/orders/${mine.orderNumber}`);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.orderNumber, mine.orderNumber);
    assert.equal(body.siteId, siteA);
    assert.equal(body.status, 'RECEIVED');
    assert.equal(body.partnerOrderId, 'PO-READ-1');
    assert.equal(body.itemTotal, '21.00');
    assert.equal(body.totalPrice, '21.00');
    assert.equal(body.shippingTotal, null);
    assert.equal(body.itemCount, 2);
    assert.equal(body.shipmentCount, 0);
    assert.equal(body.projectId, mine.projectId);
    assert.equal(body.shipTo.city, 'Austin');
    assert.equal(body.shippingNotes, undefined, 'internal shipping notes are never published');

    // Another partner granted the same site sees the order but not the partnerOrderId.
    const colleague = await ctx.partner({ siteIds: [siteA] });
    const seen = (await get(colleague.token, `/v1/orders/${mine.orderNumber}`)).json();
    assert.equal(seen.partnerOrderId, null);
    // The same in the list, for each of them.
    const listed = async (token: string) =>
      (await get(token, `/v1/orders?siteId=${siteA}&limit=200`))
        .json()
        .orders.find((o: { orderNumber: number }) => o.orderNumber === mine.orderNumber);
    assert.equal((await listed(partner.token)).partnerOrderId, 'PO-READ-1');
    assert.equal((await listed(colleague.token)).partnerOrderId, null);
  });

  test('tenancy: an order on an ungranted site answers exactly like a missing one', async () => {
    const theirs = await order(ctx, other.siteIds[0]!);
    const a = assertProblem(await get(partner.token, `/v1/orders/${theirs.orderNumber}`), 404, 'order_not_found');
    const b = assertProblem(await get(partner.token, '/v1/orders/2147483000'), 404, 'order_not_found');
    assert.equal(a.title, b.title);
    for (const sub of ['items', 'shipments'])
      assertProblem(await get(partner.token, `/v1/orders/${theirs.orderNumber}/${sub}`), 404, 'order_not_found');
    const list = (await get(partner.token, '/v1/orders?limit=200')).json();
    assert.ok(!list.orders.some((o: { orderNumber: number }) => o.orderNumber === theirs.orderNumber));
    assertProblem(await get(partner.token, '/v1/orders/99999999999'), 400, 'invalid_order_number');
    assertProblem(await get(partner.token, '/v1/orders/9999999999'), 404, 'order_not_found');
  });

  test('malformed order numbers are invalid_order_number', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '007', '1e3']) {
      assertProblem(await get(partner.token, `/v1/orders/${bad}`), 400, 'invalid_order_number');
      assertProblem(await get(partner.token, `/v1/orders/${bad}/items`), 400, 'invalid_order_number');
    }
  });

  test('scopes: orders:read is needed for every read; no credential is 401', async () => {
    const placed = await order(ctx, siteA);
    const productsOnly = await ctx.partner({ siteIds: [siteA], scopes: ['partner-api/products:read'] });
    for (const url of [
      '/v1/orders',
      `/v1/orders/${placed.orderNumber}`,
      `/v1/orders/${placed.orderNumber}/items`,
      `/v1/orders/${placed.orderNumber}/shipments`,
    ]) {
      assertProblem(await get(productsOnly.token, url), 403, 'insufficient_scope');
      assertProblem(await ctx.app.inject({ method: 'GET', url }), 401, 'invalid_token');
    }
  });

  test('list: newest first, keyset pages to a null cursor, limit default 50 and capped at 200', async () => {
    const p = await ctx.partner();
    const site = p.siteIds[0]!;
    const productId = await podProduct(ctx, site);
    const base = Date.parse('2026-01-01T00:00:00Z');
    const placed: number[] = [];
    for (let i = 0; i < 53; i++)
      placed.push((await order(ctx, site, { productId, placedOn: new Date(base + (i % 50) * 60_000) })).orderNumber);
    const first = (await get(p.token, '/v1/orders')).json();
    assert.equal(first.orders.length, 50);
    assert.ok(first.nextCursor);
    const secondRes = await get(p.token, `/v1/orders?cursor=${encodeURIComponent(first.nextCursor)}`);
    assert.equal(secondRes.statusCode, 200, secondRes.body);
    const second = secondRes.json();
    assert.equal(second.orders.length, 3);
    assert.equal(second.nextCursor, null);
    const all = [...first.orders, ...second.orders];
    assert.equal(new Set(all.map((o: { orderNumber: number }) => o.orderNumber)).size, 53);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      assert.ok(
        a.placedOn > b.placedOn || (a.placedOn === b.placedOn && a.orderNumber > b.orderNumber),
        'newest first, ties by order number',
      );
    }
    const capped = (await get(p.token, '/v1/orders?limit=1000')).json();
    assert.equal(capped.orders.length, 53);
    let seen = 0;
    let cursor: string | null = null;
    do {
      const page: { orders: unknown[]; nextCursor: string | null } = (
        await get(p.token, `/v1/orders?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).json();
      seen += page.orders.length;
      cursor = page.nextCursor;
    } while (cursor);
    assert.equal(seen, 53);
  });

  test('list filters: siteId (granted only), placedFrom/placedTo inclusive, malformed values are invalid_request', async () => {
    const p = await ctx.partner({ sites: 2 });
    const [s1, s2] = p.siteIds as [number, number];
    const a = await order(ctx, s1, { placedOn: new Date('2026-02-01T10:00:00Z') });
    const b = await order(ctx, s2, { placedOn: new Date('2026-02-02T10:00:00Z') });
    const c = await order(ctx, s1, { placedOn: new Date('2026-02-03T10:00:00Z') });
    const numbers = async (q: string) =>
      (await get(p.token, `/v1/orders?${q}`)).json().orders.map((o: { orderNumber: number }) => o.orderNumber);
    assert.deepEqual(await numbers(`siteId=${s1}`), [c.orderNumber, a.orderNumber]);
    assert.deepEqual(await numbers('placedFrom=2026-02-02T10:00:00Z'), [c.orderNumber, b.orderNumber]);
    assert.deepEqual(await numbers('placedTo=2026-02-02T10:00:00Z'), [b.orderNumber, a.orderNumber]);
    assert.deepEqual(await numbers(`placedFrom=2026-02-01T12:00:00Z&placedTo=2026-02-03T09:00:00Z&siteId=${s2}`), [b.orderNumber]);
    for (const bad of [
      'placedFrom=yesterday',
      'placedTo=2026-13-01T00:00:00Z',
      'placedFrom=2026-02-01',
      'placedFrom=2026-02-03T00:00:00Z&placedTo=2026-02-01T00:00:00Z',
    ]) {
      assertProblem(await get(p.token, `/v1/orders?${bad}`), 400, 'invalid_request');
    }
    assertProblem(await get(p.token, `/v1/orders?siteId=${siteB}`), 400, 'invalid_site_id');
    assertProblem(await get(p.token, '/v1/orders?siteId=0'), 400, 'invalid_site_id');
    const unknown = assertProblem(await get(p.token, '/v1/orders?siteid=1'), 400, 'unknown_query_parameter');
    assert.match(String(unknown.detail), /siteid/);
    assert.match(String(unknown.detail), /placedFrom/);
    // A cursor is bound to its filters and its endpoint.
    const page = (await get(p.token, `/v1/orders?limit=1&siteId=${s1}`)).json();
    assertProblem(await get(p.token, `/v1/orders?limit=1&cursor=${encodeURIComponent(page.nextCursor)}`), 400, 'invalid_cursor');
    assertProblem(
      await get(p.token, `/v1/orders/${a.orderNumber}/items?cursor=${encodeURIComponent(page.nextCursor)}`),
      400,
      'invalid_cursor',
    );
    assertProblem(await get(p.token, '/v1/orders?cursor=garbage'), 400, 'invalid_cursor');
    assertProblem(await get(p.token, `/v1/orders/${a.orderNumber}?limit=1`), 400, 'unknown_query_parameter');
  });
});
