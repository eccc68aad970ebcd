// One partner order followed by its traces (test/tracing/journey*.test.ts):
// a partner token and order sent with the partner's own `traceparent`, a
// list read with a query string, the order's status changed through the
// admin API, both webhooks received; then what the received spans and the
// webhooks' headers must prove, whichever processes ran the roles.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { compiledFresh } from '../helpers/service-process.ts';
// @ts-expect-error: a plain script without types
import { startTraceReceiver } from '../../scripts/trace-viewer.mjs';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  links: Array<{ traceId: string; spanId: string }>;
  resource: Record<string, unknown>;
}

export interface Receiver {
  url: string;
  spans: ReceivedSpan[];
  bodies: Buffer[];
  contentTypes: string[];
  close(): Promise<void>;
}

export const startReceiver = (): Promise<Receiver> => startTraceReceiver() as Promise<Receiver>;

const root = join(import.meta.dirname, '..', '..');

/** Node's arguments for a traced service: launch.mjs when dist/ is fresh (it starts tracing), else the source with the register preloaded. */
export async function tracedEntry(): Promise<string[] | undefined> {
  return (await compiledFresh())
    ? undefined
    : ['--import', 'tsx', '--import', join(root, 'src', 'app', 'tracing', 'preload.ts'), join(root, 'src', 'main.ts')];
}

/** The OTEL_* a traced service of these tests runs with (100 % sampling, exported every 200 ms). */
export function tracingEnv(receiver: Receiver, protocol: 'http/json' | 'http/protobuf'): Record<string, string> {
  return {
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_TRACES_SAMPLER: 'parentbased_always_on',
  };
}

export async function until<T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Webhooks {
  /** The endpoint's URL, with a credential in its query string (which no span may show). */
  url: string;
  received: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }>;
  server: Server;
}

export const URL_CREDENTIAL = 'S3CRET-in-the-url';

export async function startWebhookReceiver(): Promise<Webhooks> {
  const received: Webhooks['received'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks?token=${URL_CREDENTIAL}`, received, server };
}

export interface Journey {
  api: string;
  admin: string;
  adminToken: string;
  client: { clientId: string; clientSecret: string };
  order: Record<string, unknown> & { siteId: number; shipTo: Record<string, string> };
  signingSecret: string;
  receiver: Receiver;
  webhooks: Webhooks;
  /** The roles each step's process reports: the API's, the worker's, the dispatcher's. */
  roles: { api: string; worker: string; dispatcher: string };
  /** The worker's log lines (JSON). */
  workerLines(): Array<Record<string, unknown>>;
}

/** Runs the journey and asserts everything the traces and headers must show. */
export async function followOneOrder(j: Journey): Promise<void> {
  const partnerTrace = randomBytes(16).toString('hex');
  const partnerSpan = randomBytes(8).toString('hex');
  // The partner's own trace: "not sampled" on the token request, "sampled" on the order.
  const tokenAnswer = await fetch(`${j.api}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', traceparent: `00-${partnerTrace}-${partnerSpan}-00` },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: j.client.clientId, client_secret: j.client.clientSecret }),
  });
  assert.equal(tokenAnswer.status, 200);
  const accessToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${accessToken}` };
  const placed = await fetch(`${j.api}/v1/orders`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', traceparent: `00-${partnerTrace}-${partnerSpan}-01` },
    body: JSON.stringify(j.order),
  });
  const placedBody = (await placed.json()) as { order: { orderNumber: number } };
  assert.equal(placed.status, 201, JSON.stringify(placedBody));
  const orderNumber = placedBody.order.orderNumber;
  const listed = await fetch(`${j.api}/v1/orders?siteId=${j.order.siteId}&limit=1`, { headers: auth });
  assert.equal(listed.status, 200);
  const changed = await fetch(`${j.admin}/admin/orders/${orderNumber}/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${j.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'IN_PRODUCTION' }),
  });
  assert.equal(changed.status, 200, await changed.text());

  const webhooks = j.webhooks.received;
  await until('two webhooks', () => webhooks.length >= 2);
  const spans = j.receiver.spans;
  const delivers = await until('two delivery spans', () => {
    const found = spans.filter((s) => s.name === 'webhook.deliver');
    return found.length >= 2 && found;
  });
  const server = (name: string) => until(name, () => spans.find((s) => s.name === name && s.kind === 2));
  const orderRequest = await server('POST /v1/orders');
  const statusRequest = await server('PUT /admin/orders/:orderNumber/status');
  const tokenRequest = await server('POST /oauth2/token');
  const listRequest = await server('GET /v1/orders');
  const processing = await until('job.process', () => spans.find((s) => s.name === 'job.process'));

  // One trace: the request, the worker's claim and processing, the placement event's delivery.
  const journey = orderRequest.traceId;
  assert.equal(orderRequest.resource['partner_api.roles'], j.roles.api);
  assert.equal(processing.traceId, journey);
  assert.equal(processing.resource['partner_api.roles'], j.roles.worker);
  assert.ok(spans.some((s) => s.name === 'submission.accept' && s.traceId === journey && s.parentSpanId === orderRequest.spanId));
  assert.ok(spans.some((s) => s.name === 'job.claim' && s.traceId === journey));
  assert.ok(spans.some((s) => s.name === 'order.place' && s.traceId === journey && s.parentSpanId === processing.spanId));
  assert.ok(
    spans.some(
      (s) =>
        s.kind === 3 &&
        s.attributes['db.system.name'] === 'postgresql' &&
        s.traceId === journey &&
        s.resource['partner_api.roles'] === j.roles.worker,
    ),
    'the worker statements are pg spans of the trace',
  );
  // Statements' spans are named by their summary and carry no text (src/app/tracing/statement-view.ts).
  const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
  assert.ok(statements.length > 0);
  for (const s of statements) {
    assert.equal(s.attributes['db.query.text'], undefined, s.name);
    assert.match(String(s.attributes['db.query.summary']), /^[A-Z]+( [a-z_.]+)*$/, s.name);
    assert.equal(s.name, s.attributes['db.query.summary']);
  }
  assert.ok(
    statements.some((s) => s.name === 'INSERT submissions' || s.name.startsWith('INSERT ')),
    'an insert is summarised',
  );
  const placedDelivery = delivers.find((s) => s.traceId === journey);
  assert.ok(placedDelivery, 'the placement event is delivered in the order request trace');
  assert.equal(placedDelivery.resource['partner_api.roles'], j.roles.dispatcher);
  assert.equal(placedDelivery.kind, 3, 'a client span');
  assert.ok(
    delivers.some((s) => s.traceId === statusRequest.traceId),
    "the status change's delivery is in the admin request's trace",
  );
  // Each POST carried its delivery span's traceparent.
  for (const hook of webhooks) {
    const [, traceId, spanId] = String(hook.headers.traceparent).split('-');
    assert.ok(
      delivers.some((s) => s.traceId === traceId && s.spanId === spanId),
      `traceparent ${hook.headers.traceparent}`,
    );
  }
  assert.ok(webhooks.some((h) => String(h.headers.traceparent).includes(journey)));

  // The order's timeline (admin API) names the trace of each event and delivery: the order request's, the admin request's.
  const timeline = await fetch(`${j.admin}/admin/orders/${orderNumber}/timeline`, { headers: { authorization: `Bearer ${j.adminToken}` } });
  const entries = ((await timeline.json()) as { entries: Array<{ kind: string; traceId: string | null }> }).entries;
  const tracesOf = (kind: string) => new Set(entries.filter((e) => e.kind === kind).map((e) => e.traceId));
  assert.deepEqual(tracesOf('event'), new Set([journey, statusRequest.traceId]));
  assert.deepEqual(tracesOf('delivery'), new Set([journey, statusRequest.traceId]));

  // The worker's log lines inside its spans carry the trace and span ids beside the request id.
  const endLine = j.workerLines().find((l) => l.msg === 'submission completed: order placed' && l.trace_id === journey);
  assert.ok(endLine, "the job's end line carries the trace id");
  assert.equal(endLine.span_id, processing.spanId);
  assert.equal(typeof endLine.requestId, 'string');

  // The partner's context: a link on our server span, never its parent; its "not sampled" chose nothing.
  assert.ok(!spans.some((s) => s.traceId === partnerTrace), "no span of ours in the partner's trace");
  assert.equal(orderRequest.parentSpanId, '');
  assert.deepEqual(orderRequest.links, [{ traceId: partnerTrace, spanId: partnerSpan }]);
  assert.deepEqual(tokenRequest.links, [{ traceId: partnerTrace, spanId: partnerSpan }]);

  // Every process names its roles and environment.
  for (const s of spans) {
    assert.ok(s.resource['partner_api.roles'], s.name);
    assert.equal(s.resource['partner_api.environment'], 'production');
  }
  // The server span's HTTP attributes (the semantic conventions'); no query string and nothing sensitive in any span
  // (the raw bodies, both encodings).
  assert.equal(listRequest.attributes['http.request.method'], 'GET');
  assert.equal(listRequest.attributes['http.route'], '/v1/orders');
  assert.equal(listRequest.attributes['url.path'], '/v1/orders');
  assert.equal(listRequest.attributes['url.scheme'], 'http');
  assert.equal(listRequest.attributes['http.response.status_code'], 200);
  assert.equal(typeof listRequest.attributes['server.port'], 'number');
  assert.equal(Object.values(listRequest.attributes).filter((v) => String(v).includes('limit=')).length, 0);
  const everything = j.receiver.bodies.map((b) => b.toString('latin1')).join('\n');
  const secrets = {
    clientSecret: j.client.clientSecret,
    accessToken,
    adminToken: j.adminToken,
    signingSecret: j.signingSecret,
    urlCredential: URL_CREDENTIAL,
    signatures: webhooks.map((h) => String(h.headers['platform-signature']).split('v1=')[1]!),
    name: j.order.shipTo.name!,
    street: j.order.shipTo.address1!,
    email: j.order.shipTo.email!,
    query: 'limit=1',
  };
  for (const [what, values] of Object.entries(secrets)) {
    for (const value of [values].flat()) assert.ok(!everything.includes(value), `${what} found in a span`);
  }
}
