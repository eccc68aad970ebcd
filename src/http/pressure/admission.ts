// Admission control at a listener: past its limits a request is refused at
// once, 503 `service_unavailable` with Retry-After (the spec's code for a
// concurrency limit), instead of joining a queue (the event loop's, the
// database pool's) that grows until clients time out and retry into it.
// Two limits (and a third, connections.ts: the connections one
// address holds open at once):
//
// - the requests the listener holds at once (HTTP_MAX_IN_FLIGHT), counted
//   from arrival until the response closes, answered or abandoned: what
//   bounds a pile-up behind the database;
// - a standing queue (queue-pressure.ts, HTTP_SHED_AFTER_MS), in the event
//   loop (requests waiting to be read) or in the database pool (requests
//   waiting for a connection): a share of arriving requests, adjusted as the
//   queue stands or clears, is refused; what bounds the wait of a request
//   the process has not even read yet, and of one behind the database.
//
// A request that only waits (a submission waiting for its worker, holding
// no connection and no CPU) is parked: it leaves the in-flight count while
// it waits, so a burst of waiting submissions never refuses the reads
// beside it. Parked requests have bounds of their own: the same number
// (past it a request does not wait at all: a submission answers at once,
// still queued, with where to poll), and past PARKED_FLOOR of them a wait
// of at most PARKED_WAIT_MS. A crowd of parked requests means a backlog
// ahead of them (the worker's queue, which also holds the work of those
// answered at once), and a client kept waiting for it would give up before
// its answer: it is told, within a second, where to poll instead. A crowd
// that stands (PARKED_FLOOR or more parked for HTTP_SHED_AFTER_MS) means
// work arrives faster than it is done, and the backlog would grow without
// end: new waits are then refused before they store anything while
// PARKED_BOUND or more are parked, until that bound has refused nothing for
// a second. A closed loop of clients below the floor never meets it,
// however long each waits; a burst that drains within the onset neither.
//
// The decision and the refusal happen in the server's request listener,
// before Fastify builds its request and reply, runs a hook, routes or logs:
// a refusal must cost a small part of what an answer costs, or refusing the
// excess would itself take the capacity the admitted requests need. The
// refusal is the same problem document the service's error handler writes.
// A refused request has no line of its own (under overload that would be
// thousands a second): the listener logs at most one line a second saying
// how many it refused and why, and the metric counts each.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../responses/problem.ts';
import { QueuePressure } from './queue-pressure.ts';
import type { ConnectionsPerAddress } from './connections.ts';

/** Seconds a refused client is asked to wait: the queue a bound keeps drains within about one. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;
/** Parked requests below which one waits as long as it likes: a burst, not a backlog. */
export const PARKED_FLOOR = 64;
/** Past the floor, the longest a request waits parked (ms). */
export const PARKED_WAIT_MS = 1000;
/**
 * Once a crowd stood, the parked requests below which new ones are let in again: enough to keep the worker
 * busy, few enough that an admitted submission waits for little more than its own work (bench/README.md).
 */
export const PARKED_BOUND = 4;

/** Reasons a listener refuses before any route. */
type ListenerShedReason = 'in_flight' | 'loop_saturated' | 'database_saturated' | 'connections_per_address';
/** Those, and a wait refused at its route while a crowd of parked requests stands (Parking.admits). */
export type ShedReason = ListenerShedReason | 'submission_backlog';

export interface AdmissionOptions {
  /** Requests at once; 0 admits any number. */
  maxInFlight: number;
  /** How long a queue (the event loop's, the database pool's) may stand before a share of requests is refused (queue-pressure.ts); 0 never. */
  shedAfterMs: number;
  /** Each refusal, as it happens (the metric). */
  onShed?: (reason: ShedReason) => void;
  /** The summary line, at most once a second while refusing. */
  log?: (fields: { refused: Record<ShedReason, number>; seconds: number }, message: string) => void;
  pressure?: QueuePressure;
  /** The bound on connections one address holds open; none unless given. */
  connections?: ConnectionsPerAddress;
  /**
   * Headers a refusal adds for its request, as a flat name, value list: the CORS grant of a route a browser
   * page calls (the MCP endpoint), so the page can read the 503 and its Retry-After.
   */
  refusalHeaders?: (request: IncomingMessage) => readonly string[];
}

type RequestListener = (this: unknown, request: IncomingMessage, response: ServerResponse) => void;

/** What an admitted request may do while it only waits (see the top). */
export interface Parking {
  /**
   * Whether a request that would wait may begin, asked before it does anything (a submission: before it is
   * stored): false while a crowd of parked requests stands (see the top), the refusal counted.
   */
  admits(): boolean;
  /**
   * Leaves the in-flight count for a wait: the longest the wait may last (ms; Infinity: as long as the request's
   * own window), or 0 when as many requests are parked as the bound allows (do not wait, and do not unpark).
   */
  park(): number;
  /** Back in the in-flight count after the wait. */
  unpark(): void;
}

const PARKING = Symbol('admission parking');

/**
 * The parking of a request an admission counted; none when its listener has no bound (it may wait as long as it
 * likes), or when the call came some other way than over a listener (an MCP tool's call of the route has no raw request).
 */
export function parkingOf(request: IncomingMessage | undefined): Parking | undefined {
  return (request as (IncomingMessage & { [PARKING]?: Parking }) | undefined)?.[PARKING];
}

/** Partners see one limit of requests per second, whichever queue stood. */
const PER_SECOND = `The service is at its limit of requests per second; retry after ${OVERLOAD_RETRY_AFTER_SECONDS} s.`;
const DETAIL: Record<ListenerShedReason, string> = {
  in_flight: `The service is at its limit of requests in progress; retry after ${OVERLOAD_RETRY_AFTER_SECONDS} s.`,
  loop_saturated: PER_SECOND,
  database_saturated: PER_SECOND,
  connections_per_address: `Too many connections are open from your address; reuse one, or retry after ${OVERLOAD_RETRY_AFTER_SECONDS} s.`,
};

/**
 * Each reason's refusal body up to its request id: the problem document problem.ts makes for every other answer,
 * stringified once, so a refusal only joins its id in (a refusal must cost little; see the top). The id is the last
 * member, and the text is ASCII, so its length is its size in bytes.
 */
const BODY_BEFORE_ID = Object.fromEntries(
  (Object.keys(DETAIL) as ListenerShedReason[]).map((reason) => {
    const json = JSON.stringify(problemBody(503, 'service_unavailable', DETAIL[reason], ''));
    if (!json.endsWith('"requestId":""}') || Buffer.byteLength(json) !== json.length)
      throw new Error('the refusal body must end with its request id and be ASCII');
    return [reason, json.slice(0, -2)];
  }),
) as Record<ListenerShedReason, string>;
const CONTENT_TYPE = `${PROBLEM_CONTENT_TYPE}; charset=utf-8`;
const RETRY_AFTER = String(OVERLOAD_RETRY_AFTER_SECONDS);
const NO_HEADERS: readonly string[] = [];

const CLOSE: readonly string[] = ['connection', 'close'];

function refuse(response: ServerResponse, reason: ListenerShedReason, extraHeaders: readonly string[]): void {
  const requestId = randomUUID();
  const body = `${BODY_BEFORE_ID[reason]}${requestId}"}`;
  // Headers as one flat list: node:http takes it without the per-key work an object costs.
  response.writeHead(503, [
    ...extraHeaders,
    // A connection past its address's bound is not kept for another request.
    ...(reason === 'connections_per_address' ? CLOSE : NO_HEADERS),
    'x-request-id',
    requestId,
    'retry-after',
    RETRY_AFTER,
    'content-type',
    CONTENT_TYPE,
    'content-length',
    String(body.length),
  ]);
  response.end(body);
}

export class Admission {
  #inFlight = 0;
  #parked = 0;
  readonly #release = () => {
    this.#inFlight -= 1;
  };
  /** Since when PARKED_FLOOR or more have been parked without a break (performance.now()); null below it. */
  #crowdSince: number | null = null;
  /** Whether waits are bounded by PARKED_BOUND (a crowd stood), and when that bound last refused one. */
  #bounding = false;
  #boundRefusedAt = 0;
  readonly #parking: Parking = {
    admits: () => this.#admitsWait(),
    park: () => {
      if (this.#parked >= this.options.maxInFlight) return 0;
      this.#parked += 1;
      this.#inFlight -= 1;
      if (this.#parked === PARKED_FLOOR) this.#crowdSince = performance.now();
      return this.#parked > PARKED_FLOOR ? PARKED_WAIT_MS : Number.POSITIVE_INFINITY;
    },
    unpark: () => {
      this.#parked -= 1;
      this.#inFlight += 1;
      if (this.#parked === PARKED_FLOOR - 1) this.#crowdSince = null;
    },
  };
  readonly #refused: Record<ShedReason, number> = {
    in_flight: 0,
    loop_saturated: 0,
    database_saturated: 0,
    connections_per_address: 0,
    submission_backlog: 0,
  };
  #summarySince = 0;
  #summaryTimer: NodeJS.Timeout | null = null;
  readonly #pressure: QueuePressure;

  constructor(readonly options: AdmissionOptions) {
    this.#pressure = options.pressure ?? new QueuePressure();
  }

  /** Puts admission in front of each of `server`'s request listeners (call once its framework has added them). */
  install(server: Server): void {
    const { connections } = this.options;
    connections?.watch(server);
    if (this.options.maxInFlight === 0 && this.options.shedAfterMs === 0 && !connections) return;
    for (const listener of server.listeners('request') as RequestListener[]) {
      server.removeListener('request', listener);
      server.on('request', this.#guarded(listener));
    }
  }

  #guarded(listener: RequestListener): RequestListener {
    const admission = this;
    return function request(this: unknown, request: IncomingMessage, response: ServerResponse): void {
      const reason = admission.#decide(request);
      if (reason !== null) return admission.#shed(request, response, reason);
      admission.#inFlight += 1;
      // 'close' is emitted once per response: after it is sent, or when its connection is lost first
      // (so `on`, without the wrapper `once` builds and removes per request).
      response.on('close', admission.#release);
      if (admission.options.maxInFlight !== 0) (request as IncomingMessage & { [PARKING]?: Parking })[PARKING] = admission.#parking;
      listener.call(this, request, response);
    };
  }

  #decide(request: IncomingMessage): ListenerShedReason | null {
    const { maxInFlight, shedAfterMs, connections } = this.options;
    if (connections?.past(request.socket)) return 'connections_per_address';
    if (maxInFlight !== 0 && this.#inFlight >= maxInFlight) return 'in_flight';
    if (shedAfterMs !== 0 && this.#pressure.refuse(shedAfterMs, this.#inFlight))
      return this.#pressure.refusedFor === 'loop' ? 'loop_saturated' : 'database_saturated';
    return null;
  }

  /** Parking.admits: see the top. */
  #admitsWait(): boolean {
    const { shedAfterMs } = this.options;
    if (shedAfterMs === 0) return true;
    const now = performance.now();
    if (this.#bounding && now - this.#boundRefusedAt >= 1000) this.#bounding = false;
    if (!this.#bounding) {
      if (this.#crowdSince === null || now - this.#crowdSince < shedAfterMs) return true;
      this.#bounding = true;
    }
    if (this.#parked < PARKED_BOUND) return true;
    this.#boundRefusedAt = now;
    this.#counted('submission_backlog');
    return false;
  }

  #shed(request: IncomingMessage, response: ServerResponse, reason: ListenerShedReason): void {
    refuse(response, reason, this.options.refusalHeaders?.(request) ?? NO_HEADERS);
    this.#counted(reason);
  }

  /** A refusal in the metric and the summary line. */
  #counted(reason: ShedReason): void {
    this.options.onShed?.(reason);
    this.#refused[reason] += 1;
    if (this.#summaryTimer === null && this.options.log) {
      this.#summarySince = performance.now();
      this.#summaryTimer = setTimeout(() => this.#summarise(), 1000).unref();
    }
  }

  #summarise(): void {
    this.#summaryTimer = null;
    const refused = { ...this.#refused };
    this.#refused.in_flight = 0;
    this.#refused.loop_saturated = 0;
    this.#refused.database_saturated = 0;
    this.#refused.connections_per_address = 0;
    this.#refused.submission_backlog = 0;
    const seconds = Math.round(performance.now() - this.#summarySince) / 1000;
    this.options.log?.({ refused, seconds }, 'requests refused at the listener: at its limits');
  }
}
