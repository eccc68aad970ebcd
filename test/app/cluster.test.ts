// The service split into roles as production runs it (README "Configuration",
// docs/operations.md): two API processes behind a round-robin TCP balancer,
// one worker and one dispatcher, all real processes on one PostgreSQL. Orders
// are submitted through the balancer while one API process gets a SIGTERM and
// the worker a SIGKILL (a replacement worker is started after it); staff then
// move every order on. Nothing may be lost or doubled:
//
// - every submission the API accepted ends as exactly one order, and every
//   partnerOrderId the client sent (retrying after a network error, as the
//   idempotent POST allows) has exactly one order;
// - every event committed to the outbox is delivered exactly once.
//
// Why exactly once here, when the spec promises at least once (Events,
// delivery rules 1 and 3): the dispatcher makes one attempt per event and
// endpoint and records it; a second POST of the same event happens only when a
// dispatcher dies between sending and recording (its lease lapses and another
// sends again). Here the dispatcher is never killed and the receiver always
// answers 2xx, so any duplicate would be a bug: the worker's SIGKILL rolls back
// its placement transaction with the event in it, and the job's retry commits
// the order and its event once.
//
// PostgreSQL only (like test/db/recovery.test.ts): the embedded engine is one
// process's at a time, so it cannot be shared by several processes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { verifyDelivery } from '../../src/events/webhooks/verify.ts';
import { startBalancer, type Balancer } from '../helpers/balancer.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.ts';
import { freePorts } from '../readme/service.ts';
import { address, orderWorld } from '../submissions/fixtures.ts';

const base = process.env.DATABASE_URL ?? '';
const ORDERS = 24;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request on a connection of its own (so the balancer alternates per request); rejects on a network error. */
function call(url: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode!, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** As a careful client: a network error or a 503 is tried again (POST /v1/orders is idempotent by partnerOrderId). */
async function callRetrying(...args: Parameters<typeof call>): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await call(...args);
      if (answer.status !== 503 || attempt >= 20) return answer;
    } catch (error) {
      if (attempt >= 20) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

if (isPostgresUrl(base)) {
  const processes: ServiceProcess[] = [];
  let ctx: TestContext | undefined;
  let balancer: Balancer | undefined;
  const receiver = createServer();
  after(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await balancer?.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await ctx?.close();
  });

  test('two API processes, a worker and a dispatcher: a SIGTERM and a SIGKILL in the middle lose and double nothing', async (t) => {
    ctx = await createTestContext();
    const world = await orderWorld(ctx);
    // The processes apply the spec's real limits: the partner is an enterprise one.
    await ctx.platform.admin.partners.update(world.partner.partnerId, { tier: 'enterprise' }, 'test');

    // The partner's webhook receiver: every delivery's event id, signature checked.
    const received: Array<{ eventId: string; type: string; orderNumber: number; signed: boolean }> = [];
    let secret = '';
    receiver.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const payload = JSON.parse(raw.toString('utf8')) as { eventId: string; type: string; orderNumber: number };
        const signed = verifyDelivery(secret, raw, String(req.headers['platform-signature'])).ok;
        received.push({ eventId: payload.eventId, type: payload.type, orderNumber: payload.orderNumber, signed });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    secret = (await ctx.platform.webhooks.admin.createEndpoint(world.partner.partnerId, { url: hook }, 'test')).signingSecret!;

    const env = {
      DATABASE_URL: ctx.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL,
      LOG_LEVEL: 'silent',
      ENVIRONMENT_NAME: `pcapi-cluster-${randomBytes(4).toString('hex')}`,
      // A killed worker's job is taken up again after this.
      JOB_LEASE_MS: '1500',
      SUBMISSION_WAIT_MS: '3000',
      WEBHOOK_POLL_MS: '50',
      // The test's receiver listens on loopback, which production refuses by default.
      WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true',
    };
    const [portA, portB] = await freePorts(2);
    const started = Date.now();
    const [apiA, apiB, worker, dispatcher] = await Promise.all([
      startServiceProcess({ name: 'api A', roles: ['api'], port: portA!, env }),
      startServiceProcess({ name: 'api B', roles: ['api'], port: portB!, env }),
      startServiceProcess({ name: 'worker', roles: ['worker'], env }),
      startServiceProcess({ name: 'dispatcher', roles: ['dispatcher'], env }),
    ]);
    processes.push(apiA!, apiB!, worker!, dispatcher!);
    t.diagnostic(`four processes started in ${Date.now() - started} ms`);
    balancer = await startBalancer([portA!, portB!]);
    const url = balancer.url;

    const tokenAnswer = await call(
      url,
      'POST',
      '/oauth2/token',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: world.partner.clientId,
        client_secret: world.partner.clientSecret,
      }).toString(),
    );
    assert.equal(tokenAnswer.status, 200);
    const auth = { authorization: `Bearer ${tokenAnswer.body.access_token as string}` };
    const json = { ...auth, 'content-type': 'application/json' };

    // Submissions, four at a time; the SIGTERM after a third, the SIGKILL after half.
    const accepted = new Map<string, string>(); // partnerOrderId → submissionId
    let replacement: Promise<ServiceProcess> | null = null;
    let next = 0;
    const submitAll = async () => {
      while (next < ORDERS) {
        const partnerOrderId = `CL-${++next}`;
        const body = JSON.stringify({
          siteId: world.siteId,
          partnerOrderId,
          shipTo: address,
          lines: [
            { productId: world.pod.productId, partnerLineId: 'L1', quantity: 3 },
            { productId: world.stock.productId, partnerLineId: 'L2', quantity: 2, variantId: world.stock.variantId },
          ],
        });
        const answer = await callRetrying(url, 'POST', '/v1/orders', json, body);
        assert.ok(answer.status === 201 || answer.status === 202, `${partnerOrderId}: ${answer.status} ${JSON.stringify(answer.body)}`);
        accepted.set(partnerOrderId, answer.body.submissionId as string);
        if (accepted.size === Math.round(ORDERS / 3)) apiA!.child.kill('SIGTERM');
        if (accepted.size === Math.round(ORDERS / 2)) {
          worker!.child.kill('SIGKILL');
          replacement = startServiceProcess({ name: 'worker 2', roles: ['worker'], env });
        }
      }
    };
    await Promise.all([submitAll(), submitAll(), submitAll(), submitAll()]);
    assert.equal(accepted.size, ORDERS);
    assert.ok(replacement, 'the worker was killed in the middle');
    processes.push(await replacement!);

    assert.deepEqual(await apiA!.exited, { code: 0, signal: null }, 'the API process drained and exited 0 on SIGTERM');
    assert.deepEqual(await worker!.exited, { code: null, signal: 'SIGKILL' });

    // Every accepted submission completes (the killed worker's job after its lease), read through the balancer.
    const orderOf = new Map<string, number>();
    const deadline = Date.now() + 60_000;
    for (const [partnerOrderId, submissionId] of accepted) {
      let answer = await callRetrying(url, 'GET', `/v1/orders/submissions/${submissionId}`, auth);
      while (answer.body.status !== 'completed' && Date.now() < deadline) {
        assert.ok(answer.body.status === 'queued' || answer.body.status === 'processing', JSON.stringify(answer.body));
        await new Promise((r) => setTimeout(r, 200));
        answer = await callRetrying(url, 'GET', `/v1/orders/submissions/${submissionId}`, auth);
      }
      assert.equal(answer.body.status, 'completed', `${partnerOrderId} never completed`);
      const orderNumber = (answer.body.order as { orderNumber: number }).orderNumber;
      const order = await callRetrying(url, 'GET', `/v1/orders/${orderNumber}`, auth);
      assert.equal(order.status, 200);
      assert.equal(order.body.partnerOrderId, partnerOrderId);
      orderOf.set(partnerOrderId, orderNumber);
    }
    assert.equal(new Set(orderOf.values()).size, ORDERS, 'one distinct order per submission');

    // Staff move every order on: one more event each.
    for (const orderNumber of orderOf.values()) {
      const res = await ctx.adminCall({ method: 'PUT', url: `/admin/orders/${orderNumber}/status`, payload: { status: 'IN_PRODUCTION' } });
      assert.equal(res.statusCode, 200, res.body);
    }

    // In the database: one order per partnerOrderId, every job done once, every submission completed.
    const db = ctx.platform.db;
    const orders = await db.selectFrom('orders').select(['order_number', 'partner_order_id']).execute();
    assert.deepEqual(orders.map((o) => o.partner_order_id).sort(), [...accepted.keys()].sort());
    const submissions = await db.selectFrom('order_submissions').select('status').execute();
    assert.deepEqual(
      submissions.map((s) => s.status),
      Array(ORDERS).fill('completed'),
    );
    const jobs = await db.selectFrom('jobs').select(['state', 'attempts']).execute();
    assert.equal(jobs.length, ORDERS);
    assert.ok(
      jobs.every((j) => j.state === 'done'),
      JSON.stringify(jobs),
    );

    // Webhooks: each committed event arrives once, signed, and every delivery is recorded as succeeded.
    const events = await db.selectFrom('outbox_events').select(['event_id', 'type', 'order_number']).execute();
    assert.equal(events.length, ORDERS * 2, 'an event per order placed and per status change');
    const settled = Date.now() + 30_000;
    const open = () => db.selectFrom('webhook_deliveries').select('id').where('status', 'in', ['pending', 'delivering']).execute();
    while ((received.length < events.length || (await open()).length > 0) && Date.now() < settled) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const deliveries = await db.selectFrom('webhook_deliveries').select(['event_id', 'status']).execute();
    assert.equal(deliveries.length, events.length);
    assert.ok(
      deliveries.every((d) => d.status === 'succeeded'),
      JSON.stringify(deliveries.filter((d) => d.status !== 'succeeded')),
    );
    assert.deepEqual(
      received.map((r) => r.eventId).sort(),
      events.map((e) => String(e.event_id)).sort(),
      'every event delivered exactly once',
    );
    assert.ok(received.every((r) => r.signed));
    assert.ok(received.every((r) => r.type === 'order.status_changed'));
    t.diagnostic(`jobs attempted more than once (the killed worker's): ${jobs.filter((j) => j.attempts > 1).length}`);
    t.diagnostic(`balancer: ${JSON.stringify(Object.fromEntries(balancer.handed))} connections; whole run ${Date.now() - started} ms`);
  });
}
