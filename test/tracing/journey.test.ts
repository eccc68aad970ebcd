// One partner order followed through three processes on PostgreSQL (the API
// with the admin listener, the worker, the dispatcher), each exporting its
// spans to an OTLP/HTTP receiver of the test's own (scripts/trace-viewer.mjs):
// the worker in http/protobuf, the others in http/json. Proves, from the
// spans received and the webhooks' headers:
// - one trace joins POST /v1/orders, the worker's claim and processing and
//   the placement event's delivery span; the admin status change's trace
//   joins its own delivery span; each webhook's `traceparent` is its
//   delivery span's;
// - a partner's traceparent is a link, never the parent (no span is in the
//   partner's trace), and its sampled flag decides nothing (a request sent
//   "not sampled" is still traced at 100 %);
// - every process reports its roles and environment; no span holds a
//   credential, a signature or the ship-to address.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { compiledFresh, startServiceProcess, type ServiceProcess } from '../helpers/service-process.ts';
import { freePorts } from '../readme/service.ts';
import { orderBody, orderWorld } from '../submissions/fixtures.ts';
// @ts-expect-error: a plain script without types
import { startTraceReceiver } from '../../scripts/trace-viewer.mjs';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  links: Array<{ traceId: string; spanId: string }>;
  resource: Record<string, unknown>;
}
interface Receiver {
  url: string;
  spans: ReceivedSpan[];
  bodies: Buffer[];
  contentTypes: string[];
  close(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');
const base = process.env.DATABASE_URL ?? '';

async function until<T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

if (isPostgresUrl(base)) {
  const processes: ServiceProcess[] = [];
  let ctx: TestContext | undefined;
  let receiver: Receiver | undefined;
  const hooks = createServer();
  after(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    hooks.closeAllConnections();
    await new Promise((resolve) => hooks.close(resolve));
    await receiver?.close();
    await ctx?.close();
  });

  test('a partner order traced from its request through the worker to its webhooks, across processes', async () => {
    ctx = await createTestContext();
    const world = await orderWorld(ctx);
    receiver = (await startTraceReceiver()) as Receiver;
    const webhooks: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
    hooks.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        webhooks.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks?token=S3CRET-in-the-url`;
    const signingSecret = (await ctx.platform.webhooks.admin.createEndpoint(world.partner.partnerId, { url: hookUrl }, 'test'))
      .signingSecret!;

    const [port, adminPort] = await freePorts(2);
    const env = {
      DATABASE_URL: ctx.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL,
      LOG_LEVEL: 'silent',
      ADMIN_PORT: String(adminPort),
      ADMIN_TOKEN,
      ENVIRONMENT_NAME: `pcapi-traces-${randomBytes(4).toString('hex')}`,
      SUBMISSION_WAIT_MS: '20000',
      WEBHOOK_POLL_MS: '50',
      // The receiver is on loopback, which a PostgreSQL deployment refuses by default.
      WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_TRACES_SAMPLER: 'parentbased_always_on',
    };
    // Run from source, the register preloaded, when dist/ is stale (launch.mjs starts tracing itself when fresh).
    const entry = (await compiledFresh())
      ? undefined
      : ['--import', 'tsx', '--import', join(root, 'src', 'app', 'tracing', 'preload.ts'), join(root, 'src', 'main.ts')];
    processes.push(
      ...(await Promise.all([
        startServiceProcess({ name: 'api', roles: ['api', 'admin'], port: port!, env, entry }),
        startServiceProcess({
          name: 'worker',
          roles: ['worker'],
          env: { ...env, LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' },
          entry,
        }),
        startServiceProcess({ name: 'dispatcher', roles: ['dispatcher'], env, entry }),
      ])),
    );
    const api = `http://127.0.0.1:${port}`;

    // The partner's own trace, "not sampled" on the token request, "sampled" on the order.
    const partnerTrace = randomBytes(16).toString('hex');
    const partnerSpan = randomBytes(8).toString('hex');
    const tokenAnswer = await fetch(`${api}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', traceparent: `00-${partnerTrace}-${partnerSpan}-00` },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: world.partner.clientId,
        client_secret: world.partner.clientSecret,
      }),
    });
    assert.equal(tokenAnswer.status, 200);
    const accessToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const body = orderBody(world);
    const placed = await fetch(`${api}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        traceparent: `00-${partnerTrace}-${partnerSpan}-01`,
      },
      body: JSON.stringify(body),
    });
    const placedBody = (await placed.json()) as { order: { orderNumber: number } };
    assert.equal(placed.status, 201, JSON.stringify(placedBody));
    const orderNumber = placedBody.order.orderNumber;
    const changed = await fetch(`http://127.0.0.1:${adminPort}/admin/orders/${orderNumber}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'IN_PRODUCTION' }),
    });
    assert.equal(changed.status, 200, await changed.text());

    await until('two webhooks', () => webhooks.length >= 2);
    const spans = receiver.spans;
    const delivers = await until('two delivery spans', () => {
      const found = spans.filter((s) => s.name === 'webhook.deliver');
      return found.length >= 2 && found;
    });
    const server = (name: string) => until(name, () => spans.find((s) => s.name === name && s.kind === 2));
    const orderRequest = await server('POST /v1/orders');
    const statusRequest = await server('PUT /admin/orders/:orderNumber/status');
    const tokenRequest = await server('POST /oauth2/token');
    const processing = await until('job.process', () => spans.find((s) => s.name === 'job.process'));

    // One trace: the request, the worker's claim and processing (another process), the placement event's delivery.
    const journey = orderRequest.traceId;
    assert.equal(processing.traceId, journey);
    assert.equal(processing.resource['partner_api.roles'], 'worker');
    assert.ok(spans.some((s) => s.name === 'job.claim' && s.traceId === journey));
    assert.ok(spans.some((s) => s.name === 'order.place' && s.traceId === journey && s.parentSpanId === processing.spanId));
    assert.ok(spans.some((s) => s.name.startsWith('pg.') && s.traceId === journey && s.resource['partner_api.roles'] === 'worker'));
    assert.ok(receiver.contentTypes.some((t) => t.includes('protobuf')) && receiver.contentTypes.some((t) => t.includes('json')));
    const placedDelivery = delivers.find((s) => s.traceId === journey);
    assert.ok(placedDelivery, 'the placement event is delivered in the order request trace');
    assert.equal(placedDelivery.resource['partner_api.roles'], 'dispatcher');
    assert.equal(placedDelivery.kind, 3, 'a client span');
    const statusDelivery = delivers.find((s) => s.traceId === statusRequest.traceId);
    assert.ok(statusDelivery, "the status change's delivery is in the admin request's trace");
    // Each POST carried its delivery span's traceparent.
    for (const hook of webhooks) {
      const [, traceId, spanId] = String(hook.headers.traceparent).split('-');
      assert.ok(
        delivers.some((s) => s.traceId === traceId && s.spanId === spanId),
        `traceparent ${hook.headers.traceparent}`,
      );
    }
    assert.ok(webhooks.some((h) => String(h.headers.traceparent).includes(journey)));

    // The worker's log lines inside its spans carry the trace and span ids beside the request id.
    const workerLines = processes[1]!
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const claimedLine = workerLines.find((l) => l.msg === 'job claimed');
    assert.ok(claimedLine, 'the worker logged its claim');
    assert.equal(claimedLine.trace_id, journey);
    assert.equal(claimedLine.span_id, processing.spanId);
    assert.equal(typeof claimedLine.requestId, 'string');

    // The partner's context: a link on our server span, never a parent; its "not sampled" chose nothing.
    assert.ok(!spans.some((s) => s.traceId === partnerTrace), "no span of ours in the partner's trace");
    assert.equal(orderRequest.parentSpanId, '');
    assert.deepEqual(orderRequest.links, [{ traceId: partnerTrace, spanId: partnerSpan }]);
    assert.deepEqual(tokenRequest.links, [{ traceId: partnerTrace, spanId: partnerSpan }]);

    // Every process names its roles and environment.
    for (const s of spans) {
      assert.ok(s.resource['partner_api.roles'], s.name);
      assert.equal(s.resource['partner_api.environment'], 'production');
    }
    // Nothing sensitive in any span (the raw bodies, both encodings).
    const everything = receiver.bodies.map((b) => b.toString('latin1')).join('\n');
    const shipTo = body.shipTo as Record<string, string>;
    const secrets = {
      clientSecret: world.partner.clientSecret,
      accessToken,
      adminToken: ADMIN_TOKEN,
      signingSecret,
      urlToken: 'S3CRET-in-the-url',
      signatures: webhooks.map((h) => String(h.headers['platform-signature']).split('v1=')[1]!),
      name: shipTo.name!,
      street: shipTo.address1!,
      email: shipTo.email!,
    };
    for (const [what, values] of Object.entries(secrets)) {
      for (const value of [values].flat()) assert.ok(!everything.includes(value), `${what} found in a span`);
    }
  });
}
