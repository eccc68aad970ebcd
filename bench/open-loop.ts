// Open-loop load, run as a child process by bench/overload.ts: requests are
// started on a fixed schedule whatever the server answers (a closed loop,
// autocannon's, slows down with the server and hides its queue), each with
// a client timeout after which the client gives up, as a partner's would.
// Latency is counted from the request's scheduled start, so time spent
// waiting for a free connection on the client side counts too (no
// coordinated omission). Reads one job from the JSON file named in argv[2];
// prints the outcome as JSON on stdout.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { clientAddress } from './partners.ts';

export interface OpenLoopJob {
  url: string;
  /** Requests started per second. */
  rate: number;
  /** Seconds. */
  duration: number;
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
  refused: { p50: number; p99: number; max: number };
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as OpenLoopJob;
const agent = new Agent({ keepAlive: true, maxSockets: job.maxSockets });
const statuses: Record<string, number> = {};
const servedMs: number[] = [];
const refusedMs: number[] = [];
let timedOut = 0;
let errors = 0;
let started = 0;
let open = 0;

function fire(n: number, scheduledAt: number): void {
  open += 1;
  let settled = false;
  const finish = (what: () => void) => {
    if (settled) return;
    settled = true;
    open -= 1;
    what();
  };
  const req = request(
    job.url,
    {
      agent,
      headers: { authorization: `Bearer ${job.tokens[n % job.tokens.length]}`, 'x-forwarded-for': clientAddress(n) },
    },
    (res) => {
      res.resume();
      res.on('end', () =>
        finish(() => {
          const ms = performance.now() - scheduledAt;
          const status = res.statusCode ?? 0;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 200 && status < 300) servedMs.push(ms);
          else if (status === 429 || status === 503) refusedMs.push(ms);
        }),
      );
    },
  );
  // The whole request, from its scheduled start (a socket timeout would only bound its silences).
  const giveUp = setTimeout(
    () => {
      finish(() => (timedOut += 1));
      req.destroy();
    },
    Math.max(1, job.timeoutMs - (performance.now() - scheduledAt)),
  );
  req.on('close', () => clearTimeout(giveUp));
  req.on('error', () => finish(() => (errors += 1)));
  req.end();
}

const quantiles = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p99: at(0.99), max: sorted.length === 0 ? 0 : sorted[sorted.length - 1]! };
};

const begin = performance.now();
const total = Math.round(job.rate * job.duration);
// Every millisecond or so: start the requests whose scheduled time has come.
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - begin) / 1000) * job.rate));
    while (started < due) {
      fire(started, begin + (started * 1000) / job.rate);
      started += 1;
    }
    if (started >= total) {
      clearInterval(timer);
      resolve();
    }
  }, 1);
});
// Every request ends within its client timeout: wait for the last ones, bounded.
const deadline = performance.now() + job.timeoutMs + 5_000;
while (open > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
agent.destroy();
const outcome: OpenLoopOutcome = {
  offered: started,
  seconds: job.duration,
  statuses,
  timedOut: timedOut + open,
  errors,
  served: quantiles(servedMs),
  refused: quantiles(refusedMs),
};
process.stdout.write(JSON.stringify(outcome));
process.exit(0);
