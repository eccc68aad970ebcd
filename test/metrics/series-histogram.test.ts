// The request histogram is ours (src/metrics/series-histogram.ts) but is
// written out by prom-client's registry: whatever is observed, the
// exposition and the JSON must be those prom-client's own Histogram gives
// for the same observations, before and after resets, in both formats.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Histogram, Registry } from 'prom-client';
import { SeriesHistogram } from '../../src/metrics/series-histogram.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25];
const LABELS = ['host', 'method', 'route', 'status'] as const;
type Label = (typeof LABELS)[number];

/** A seeded generator (mulberry32): the same cases every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pair(contentType?: string) {
  const ours = new Registry();
  const theirs = new Registry();
  if (contentType) {
    ours.setContentType(contentType as never);
    theirs.setContentType(contentType as never);
  }
  const options = { name: 'x_seconds', help: 'A "help" text\\ with\nescapes.', labelNames: LABELS, buckets: BUCKETS };
  return {
    ours: new SeriesHistogram<Label>({ ...options, registers: [ours] }),
    theirs: new Histogram<Label>({ ...options, registers: [theirs] }),
    registries: { ours, theirs },
  };
}

/** Values of every class: each bound exactly, just above and below it, zero, negatives, beyond the last bound, tiny and huge. */
function valueOf(next: () => number): number {
  const pick = next();
  const bound = BUCKETS[Math.floor(next() * BUCKETS.length)]!;
  if (pick < 0.2) return bound;
  if (pick < 0.3) return bound + Number.EPSILON * bound * 4;
  if (pick < 0.4) return bound - Number.EPSILON * bound * 4;
  if (pick < 0.45) return 0;
  if (pick < 0.5) return -next() * 3;
  if (pick < 0.55) return 25 + next() * 1e6;
  if (pick < 0.6) return next() * 1e-9;
  return next() * 30;
}

function labelsOf(next: () => number): Record<Label, string> {
  const routes = ['/v1/me', '/v1/orders/:orderNumber', 'unmatched', '/a "quoted"\\ route\nwith a newline'];
  return {
    host: ['partner', 'admin', 'mtls'][Math.floor(next() * 3)]!,
    method: ['GET', 'POST', 'HEAD', 'other'][Math.floor(next() * 4)]!,
    route: routes[Math.floor(next() * routes.length)]!,
    status: String([200, 201, 404, 429, 500][Math.floor(next() * 5)]),
  };
}

test('for any observations, kept series or labels each time, the exposition and the JSON are those of prom-client’s Histogram', async () => {
  for (const contentType of [undefined, Registry.OPENMETRICS_CONTENT_TYPE]) {
    for (let seed = 1; seed <= 20; seed++) {
      const next = random(seed);
      const { ours, theirs, registries } = pair(contentType);
      const kept = new Map<string, ReturnType<typeof ours.series>>();
      const observations = 1 + Math.floor(next() * 400);
      for (let i = 0; i < observations; i++) {
        const labels = labelsOf(next);
        const value = valueOf(next);
        theirs.observe(labels, value);
        // Half through a series kept per label set (the hot path's way), half by labels: one record either way.
        const key = JSON.stringify(labels);
        if (next() < 0.5) {
          let series = kept.get(key);
          if (!series) kept.set(key, (series = ours.series(labels)));
          series.observe(value);
        } else ours.observe(labels, value);
      }
      assert.equal(await registries.ours.metrics(), await registries.theirs.metrics(), `seed ${seed}, ${contentType ?? 'text'}`);
      assert.deepEqual(await registries.ours.getMetricsAsJSON(), await registries.theirs.getMetricsAsJSON(), `seed ${seed}`);
    }
  }
});

test('a reset drops every label set until it is observed again, from zero, through series kept from before it', async () => {
  const { ours, theirs, registries } = pair();
  const a: Record<Label, string> = { host: 'partner', method: 'GET', route: '/v1/me', status: '200' };
  const b: Record<Label, string> = { host: 'partner', method: 'GET', route: '/v1/me', status: '404' };
  const keptA = ours.series(a);
  const keptB = ours.series(b);
  for (const v of [0.001, 0.02, 3]) {
    keptA.observe(v);
    theirs.observe(a, v);
  }
  keptB.observe(0.3);
  theirs.observe(b, 0.3);
  assert.equal(await registries.ours.metrics(), await registries.theirs.metrics());

  ours.reset();
  theirs.reset();
  assert.equal(await registries.ours.metrics(), await registries.theirs.metrics(), 'nothing written out after a reset');
  assert.doesNotMatch(await registries.ours.metrics(), /x_seconds_count/);

  // The label set is asked for again by labels, then observed through the series kept from before: one record.
  ours.observe(b, 0.04);
  theirs.observe(b, 0.04);
  keptB.observe(7);
  theirs.observe(b, 7);
  assert.equal(await registries.ours.metrics(), await registries.theirs.metrics());
  assert.match(await registries.ours.metrics(), /x_seconds_count\{host="partner",method="GET",route="\/v1\/me",status="404"\} 2\n/);

  // Asked for and never observed: not written out, as prom-client writes out only observed label sets.
  ours.series({ host: 'admin', method: 'PUT', route: '/x', status: '204' });
  assert.equal(await registries.ours.metrics(), await registries.theirs.metrics());
});

test('labels other than exactly the declared names, a value that is not a finite number and unordered buckets are refused', () => {
  const { ours } = pair();
  assert.throws(() => ours.series({ host: 'partner', method: 'GET', route: '/x' } as never), /labels must be exactly/);
  assert.throws(
    () => ours.series({ host: 'partner', method: 'GET', route: '/x', status: '200', extra: 'y' } as never),
    /labels must be exactly/,
  );
  assert.throws(() => ours.series({ host: 'partner', method: 'GET', route: '/x', status: 200 } as never), /labels must be exactly/);
  const series = ours.series({ host: 'partner', method: 'GET', route: '/x', status: '200' });
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
    assert.throws(() => series.observe(value), TypeError);
  assert.throws(() => new SeriesHistogram({ name: 'y', help: 'y', labelNames: [], buckets: [1, 0.5], registers: [] }), /increasing/);
  assert.throws(() => new SeriesHistogram({ name: 'y', help: 'y', labelNames: [], buckets: [1, Infinity], registers: [] }), /finite/);
});
