// `npm run bench -- statement-cost`: CPU per call, in this process, of what
// a submission's path does with its long statements and its waiters: the
// accept and the completion built, compiled and named per submission (their
// builders, as the twin's statements are made) against compiled once with
// only the parameters made (what the service sends: db/prepared.ts
// compiledOnce), and a `submission_done` signal among 32 waiting POSTs with
// a listener each on the channel against keyed by submission id. Two rounds
// of N (20,000) calls each after a warm-up; no database.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { statementName } from '../src/db/prepared.ts';
import type { Db } from '../src/db/transaction.ts';
import { compiledCompletion, completion } from '../src/submissions/worker/completion-repo.ts';
import { compiledAccept, submissionWithJob } from '../src/submissions/repo.ts';
import { Signals } from '../src/jobs/signals.ts';
import { orderSummary } from '../src/submissions/outcome.ts';

const db = new Kysely({ dialect: new PostgresDialect({ pool: {} as pg.Pool }) }) as unknown as Db;
const names = new Map<string, string>();
const nameOf = (t: string) => {
  let n = names.get(t);
  if (!n) {
    n = statementName(t);
    names.set(t, n);
  }
  return n;
};
const line = (i: number) => ({
  siteId: 7,
  productId: `SLO_${i}`,
  variantId: null,
  sku: null,
  productName: `T-shirt ${i}`,
  productCode: `TEE-${i}`,
  jobName: null,
  externalId: null,
  partnerLineId: `l${i}`,
  quantity: 10 * i,
  unitPrice: '2.50',
  lineListTotal: '25.00',
  lineTotal: '25.00',
  handlingAmount: null,
  productDiscount: null,
  userDiscount: null,
  estimatedShipBy: null,
  turnaroundBusinessDays: null,
  proofStatus: null,
  note: null,
  variantAttributes: [{ name: 'Size', value: 'M' }],
  artworkUrl: null,
  templateVariables: i === 4 ? { fullName: 'Ada', jobTitle: 'Analyst' } : null,
  shipTo: null,
});
const plan = (id: string) =>
  ({
    order: {
      siteId: 7,
      status: 'RECEIVED',
      placedOn: new Date(),
      orderingUserId: 3,
      divisionId: null,
      sourcePartnerId: 11,
      partnerOrderId: id,
      shipTo: { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43004', country: 'US' },
      billTo: null,
      shippingProvider: null,
      shippingMethod: 'Ground',
      shippingServiceName: 'Ground',
      shippingTotal: '0',
      shippingServiceId: 2,
      shippingNotes: null,
      itemTotal: '125.00',
      handlingTotal: '0',
      totalPrice: '125.00',
    },
    lines: [1, 2, 3, 4, 5].map(line),
    event: { eventId: crypto.randomUUID(), type: 'order.created', sourcePartnerId: 11, partnerOrderId: id },
  }) as never;
const body = {
  siteId: 7,
  partnerOrderId: 'x',
  shipTo: { name: 'Ada' },
  lines: [1, 2, 3, 4, 5].map((i) => ({ productId: `SLO_${i}`, partnerLineId: `l${i}`, quantity: i })),
};

function cpu(label: string, n: number, f: (i: number) => void): number {
  for (let i = 0; i < 2000; i++) f(i);
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) f(i);
  const u = process.cpuUsage(t);
  const us = (u.user + u.system) / n;
  console.log(`${label.padEnd(64)} ${us.toFixed(1).padStart(7)} µs`);
  return us;
}
const N = Number(process.env.N ?? 20000);
async function main() {
  for (let round = 0; round < 2; round++) {
    console.log(`round ${round + 1}`);
    const job = { id: '42', leaseOwner: 'host:1:abcd' };
    cpu('completion: built, compiled, named per submission (before)', N, (i) => {
      const p = plan(`P-${i}`);
      nameOf(completion(`id-${i}`, job, p, orderSummary(p), true).compile(db).sql);
    });
    cpu('completion: compiled once, parameters per submission (after)', N, (i) => {
      const p = plan(`P-${i}`);
      nameOf(compiledCompletion(db, `id-${i}`, job, p, orderSummary(p), true).sql);
    });
    const values = (i: number) => ({
      id: `id-${i}`,
      partnerId: 11,
      siteId: 7,
      partnerOrderId: `P-${i}`,
      request: body,
      requestDigest: 'd',
      orderingUserId: 3,
    });
    const j = { kind: 'order_submission', maxAttempts: 5, requestId: 'r', holdMs: 0 };
    cpu('accept: built, compiled, named per submission (before)', N, (i) => {
      nameOf(submissionWithJob(values(i), j, true).compile(db).sql);
    });
    cpu('accept: compiled once, parameters per submission (after)', N, (i) => {
      nameOf(compiledAccept(db, values(i), j, true).sql);
    });
    // 32 waiting POSTs, each with its watch and its waitFor listener; one submission: subscribe ×2, its signal, unsubscribe ×2.
    const s = new Signals(null);
    const background: Array<() => void> = [];
    for (let k = 0; k < 31; k++) {
      background.push(
        s.subscribe('submission_done', (p) => {
          if (p === `w${k}`) void 0;
        }),
      );
      background.push(
        s.subscribe('submission_done', (p) => {
          if (p === `w${k}`) void 0;
        }),
      );
    }
    cpu('submission_done at 32 waiters, a listener each on the channel (before)', N, (i) => {
      const id = `s${i}`;
      const a = s.subscribe('submission_done', (p) => {
        if (p === id) void 0;
      });
      const b = s.subscribe('submission_done', (p) => {
        if (p === id) void 0;
      });
      s.announce('submission_done', id, {});
      s.announce('submission_done', 'x');
      a();
      b();
    });
    for (const off of background) off();
    for (let k = 0; k < 31; k++) {
      background.push(s.subscribeTo('submission_done', `w${k}`, () => {}));
      background.push(s.subscribeTo('submission_done', `w${k}`, () => {}));
    }
    cpu('submission_done at 32 waiters, keyed by submission (after)', N, (i) => {
      const id = `s${i}`;
      const a = s.subscribeTo('submission_done', id, () => {});
      const b = s.subscribeTo('submission_done', id, () => {});
      s.announce('submission_done', id, {});
      s.announce('submission_done', 'x');
      a();
      b();
    });
    await s.close();
  }
}
void main();
