// The order lifecycle through the admin API alone (as black-box checks build
// their world): every state the spec describes is reachable, audited, and
// the four webhook types are written to the outbox with their change.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { podProduct, SHIP_TO } from '../fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site: number;
let productId: string;

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  site = partner.siteIds[0]!;
  productId = await podProduct(ctx, site);
});
after(() => ctx.close());

const adm = (method: string, url: string, payload?: unknown) =>
  ctx.adminCall({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object, headers: { 'content-type': 'application/json' } }),
  });
const partnerGet = (url: string) => ctx.call(partner.token, { method: 'GET', url });

async function events(orderNumber: number) {
  return ctx.platform.db
    .selectFrom('outbox_events')
    .select(['type', 'shipment_number', 'partner_order_id'])
    .where('order_number', '=', orderNumber)
    .orderBy('id')
    .execute();
}

async function place(lines = 2) {
  const res = await adm('POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: Array.from({ length: lines }, (_, i) => ({ productId, quantity: 100 + i, jobName: `J${i}` })),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { orderNumber: number; lines: Array<{ itemNumber: number; lineTotal: string }>; totalPrice: string };
}

test('place a storefront order: priced from the catalog, announced, audited, no partnerOrderId', async () => {
  const placed = await place();
  assert.equal(placed.lines[0]!.lineTotal, '100.00');
  assert.equal(placed.totalPrice, '206.00');
  assert.deepEqual(await events(placed.orderNumber), [{ type: 'order.status_changed', shipment_number: null, partner_order_id: null }]);
  const read = (await partnerGet(`/v1/orders/${placed.orderNumber}`)).json();
  assert.equal(read.partnerOrderId, null);
  assert.equal(read.shippingTotal, '5.00');
  const audit = await ctx.platform.admin.audit.list({ limit: 5 });
  assert.ok(audit.some((a) => a.action === 'order.place' && a.targetId === String(placed.orderNumber) && a.actor === 'bootstrap'));
  const bad = await adm('POST', '/admin/orders', { siteId: site, lines: [{ productId: 'SLO_999999', quantity: 1 }] });
  assertProblem(bad, 400, 'invalid_request');
  assert.match(bad.json().detail, /lines\[0\]\.productId/);
  assertProblem(await adm('POST', '/admin/orders', { siteId: site, lines: [] }), 400, 'invalid_request');
  assertProblem(await ctx.admin.inject({ method: 'GET', url: '/admin/orders' }), 401, 'unauthorized');
});

test('order status: any status of the vocabulary, order.status_changed only on change', async () => {
  const placed = await place(1);
  const res = await adm('PUT', `/admin/orders/${placed.orderNumber}/status`, { status: 'IN_PRODUCTION' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().status, 'IN_PRODUCTION');
  await adm('PUT', `/admin/orders/${placed.orderNumber}/status`, { status: 'IN_PRODUCTION' });
  assert.equal((await events(placed.orderNumber)).filter((e) => e.type === 'order.status_changed').length, 2);
  assertProblem(await adm('PUT', `/admin/orders/${placed.orderNumber}/status`, { status: 'LOST' }), 400, 'invalid_request');
  assertProblem(await adm('PUT', '/admin/orders/2147480000/status', { status: 'SHIPPED' }), 404, 'not_found');
  assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}`)).json().status, 'IN_PRODUCTION');
});

test('proof lifecycle: publish (PENDING_REVIEW), reasons, preview, archive, every proof status, production status', async () => {
  const placed = await place(1);
  const item = placed.lines[0]!.itemNumber;
  const base = `/admin/orders/${placed.orderNumber}/items/${item}`;
  const published = await adm('POST', `${base}/proof-files`, {
    name: 'proof-v1.pdf',
    contentBase64: Buffer.from('%PDF v1').toString('base64'),
    contentType: 'application/pdf',
  });
  assert.equal(published.statusCode, 201, published.body);
  assert.equal(published.json().proofStatus, 'PENDING_REVIEW');
  assert.equal(published.json().productionStatus, 'PROOFING');
  await adm('POST', `${base}/proof-files`, { name: 'proof-v2.pdf', contentBase64: Buffer.from('%PDF v2').toString('base64') });
  const reasons = await adm('PUT', `${base}/denial-reasons`, { reasons: [{ code: 'TYPO', description: 'Typo' }] });
  assert.deepEqual(reasons.json().denialReasons, [{ code: 'TYPO', description: 'Typo' }]);
  assertProblem(await adm('PUT', `${base}/denial-reasons`, { reasons: [{ code: 'UNKNOWN', description: 'x' }] }), 400, 'invalid_request');
  assertProblem(
    await adm('PUT', `${base}/denial-reasons`, {
      reasons: [
        { code: 'A', description: 'x' },
        { code: 'A', description: 'y' },
      ],
    }),
    400,
    'invalid_request',
  );
  const visual = await adm('PUT', `${base}/proof-visual`, { contentBase64: Buffer.from('PNG').toString('base64') });
  assert.equal(visual.statusCode, 200);
  const files = visual.json().proofFiles;
  assert.deepEqual(
    files.map((f: { active: boolean }) => f.active),
    [false, true],
  );
  const archived = await adm('POST', `/admin/proof-files/${files[0].fileId}/archive`);
  assert.equal(archived.json().proofFiles[0].archived, true);
  assertProblem(await adm('POST', '/admin/proof-files/999999999/archive'), 404, 'not_found');

  const proof = (await partnerGet(`/v1/orders/${placed.orderNumber}/items/${item}/proof`)).json();
  assert.equal(proof.files[0].link, null);
  assert.ok(proof.files[1].link);
  assert.ok(proof.visualUrl);
  assert.equal(proof.proofStatus, 'PENDING_REVIEW');

  for (const [stored, published] of [
    ['NOT_CREATED', 'NOT_CREATED'],
    ['DECLINED', 'DECLINED'],
    ['ON_CUSTOMER_HOLD', 'UNKNOWN'],
    [null, null],
    ['PENDING_REVIEW', 'PENDING_REVIEW'],
  ] as const) {
    const res = await adm('PUT', `${base}/proof-status`, { proofStatus: stored });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().storedProofStatus, stored);
    assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}/items/${item}/proof`)).json().proofStatus, published);
  }
  assertProblem(await adm('PUT', `${base}/proof-status`, { proofStatus: 'lower' }), 400, 'invalid_request');
  for (const status of ['PRINTING', 'READY_TO_SHIP', null]) {
    const res = await adm('PUT', `${base}/production-status`, { productionStatus: status });
    assert.equal(res.statusCode, status === 'PRINTING' ? 400 : 200, res.body);
  }
  assert.equal((await adm('PUT', `${base}/production-status`, { productionStatus: 'FINISHING' })).json().productionStatus, 'FINISHING');
  const detail = (await adm('GET', base)).json();
  assert.match(detail.proofLog[0].entry, /proof-v1\.pdf/);
  const actions = (await ctx.platform.admin.audit.list({ limit: 50 })).map((a) => a.action);
  for (const action of [
    'proof.publish',
    'proof.set_denial_reasons',
    'proof.set_visual',
    'proof.archive_file',
    'order_line.set_proof_status',
    'order_line.set_production_status',
  ])
    assert.ok(actions.includes(action), action);
});

test('line flags, internal record, cancel (order_line.cancelled); all lines cancelled cancels the order', async () => {
  const placed = await place(2);
  const [a, b] = placed.lines.map((l) => l.itemNumber) as [number, number];
  const base = `/admin/orders/${placed.orderNumber}/items`;
  const patched = await adm('PATCH', `${base}/${a}`, { problem: true, reorder: true, backorderQuantity: 3, note: 'Check bleed' });
  assert.equal(patched.statusCode, 200, patched.body);
  const item = (await partnerGet(`/v1/orders/${placed.orderNumber}/items`)).json().items[0];
  assert.deepEqual([item.problem, item.reorder, item.backorderQuantity, item.note], [true, true, 3, 'Check bleed']);
  assertProblem(await adm('PATCH', `${base}/${a}`, {}), 400, 'invalid_request');
  assertProblem(await adm('PATCH', `${base}/${a}`, { siteId: 999999 }), 400, 'invalid_request');
  const record = await adm('POST', `/admin/orders/${placed.orderNumber}/internal-records`, { kind: 'PROOF', quantity: 1 });
  assert.equal(record.statusCode, 201);
  assert.equal(
    (await adm('GET', `/admin/orders/${placed.orderNumber}`)).json().lines.filter((l: { internalRecord: boolean }) => l.internalRecord)
      .length,
    1,
  );
  assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}/items`)).json().items.length, 2);

  assert.equal((await adm('POST', `${base}/${a}/cancel`)).json().cancelled, true);
  assertProblem(await adm('POST', `${base}/${a}/cancel`), 409, 'conflict');
  await adm('POST', `${base}/${b}/cancel`);
  const types = (await events(placed.orderNumber)).map((e) => e.type);
  assert.deepEqual(types, ['order.status_changed', 'order_line.cancelled', 'order_line.cancelled', 'order.status_changed']);
  assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}`)).json().status, 'CANCELLED');
  const hidden = await adm('PATCH', `${base}/${b}`, { hidden: true });
  assert.equal(hidden.json().hidden, true);
  assertProblem(await partnerGet(`/v1/orders/${placed.orderNumber}/items/${b}/proof`), 404, 'order_item_not_found');
});

test('shipments: create, ship (shipment.shipped), cancel (shipment.cancelled) with shipmentNumber; order moves through PARTIALLY_SHIPPED to SHIPPED', async () => {
  const placed = await place(2);
  const [a, b] = placed.lines.map((l) => l.itemNumber) as [number, number];
  const first = await adm('POST', `/admin/orders/${placed.orderNumber}/shipments`, {
    carrier: 'UPS',
    service: 'Ground',
    lines: [{ itemNumber: a }],
  });
  assert.equal(first.statusCode, 201, first.body);
  const s1 = first.json().shipmentNumber;
  const shipped = await adm('POST', `/admin/shipments/${s1}/ship`, { trackingNumber: '1Z1' });
  assert.ok(shipped.json().shippedOn);
  assertProblem(await adm('POST', `/admin/shipments/${s1}/ship`, {}), 409, 'conflict');
  assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}`)).json().status, 'PARTIALLY_SHIPPED');
  const s2 = (await adm('POST', `/admin/orders/${placed.orderNumber}/shipments`, { lines: [{ itemNumber: b }] })).json().shipmentNumber;
  await adm('POST', `/admin/shipments/${s2}/ship`, {});
  assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}`)).json().status, 'SHIPPED');
  await adm('POST', `/admin/shipments/${s2}/cancel`);
  assertProblem(await adm('POST', `/admin/shipments/${s2}/cancel`), 409, 'conflict');
  const items = (await partnerGet(`/v1/orders/${placed.orderNumber}/items`)).json().items;
  assert.deepEqual(
    items.map((i: { shipped: boolean }) => i.shipped),
    [true, false],
  );
  assert.equal((await partnerGet(`/v1/orders/${placed.orderNumber}`)).json().status, 'PARTIALLY_SHIPPED');
  const evs = await events(placed.orderNumber);
  assert.deepEqual(
    evs.map((e) => [e.type, e.shipment_number]),
    [
      ['order.status_changed', null],
      ['order.status_changed', null],
      ['shipment.shipped', s1],
      ['order.status_changed', null],
      ['shipment.shipped', s2],
      ['order.status_changed', null],
      ['shipment.cancelled', s2],
    ],
  );
  assertProblem(await adm('POST', `/admin/orders/${placed.orderNumber}/shipments`, { lines: [{ itemNumber: 1 }] }), 400, 'invalid_request');
  assertProblem(await adm('POST', '/admin/shipments/2147480000/ship', {}), 404, 'not_found');
  assert.equal((await adm('GET', `/admin/orders/${placed.orderNumber}/shipments`)).json().shipments.length, 2);
});

test('partner orders carry partnerOrderId on their events', async () => {
  const { order } = await import('../fixtures.ts');
  const placed = await order(ctx, site, { partner: { partnerId: partner.partnerId, partnerOrderId: 'PO-EV-1' } });
  await adm('POST', `/admin/orders/${placed.orderNumber}/items/${placed.lines[0]!.itemNumber}/cancel`);
  assert.deepEqual(
    (await events(placed.orderNumber)).map((e) => e.partner_order_id),
    ['PO-EV-1', 'PO-EV-1', 'PO-EV-1'],
  );
});

test('order, item and shipment numbers beyond the integer column are malformed (400), never a database error', async () => {
  for (const url of ['/admin/orders/2147483648', '/admin/orders/9999999999/shipments', '/admin/orders/1/items/2147483648']) {
    assertProblem(await adm('GET', url), 400, 'invalid_request');
  }
  assertProblem(await adm('POST', '/admin/shipments/2147483648/ship', {}), 400, 'invalid_request');
  assertProblem(await adm('GET', '/admin/orders/2147483647'), 404, 'not_found');
});
