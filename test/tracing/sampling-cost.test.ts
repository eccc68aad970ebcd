// What keeps tracing cheap when a request or job is not sampled
// (src/app/tracing/admission.ts, context.ts, src/tracing/spans.ts): a request
// the admission gate drops runs as if tracing were off, a kept one runs in a
// server span the gate made (a caller's traceparent only a link); the async context storage
// carries only sampled contexts while it is off, and goes off after the last
// sampled span; the service's own spans are made only under a recorded span
// or an explicit parent. The test process runs an SDK of its own (an
// in-memory exporter), removed after the file.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createHttpServer, type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { after, before, test } from 'node:test';
import { setImmediate as turn } from 'node:timers/promises';
import { type Context, context, ROOT_CONTEXT, type Span, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  InMemorySpanExporter,
  ParentBasedSampler,
  SamplingDecision,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { AdmittingSampler, admissionRatio, admitRequests, gatedListener, gateServer } from '../../src/app/tracing/admission.ts';
import { SampledContextManager } from '../../src/app/tracing/context.ts';
import { activeContext, inSpan, markTracingStarted, recordSpan, SERVER_SPAN_CONTEXT, startChildSpan } from '../../src/tracing/spans.ts';
import { DecisionTrace } from '../../src/gateway/traced.ts';
import { edgeFirewall } from '../../src/gateway/firewall/firewall.ts';
import { partnerRateLimit } from '../../src/gateway/limits/rate-limit.ts';
import { MemoryStore } from '../../src/gateway/stores/memory-store.ts';
import type { onRequestHookHandler } from 'fastify';
import { ManualClock } from '../../src/clock.ts';
import { createStorageHost, listenStorageHost } from '../../src/storage/host.ts';
import { LocalDisk } from '../../src/storage/local-disk.ts';
import { signUrl } from '../../src/storage/signing.ts';
import { until } from './journey.ts';

const manager = new SampledContextManager();
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({
  sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
  spanProcessors: [manager.spans, new SimpleSpanProcessor(exporter)],
});
before(() => {
  // Another file run earlier in this process may have left its own registered.
  trace.disable();
  context.disable();
  provider.register({ contextManager: manager });
  markTracingStarted(); // as the SDK's start does (src/app/tracing/sdk.ts)
});
after(async () => {
  await provider.shutdown();
  markTracingStarted(false);
  trace.disable();
  context.disable();
});

function withSpan(flags: TraceFlags): Context {
  return trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext({ traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: flags }));
}

test('an unsampled context is active for the synchronous call only while the storage is off; a sampled one across awaits', async () => {
  await turn(); // whatever an earlier test left open has ended: the storage is off
  const unsampled = withSpan(TraceFlags.NONE);
  const seen = await context.with(unsampled, async () => {
    const now = context.active();
    await Promise.resolve();
    return { now, later: context.active() };
  });
  assert.equal(seen.now, unsampled);
  assert.equal(seen.later, ROOT_CONTEXT, 'not carried across an await');

  const sampled = withSpan(TraceFlags.SAMPLED);
  const later = await context.with(sampled, async () => {
    await Promise.resolve();
    return context.active();
  });
  assert.equal(later, sampled);
});

test('the storage goes off a turn after the last sampled span ends, and carries every context while on', async () => {
  const open = provider.getTracer('test').startSpan('open');
  const sampled = trace.setSpan(ROOT_CONTEXT, open);
  context.with(sampled, () => undefined); // turns the storage on
  const unsampled = withSpan(TraceFlags.NONE);
  const carry = () =>
    context.with(unsampled, async () => {
      await Promise.resolve();
      return context.active();
    });
  assert.equal(await carry(), unsampled, 'carried while a sampled span is open');
  open.end();
  await turn();
  await turn();
  assert.equal(await carry(), ROOT_CONTEXT, 'off once none is open');
});

test('own spans: none without a recorded active span; under one, a child; with activeContext(), a root', async () => {
  exporter.reset();
  let given: Span | undefined;
  await inSpan('orphan', {}, async (span) => {
    given = span;
  });
  recordSpan('orphan.record', { startTime: Date.now() });
  startChildSpan('orphan.child').end();
  assert.equal(given?.isRecording(), false);
  await context.with(withSpan(TraceFlags.NONE), () => inSpan('under.unsampled', {}, async () => undefined));
  assert.deepEqual(exporter.getFinishedSpans(), [], 'no span outside a recorded one');

  await inSpan('root', { parent: activeContext() }, async () => {
    await Promise.resolve();
    await inSpan('child', {}, async () => undefined);
    startChildSpan('child.started').end();
  });
  const spans = exporter.getFinishedSpans();
  const root = spans.find((s) => s.name === 'root')!;
  assert.ok(root, 'an explicit parent makes a root span');
  for (const name of ['child', 'child.started']) {
    const child = spans.find((s) => s.name === name);
    assert.equal(child?.parentSpanContext?.spanId, root.spanContext().spanId, `${name} is under the root`);
  }
});

/** A server's plain request listener, recording the active span's trace id (or `none`) at each call. */
function plainListener(calls: string[]): (request: IncomingMessage, response: ServerResponse) => void {
  return () => {
    const span = trace.getActiveSpan();
    calls.push(span?.isRecording() ? span.spanContext().traceId : 'none');
  };
}

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: 'GET', headers: { host: 'api.example:8443', ...headers }, socket: {} }) as unknown as IncomingMessage;

test('a request the gate drops runs with no span; a kept one runs in a server span it made, ended when the response finishes', () => {
  const tracer = provider.getTracer('test');
  const dropped: string[] = [];
  const off = gatedListener(plainListener(dropped), tracer, new AdmittingSampler(new AlwaysOffSampler()), 0);
  off(request('/v1/me'), new EventEmitter() as ServerResponse);
  off(request('/v1/me'), new EventEmitter() as ServerResponse);
  assert.deepEqual(dropped, ['none', 'none']);

  exporter.reset();
  const kept: string[] = [];
  // The configured sampler drops every root span: the admitted server span is kept all the same.
  const sampler = new AdmittingSampler(new AlwaysOffSampler());
  const on = gatedListener(plainListener(kept), tracer, sampler, 0.5, (r) => r.url !== '/livez');
  const responses: EventEmitter[] = [];
  for (let i = 0; i < 40; i++) {
    const response = Object.assign(new EventEmitter(), { headersSent: true, statusCode: 200 });
    responses.push(response);
    on(request('/v1/me?cursor=abc', { traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-00` }), response as unknown as ServerResponse);
  }
  on(request('/livez'), Object.assign(new EventEmitter(), { headersSent: true, statusCode: 200 }) as unknown as ServerResponse);
  const traced = kept.filter((c) => c !== 'none');
  assert.ok(traced.length > 0 && traced.length < 40, `about half kept (${traced.length} of 40)`);
  assert.equal(kept.at(-1), 'none', 'the probe gets no span');
  assert.deepEqual(exporter.getFinishedSpans(), [], 'not ended before the response');
  for (const response of responses) {
    response.emit('finish');
    response.emit('close');
  }
  const spans = exporter.getFinishedSpans();
  assert.equal(spans.length, traced.length, 'one span each, ended once');
  for (const span of spans) {
    assert.ok(traced.includes(span.spanContext().traceId));
    assert.equal(span.kind, SpanKind.SERVER);
    assert.equal(span.parentSpanContext, undefined, "the caller's traceparent is not the parent");
    assert.deepEqual(
      span.links.map((l) => l.context.traceId),
      ['a'.repeat(32)],
      'but a link',
    );
    assert.deepEqual(span.attributes, {
      'http.request.method': 'GET',
      'url.scheme': 'http',
      'url.path': '/v1/me',
      'server.address': 'api.example',
      'server.port': 8443,
      'http.response.status_code': 200,
    });
  }
  assert.equal(sampler.admitting, false);
  assert.equal(sampler.shouldSample(ROOT_CONTEXT, '1'.repeat(32), 'x', SpanKind.INTERNAL, {}, []).decision, SamplingDecision.NOT_RECORD);
});

test('the admitted share is the one OTEL_TRACES_SAMPLER and _ARG give, read as the SDK reads them', () => {
  assert.equal(admissionRatio({}), 1);
  assert.equal(admissionRatio({ OTEL_TRACES_SAMPLER: 'always_off' }), 0);
  assert.equal(admissionRatio({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' }), 0);
  assert.equal(admissionRatio({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' }), 0.01);
  assert.equal(admissionRatio({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' }), 1);
  assert.equal(admissionRatio({ OTEL_TRACES_SAMPLER: 'traceidratio' }), 1);
  assert.equal(admissionRatio({ OTEL_TRACES_SAMPLER: 'nonsense' }), 1);
});

test("the storage host's server spans are named by its route, with no query string (a signed URL's is a credential)", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-storage-spans-'));
  const secret = Buffer.alloc(32, 9);
  const clock = new ManualClock(new Date());
  const server = createStorageHost({ disk: new LocalDisk(dir), secret, clock });
  // The gate on this server only (the service puts it on every server node:http's createServer makes).
  gateServer(server, provider.getTracer('test'), new AdmittingSampler(new AlwaysOffSampler()), 1);
  exporter.reset();
  try {
    const base = await listenStorageHost(server, '127.0.0.1', 0);
    const key = 'artwork/1/1/rsv_s/proof.pdf';
    const expires = Math.floor(clock.now().getTime() / 1000) + 60;
    const put = await fetch(signUrl(secret, base, { method: 'PUT', key, expires, contentType: null }), { method: 'PUT', body: 'x' });
    assert.equal(put.status, 200);
    const get = await fetch(signUrl(secret, base, { method: 'GET', key, expires, contentType: null }));
    assert.equal(await get.text(), 'x');
    assert.equal((await fetch(`${base}/nothing`)).status, 404);
    const spans = await until('three storage spans', () => exporter.getFinishedSpans().length >= 3 && exporter.getFinishedSpans(), 5000);
    assert.deepEqual(spans.map((s) => s.name).sort(), ['GET', 'GET /o/:key', 'PUT /o/:key']);
    for (const span of spans) {
      assert.equal(span.kind, SpanKind.SERVER);
      assert.ok(!String(span.attributes['url.path']).includes('?'));
      assert.ok(!JSON.stringify(span.attributes).includes('X-'), JSON.stringify(span.attributes));
    }
    assert.equal(spans.find((s) => s.name === 'PUT /o/:key')?.attributes['http.response.status_code'], 200);
    assert.equal(spans.find((s) => s.name === 'GET /o/:key')?.attributes['http.route'], '/o/:key');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the gateway's decisions in memory, through its own hooks: a pass is an attribute of the server span, a refusal a span under it, an unsampled request gets neither", () => {
  exporter.reset();
  const clock = new ManualClock();
  const store = new MemoryStore();
  // One request an address, one a partner (a burst of one): each hook's second call is refused.
  const firewall = edgeFirewall({ store, clock, limit: { requests: 1, windowSeconds: 60 }, keyPrefix: 't:' });
  const tier = { ratePerSecond: 1, burst: 1, dailyQuota: 100 };
  const rateLimit = partnerRateLimit({ store, clock, tiers: { trial: tier, standard: tier, enterprise: tier }, keyPrefix: 't:' });
  const run = (hook: onRequestHookHandler, address: string, sampled: boolean): { server: Span; outcome: string } => {
    const server = provider.getTracer('test').startSpan('GET /v1/me');
    const raw: Record<string | symbol, unknown> = { url: '/v1/me', rawHeaders: [] };
    if (sampled) raw[SERVER_SPAN_CONTEXT] = trace.setSpan(ROOT_CONTEXT, server);
    const log = { warn() {}, info() {} };
    const request = { raw, ip: address, log, caller: { partnerId: Number(address.slice(-1)), tier: 'trial' } };
    const reply = {
      sent: false,
      code() {
        return reply;
      },
      header() {
        return reply;
      },
      send() {
        reply.sent = true;
        return reply;
      },
    };
    let outcome = 'waiting';
    hook.call({} as never, request as never, reply as never, (error?: Error) => {
      outcome = error ? `refused ${(error as { status?: number }).status}` : 'passed';
    });
    if (outcome === 'waiting' && reply.sent) outcome = 'refused 403';
    server.end();
    return { server, outcome };
  };
  const firewallPass = run(firewall, '192.0.2.1', true);
  const firewallRefusal = run(firewall, '192.0.2.1', true);
  const limitPass = run(rateLimit, '192.0.2.2', true);
  const limitRefusal = run(rateLimit, '192.0.2.2', true);
  const unsampledPass = run(firewall, '192.0.2.3', false);
  const unsampledRefusal = run(firewall, '192.0.2.3', false);
  assert.deepEqual(
    [firewallPass, firewallRefusal, limitPass, limitRefusal, unsampledPass, unsampledRefusal].map((r) => r.outcome),
    ['passed', 'refused 403', 'passed', 'refused 429', 'passed', 'refused 403'],
  );
  const finished = (span: Span) => exporter.getFinishedSpans().find((s) => s.spanContext().spanId === span.spanContext().spanId)!;
  assert.equal(finished(firewallPass.server).attributes['gateway.firewall.decision'], 'passed');
  assert.equal(finished(limitPass.server).attributes['gateway.rate_limit.decision'], 'passed');
  assert.equal(finished(unsampledPass.server).attributes['gateway.firewall.decision'], undefined);
  assert.deepEqual(
    exporter
      .getFinishedSpans()
      .filter((s) => s.name.startsWith('gateway.'))
      .map((s) => [s.name, s.attributes['gateway.decision'], s.parentSpanContext?.spanId]),
    [
      ['gateway.firewall', 'refused', firewallRefusal.server.spanContext().spanId],
      ['gateway.rate_limit', 'refused', limitRefusal.server.spanContext().spanId],
    ],
  );
});

test('a decision that waits on its store (Redis) is a span of its own, with the store call in its context', async () => {
  exporter.reset();
  const traced = new DecisionTrace('gateway.rate_limit', true);
  assert.equal(traced.begin({}), null, 'a request without a server span is not traced');
  const server = provider.getTracer('test').startSpan('GET /v1/me');
  const decision = traced.begin({ [SERVER_SPAN_CONTEXT]: trace.setSpan(ROOT_CONTEXT, server) })!;
  const inside = await traced.within(decision, async () => trace.getActiveSpan()?.spanContext().spanId);
  traced.settle(decision, false);
  server.end();
  const span = exporter.getFinishedSpans().find((s) => s.name === 'gateway.rate_limit')!;
  assert.equal(span.attributes['gateway.decision'], 'passed');
  assert.equal(span.parentSpanContext?.spanId, server.spanContext().spanId);
  assert.equal(inside, span.spanContext().spanId, "the store's call runs with the decision's span active");
});

test("the gate wraps the request listener of each server createServer makes, and leaves node:http's prototype alone", async () => {
  const http = createRequire(import.meta.url)('node:http') as { createServer: typeof createHttpServer };
  const original = http.createServer;
  const emit = Server.prototype.emit;
  exporter.reset();
  admitRequests(provider.getTracer('test'), new AdmittingSampler(new AlwaysOffSampler()), 1);
  try {
    assert.notEqual(http.createServer, original);
    // Both the CommonJS export (what Fastify calls) and this module's ES binding were replaced.
    assert.equal(createHttpServer, http.createServer);
    const server = createHttpServer((_req, res) => res.end('ok'));
    assert.equal(server.listeners('request').length, 1);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/v1/me?x=1`)).text(), 'ok');
    const spans = await until('a server span', () => exporter.getFinishedSpans().length > 0 && exporter.getFinishedSpans(), 5000);
    assert.deepEqual(
      spans.map((s) => [s.kind, s.attributes['url.path']]),
      [[SpanKind.SERVER, '/v1/me']],
    );
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    assert.equal(Server.prototype.emit, emit, "node:http's Server.prototype.emit is untouched");
    assert.ok(!Object.hasOwn(Server.prototype, 'emit'));
  } finally {
    http.createServer = original;
    syncBuiltinESMExports();
  }
});
