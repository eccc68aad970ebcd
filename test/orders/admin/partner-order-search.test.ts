// Staff find a partner's order by the start of its partner order
// id, whatever its case, through the admin API and the CLI; a shipment ships
// with the carrier, service and tracking number it left with.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { withTransaction } from '../../../src/db/transaction.ts';
import { inProcessCli } from '../../helpers/cli.ts';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { order, podProduct } from '../fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let cli: ReturnType<typeof inProcessCli>;
const numbers: Record<string, number> = {};

before(async () => {
  ctx = await createTestContext();
  partner = await ctx.partner();
  cli = inProcessCli(ctx.platform);
  const site = partner.siteIds[0]!;
  const productId = await podProduct(ctx, site);
  let day = 1;
  for (const id of ['PO-Alpha-1001', 'po-alpha-1002', 'PO-BETA-1', 'PO_X%1', 'XPO-ALPHA-9']) {
    const placed = await order(ctx, site, {
      productId,
      partner: { partnerId: partner.partnerId, partnerOrderId: id },
      placedOn: new Date(Date.UTC(2026, 0, day++)),
    });
    numbers[id] = placed.orderNumber;
  }
});
after(() => ctx?.close());

const search = async (query: string) => {
  const res = await ctx.adminCall({ method: 'GET', url: `/admin/orders?${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { orders: Array<{ orderNumber: number; partnerOrderId: string }>; nextCursor: string | null };
};
const ids = (page: { orders: Array<{ partnerOrderId: string }> }) => page.orders.map((o) => o.partnerOrderId);

test('partnerOrderIdPrefix matches a prefix whatever its case, newest first, and never the middle of an id', async () => {
  assert.deepEqual(ids(await search('partnerOrderIdPrefix=po-alpha')), ['po-alpha-1002', 'PO-Alpha-1001']);
  assert.deepEqual(ids(await search('partnerOrderIdPrefix=PO-ALPHA-1001')), ['PO-Alpha-1001']);
  assert.deepEqual(ids(await search('partnerOrderIdPrefix=pO-')), ['PO-BETA-1', 'po-alpha-1002', 'PO-Alpha-1001']);
  assert.deepEqual(ids(await search('partnerOrderIdPrefix=alpha')), [], 'a prefix, not a substring');
});

test('partnerOrderId stays the exact match it always was: case matters, a prefix finds nothing', async () => {
  assert.deepEqual(ids(await search('partnerOrderId=PO-Alpha-1001')), ['PO-Alpha-1001']);
  assert.deepEqual(ids(await search('partnerOrderId=po-alpha-1001')), []);
  assert.deepEqual(ids(await search('partnerOrderId=PO-Alpha')), []);
});

test('% and _ in the search are the characters themselves, not wildcards', async () => {
  assert.deepEqual(ids(await search('partnerOrderIdPrefix=PO_')), ['PO_X%1']);
  assert.deepEqual(ids(await search(`partnerOrderIdPrefix=${encodeURIComponent('%')}`)), []);
  assert.deepEqual(ids(await search(`partnerOrderIdPrefix=${encodeURIComponent('po_x%')}`)), ['PO_X%1']);
});

test("the search's shape is answered by the expression index of migration 0020", async () => {
  const plan = await withTransaction(ctx.platform.db, async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const explained = await sql<Record<string, string>>`
      EXPLAIN SELECT order_number FROM orders WHERE lower(partner_order_id) LIKE ${'po-alpha%'}`.execute(trx);
    return explained.rows.map((r) => Object.values(r)[0]).join('\n');
  });
  assert.match(plan, /orders_partner_order_prefix/);
});

test('the prefix search pages with its cursor, and the cursor is bound to the search', async () => {
  const first = await search('partnerOrderIdPrefix=po-alpha&limit=1');
  assert.deepEqual(ids(first), ['po-alpha-1002']);
  assert.ok(first.nextCursor);
  const second = await search(`partnerOrderIdPrefix=po-alpha&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`);
  assert.deepEqual(ids(second), ['PO-Alpha-1001']);
  const other = await ctx.adminCall({
    method: 'GET',
    url: `/admin/orders?partnerOrderIdPrefix=po-beta&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`,
  });
  assert.equal(other.statusCode, 400);
  assert.equal(other.json().code, 'invalid_cursor');
});

test('the CLI lists orders by a partner order id prefix', async () => {
  const res = await cli('--json', 'orders', 'list', '--partner-order-id', 'PO-alpha');
  assert.equal(res.code, 0, res.stderr);
  const rows = JSON.parse(res.stdout) as Array<{ orderNumber: number; partnerOrderId: string }>;
  assert.deepEqual(
    rows.map((r) => r.orderNumber),
    [numbers['po-alpha-1002'], numbers['PO-Alpha-1001']],
  );
  const text = await cli('orders', 'list', '--partner-order-id', 'po_x');
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /PO_X%1/);
  assert.doesNotMatch(text.stdout, /PO-BETA-1/);
});

test('shipping takes the carrier, service and tracking number (admin API and CLI); a field not given keeps its value', async () => {
  const orderNumber = numbers['PO-BETA-1']!;
  const detail = (await ctx.adminCall({ method: 'GET', url: `/admin/orders/${orderNumber}` })).json();
  const itemNumber = detail.lines[0].itemNumber as number;
  const created = await ctx.adminCall({
    method: 'POST',
    url: `/admin/orders/${orderNumber}/shipments`,
    payload: { carrier: 'USPS', lines: [{ itemNumber, quantity: 1 }] },
  });
  assert.equal(created.statusCode, 201, created.body);
  const shipped = await ctx.adminCall({
    method: 'POST',
    url: `/admin/shipments/${created.json().shipmentNumber}/ship`,
    payload: { carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784' },
  });
  assert.equal(shipped.statusCode, 200, shipped.body);
  assert.equal(shipped.json().carrier, 'UPS');
  assert.equal(shipped.json().service, 'Ground');
  assert.equal(shipped.json().trackingNumber, '1Z999AA10123456784');
  assert.ok(shipped.json().shippedOn);

  const tooLong = await ctx.adminCall({
    method: 'POST',
    url: `/admin/shipments/${created.json().shipmentNumber}/ship`,
    payload: { service: 'x'.repeat(101) },
  });
  assert.equal(tooLong.statusCode, 400);

  const second = await ctx.adminCall({
    method: 'POST',
    url: `/admin/orders/${orderNumber}/shipments`,
    payload: { carrier: 'FedEx', lines: [{ itemNumber, quantity: 1 }] },
  });
  assert.equal(second.statusCode, 201, second.body);
  const res = await cli(
    '--json',
    'orders',
    'shipment',
    'ship',
    '--shipment',
    String(second.json().shipmentNumber),
    '--service',
    'Overnight',
    '--tracking',
    'FX-1',
  );
  assert.equal(res.code, 0, res.stderr);
  const viaCli = JSON.parse(res.stdout);
  assert.deepEqual([viaCli.carrier, viaCli.service, viaCli.trackingNumber], ['FedEx', 'Overnight', 'FX-1']);
});
