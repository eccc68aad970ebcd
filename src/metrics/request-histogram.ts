// The request-latency histogram, kept by our own small class instead of
// prom-client's Histogram, and registered in the same prom-client Registry.
//
// prom-client's label child still does, on every observe, what a request
// needs done once: it re-validates the label object, hashes it (sorting and
// joining the names and values) and looks the hash up. Under the bench's
// load that cost about 5 µs of the service's CPU per request (CPU profiles,
// bench/README.md), for a histogram every request of every route feeds.
// Here a series is an object made once per route, method and status, and an
// observation is a scan of the bounds and three additions.
//
// The scrape output is prom-client's: `get()` gives the same names, labels
// (`le` last, `+Inf`), cumulative bucket counts, `_sum` and `_count`, in the
// order prom-client gives them, and the registry formats it.
import type { Registry } from 'prom-client';

interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Readonly<Record<string, string>>;
  value: number;
  metricName: string;
}

/** The shape prom-client's metrics give the registry. */
interface Exported {
  name: string;
  help: string;
  type: 'histogram';
  values: ExportedValue[];
  aggregator: 'sum';
}

export class HistogramSeries {
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    private readonly bounds: readonly number[],
    readonly labels: Readonly<Record<string, string>>,
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    // The first bound the value does not exceed, as prom-client finds it.
    while (i < bounds.length && value > bounds[i]!) i++;
    this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

export class RequestHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** In creation order, as prom-client keeps its series. */
  readonly #series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    // The registry asks only for name, type, get() (and reset() on resetMetrics): this class has them.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The series of one set of labels, made on first use (callers keep it: this is not the per-request path). */
  series(labels: Record<L, string>): HistogramSeries {
    const key = this.labelNames.map((name) => labels[name]).join('\u0000');
    let series = this.#series.get(key);
    if (!series) {
      const ordered = Object.fromEntries(this.labelNames.map((name) => [name, labels[name]]));
      series = new HistogramSeries(this.buckets, ordered);
      this.#series.set(key, series);
    }
    return series;
  }

  /**
   * What the registry formats for a scrape, shaped as prom-client's own
   * histogram gives it: `le` as the value's label, the series' labels shared
   * (the registry caches their text per series object), so lines read
   * `_bucket{le="0.005",host="…",…}`.
   */
  async getForPromString(): Promise<Exported> {
    const values: ExportedValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const series of this.#series.values()) {
      const shared = series.labels;
      let cumulative = 0;
      this.buckets.forEach((le, i) => {
        cumulative += series.counts[i]!;
        values.push({ labels: { le }, sharedLabels: shared, value: cumulative, metricName: bucketName });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: shared, value: series.count, metricName: bucketName });
      values.push({ labels: {}, sharedLabels: shared, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: shared, value: series.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The same values with each one's labels whole (`le` first), as prom-client's get() gives them (JSON, cluster aggregation). */
  async get(): Promise<Exported> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ sharedLabels, labels, ...rest }) => ({
      ...rest,
      exemplar: null,
      labels: { ...labels, ...sharedLabels },
    }));
    return data;
  }

  /** Registry.resetMetrics(): every series back to zero (the series themselves stay, as callers hold them). */
  reset(): void {
    for (const series of this.#series.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
