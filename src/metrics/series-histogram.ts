// A Prometheus histogram for the hot paths (every request, every
// submission), registered in a prom-client Registry and written out by it,
// whose label sets are resolved once per series instead of per observation.
//
// prom-client's own Histogram validates the labels, hashes them into a key
// string and looks the key up on every `observe`: about 1 µs each, a few per
// cent of a point read's CPU. Here a caller asks for a series once (a route's
// method and status) and keeps it; observing is a search of the bounds and
// three additions. What the registry reads (`get`, `getForPromString`) has
// the shape prom-client's Histogram gives it, so the exposition is the same
// text: test/metrics/series-histogram.test.ts compares the two.
import type { Registry } from 'prom-client';

/** One label set's buckets, counts and sum, as written out. */
interface SeriesRecord {
  readonly labels: Readonly<Record<string, string>>;
  /** Observations per bucket (not cumulative): the first bound at or above the value; none above the last bound. */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

/** A caller's handle on one label set: kept, and observed directly. */
export class HistogramSeries {
  #record: SeriesRecord | null = null;
  /** The histogram's generation of #record; none yet: the label set is written out once observed, as prom-client's are. */
  #generation = -1;

  constructor(
    private readonly owner: SeriesHistogram<string>,
    private readonly key: string,
    readonly labels: Readonly<Record<string, string>>,
  ) {}

  observe(value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    // First observed, or after a reset (the label set then starts again from zero, as prom-client's do).
    let record = this.#record;
    if (record === null || this.#generation !== this.owner.generation) {
      record = this.#record = this.owner.recordOf(this.key, this.labels);
      this.#generation = this.owner.generation;
    }
    const bounds = this.owner.bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]!) {
        record.counts[i]! += 1;
        break;
      }
    }
    record.sum += value;
    record.count += 1;
  }
}

/** A value as prom-client's registry reads it from a histogram. */
interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Readonly<Record<string, string>>;
  value: number;
  metricName: string;
  exemplar?: null | undefined;
}

export class SeriesHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  /** Upper bounds, increasing. */
  readonly bounds: readonly number[];
  /** Counts resets: a handle made before the last one finds its record again. */
  generation = 0;
  readonly #labelNames: readonly L[];
  #records = new Map<string, SeriesRecord>();

  constructor(options: { name: string; help: string; labelNames: readonly L[]; buckets: readonly number[]; registers: Registry[] }) {
    this.name = options.name;
    this.help = options.help;
    this.#labelNames = [...options.labelNames];
    const bounds = [...options.buckets];
    if (bounds.some((b, i) => !Number.isFinite(b) || (i > 0 && b <= bounds[i - 1]!)))
      throw new Error(`${options.name}: buckets must be finite and increasing`);
    this.bounds = bounds;
    for (const registry of options.registers) registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** A handle on one label set (every label name, no other): keep it and observe it directly. */
  series(labels: Record<L, string>): HistogramSeries {
    const names = Object.keys(labels);
    if (names.length !== this.#labelNames.length || this.#labelNames.some((n) => typeof labels[n] !== 'string'))
      throw new Error(`${this.name}: labels must be exactly ${this.#labelNames.join(', ')}, got ${names.join(', ')}`);
    const key = this.#labelNames.map((n) => labels[n]).join('\u0000');
    return new HistogramSeries(this as SeriesHistogram<string>, key, { ...labels });
  }

  /** One observation by labels (as prom-client's observe; the hot paths keep a series instead). */
  observe(labels: Record<L, string>, value: number): void {
    this.series(labels).observe(value);
  }

  /** The record of a label set, made (empty) on first use: written out in the order the label sets were first observed. */
  recordOf(key: string, labels: Readonly<Record<string, string>>): SeriesRecord {
    let record = this.#records.get(key);
    if (record === undefined) {
      record = { labels, counts: new Float64Array(this.bounds.length), sum: 0, count: 0 };
      this.#records.set(key, record);
    }
    return record;
  }

  /** As prom-client's reset: every label set is dropped until it is observed again, from zero. */
  reset(): void {
    this.generation += 1;
    this.#records = new Map();
  }

  /** What prom-client's registry formats: as its Histogram's getForPromString (each series' labels shared by its lines). */
  async getForPromString(): Promise<{ name: string; help: string; type: 'histogram'; values: ExportedValue[]; aggregator: 'sum' }> {
    const values: ExportedValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const series of this.#records.values()) {
      const sharedLabels = series.labels;
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += series.counts[i]!;
        values.push({ labels: { le: this.bounds[i]! }, sharedLabels, value: cumulative, metricName: bucketName, exemplar: null });
      }
      values.push({ labels: { le: '+Inf' }, sharedLabels, value: series.count, metricName: bucketName, exemplar: null });
      values.push({ labels: {}, sharedLabels, value: series.sum, metricName: `${this.name}_sum`, exemplar: undefined });
      values.push({ labels: {}, sharedLabels, value: series.count, metricName: `${this.name}_count`, exemplar: undefined });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** As prom-client's Histogram's get: each value's labels hold its series' labels. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; values: ExportedValue[]; aggregator: 'sum' }> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ sharedLabels, labels, ...value }) => ({ ...value, labels: { ...labels, ...sharedLabels } }));
    return data;
  }
}
