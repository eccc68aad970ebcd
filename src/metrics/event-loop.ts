// The event loop's delay, `nodejs_eventloop_lag_*` (docs/operations.md,
// "Metrics"): prom-client's names and meaning, sampled here instead of by
// prom-client's native timer, for two reasons:
//
// - that timer fires at a fixed resolution, busy or not: at 100 ms it was
//   ten wake-ups a second of an idle process (about 2 ms/s of CPU on its
//   own in a bare process);
// - it records whole intervals (resolution + delay), so at 100 ms its p99
//   never read under 0.1 s, the alert's threshold, even idle.
//
// This sampler is one unref'd timer that records how late it fired (the
// delay alone), every second while the event loop is idle and every 100 ms
// while it is busy (it was busy for 5 % or more of the last period, by
// `performance.eventLoopUtilization`, which needs no timer of its own). A
// stall in an idle process is seen when it covers the next sample, and the
// sampling is fine from then on while it lasts; a saturated process, the
// alert's case, is sampled ten times a second.
import { createHistogram, performance, type EventLoopUtilization, type RecordableHistogram } from 'node:perf_hooks';
import { Gauge, type Registry } from 'prom-client';

export const EVENT_LOOP_IDLE_SAMPLE_MS = 1000;
export const EVENT_LOOP_BUSY_SAMPLE_MS = 100;
/** The share of a period the loop was busy from which it is sampled every 100 ms. */
const BUSY_UTILISATION = 0.05;

/** prom-client's event-loop metric names (lib/metrics/eventLoopLag.js), which this module owns instead. */
export const EVENT_LOOP_METRICS = {
  lag: 'nodejs_eventloop_lag_seconds',
  min: 'nodejs_eventloop_lag_min_seconds',
  max: 'nodejs_eventloop_lag_max_seconds',
  mean: 'nodejs_eventloop_lag_mean_seconds',
  stddev: 'nodejs_eventloop_lag_stddev_seconds',
  p50: 'nodejs_eventloop_lag_p50_seconds',
  p90: 'nodejs_eventloop_lag_p90_seconds',
  p99: 'nodejs_eventloop_lag_p99_seconds',
} as const;

/** The sampling rule: the next period, from the share of the last one the loop was busy. */
export function nextSamplePeriod(utilisation: number): number {
  return utilisation >= BUSY_UTILISATION ? EVENT_LOOP_BUSY_SAMPLE_MS : EVENT_LOOP_IDLE_SAMPLE_MS;
}

export interface EventLoopDelay {
  /** Records one sample: how late (ms) a timer fired. */
  record(lateMs: number): void;
  /** The period the sampler uses now (ms). */
  readonly periodMs: number;
  stop(): void;
}

/**
 * Registers the eight event-loop gauges on `registry` (prom-client's must
 * not be there) and starts the sampler; each scrape reads the samples since
 * the previous one, as prom-client's did.
 */
export function eventLoopDelay(registry: Registry, options: { sample?: boolean } = {}): EventLoopDelay {
  const samples: RecordableHistogram = createHistogram();
  const gauge = (metric: string, help: string, collect?: () => void) =>
    new Gauge({ name: metric, help, registers: [registry], ...(collect && { collect }) });
  const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
  const lag = gauge(EVENT_LOOP_METRICS.lag, 'Lag of event loop in seconds.', () => {
    // As prom-client: the time a setImmediate waits at scrape time (read by the next scrape).
    const start = process.hrtime.bigint();
    setImmediate(() => lag.set(Number(process.hrtime.bigint() - start) / 1e9));
    const count = samples.count;
    min.set(count ? seconds(samples.min) : 0);
    max.set(count ? seconds(samples.max) : 0);
    mean.set(count ? seconds(samples.mean) : 0);
    stddev.set(count ? seconds(samples.stddev) : 0);
    p50.set(count ? seconds(samples.percentile(50)) : 0);
    p90.set(count ? seconds(samples.percentile(90)) : 0);
    p99.set(count ? seconds(samples.percentile(99)) : 0);
    samples.reset();
  });
  const min = gauge(EVENT_LOOP_METRICS.min, 'The minimum recorded event loop delay.');
  const max = gauge(EVENT_LOOP_METRICS.max, 'The maximum recorded event loop delay.');
  const mean = gauge(EVENT_LOOP_METRICS.mean, 'The mean of the recorded event loop delays.');
  const stddev = gauge(EVENT_LOOP_METRICS.stddev, 'The standard deviation of the recorded event loop delays.');
  const p50 = gauge(EVENT_LOOP_METRICS.p50, 'The 50th percentile of the recorded event loop delays.');
  const p90 = gauge(EVENT_LOOP_METRICS.p90, 'The 90th percentile of the recorded event loop delays.');
  const p99 = gauge(EVENT_LOOP_METRICS.p99, 'The 99th percentile of the recorded event loop delays.');

  let periodMs = EVENT_LOOP_IDLE_SAMPLE_MS;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  // A histogram records integers of at least 1: nanoseconds, a punctual timer counting as 1 ns.
  const record = (lateMs: number) => samples.record(Math.max(1, Math.round(lateMs * 1e6)));
  const arm = (utilisation: EventLoopUtilization) => {
    const due = performance.now() + periodMs;
    timer = setTimeout(() => {
      record(performance.now() - due);
      const now = performance.eventLoopUtilization();
      periodMs = nextSamplePeriod(performance.eventLoopUtilization(now, utilisation).utilization);
      if (!stopped) arm(now);
    }, periodMs);
    timer.unref();
  };
  if (options.sample !== false) arm(performance.eventLoopUtilization());
  return {
    record,
    get periodMs() {
      return periodMs;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
