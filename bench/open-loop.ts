// Open-loop load, run as a child process by bench/overload.ts: requests are
// started on a fixed schedule whatever the server answers (a closed loop,
// autocannon's, slows down with the server and hides its queue), each with
// a client timeout after which the client gives up, as a partner's would.
// Latency is counted from the request's scheduled start, so time spent
// waiting for a free connection on the client side counts too (no
// coordinated omission). The first `warmup` second runs at the same rate
// uncounted (a step in load has a transient of its own: the first 0.2 s
// queued behind it). Reads one job from the JSON file named in argv[2];
// prints the outcome as JSON on stdout.
//
// The client is HTTP/1.1 over raw keep-alive sockets: each request's bytes
// are built by string concatenation and a response is read as far as its
// status line and Content-Length. On the 2-core machine the generator
// shares the cores with the service and the database; node:http's client
// cost it about as much CPU per request as the service spends answering
// one, so past the sustainable rate the generator itself fell behind its
// schedule and the figures measured its queue, not the service's.
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { clientAddress } from './partners.ts';

export interface OpenLoopJob {
  url: string;
  /** GET (no body) or POST (`body`, JSON, with `{{n}}` replaced by the request's number). */
  method?: 'GET' | 'POST';
  body?: string;
  /** Requests started per second. */
  rate: number;
  /** Seconds measured, after `warmup` seconds at the same rate that are not (a step in load has its own transient). */
  duration: number;
  warmup?: number;
  /** The client's own timeout, in milliseconds: past it the request counts as timed out. */
  timeoutMs: number;
  /** Bearer tokens taken in turn, each request from the next client address (bench/partners.ts). */
  tokens: string[];
  /** Most connections open at once. */
  maxSockets: number;
}

export interface OpenLoopOutcome {
  offered: number;
  seconds: number;
  /** Requests answered, by status. */
  statuses: Record<string, number>;
  timedOut: number;
  errors: number;
  /** Latency of the 2xx answers and of the refusals (429/503), ms: p50, p99, max. */
  served: { p50: number; p99: number; max: number };
  /** Submissions answered 2xx still `queued` or `processing` (not waited for: poll later); counted in statuses, not in served. */
  deferred: number;
  /** Their latency, ms. */
  deferredLatency: { p50: number; p99: number; max: number };
  refused: { p50: number; p99: number; max: number };
  /** The generator's own lateness: gaps between its millisecond ticks, ms (past a few ms, it fell behind its schedule). */
  ticks: { p50: number; p99: number; max: number };
}

interface Pending {
  n: number;
  scheduledAt: number;
}

/** One keep-alive connection carrying one request at a time. */
interface Connection {
  socket: Socket;
  busy: Pending | null;
  /** Bytes of the response read so far. */
  buffer: Buffer;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as OpenLoopJob;
const target = new URL(job.url);
const port = Number(target.port || 80);
const path = target.pathname + target.search;
const method = job.method ?? 'GET';
const statuses: Record<string, number> = {};
const servedMs: number[] = [];
const refusedMs: number[] = [];
const deferredMs: number[] = [];
let timedOut = 0;
let errors = 0;
let started = 0;
const idle: Connection[] = [];
const busy = new Set<Connection>();
let opened = 0;
/** Requests whose time has come and that wait for a free connection, oldest first. */
const waiting: Pending[] = [];
let waitingHead = 0;

function requestBytes(n: number): string {
  const head = `${method} ${path} HTTP/1.1\r\nhost: ${target.host}\r\nauthorization: Bearer ${job.tokens[n % job.tokens.length]}\r\nx-forwarded-for: ${clientAddress(n)}\r\n`;
  if (method === 'GET') return `${head}\r\n`;
  const body = job.body!.replaceAll('{{n}}', String(n));
  return `${head}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Requests scheduled before this are the warm-up's: answered, not counted. */
let measuredFrom = Number.POSITIVE_INFINITY;
let deferred = 0;
function record(status: number, scheduledAt: number, unfinished: boolean): void {
  if (scheduledAt < measuredFrom) return;
  const ms = performance.now() - scheduledAt;
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status >= 200 && status < 300 && unfinished) {
    deferred += 1;
    deferredMs.push(ms);
  } else if (status >= 200 && status < 300) servedMs.push(ms);
  else if (status === 429 || status === 503) refusedMs.push(ms);
}

/** The status and total length of the response at the start of `buffer`, once its head and body are all there. */
function complete(buffer: Buffer): { status: number; length: number; bodyStart: number } | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = buffer.toString('latin1', 0, end);
  const status = Number(head.slice(9, 12));
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const length = end + 4 + (match ? Number(match[1]) : 0);
  return buffer.length >= length ? { status, length, bodyStart: end + 4 } : null;
}

function open(): Connection {
  opened += 1;
  const socket = connect({ host: target.hostname, port, noDelay: true });
  const connection: Connection = { socket, busy: null, buffer: Buffer.alloc(0) };
  socket.on('data', (chunk: Buffer) => {
    connection.buffer = connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
    const done = complete(connection.buffer);
    if (done === null || connection.busy === null) return;
    const unfinished =
      method === 'POST' && /"status":"(queued|processing)"/.test(connection.buffer.toString('latin1', done.bodyStart, done.length));
    record(done.status, connection.busy.scheduledAt, unfinished);
    connection.buffer = connection.buffer.subarray(done.length);
    connection.busy = null;
    busy.delete(connection);
    next(connection);
  });
  const lost = () => {
    if (!busy.delete(connection) && !idle.includes(connection)) return;
    const i = idle.indexOf(connection);
    if (i >= 0) idle.splice(i, 1);
    if (connection.busy !== null && connection.busy.scheduledAt >= measuredFrom) errors += 1;
    connection.busy = null;
    opened -= 1;
    if (waitingHead < waiting.length) next(open());
  };
  socket.on('error', lost);
  socket.on('close', lost);
  return connection;
}

/** Sends the oldest waiting request on `connection`, or leaves it idle. */
function next(connection: Connection): void {
  const pending = waitingHead < waiting.length ? waiting[waitingHead++]! : null;
  if (pending === null) {
    idle.push(connection);
    return;
  }
  connection.busy = pending;
  busy.add(connection);
  connection.socket.write(requestBytes(pending.n));
}

function fire(n: number, scheduledAt: number): void {
  waiting.push({ n, scheduledAt });
  const connection = idle.pop() ?? (opened < job.maxSockets ? open() : null);
  if (connection !== null) next(connection);
}

/** Gives up on requests past the client's timeout: those still waiting for a connection, and those sent (their connection is closed). */
function expire(now: number): void {
  while (waitingHead < waiting.length && now - waiting[waitingHead]!.scheduledAt >= job.timeoutMs) {
    if (waiting[waitingHead]!.scheduledAt >= measuredFrom) timedOut += 1;
    waitingHead += 1;
  }
  if (waitingHead > 4096 && waitingHead * 2 > waiting.length) {
    waiting.splice(0, waitingHead);
    waitingHead = 0;
  }
  for (const connection of busy) {
    if (now - connection.busy!.scheduledAt < job.timeoutMs) continue;
    if (connection.busy!.scheduledAt >= measuredFrom) timedOut += 1;
    busy.delete(connection);
    connection.busy = null;
    opened -= 1;
    connection.socket.destroy();
  }
}

const quantiles = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p99: at(0.99), max: sorted.length === 0 ? 0 : sorted[sorted.length - 1]! };
};

// Every connection is opened before the schedule starts, 128 at a time, as a fleet of partners' client pools
// would hold them: a burst of new connections under load overflows the listener's accept queue and waits out a
// SYN retransmission (a second), which would measure the generator's pool, not the service.
for (let warm = 0; warm < job.maxSockets; warm += 128)
  await Promise.all(
    Array.from({ length: Math.min(128, job.maxSockets - warm) }, () => {
      const connection = open();
      return new Promise<void>((resolve) => {
        connection.socket.once('connect', () => {
          idle.push(connection);
          resolve();
        });
        connection.socket.once('error', () => resolve());
      });
    }),
  );
const tickGaps: number[] = [];
const begin = performance.now();
let lastTick = begin;
const warmupCount = Math.round(job.rate * (job.warmup ?? 1));
measuredFrom = begin + (warmupCount * 1000) / job.rate;
const total = warmupCount + Math.round(job.rate * job.duration);
// Every millisecond or so: start the requests whose scheduled time has come, give up on those past the timeout.
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const now = performance.now();
    tickGaps.push(now - lastTick);
    lastTick = now;
    // Request n is due at n / rate seconds: at time t, requests 0 to floor(t × rate) are.
    const due = Math.min(total, Math.floor(((now - begin) / 1000) * job.rate) + 1);
    while (started < due) {
      fire(started, begin + (started * 1000) / job.rate);
      started += 1;
    }
    expire(now);
    if (started >= total) {
      clearInterval(timer);
      resolve();
    }
  }, 1);
});
// Every request ends within its client timeout: wait for the last ones, bounded.
const deadline = performance.now() + job.timeoutMs + 5_000;
while ((busy.size > 0 || waitingHead < waiting.length) && performance.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  expire(performance.now());
}
for (const connection of [...idle, ...busy]) connection.socket.destroy();
const outcome: OpenLoopOutcome = {
  offered: started - warmupCount,
  seconds: job.duration,
  statuses,
  timedOut:
    timedOut +
    [...busy].filter((c) => c.busy!.scheduledAt >= measuredFrom).length +
    waiting.slice(waitingHead).filter((p) => p.scheduledAt >= measuredFrom).length,
  errors,
  served: quantiles(servedMs),
  deferred,
  deferredLatency: quantiles(deferredMs),
  refused: quantiles(refusedMs),
  ticks: quantiles(tickGaps),
};
process.stdout.write(JSON.stringify(outcome));
process.exit(0);
