// The order's state against its lines and shipments, at the transitions that
// once ignored it: a line cancelled or made (un)shippable re-derives the
// status shipping set; a status set by hand may not contradict the
// shipments, and a cancelled order takes no shipment; a cancelled line takes
// no production status, proof status, preview or denial reasons (409
// `conflict`, nothing written). Through the admin API and the CLI; the
// sandbox helpers' side is in test/test-helpers/http.test.ts, the race of a
// line cancel against a shipment's creation in test/db/admin-racing-orders.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { podProduct, SHIP_TO } from '../fixtures.ts';

let ctx: TestContext;
let site: number;
let productId: string;
before(async () => {
  ctx = await createTestContext();
  site = await ctx.site();
  productId = await podProduct(ctx, site);
});
after(() => ctx.close());

const adm = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.adminCall({ method, url, ...(payload === undefined ? {} : { payload }) });

/** An order of `count` lines; its number and item numbers. */
async function place(count = 2): Promise<{ order: number; items: number[] }> {
  const res = await adm('POST', '/admin/orders', {
    siteId: site,
    shipTo: SHIP_TO,
    shippingMethod: 'Ground',
    shippingPrice: '5.00',
    lines: Array.from({ length: count }, (_, i) => ({ productId, quantity: 10 + i })),
  });
  assert.equal(res.statusCode, 201, res.body);
  return { order: res.json().orderNumber, items: res.json().lines.map((l: { itemNumber: number }) => l.itemNumber) };
}

async function shipmentOf(order: number, items: number[]): Promise<number> {
  const res = await adm('POST', `/admin/orders/${order}/shipments`, { carrier: 'UPS', lines: items.map((itemNumber) => ({ itemNumber })) });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().shipmentNumber;
}

async function shipped(order: number, items: number[]): Promise<number> {
  const shipment = await shipmentOf(order, items);
  const res = await adm('POST', `/admin/shipments/${shipment}/ship`, { trackingNumber: 'T1' });
  assert.equal(res.statusCode, 200, res.body);
  return shipment;
}

const statusOf = async (order: number): Promise<string> => (await adm('GET', `/admin/orders/${order}`)).json().status;
const setStatus = (order: number, status: string) => adm('PUT', `/admin/orders/${order}/status`, { status });

/** What a refused write must leave unchanged: the order, its shipments, its events and audit entries. */
async function state(order: number) {
  const o = (await adm('GET', `/admin/orders/${order}`)).json();
  const shipments = (await adm('GET', `/admin/orders/${order}/shipments`)).json().shipments;
  const events = await ctx.platform.db.selectFrom('outbox_events').select('type').where('order_number', '=', order).execute();
  const audit = await ctx.platform.db.selectFrom('audit_log').select('action').where('target_id', 'like', `${order}%`).execute();
  return { order: o, shipments, events: events.length, audit: audit.length };
}

describe('a line change re-derives the status shipping set', () => {
  const CLOSE = {
    cancelled: (order: number, item: number) => adm('POST', `/admin/orders/${order}/items/${item}/cancel`),
    'made unshippable': (order: number, item: number) => adm('PATCH', `/admin/orders/${order}/items/${item}`, { shippable: false }),
  };
  for (const [change, send] of Object.entries(CLOSE)) {
    test(`line A shipped alone (PARTIALLY_SHIPPED), line B ${change}: the order is SHIPPED, with its order.status_changed`, async () => {
      const { order, items } = await place();
      await shipped(order, [items[0]!]);
      assert.equal(await statusOf(order), 'PARTIALLY_SHIPPED');
      const changes = async () =>
        (
          await ctx.platform.db
            .selectFrom('outbox_events')
            .select('type')
            .where('order_number', '=', order)
            .where('type', '=', 'order.status_changed')
            .execute()
        ).length;
      const before = await changes();
      const res = await send(order, items[1]!);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await statusOf(order), 'SHIPPED');
      assert.equal(await changes(), before + 1, 'the partner is told of the change');
    });
  }

  test('a line made shippable again on a SHIPPED order: PARTIALLY_SHIPPED; the other lines untouched', async () => {
    const { order, items } = await place(3);
    await shipped(order, [items[0]!]);
    await adm('PATCH', `/admin/orders/${order}/items/${items[1]}`, { shippable: false });
    await adm('POST', `/admin/orders/${order}/items/${items[2]}/cancel`);
    assert.equal(await statusOf(order), 'SHIPPED');
    const before = (await adm('GET', `/admin/orders/${order}`)).json().lines;
    assert.equal((await adm('PATCH', `/admin/orders/${order}/items/${items[1]}`, { shippable: true })).statusCode, 200);
    assert.equal(await statusOf(order), 'PARTIALLY_SHIPPED');
    // Only the line patched moved: the status follows without rewriting the others' rows.
    const afterLines = (await adm('GET', `/admin/orders/${order}`)).json().lines;
    assert.deepEqual(afterLines[0], before[0]);
    assert.deepEqual(afterLines[2], before[2]);
  });

  test('the last open line cancelled cancels the order; a cancel that leaves a shipped line makes it SHIPPED, not CANCELLED', async () => {
    const open = await place();
    for (const item of open.items) assert.equal((await adm('POST', `/admin/orders/${open.order}/items/${item}/cancel`)).statusCode, 200);
    assert.equal(await statusOf(open.order), 'CANCELLED');
    const partly = await place();
    await shipped(partly.order, [partly.items[0]!]);
    assert.equal((await adm('POST', `/admin/orders/${partly.order}/items/${partly.items[1]}/cancel`)).statusCode, 200);
    assert.equal(await statusOf(partly.order), 'SHIPPED');
  });

  test('a status staff set stands: ON_HOLD with line A shipped stays ON_HOLD when line B is cancelled', async () => {
    const { order, items } = await place();
    await shipped(order, [items[0]!]);
    assert.equal((await setStatus(order, 'ON_HOLD')).statusCode, 200);
    assert.equal((await adm('POST', `/admin/orders/${order}/items/${items[1]}/cancel`)).statusCode, 200);
    assert.equal(await statusOf(order), 'ON_HOLD');
  });
});

describe("a status set by hand may not contradict the order's shipments; a cancelled order takes no shipment", () => {
  test('CANCELLED: refused while a shipment is not cancelled (409 conflict naming it, nothing written); then no shipment is created or shipped', async () => {
    const { order, items } = await place();
    const pending = await shipmentOf(order, [items[0]!]);
    const before = await state(order);
    const body = assertProblem(await setStatus(order, 'CANCELLED'), 409, 'conflict');
    assert.equal(
      body.detail,
      `Order ${order} cannot be set to CANCELLED: shipment ${pending} is not cancelled. Cancel the shipments first.`,
    );
    assert.deepEqual(await state(order), before);

    assert.equal((await adm('POST', `/admin/shipments/${pending}/cancel`)).statusCode, 200);
    assert.equal((await setStatus(order, 'CANCELLED')).statusCode, 200);
    const cancelled = await state(order);
    const refused = assertProblem(
      await adm('POST', `/admin/orders/${order}/shipments`, { lines: [{ itemNumber: items[1] }] }),
      409,
      'conflict',
    );
    assert.equal(
      refused.detail,
      `Order ${order} is cancelled: a cancelled order takes no shipment. Set another status first to reopen it.`,
    );
    assert.deepEqual(await state(order), cancelled);

    // A shipment created before the order was cancelled (by data of old) does not ship either.
    await ctx.platform.db.updateTable('orders').set({ status: 'IN_PRODUCTION' }).where('order_number', '=', order).execute();
    const late = await shipmentOf(order, [items[1]!]);
    await ctx.platform.db.updateTable('orders').set({ status: 'CANCELLED' }).where('order_number', '=', order).execute();
    const held = await state(order);
    assertProblem(await adm('POST', `/admin/shipments/${late}/ship`, { trackingNumber: 'T2' }), 409, 'conflict');
    assert.deepEqual(await state(order), held);

    // Reopened by staff, it takes shipments again.
    assert.equal((await setStatus(order, 'IN_PRODUCTION')).statusCode, 200);
    assert.equal((await adm('POST', `/admin/shipments/${late}/ship`, { trackingNumber: 'T2' })).statusCode, 200);
  });

  test('RECEIVED and IN_PRODUCTION: refused while a shipment has shipped; allowed once it is cancelled', async () => {
    const { order, items } = await place();
    const shipment = await shipped(order, [items[0]!]);
    const before = await state(order);
    for (const status of ['RECEIVED', 'IN_PRODUCTION', 'CANCELLED']) {
      const body = assertProblem(await setStatus(order, status), 409, 'conflict');
      assert.match(String(body.detail), new RegExp(`^Order ${order} cannot be set to ${status}: shipment ${shipment} is`));
    }
    assert.deepEqual(await state(order), before);
    assert.equal((await adm('POST', `/admin/shipments/${shipment}/cancel`)).statusCode, 200);
    assert.equal((await setStatus(order, 'RECEIVED')).statusCode, 200);
  });

  test('PARTIALLY_SHIPPED and SHIPPED only as the shipped lines make them; ON_HOLD and COMPLETED over any shipping state', async () => {
    const { order, items } = await place();
    for (const status of ['PARTIALLY_SHIPPED', 'SHIPPED']) {
      const body = assertProblem(await setStatus(order, status), 409, 'conflict');
      assert.equal(body.detail, `Order ${order} cannot be set to ${status}: its shipped lines make it not shipped at all.`);
    }
    await shipped(order, [items[0]!]);
    assertProblem(await setStatus(order, 'SHIPPED'), 409, 'conflict');
    assert.equal((await setStatus(order, 'ON_HOLD')).statusCode, 200);
    assert.equal((await setStatus(order, 'PARTIALLY_SHIPPED')).statusCode, 200);
    assert.equal((await setStatus(order, 'COMPLETED')).statusCode, 200);
    // Setting the status it has is no change and never refused.
    assert.equal((await setStatus(order, 'COMPLETED')).statusCode, 200);
  });

  test('CLI: orders status answers the refusal, exit 1, nothing written', async () => {
    const cli = inProcessCli(ctx.platform);
    const { order, items } = await place();
    const shipment = await shipped(order, [items[0]!]);
    const before = await state(order);
    const res = await cli('--json', 'orders', 'status', '--order', String(order), '--status', 'IN_PRODUCTION');
    assert.equal(res.code, 1, res.stdout);
    const problem = JSON.parse(res.stderr);
    assert.equal(problem.code, 'conflict');
    assert.match(problem.detail, new RegExp(`shipment ${shipment} is shipped`));
    assert.deepEqual(await state(order), before);
  });
});

describe('a cancelled line takes no production or proof move: 409 conflict, nothing written', () => {
  const png = Buffer.from('preview').toString('base64');
  const MOVES = {
    'production status': (url: string) => adm('PUT', `${url}/production-status`, { productionStatus: 'READY_TO_SHIP' }),
    'proof status': (url: string) => adm('PUT', `${url}/proof-status`, { proofStatus: 'PENDING_REVIEW' }),
    'proof preview': (url: string) => adm('PUT', `${url}/proof-visual`, { contentBase64: png, contentType: 'image/png' }),
    'denial reasons': (url: string) => adm('PUT', `${url}/denial-reasons`, { reasons: [{ code: 'TYPO', description: 'A typo' }] }),
  };
  for (const [what, send] of Object.entries(MOVES)) {
    test(`${what}`, async () => {
      const { order, items } = await place();
      const url = `/admin/orders/${order}/items/${items[0]}`;
      assert.equal((await send(url)).statusCode, 200, 'a live line takes it');
      assert.equal((await adm('POST', `${url}/cancel`)).statusCode, 200);
      const before = await state(order);
      const line = (await adm('GET', url)).json();
      const body = assertProblem(await send(url), 409, 'conflict');
      assert.equal(body.detail, `Item ${items[0]} is cancelled: a cancelled line takes no ${what}.`);
      assert.deepEqual(await state(order), before);
      assert.deepEqual((await adm('GET', url)).json(), line);
    });
  }

  test('archiving a proof file of a cancelled line is allowed: it withdraws a link and asks no review', async () => {
    const { order, items } = await place();
    const url = `/admin/orders/${order}/items/${items[0]}`;
    const published = await adm('POST', `${url}/proof-files`, {
      name: 'p.pdf',
      contentBase64: Buffer.from('%PDF').toString('base64'),
      contentType: 'application/pdf',
    });
    assert.equal(published.statusCode, 201, published.body);
    assert.equal((await adm('POST', `${url}/cancel`)).statusCode, 200);
    const fileId = published.json().proofFiles[0].fileId;
    const archived = await adm('POST', `/admin/proof-files/${fileId}/archive`);
    assert.equal(archived.statusCode, 200, archived.body);
  });

  test('CLI: orders line production on a cancelled line answers the refusal, exit 1', async () => {
    const cli = inProcessCli(ctx.platform);
    const { order, items } = await place();
    assert.equal((await adm('POST', `/admin/orders/${order}/items/${items[0]}/cancel`)).statusCode, 200);
    const res = await cli(
      '--json',
      'orders',
      'line',
      'production',
      '--order',
      String(order),
      '--item',
      String(items[0]),
      '--status',
      'FINISHING',
    );
    assert.equal(res.code, 1, res.stdout);
    assert.equal(JSON.parse(res.stderr).code, 'conflict');
  });
});
