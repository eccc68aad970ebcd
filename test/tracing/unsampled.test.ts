// The work of a request that is not sampled stays unsampled downstream
// (src/tracing/spans.ts, currentTraceContext): its submission job, the
// outbox event the worker writes for it and the event's delivery store an
// unsampled W3C context (flags 00), so the worker's and the dispatcher's
// parent-based samplers drop their spans instead of sampling them as
// traces of their own. The samplers here keep every root (always on), so a
// job or delivery without a stored context would be exported; a sampled
// change is still followed to its delivery. The test process runs an SDK of
// its own (an in-memory exporter), removed after the file.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { context, propagation, trace } from '@opentelemetry/api';
import { AlwaysOnSampler, InMemorySpanExporter, ParentBasedSampler, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { SampledContextManager } from '../../src/app/tracing/context.ts';
import { currentTraceContext, markTracingStarted, traceIdOf } from '../../src/tracing/spans.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';
import { startWebhookReceiver, until, type Webhooks } from './journey.ts';

const UNSAMPLED = /^00-([0-9a-f]{32})-[0-9a-f]{16}-00$/;

const manager = new SampledContextManager();
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({
  sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
  spanProcessors: [manager.spans, new SimpleSpanProcessor(exporter)],
});
let ctx: TestContext | undefined;
let webhooks: Webhooks | undefined;
let stopWorker: (() => Promise<void>) | undefined;
before(() => {
  // Another file run earlier in this process may have left its own registered.
  trace.disable();
  context.disable();
  propagation.disable();
  provider.register({ contextManager: manager });
  markTracingStarted();
});
after(async () => {
  await stopWorker?.();
  await ctx?.close();
  webhooks?.server.closeAllConnections();
  await new Promise((resolve) => (webhooks ? webhooks.server.close(resolve) : resolve(null)));
  await provider.shutdown();
  markTracingStarted(false);
  trace.disable();
  context.disable();
  propagation.disable();
});

/** One dispatcher round (fan-out and delivery), then waits for the `count`th webhook. */
async function deliverOnce(ctx: TestContext, count: number): Promise<void> {
  const dispatcher = ctx.platform.webhooks.dispatcher();
  try {
    await dispatcher.tick();
  } finally {
    await dispatcher.stop();
  }
  await until(`webhook ${count}`, () => webhooks!.received.length >= count);
}

test('outside any span, with tracing on, the context to store is a new unsampled one; its trace id is shown nowhere', () => {
  const stored = currentTraceContext();
  assert.match(stored ?? '', UNSAMPLED);
  assert.notEqual(currentTraceContext(), stored, 'made afresh for each row');
  assert.equal(currentTraceContext('00-' + '1'.repeat(32) + '-' + '2'.repeat(16) + '-00'), `00-${'1'.repeat(32)}-${'2'.repeat(16)}-00`);
  assert.equal(traceIdOf(stored), null, 'no backend holds an unsampled trace');
  assert.equal(traceIdOf(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`), 'a'.repeat(32));
});

test("an unsampled submission's job, event and delivery carry an unsampled context; the worker and dispatcher export nothing of it", async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '5000' });
  const world = await orderWorld(ctx);
  webhooks = await startWebhookReceiver();
  await ctx.platform.webhooks.admin.createEndpoint(world.partner.partnerId, { url: webhooks.url }, 'test');
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 50 });
  worker.start();
  stopWorker = () => worker.stop();
  exporter.reset();

  // Fastify's inject runs the handler outside any span: a request the admission gate did not keep.
  const placed = await postOrder(ctx, world.partner.token, orderBody(world));
  assert.equal(placed.statusCode, 201, placed.body);
  const orderNumber = placed.json().order.orderNumber as number;
  const db = ctx.platform.db;
  const jobs = await db.selectFrom('jobs').select(['kind', 'trace_context']).execute();
  assert.ok(jobs.length > 0);
  for (const job of jobs) assert.match(job.trace_context ?? '', UNSAMPLED, job.kind);
  const requestTrace = UNSAMPLED.exec(jobs[0]!.trace_context!)![1];
  const events = await db.selectFrom('outbox_events').select(['type', 'trace_context']).where('order_number', '=', orderNumber).execute();
  assert.equal(events.length, 1);
  assert.match(events[0]!.trace_context ?? '', UNSAMPLED);
  assert.equal(UNSAMPLED.exec(events[0]!.trace_context!)![1], requestTrace, "the worker's event is in the request's trace");

  await deliverOnce(ctx, 1);
  const deliveries = await db.selectFrom('webhook_deliveries').select('trace_context').where('order_number', '=', orderNumber).execute();
  assert.equal(deliveries.length, 1);
  assert.equal(deliveries[0]!.trace_context, events[0]!.trace_context, "the delivery copies its event's context");
  assert.match(String(webhooks.received[0]!.headers.traceparent), new RegExp(`^00-${requestTrace}-[0-9a-f]{16}-00$`));

  const spans = exporter.getFinishedSpans();
  const names = spans.map((s) => s.name);
  for (const name of ['job.claim', 'job.process', 'order.place', 'webhook.deliver']) assert.ok(!names.includes(name), names.join(', '));
  assert.ok(!spans.some((s) => s.spanContext().traceId === requestTrace));
  assert.ok(
    spans.every((s) => s.links.length === 0),
    'a fan-out links no unsampled trace',
  );

  // A change made inside a sampled span is still followed to its delivery.
  exporter.reset();
  const span = trace.getTracer('test').startSpan('PUT /admin/orders/:orderNumber/status');
  await context.with(trace.setSpan(context.active(), span), () =>
    ctx!.platform.orders.admin.orders.setStatus(orderNumber, 'IN_PRODUCTION', 'test'),
  );
  span.end();
  await deliverOnce(ctx, 2);
  const deliver = await until('the sampled delivery span', () => exporter.getFinishedSpans().find((s) => s.name === 'webhook.deliver'));
  assert.equal(deliver.spanContext().traceId, span.spanContext().traceId);
  assert.match(String(webhooks.received[1]!.headers.traceparent), new RegExp(`^00-${span.spanContext().traceId}-[0-9a-f]{16}-01$`));
});
