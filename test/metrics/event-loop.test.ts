// The event-loop delay gauges (src/metrics/event-loop.ts): sampled every
// second while the loop is idle and every 100 ms while it is busy, each
// sample the delay alone (not the period, which kept prom-client's p99 over
// the alert's 0.1 s in an idle process), each scrape reading the samples
// since the previous one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Registry } from 'prom-client';
import { EVENT_LOOP_METRICS, eventLoopDelay, nextSamplePeriod } from '../../src/metrics/event-loop.ts';
import { createMetrics } from '../../src/metrics/metrics.ts';

async function gauges(registry: Registry): Promise<Record<string, number>> {
  const read: Record<string, number> = {};
  for (const metric of await registry.getMetricsAsJSON()) read[metric.name] = Number(metric.values[0]?.value ?? NaN);
  return read;
}

test('the sampling period: once a second while the loop is idle, every 100 ms from 5 % busy', () => {
  assert.equal(nextSamplePeriod(0), 1000);
  assert.equal(nextSamplePeriod(0.049), 1000);
  assert.equal(nextSamplePeriod(0.05), 100);
  assert.equal(nextSamplePeriod(1), 100);
});

test('a scrape reads the delays recorded since the previous one, in seconds; none read as 0', async () => {
  const registry = new Registry();
  const delay = eventLoopDelay(registry, { sample: false });
  assert.equal(delay.periodMs, 1000);
  for (const ms of [0, 2, 2, 4, 300]) delay.record(ms);
  const first = await gauges(registry);
  assert.ok(first[EVENT_LOOP_METRICS.min]! < 1e-6, `min ${first[EVENT_LOOP_METRICS.min]}`);
  assert.ok(Math.abs(first[EVENT_LOOP_METRICS.max]! - 0.3) < 0.001, `max ${first[EVENT_LOOP_METRICS.max]}`);
  assert.ok(Math.abs(first[EVENT_LOOP_METRICS.p50]! - 0.002) < 0.0001, `p50 ${first[EVENT_LOOP_METRICS.p50]}`);
  assert.ok(Math.abs(first[EVENT_LOOP_METRICS.p99]! - 0.3) < 0.001, `p99 ${first[EVENT_LOOP_METRICS.p99]}`);
  assert.ok(Math.abs(first[EVENT_LOOP_METRICS.mean]! - 0.0616) < 0.001, `mean ${first[EVENT_LOOP_METRICS.mean]}`);

  const second = await gauges(registry);
  for (const key of ['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99'] as const) assert.equal(second[EVENT_LOOP_METRICS[key]], 0, key);
});

test("a platform's registry has the eight event-loop gauges once each, this module's", async () => {
  const metrics = createMetrics({ version: 'test', retentionTables: [] });
  metrics.collectProcessMetrics();
  const body = (await metrics.scrape()).body;
  for (const metric of Object.values(EVENT_LOOP_METRICS)) {
    assert.equal(body.split('\n').filter((l) => l.startsWith(`# TYPE ${metric} gauge`)).length, 1, metric);
  }
  // prom-client's other process metrics are still there.
  assert.match(body, /# TYPE process_cpu_seconds_total counter/);
  assert.match(body, /# TYPE nodejs_heap_size_used_bytes gauge/);
});
