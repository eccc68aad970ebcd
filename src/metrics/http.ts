// Requests per listener (`host`), route template, method and status: one
// histogram of latencies, whose `_count` is the request count. Labels stay
// bounded: the route is the template a route was registered with (never the
// URL), a request no route takes is `unmatched`, a method outside the
// standard ones is `other`, and there are no partner ids or order numbers.
//
// Each route gets an onResponse hook of its own as it is registered, which
// knows its template and keeps prom-client's records of the statuses it has
// answered: a request costs one Map lookup and three additions (Series).
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

type Label = 'host' | 'method' | 'route' | 'status';

export interface HttpFamily {
  histogram: Histogram<Label>;
}

export function httpFamily(registry: Registry, name: string, buckets: number[]): HttpFamily {
  return {
    histogram: new Histogram({
      name,
      help: 'HTTP requests by listener (host), route template, method and status: latency in seconds; _count is the request count.',
      labelNames: ['host', 'method', 'route', 'status'],
      buckets,
      registers: [registry],
    }),
  };
}

export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** prom-client's own record of one label set (Histogram's `hashMap` values). */
interface Recorded {
  labels: Record<string, string>;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

/** The parts of prom-client's Histogram the per-request path reads (lib/histogram.js). */
interface HistogramInternals {
  hashMap: Record<string, Recorded>;
  upperBounds: number[];
}

/**
 * One route and method on one listener: its records by status. The first
 * response of a status goes through prom-client's observe (which makes the
 * record, labels validated and hashed); each later one adds to that record
 * directly, as observe would, without building, validating and hashing the
 * labels again (about 5 µs a request). A reset of the histogram (a new
 * `hashMap`) is noticed and the records are found again.
 */
class Series {
  readonly #byStatus = new Map<number, Recorded>();
  #map: HistogramInternals['hashMap'] | null = null;

  constructor(
    private readonly histogram: Histogram<Label>,
    private readonly labels: { host: string; method: string; route: string },
  ) {}

  observe(reply: FastifyReply): void {
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    const internals = this.histogram as unknown as HistogramInternals;
    if (internals.hashMap !== this.#map) {
      this.#byStatus.clear();
      this.#map = internals.hashMap;
    }
    const recorded = this.#byStatus.get(status);
    if (recorded === undefined || !Number.isFinite(seconds)) {
      const labels = { ...this.labels, status: String(status) };
      this.histogram.observe(labels, seconds);
      const found = Object.values(internals.hashMap).find(
        (r) =>
          r.labels.host === labels.host &&
          r.labels.method === labels.method &&
          r.labels.route === labels.route &&
          r.labels.status === labels.status,
      );
      if (found) this.#byStatus.set(status, found);
      return;
    }
    recorded.sum += seconds;
    recorded.count += 1;
    const bounds = internals.upperBounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        recorded.bucketValues[bounds[i]!]! += 1;
        break;
      }
    }
  }
}

/** The series of one route template, by method (a route may serve several; HEAD is its own route). */
function seriesOf(histogram: Histogram<Label>, host: string, route: string): (request: FastifyRequest) => Series {
  const byMethod = new Map<string, Series>();
  return (request) => {
    // Only the standard methods and `other` are keys: a client's made-up methods add nothing here.
    const method = METHODS.has(request.method) ? request.method : 'other';
    let series = byMethod.get(method);
    if (!series) {
      series = new Series(histogram, { host, method, route });
      byMethod.set(method, series);
    }
    return series;
  };
}

/** Counts and times every response of `app` under `host` (partner, mtls, admin, storage). Call before any route is registered. */
export function observeRequests(app: FastifyInstance, family: HttpFamily, host: string): void {
  app.addHook('onRoute', (route) => {
    const series = seriesOf(family.histogram, host, route.url ?? route.path);
    const hook: onResponseHookHandler = (request, reply, done) => {
      series(request).observe(reply);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
  const unmatched = seriesOf(family.histogram, host, UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request).observe(reply);
    done();
  });
}
