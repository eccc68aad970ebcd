// The sandbox's test helpers through the sandbox's partner API: each drives
// the order as staff's action would (same rules, same events, delivered
// signed to the partner's endpoint), under the partner's credential, scope
// and tenancy; on a production host their paths are unknown paths.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { DOCUMENT_FILES } from '../../scripts/openapi.ts';
import { SCOPES } from '../../src/access/scopes.ts';
import { verifyDelivery } from '../../src/events/webhooks/verify.ts';
import { allPages, referencePages } from '../helpers/reference-pages.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { order } from '../orders/fixtures.ts';
import { registerEndpoint, TEST_SETTINGS, withDispatcher } from '../events/webhooks/fixtures.ts';
import { startReceiver, waitFor, type Receiver } from '../events/webhooks/receiver.ts';

let sandbox: TestContext;
let production: TestContext;
let receiver: Receiver;
before(async () => {
  sandbox = await createTestContext({ ...TEST_SETTINGS, ENVIRONMENT_KIND: 'sandbox' });
  production = await createTestContext();
  receiver = await startReceiver();
});
after(async () => {
  await receiver.close();
  await sandbox.close();
  await production.close();
});

type Method = 'PUT' | 'POST' | 'GET';
const helper = (ctx: TestContext, token: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  ctx.call(token, { method, url: `/v1/test-helpers${url}`, ...(payload !== undefined && { payload }) });

/** A partner on a site of its own with an order of `lines` lines it placed. */
async function partnerWithOrder(ctx: TestContext, lines = 2) {
  const partner = await ctx.partner();
  const placed = await order(ctx, partner.siteIds[0]!, {
    lines,
    partner: { partnerId: partner.partnerId, partnerOrderId: `PO-${Math.random()}` },
  });
  return { partner, orderNumber: placed.orderNumber, items: placed.lines.map((l) => l.itemNumber) };
}

/** Every helper, as one call each on `orderNumber`/`item`/`shipment`. */
const EVERY_HELPER = (o: number, item: number, shipment: number) =>
  [
    ['PUT', `/orders/${o}/status`, { status: 'IN_PRODUCTION' }],
    ['PUT', `/orders/${o}/items/${item}/production-status`, { productionStatus: 'FINISHING' }],
    ['POST', `/orders/${o}/items/${item}/proof`, {}],
    ['POST', `/orders/${o}/items/${item}/cancel`, {}],
    ['POST', `/orders/${o}/shipments`, {}],
    ['POST', `/orders/${o}/shipments/${shipment}/cancel`, {}],
  ] as Array<[Method, string, Record<string, unknown>]>;

test('"your orders", as the sandbox guide defines them: every order on a granted site, the storefront\'s own included; another site\'s is not found', async () => {
  const guide = readFileSync(new URL('../../docs/guides/07-sandbox.md', import.meta.url), 'utf8');
  assert.match(
    guide,
    /see only your orders: every order on a site granted to you, whoever placed it \(the storefront's own orders on those sites included\)/,
  );
  const partner = await sandbox.partner();
  const storefront = await order(sandbox, partner.siteIds[0]!);
  const elsewhere = await order(sandbox, await sandbox.site());
  const moved = await helper(sandbox, partner.token, 'PUT', `/orders/${storefront.orderNumber}/status`, { status: 'IN_PRODUCTION' });
  assert.equal(moved.statusCode, 200, moved.body);
  const listed = await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders?siteId=${partner.siteIds[0]}` });
  assert.ok(
    listed.json().orders.some((o: { orderNumber: number }) => o.orderNumber === storefront.orderNumber),
    listed.body,
  );
  const refused = await helper(sandbox, partner.token, 'PUT', `/orders/${elsewhere.orderNumber}/status`, { status: 'IN_PRODUCTION' });
  assertProblem(refused, 404, 'order_not_found');
});

test('one order driven through every helper: each answers the partner read, and all four event types reach the endpoint, signed', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 3);
  const [a, b, c] = items as [number, number, number];
  const endpoint = await registerEndpoint(sandbox, partner.partnerId, { url: receiver.url });

  const status = await helper(sandbox, partner.token, 'PUT', `/orders/${orderNumber}/status`, { status: 'IN_PRODUCTION' });
  assert.equal(status.statusCode, 200, status.body);
  assert.equal(status.json().status, 'IN_PRODUCTION');
  assert.equal(status.json().orderNumber, orderNumber);

  const proof = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/proof`, {
    reasons: [{ code: 'LOW_RESOLUTION', description: 'Images are low resolution' }],
  });
  assert.equal(proof.statusCode, 201, proof.body);
  assert.equal(proof.json().proofStatus, 'PENDING_REVIEW');
  assert.equal(proof.json().files.length, 1);
  assert.match(proof.json().files[0].link, /^http/);
  // The partner declines and then approves through the real proof routes.
  const reasons = await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}/items/${a}/proof/denial-reasons` });
  assert.deepEqual(reasons.json().reasons, [{ code: 'LOW_RESOLUTION', description: 'Images are low resolution' }]);
  const declined = await sandbox.call(partner.token, {
    method: 'POST',
    url: `/v1/orders/${orderNumber}/items/${a}/proof/decline`,
    payload: { reason: 'LOW_RESOLUTION' },
  });
  assert.equal(declined.statusCode, 200, declined.body);
  const again = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/proof`, { fileName: 'v2.pdf' });
  assert.equal(again.statusCode, 201, again.body);
  assert.deepEqual(
    again.json().files.map((f: { name: string; active: boolean }) => [f.name, f.active]),
    [
      [`sandbox-proof-${a}.pdf`, false],
      ['v2.pdf', true],
    ],
  );
  const approved = await sandbox.call(partner.token, {
    method: 'POST',
    url: `/v1/orders/${orderNumber}/items/${a}/proof/approve`,
    payload: {},
  });
  assert.equal(approved.statusCode, 200, approved.body);

  const moved = await helper(sandbox, partner.token, 'PUT', `/orders/${orderNumber}/items/${a}/production-status`, {
    productionStatus: 'READY_TO_SHIP',
  });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.equal(moved.json().productionStatus, 'READY_TO_SHIP');
  assert.equal(moved.json().itemNumber, a);

  const cancelled = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${c}/cancel`);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.json().cancelled, true);

  // Shipping with no lines named carries every line left (b and a, not the cancelled c), with the defaults.
  const shipped = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {});
  assert.equal(shipped.statusCode, 201, shipped.body);
  const shipment = shipped.json();
  assert.equal(shipment.shipped, true);
  assert.deepEqual([shipment.carrier, shipment.service, shipment.trackingNumber], ['UPS', 'Ground', `SANDBOX${shipment.shipmentNumber}`]);
  assert.deepEqual(shipment.lines.map((l: { itemNumber: number }) => l.itemNumber).sort(), [a, b].sort());
  const read = await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}` });
  assert.equal(read.json().status, 'SHIPPED');

  const unshipped = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments/${shipment.shipmentNumber}/cancel`);
  assert.equal(unshipped.statusCode, 200, unshipped.body);
  assert.equal(unshipped.json().cancelled, true);

  const typesOf = () => receiver.received.filter((d) => d.body.orderNumber === orderNumber).map((d) => d.body.type as string);
  const everyType = ['order.status_changed', 'shipment.shipped', 'shipment.cancelled', 'order_line.cancelled'];
  await withDispatcher(sandbox, () => waitFor(() => everyType.every((t) => typesOf().includes(t)), 10_000, 'every type of event'));
  for (const d of receiver.received.filter((r) => r.body.orderNumber === orderNumber)) {
    assert.equal(
      verifyDelivery(endpoint.signingSecret!, d.rawBody, d.headers['platform-signature'] as string, sandbox.clock.now()).ok,
      true,
    );
    assert.equal(d.body.partnerOrderId !== undefined, true);
  }
  const shippedEvent = receiver.received.find((d) => d.body.type === 'shipment.shipped' && d.body.orderNumber === orderNumber)!;
  assert.equal(shippedEvent.body.shipmentNumber, shipment.shipmentNumber);

  // The audit log names the partner acting through a helper.
  const audit = await sandbox.adminCall({ method: 'GET', url: `/admin/audit?targetType=order&targetId=${orderNumber}` });
  assert.equal(audit.statusCode, 200, audit.body);
  assert.ok(
    JSON.stringify(audit.json()).includes(`partner:${partner.partnerId} (sandbox test helper)`),
    'the audit entry names the partner',
  );
});

test("tenancy: another partner's order, a missing one and a hidden line answer 404 like the reads; a shipment of another order is shipment_not_found", async () => {
  const own = await partnerWithOrder(sandbox, 1);
  const other = await partnerWithOrder(sandbox, 1);
  const shipped = await helper(sandbox, other.partner.token, 'POST', `/orders/${other.orderNumber}/shipments`, {});
  assert.equal(shipped.statusCode, 201, shipped.body);
  const otherShipment = shipped.json().shipmentNumber as number;
  for (const [method, url, body] of EVERY_HELPER(other.orderNumber, other.items[0]!, otherShipment)) {
    assertProblem(await helper(sandbox, own.partner.token, method, url, body), 404, 'order_not_found');
  }
  for (const [method, url, body] of EVERY_HELPER(2147483000, 1, 1)) {
    assertProblem(await helper(sandbox, own.partner.token, method, url, body), 404, 'order_not_found');
  }
  // Another order's shipment under one's own order: not found.
  assertProblem(
    await helper(sandbox, own.partner.token, 'POST', `/orders/${own.orderNumber}/shipments/${otherShipment}/cancel`),
    404,
    'shipment_not_found',
  );
  // A line staff hid is not there for the partner, nor for its helpers.
  await sandbox.platform.orders.admin.lines.patch(own.orderNumber, own.items[0]!, { hidden: true }, 'test');
  assertProblem(
    await helper(sandbox, own.partner.token, 'POST', `/orders/${own.orderNumber}/items/${own.items[0]}/cancel`),
    404,
    'order_item_not_found',
  );
  assertProblem(
    await helper(sandbox, own.partner.token, 'POST', `/orders/${own.orderNumber}/shipments`, { lines: [{ itemNumber: own.items[0]! }] }),
    404,
    'order_item_not_found',
  );
  assertProblem(
    await helper(sandbox, own.partner.token, 'POST', `/orders/${own.orderNumber}/shipments/0/cancel`),
    400,
    'invalid_shipment_number',
  );
});

test('scope: every helper needs orders:write (403 insufficient_scope with orders:read alone)', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 1);
  const res = await sandbox.requestToken({
    grant_type: 'client_credentials',
    client_id: partner.clientId,
    client_secret: partner.clientSecret,
    scope: 'orders:read',
  });
  const readOnly = res.json().access_token as string;
  for (const [method, url, body] of EVERY_HELPER(orderNumber, items[0]!, 1)) {
    assertProblem(await helper(sandbox, readOnly, method, url, body), 403, 'insufficient_scope');
  }
  assert.ok(SCOPES.includes('partner-api/orders:write'));
});

test("staff's rules hold: a cancelled line cannot ship or be cancelled again, a shipment is cancelled once, nothing left to ship is refused", async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a, b] = items as [number, number];
  assert.equal((await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/cancel`)).statusCode, 200);
  assertProblem(await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/cancel`), 409, 'order_item_cancelled');
  assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: a }] }),
    409,
    'order_item_cancelled',
  );
  // A line staff marked not shippable: the back office's refusal, as test_helper_refused with its words.
  await sandbox.platform.orders.admin.lines.patch(orderNumber, b, { shippable: false }, 'test');
  const refused = assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: b }] }),
    409,
    'test_helper_refused',
  );
  assert.match(String(refused.detail), /not shippable/);
  const nothing = assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {}),
    409,
    'test_helper_refused',
  );
  assert.match(String(nothing.detail), /nothing left to ship/);

  await sandbox.platform.orders.admin.lines.patch(orderNumber, b, { shippable: true }, 'test');
  const shipment = (
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: b, quantity: 1 }] })
  ).json();
  assert.deepEqual(shipment.lines, [{ itemNumber: b, quantity: 1 }]);
  const url = `/orders/${orderNumber}/shipments/${shipment.shipmentNumber}/cancel`;
  assert.equal((await helper(sandbox, partner.token, 'POST', url)).statusCode, 200);
  assert.match(
    String(assertProblem(await helper(sandbox, partner.token, 'POST', url), 409, 'test_helper_refused').detail),
    /already cancelled/,
  );
  // A line named twice is the back office's 400, as staff's shipment would answer.
  assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {
      lines: [
        { itemNumber: b, quantity: 1 },
        { itemNumber: b, quantity: 1 },
      ],
    }),
    400,
    'invalid_request',
  );
  // Bodies are strict, as everywhere.
  assertProblem(await helper(sandbox, partner.token, 'PUT', `/orders/${orderNumber}/status`, { status: 'LOST' }), 400, 'invalid_request');
  assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { colour: 'red' }),
    400,
    'invalid_request',
  );
});

test("the docs site: the sandbox's reference has the Test helpers, the production one none; both carry the sandbox guide", async () => {
  const page = async (ctx: TestContext, url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200, `${url}: ${res.statusCode}`);
    return res.body;
  };
  const sandboxReference = await referencePages(sandbox.app, '/docs');
  assert.match(sandboxReference.index, /<h2 id="tag-Test helpers"><a href="\/docs\/reference\/test-helpers">Test helpers<\/a><\/h2>/);
  const helpers = await page(sandbox, '/docs/reference/test-helpers');
  assert.match(helpers, /\/v1\/test-helpers\/orders\/\{orderNumber\}\/shipments/);
  assert.match(helpers, /client\.testHelpers\.ship\(/);
  assert.match(helpers, /client\.test_helpers\.ship\(/);
  const productionReference = await referencePages(production.app, '/docs');
  assert.doesNotMatch(productionReference.index + allPages(productionReference), /test-helpers|Test helpers/);
  for (const ctx of [sandbox, production]) {
    assert.match(await page(ctx, '/docs/guides/sandbox'), /<h1[^>]*>Test your integration in the sandbox<\/h1>/);
  }
});

describe('a production host', () => {
  test('answers every helper path exactly like an unknown path, and its document lists none', async () => {
    const { partner, orderNumber, items } = await partnerWithOrder(production, 1);
    const unknown = await production.call(partner.token, { method: 'POST', url: '/v1/nope', payload: {} });
    for (const [method, url, body] of EVERY_HELPER(orderNumber, items[0]!, 1)) {
      const res = await helper(production, partner.token, method, url, body);
      const expected = await production.call(partner.token, { method, url: '/v1/nope', payload: {} });
      assert.equal(res.statusCode, expected.statusCode, `${method} ${url}`);
      assert.equal(res.headers['content-type'], expected.headers['content-type']);
      assert.equal(withoutRequestId(res).replaceAll(`/v1/test-helpers${url}`, '/v1/nope'), withoutRequestId(expected));
    }
    assert.equal(unknown.statusCode, 404);
    const document = (await production.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    assert.deepEqual(
      Object.keys(document.paths).filter((p) => p.includes('test-helpers')),
      [],
    );
    const sandboxDocument = (await sandbox.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    assert.equal(Object.keys(sandboxDocument.paths).filter((p) => p.includes('test-helpers')).length, 6);
  });
});

test('the committed sandbox document is the production document and the six helper operations, tagged Test helpers, nothing else', () => {
  const production = JSON.parse(readFileSync(DOCUMENT_FILES.partner, 'utf8'));
  const sandboxDocument = JSON.parse(readFileSync(DOCUMENT_FILES.sandbox, 'utf8'));
  const helpers = Object.keys(sandboxDocument.paths).filter((p) => !(p in production.paths));
  assert.deepEqual(helpers.sort(), [
    '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel',
    '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status',
    '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof',
    '/v1/test-helpers/orders/{orderNumber}/shipments',
    '/v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel',
    '/v1/test-helpers/orders/{orderNumber}/status',
  ]);
  for (const path of helpers) {
    for (const operation of Object.values<Record<string, any>>(sandboxDocument.paths[path])) {
      assert.deepEqual(operation.tags, ['Test helpers'], path);
      assert.deepEqual(operation.security, [{ oauth2: ['partner-api/orders:write'] }], path);
    }
    delete sandboxDocument.paths[path];
  }
  // The top-level tag list names the helpers' tag too, described; nothing else differs.
  const helperTags = sandboxDocument.tags.filter((tag: { name: string }) => tag.name === 'Test helpers');
  assert.equal(helperTags.length, 1, 'the sandbox document lists the Test helpers tag');
  assert.ok(helperTags[0].description, 'the Test helpers tag is described');
  sandboxDocument.tags = sandboxDocument.tags.filter((tag: { name: string }) => tag.name !== 'Test helpers');
  assert.deepEqual(sandboxDocument, production);
});

test('over-shipping is refused: more of a line than is left of it is 409 order_item_quantity_exceeded, and nothing moved', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 1);
  const [a] = items as [number];
  // The fixture's first line has 10 units.
  const first = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {
    lines: [{ itemNumber: a, quantity: 4 }],
  });
  assert.equal(first.statusCode, 201, first.body);
  assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: a, quantity: 7 }] }),
    409,
    'order_item_quantity_exceeded',
  );
  assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: a, quantity: 11 }] }),
    409,
    'order_item_quantity_exceeded',
  );
  // What is left (6) ships by default; then nothing is left.
  const rest = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {});
  assert.deepEqual(rest.json().lines, [{ itemNumber: a, quantity: 6 }]);
  assertProblem(await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {}), 409, 'test_helper_refused');
  const shipments = await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}/shipments` });
  assert.equal(shipments.json().shipments.length, 2);
});

test('a shipped line cannot be cancelled: 409 order_item_on_shipment, the line unchanged; once the shipment is cancelled it can', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a, b] = items as [number, number];
  const shipped = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, {});
  assert.equal(shipped.statusCode, 201, shipped.body);
  const { shipmentNumber } = shipped.json();
  const item = async (n: number) =>
    (await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}/items` }))
      .json()
      .items.find((l: { itemNumber: number }) => l.itemNumber === n);
  const before = await item(a);
  for (const n of [a, b]) {
    const body = assertProblem(
      await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${n}/cancel`, {}),
      409,
      'order_item_on_shipment',
    );
    assert.match(String(body.detail), new RegExp(`^Item ${n} is carried by shipment ${shipmentNumber}, which is not cancelled`));
  }
  assert.deepEqual(await item(a), before);
  assert.equal(before.shipped, true);
  const cancelled = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments/${shipmentNumber}/cancel`, {});
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const line = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/cancel`, {});
  assert.equal(line.statusCode, 200, line.body);
  assert.deepEqual([line.json().cancelled, line.json().shipped], [true, false]);
});

test('a cancelled line takes no proof from the helper: 409 order_item_cancelled, the proof unchanged', async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a] = items as [number];
  assert.equal((await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/cancel`, {})).statusCode, 200);
  const proof = () => sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}/items/${a}/proof` });
  const before = withoutRequestId(await proof());
  assertProblem(await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/proof`, {}), 409, 'order_item_cancelled');
  assert.equal(withoutRequestId(await proof()), before);
});

test("a line shipped alone, the other cancelled through the helper: the order reads SHIPPED, as staff's cancel makes it", async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a, b] = items as [number, number];
  const status = async () => (await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}` })).json().status;
  const shipped = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: a }] });
  assert.equal(shipped.statusCode, 201, shipped.body);
  assert.equal(await status(), 'PARTIALLY_SHIPPED');
  assert.equal((await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${b}/cancel`, {})).statusCode, 200);
  assert.equal(await status(), 'SHIPPED');
});

test("the helper's status set is held to the order's shipments, and a cancelled order takes no shipment: 409 test_helper_refused", async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a, b] = items as [number, number];
  const read = async () => withoutRequestId(await sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}` }));
  const shipped = await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: a }] });
  const { shipmentNumber } = shipped.json();
  const before = await read();
  for (const status of ['RECEIVED', 'IN_PRODUCTION', 'CANCELLED', 'SHIPPED']) {
    const body = assertProblem(
      await helper(sandbox, partner.token, 'PUT', `/orders/${orderNumber}/status`, { status }),
      409,
      'test_helper_refused',
    );
    assert.match(String(body.detail), new RegExp(`^Order ${orderNumber} cannot be set to ${status}: `));
  }
  assert.equal(await read(), before);
  await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments/${shipmentNumber}/cancel`, {});
  assert.equal((await helper(sandbox, partner.token, 'PUT', `/orders/${orderNumber}/status`, { status: 'CANCELLED' })).statusCode, 200);
  const cancelled = await read();
  const body = assertProblem(
    await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: b }] }),
    409,
    'test_helper_refused',
  );
  assert.equal(
    body.detail,
    `Order ${orderNumber} is cancelled: a cancelled order takes no shipment. Set another status first to reopen it.`,
  );
  assert.equal(await read(), cancelled);
});

test("a cancelled line's production status does not move through the helper: 409 order_item_cancelled, the line unchanged", async () => {
  const { partner, orderNumber, items } = await partnerWithOrder(sandbox, 2);
  const [a] = items as [number];
  assert.equal((await helper(sandbox, partner.token, 'POST', `/orders/${orderNumber}/items/${a}/cancel`, {})).statusCode, 200);
  const line = () => sandbox.call(partner.token, { method: 'GET', url: `/v1/orders/${orderNumber}/items` });
  const before = withoutRequestId(await line());
  assertProblem(
    await helper(sandbox, partner.token, 'PUT', `/orders/${orderNumber}/items/${a}/production-status`, {
      productionStatus: 'READY_TO_SHIP',
    }),
    409,
    'order_item_cancelled',
  );
  assert.equal(withoutRequestId(await line()), before);
});
