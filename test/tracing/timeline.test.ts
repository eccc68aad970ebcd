// The order timeline (GET /admin/orders/{n}/timeline and the console's order
// page) shows the trace id of each step that has one: a staff status change
// made inside a trace puts that trace's id on its event and on the delivery
// fanned out from it; steps recorded without tracing (the demo's, staff and
// proof entries) show none. The test process runs an SDK of its own (an
// in-memory exporter), removed after the file.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { markTracingStarted } from '../../src/tracing/spans.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { signInConsole } from '../console/browser.ts';
import { teamMember } from '../team/world.ts';

let ctx: TestContext;
let world: DemoWorld;
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())] });
before(async () => {
  provider.register();
  markTracingStarted(); // as the SDK's start does (src/app/tracing/sdk.ts)
  ctx = await createTestContext();
  world = await seedDemo(ctx.platform);
});
after(async () => {
  await ctx?.close();
  await provider.shutdown();
  markTracingStarted(false);
  trace.disable();
  context.disable();
  propagation.disable();
});

test("each traced step of an order's timeline shows its trace id, in the admin API and on the console's order page", async () => {
  const endpoint = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${world.partnerId}/webhook-endpoints`,
    payload: { url: 'https://hooks.example.com/in', signed: false },
  });
  assert.equal(endpoint.statusCode, 201, endpoint.body);
  const eventsBefore = (await ctx.adminCall({ method: 'GET', url: '/admin/orders/100001/timeline' })).json().entries.length;
  // A staff status change in a trace: the admin listener's server span in a running service (test/tracing/journey.ts
  // proves that through real listeners); here the service is called inside a span of the test's, since Fastify's
  // inject does not carry the caller's async context into the handler.
  const span = trace.getTracer('test').startSpan('PUT /admin/orders/:orderNumber/status');
  await context.with(trace.setSpan(context.active(), span), () => ctx.platform.orders.admin.orders.setStatus(100001, 'ON_HOLD', 'test'));
  span.end();
  const dispatcher = ctx.platform.webhooks.dispatcher();
  await dispatcher.tick();
  await dispatcher.stop();

  const res = await ctx.adminCall({ method: 'GET', url: '/admin/orders/100001/timeline' });
  assert.equal(res.statusCode, 200, res.body);
  const entries = res.json().entries as Array<{ kind: string; traceId: string | null; summary: string }>;
  assert.ok(entries.length > eventsBefore);
  const traced = entries.filter((e) => e.traceId !== null);
  const traceId = span.spanContext().traceId;
  assert.deepEqual(
    traced.map((e) => [e.kind, e.traceId]).sort(),
    [
      ['delivery', traceId],
      ['event', traceId],
    ],
    'the status change and its delivery, nothing else',
  );
  // Untraced steps: the placement, the demo's staff actions and proofs, its earlier events.
  for (const kind of ['placed', 'staff', 'proof'])
    assert.ok(
      entries.some((e) => e.kind === kind && e.traceId === null),
      kind,
    );

  const browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  const page = await ctx.admin.inject({ method: 'GET', url: '/console/orders/100001', headers: { cookie: browser.cookie } });
  assert.equal(page.statusCode, 200);
  assert.equal(page.body.split(`trace <code>${traceId}</code>`).length - 1, 2, 'the event and the delivery show the trace id');
  assert.equal(page.body.split('trace <code>').length - 1, 2);
});
