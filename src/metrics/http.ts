// Requests per listener (`host`), route template, method and status: one
// histogram of latencies, whose `_count` is the request count. Labels stay
// bounded: the route is the template a route was registered with (never the
// URL), a request no route takes is `unmatched`, a method outside the
// standard ones is `other`, and there are no partner ids or order numbers.
//
// Each route gets an onResponse hook of its own as it is registered, which
// knows its template and keeps the series of each status it has answered,
// so a request builds no labels and hashes none (series-histogram.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { type HistogramSeries, SeriesHistogram } from './series-histogram.ts';
import type { ShedReason } from '../http/pressure/admission.ts';

type Label = 'host' | 'method' | 'route' | 'status';

export interface HttpFamily {
  histogram: SeriesHistogram<Label>;
  /** The count of `host`'s requests its admission refused (src/http/pressure/admission.ts). */
  shed(host: string): (reason: ShedReason) => void;
}

export function httpFamily(registry: Registry, name: string, shedName: string, buckets: number[]): HttpFamily {
  const shed = new Counter({
    name: shedName,
    help: "Requests refused 503 by a listener's admission, by listener (host) and reason: before any route, in_flight (HTTP_MAX_IN_FLIGHT), loop_saturated database_saturated (a standing queue in the event loop or the database pool, HTTP_SHED_AFTER_MS), and connections_per_address (a connection past HTTP_MAX_CONNECTIONS_PER_ADDRESS); at POST /v1/orders, submission_backlog (a crowd of waiting submissions that stood, HTTP_SHED_AFTER_MS).",
    labelNames: ['host', 'reason'],
    registers: [registry],
  });
  return {
    histogram: new SeriesHistogram<Label>({
      name,
      help: 'HTTP requests by listener (host), route template, method and status: latency in seconds; _count is the request count.',
      labelNames: ['host', 'method', 'route', 'status'],
      buckets,
      registers: [registry],
    }),
    shed(host) {
      const children = {
        in_flight: shed.labels({ host, reason: 'in_flight' }),
        loop_saturated: shed.labels({ host, reason: 'loop_saturated' }),
        database_saturated: shed.labels({ host, reason: 'database_saturated' }),
        connections_per_address: shed.labels({ host, reason: 'connections_per_address' }),
        submission_backlog: shed.labels({ host, reason: 'submission_backlog' }),
      };
      return (reason) => children[reason].inc();
    },
  };
}

export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One route and method on one listener: the series of each status it has answered, asked for once. */
class Series {
  readonly #byStatus = new Map<number, HistogramSeries>();

  constructor(
    private readonly histogram: SeriesHistogram<Label>,
    private readonly labels: { host: string; method: string; route: string },
  ) {}

  observe(reply: FastifyReply): void {
    const status = reply.statusCode;
    let series = this.#byStatus.get(status);
    if (series === undefined) {
      series = this.histogram.series({ ...this.labels, status: String(status) });
      this.#byStatus.set(status, series);
    }
    series.observe(reply.elapsedTime / 1000);
  }
}

/** The series of one route template, by method (a route may serve several; HEAD is its own route). */
function seriesOf(histogram: SeriesHistogram<Label>, host: string, route: string): (request: FastifyRequest) => Series {
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
