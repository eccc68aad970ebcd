// A write whose client has gone never lands, whatever its service awaited
// before it queued (src/db/row-queue.ts: the service reads its request's
// client before its first await and hands it to serialisedWrite). One case
// per write, over real sockets: the write's row is held busy, the write
// queues behind it, its client disconnects, the row is released; the write
// is not in the database, and its request's end is logged as abandoned with
// the 503 it was dropped with. Line and shipment writes read their target
// before they queue (sharedRead), a proof publish stores the bytes first, a
// partner's proof decision reads the line through its tenancy: each awaits
// something before its turn. PATCH /admin/users/{id} queues in the handler's
// own turn, the baseline.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildAdminApp } from '../../src/app/hosts/admin.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { rowQueueOf, serialised } from '../../src/db/row-queue.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { user } from '../users/fixtures.ts';
import { lineUrl, order, pendingReview } from '../orders/fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let site: number;
const servers: FastifyInstance[] = [];
const lines: Array<Record<string, unknown>> = [];
const log = { write: (line: string) => void lines.push(JSON.parse(line)) };
let adminBase: string;
let partnerBase: string;
before(async () => {
  // A bound far beyond the test's waits: a write still queued when the row is released runs (it is not timed out).
  ctx = await createTestContext({ DATABASE_STATEMENT_TIMEOUT_MS: '60000' });
  partner = await ctx.partner();
  site = partner.siteIds[0]!;
  const admin = await buildAdminApp(ctx.platform, { logStream: log });
  const api = await buildPartnerApp(ctx.platform, { logStream: log });
  servers.push(admin, api);
  adminBase = await admin.listen({ host: '127.0.0.1', port: 0 });
  partnerBase = await api.listen({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  for (const server of servers) await server.close();
  await ctx.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Write {
  /** The row queue's key the write waits on. */
  key: string;
  method: 'POST' | 'PATCH';
  /** Absolute URL. */
  url: string;
  token: string;
  body: object;
  /** Whether the write is in the database. */
  landed(): Promise<boolean>;
}

async function audited(action: string, targetId: string): Promise<boolean> {
  const rows = await ctx.platform.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
  return rows.length > 0;
}

async function lineIdOf(orderNumber: number, itemNumber: number): Promise<string> {
  const row = await ctx.platform.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_number', '=', orderNumber)
    .where('item_number', '=', itemNumber)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function anOrder(): Promise<{ orderNumber: number; itemNumber: number }> {
  const placed = await order(ctx, site);
  return { orderNumber: placed.orderNumber, itemNumber: placed.lines[0]!.itemNumber };
}

async function aShipment(orderNumber: number, itemNumber: number): Promise<number> {
  const res = await ctx.adminCall({
    method: 'POST',
    url: `/admin/orders/${orderNumber}/shipments`,
    payload: { carrier: 'UPS', lines: [{ itemNumber }] },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().shipmentNumber;
}

const cases: Record<string, () => Promise<Write>> = {
  'line cancel': async () => {
    const { orderNumber, itemNumber } = await anOrder();
    return {
      key: `orders:${orderNumber}`,
      method: 'POST',
      url: `${adminBase}/admin/orders/${orderNumber}/items/${itemNumber}/cancel`,
      token: ADMIN_TOKEN,
      body: {},
      landed: () => audited('order_line.cancel', `${orderNumber}/${itemNumber}`),
    };
  },
  'shipment ship': async () => {
    const { orderNumber, itemNumber } = await anOrder();
    const shipment = await aShipment(orderNumber, itemNumber);
    return {
      key: `orders:${orderNumber}`,
      method: 'POST',
      url: `${adminBase}/admin/shipments/${shipment}/ship`,
      token: ADMIN_TOKEN,
      body: { trackingNumber: 'T1' },
      landed: () => audited('shipment.ship', String(shipment)),
    };
  },
  'shipment cancel': async () => {
    const { orderNumber, itemNumber } = await anOrder();
    const shipment = await aShipment(orderNumber, itemNumber);
    return {
      key: `orders:${orderNumber}`,
      method: 'POST',
      url: `${adminBase}/admin/shipments/${shipment}/cancel`,
      token: ADMIN_TOKEN,
      body: {},
      landed: () => audited('shipment.cancel', String(shipment)),
    };
  },
  'proof publish': async () => {
    const { orderNumber, itemNumber } = await anOrder();
    return {
      key: `orders:${orderNumber}`,
      method: 'POST',
      url: `${adminBase}/admin/orders/${orderNumber}/items/${itemNumber}/proof-files`,
      token: ADMIN_TOKEN,
      body: { name: 'proof.pdf', contentBase64: Buffer.from('%PDF-1.4').toString('base64'), contentType: 'application/pdf' },
      landed: () => audited('proof.publish', `${orderNumber}/${itemNumber}`),
    };
  },
  "partner's proof approval": async () => {
    const { orderNumber, itemNumber } = await anOrder();
    await pendingReview(ctx, orderNumber, itemNumber);
    const lineId = await lineIdOf(orderNumber, itemNumber);
    return {
      key: `order_lines:${lineId}`,
      method: 'POST',
      url: `${partnerBase}${lineUrl(orderNumber, itemNumber)}/proof/approve`,
      token: partner.token,
      body: {},
      landed: async () => {
        const row = await ctx.platform.db
          .selectFrom('order_lines')
          .select('proof_status')
          .where('id', '=', lineId)
          .executeTakeFirstOrThrow();
        return row.proof_status !== 'PENDING_REVIEW';
      },
    };
  },
  'PATCH user': async () => {
    const userId = await user(ctx, site);
    return {
      key: `users:${userId}`,
      method: 'PATCH',
      url: `${adminBase}/admin/users/${userId}`,
      token: ADMIN_TOKEN,
      body: { firstName: 'Gone' },
      landed: () => audited('user.update', String(userId)),
    };
  },
};

for (const [name, make] of Object.entries(cases))
  test(`${name}: a write whose client disconnects while it waits for its row never lands; its end is logged as abandoned`, async () => {
    const write = await make();
    assert.equal(await write.landed(), false, 'not written before the test');
    const queue = rowQueueOf(ctx.platform.db);
    let release!: () => void;
    const held = serialised(ctx.platform.db, write.key, () => new Promise<void>((resolve) => (release = resolve)));
    const client = new AbortController();
    const sent = fetch(write.url, {
      method: write.method,
      headers: { authorization: `Bearer ${write.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(write.body),
      signal: client.signal,
    }).catch((error: Error) => error.name);
    try {
      for (const until = Date.now() + 10_000; queue.waiting(write.key) < 1; await pause(5))
        assert.ok(Date.now() < until, 'the write never queued behind the held row');
      client.abort();
      assert.equal(await sent, 'AbortError', 'the client gave up');
      // The service sees the socket close a moment later, and the queued writer leaves (released after 2 s either way).
      for (const until = Date.now() + 2_000; queue.waiting(write.key) > 0 && Date.now() < until; ) await pause(5);
    } finally {
      release();
      await held;
    }
    const path = new URL(write.url).pathname;
    const end = await eventually(() =>
      lines.find((l) => (l.req as { url?: string } | undefined)?.url === path && /^request (completed|abandoned)$/.test(String(l.msg))),
    );
    assert.equal(lines.filter((l) => (l.req as { url?: string } | undefined)?.url === path).length, 1, 'one line for the request, its end');
    assert.equal(end.msg, 'request abandoned');
    assert.equal(end.clientGone, true);
    // Whatever the request did once released has ended with its log line: the database says whether it wrote.
    assert.equal(await write.landed(), false, 'the write of a client that had gone landed');
    assert.equal((end.res as { statusCode?: number }).statusCode, 503, 'dropped before it began');
  });

/** The first value `find` returns within 10 s. */
async function eventually<T>(find: () => T | undefined): Promise<T> {
  for (const until = Date.now() + 10_000; ; await pause(10)) {
    const found = find();
    if (found !== undefined) return found;
    assert.ok(Date.now() < until, 'never logged');
  }
}
