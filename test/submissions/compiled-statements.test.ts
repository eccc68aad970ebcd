// The accept and completion statements are compiled once per variant and
// only their parameters are made per submission (db/prepared.ts
// compiledOnce): what each sends must be exactly the statement its builder
// (submissionWithJob(), completion()) makes, for any values.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { compiledOnce } from '../../src/db/prepared.ts';
import type { Db } from '../../src/db/transaction.ts';
import type { OrderPlan } from '../../src/orders/placement/place-order.ts';
import { orderSummary } from '../../src/submissions/outcome.ts';
import { compiledCompletion, completion } from '../../src/submissions/worker/completion-repo.ts';
import { compiledAccept, submissionWithJob } from '../../src/submissions/repo.ts';

// Compiling needs the dialect only: no connection is made.
const db = new Kysely({ dialect: new PostgresDialect({ pool: {} as pg.Pool }) }) as unknown as Db;

function plan(partnerOrderId: string, lines: number): OrderPlan {
  return {
    order: {
      siteId: 7,
      status: 'RECEIVED',
      placedOn: new Date('2026-11-25T10:00:00Z'),
      orderingUserId: 3,
      divisionId: null,
      sourcePartnerId: 11,
      partnerOrderId,
      shipTo: { name: 'Ada', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43004', country: 'US' },
      billTo: null,
      shippingProvider: null,
      shippingMethod: 'Ground',
      shippingServiceName: 'Ground',
      shippingTotal: '0',
      shippingServiceId: 2,
      shippingNotes: null,
      itemTotal: '10.00',
      handlingTotal: '0',
      totalPrice: '10.00',
    } as OrderPlan['order'],
    lines: Array.from({ length: lines }, (_, i) => ({
      siteId: 7,
      productId: `SLO_${i + 1}`,
      variantId: null,
      sku: null,
      productName: `Product ${i}`,
      productCode: `P${i}`,
      jobName: i % 2 ? 'job' : null,
      externalId: null,
      partnerLineId: `L${i}`,
      quantity: i + 1,
      unitPrice: '1.00',
      lineListTotal: String(i + 1),
      lineTotal: String(i + 1),
      handlingAmount: null,
      productDiscount: null,
      userDiscount: null,
      estimatedShipBy: null,
      turnaroundBusinessDays: null,
      proofStatus: null,
      note: null,
      variantAttributes: [],
      artworkUrl: null,
      templateVariables: i === 0 ? { fullName: 'Ada "Countess" Lovelace' } : null,
      shipTo: null,
    })),
    event: { eventId: `00000000-0000-4000-8000-00000000000${lines}`, type: 'order.created', sourcePartnerId: 11, partnerOrderId },
  };
}

test('the completion sent is the statement completion() builds: the same text and parameters, for each variant and any number of lines', () => {
  for (const notify of [true, false]) {
    for (const [id, lines] of [
      ['A-1', 1],
      ['B-2', 5],
      ['C-3', 3],
    ] as const) {
      const p = plan(id, lines);
      const job = { id: String(40 + lines), leaseOwner: `host:1:${id}` };
      const submissionId = `00000000-0000-4000-8000-0000000000${10 + lines}`;
      const built = completion(submissionId, job, p, orderSummary(p), notify).compile(db);
      const sent = compiledCompletion(db, submissionId, job, p, orderSummary(p), notify);
      assert.equal(sent.sql, built.sql);
      assert.deepEqual(sent.parameters, built.parameters);
    }
  }
});

test('the accept sent is the statement submissionWithJob() builds: the same text and parameters, for each variant and any values', () => {
  for (const notify of [true, false]) {
    for (const [id, holdMs, requestId] of [
      ['A-1', undefined, 'req-1'],
      ['B-2', 2_500, null],
    ] as const) {
      const values = {
        id: `00000000-0000-4000-8000-0000000000${id === 'A-1' ? 21 : 22}`,
        partnerId: 11,
        siteId: 7,
        partnerOrderId: id,
        request: { siteId: 7, partnerOrderId: id, lines: [{ productId: 'SLO_1', quantity: 2, note: 'a "quoted" \u2028 line' }] },
        requestDigest: `digest-${id}`,
        orderingUserId: 3,
      };
      const job = { kind: 'order_submission', maxAttempts: 5, requestId, ...(holdMs === undefined ? {} : { holdMs }) };
      const built = submissionWithJob(values, job, notify).compile(db);
      const sent = compiledAccept(db, values, job, notify);
      assert.equal(sent.sql, built.sql);
      assert.deepEqual(sent.parameters, built.parameters);
    }
  }
});

test('compiledOnce refuses a statement whose parameter is not one of the values as given (it would not follow them)', () => {
  const derived = compiledOnce((v: { ms: number }) => sql`SELECT ${v.ms / 1000}::double precision`);
  assert.throws(() => derived.compile(db, { ms: 1500 }, ''), /parameter \$1 is not one of the values as given/);
  const constant = compiledOnce((v: { id: string }) => sql`SELECT ${'fixed'}::text, ${v.id}::text`);
  assert.throws(() => constant.compile(db, { id: 'x' }, ''), /parameter \$1 is not one of the values as given/);
  const plain = compiledOnce((v: { id: string; n: number }, variant: string) => sql`SELECT ${v.id}::text, ${v.n}::int${sql.raw(variant)}`);
  assert.deepEqual(plain.compile(db, { id: 'a', n: 2 }, '').parameters, ['a', 2]);
  assert.deepEqual(plain.compile(db, { id: 'b', n: 3 }, ' + 1').sql, 'SELECT $1::text, $2::int + 1');
});
