// What keeps tracing cheap when a request or job is not sampled
// (src/app/tracing/admission.ts, context.ts, src/tracing/spans.ts): a request
// the sampler drops never reaches node:http's instrumentation, a kept one
// gets a span with the trace id it was decided on; the async context storage
// carries only sampled contexts while it is off, and goes off after the last
// sampled span; the service's own spans are made only under a recorded span
// or an explicit parent. The test process runs an SDK of its own (an
// in-memory exporter), removed after the file.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, before, test } from 'node:test';
import { setImmediate as turn } from 'node:timers/promises';
import { type Context, context, ROOT_CONTEXT, type Span, TraceFlags, trace } from '@opentelemetry/api';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  InMemorySpanExporter,
  ParentBasedSampler,
  SamplingDecision,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { AdmittedIds, type Emit, gateEmit } from '../../src/app/tracing/admission.ts';
import { SampledContextManager } from '../../src/app/tracing/context.ts';
import { activeContext, inSpan, recordSpan, startChildSpan } from '../../src/tracing/spans.ts';

const manager = new SampledContextManager();
const exporter = new InMemorySpanExporter();
const ids = new AdmittedIds();
const provider = new NodeTracerProvider({
  sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
  idGenerator: ids,
  spanProcessors: [manager.spans, new SimpleSpanProcessor(exporter)],
});
before(() => {
  // Another file run earlier in this process may have left its own registered.
  trace.disable();
  context.disable();
  provider.register({ contextManager: manager });
});
after(async () => {
  await provider.shutdown();
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

/** A server prototype whose emit was patched as the instrumentation does (shimmer's `__original`). */
function instrumentedServer(calls: string[]): { emit: Emit } {
  const plain: Emit = () => {
    calls.push('plain');
    return true;
  };
  const instrumented: Emit = () => {
    calls.push(`instrumented ${provider.getTracer('test').startSpan('server').spanContext().traceId}`);
    return true;
  };
  Object.defineProperty(instrumented, '__original', { value: plain });
  return { emit: instrumented };
}

const request = (url: string) => ({ url, headers: {} }) as IncomingMessage;

test('a request the sampler drops goes past the instrumentation; a kept one gets the trace id it was decided on', () => {
  const dropped: string[] = [];
  const off = instrumentedServer(dropped);
  gateEmit(off, new AlwaysOffSampler(), ids, () => true);
  off.emit('request', request('/v1/me'), {});
  off.emit('close');
  assert.deepEqual(dropped, ['plain', 'plain']);

  const kept: string[] = [];
  const on = instrumentedServer(kept);
  const decidedOn: string[] = [];
  const ratio = new TraceIdRatioBasedSampler(0.5);
  const recording = {
    shouldSample: (...args: Parameters<TraceIdRatioBasedSampler['shouldSample']>) => {
      decidedOn.push(args[1]);
      return ratio.shouldSample(...args);
    },
  };
  gateEmit(on, recording, ids, (r) => r.url !== '/livez');
  for (let i = 0; i < 40; i++) on.emit('request', request('/v1/me'), {});
  on.emit('request', request('/livez'), {});
  const traced = kept.filter((c) => c.startsWith('instrumented ')).map((c) => c.slice('instrumented '.length));
  assert.equal(decidedOn.length, 40, 'the probe is not even sampled');
  assert.ok(traced.length > 0 && traced.length < 40, `about half kept (${traced.length} of 40)`);
  for (const id of traced) {
    assert.ok(decidedOn.includes(id), 'the span takes the id the decision was made on');
    assert.equal(ratio.shouldSample(ROOT_CONTEXT, id).decision, SamplingDecision.RECORD_AND_SAMPLED, 'which the sampler keeps');
  }
  assert.equal(kept.filter((c) => c === 'plain').length, 41 - traced.length);
  assert.equal(ids.pending, undefined, 'nothing left pending');
});
