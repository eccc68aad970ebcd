// `node --import tsx bench/submission-trace.ts`: where one submission's time
// goes at one connection, on PostgreSQL. The partner app and a worker in this
// process (no gateway, logs silent), `BENCH_TRACE_COUNT` (default 200)
// 5-line orders POSTed one after another over loopback. For each it records
// when the client sent the POST, when the server's listener got it, when
// each statement left and came back (every pg client of this process, the
// service's own submittable queries included), when the server handed its
// answer to the socket and when the client had it; it prints the median of
// each phase: the gaps between statements are this process's own work
// (validation, pricing, rendering, wake-ups), the statements' spans the
// database's and the round trip. Compiled (`npx tsc -p tsconfig.bench.json`,
// then `node <npm start's flags> .cache/bench-dist/bench/submission-trace.js`)
// the gaps are the shipped code's; through tsx, a cold compile's. Also the
// process's CPU per submission (the client's fetch included), the database
// backends' CPU per submission and the load average. Bench only: it patches
// pg.Client's query and http.Server's emit in this process.
import { Server, type ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { databaseBackends, intEnv, runMain } from './common.ts';
import { withSubmissionService } from './submission-service.ts';

const COUNT = intEnv('BENCH_TRACE_COUNT', 200, 100_000);

interface Mark {
  at: number;
  what: string;
}
let marks: Mark[] | null = null;
const mark = (what: string) => marks?.push({ at: performance.now(), what });

/** A short name for a statement: the first table or CTE it touches. */
function label(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (/^SELECT p\.id AS partner_id/.test(t)) return 'caller';
  if (/^SELECT k\.\*/.test(t)) return 'checks';
  if (/^WITH s AS \( INSERT INTO order_submissions/.test(t)) return 'accept';
  if (/^WITH j AS \( UPDATE jobs SET state = 'running'/.test(t)) return 'claim';
  if (/^WITH p AS/.test(t)) return 'snapshot';
  if (/^WITH sub AS/.test(t)) return 'completion';
  return t.slice(0, 30);
}

// The server's own view: when the POST reached its request listener and when its answer was handed to the socket.
const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    mark('request in');
    (args[1] as ServerResponse).once('finish', () => mark('answer out'));
  }
  return (emit as (...a: unknown[]) => boolean).call(this, event, ...args);
} as typeof Server.prototype.emit;

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0];
  const text = typeof q === 'string' ? q : ((q as { text?: string })?.text ?? String(q));
  const name = label(text);
  mark(`${name} sent`);
  // The service's driver sends a submittable (db/driver/shaped-query.ts): its callback is its answer.
  const submittable = q as { callback?: (...a: unknown[]) => unknown } | null;
  if (submittable && typeof submittable === 'object' && typeof submittable.callback === 'function') {
    const callback = submittable.callback;
    submittable.callback = function (this: unknown, ...a: unknown[]) {
      mark(`${name} back`);
      return callback.apply(this, a);
    };
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => mark(`${name} back`),
      () => mark(`${name} failed`),
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

async function main(): Promise<void> {
  // The shipped worker's settings (concurrency 2, 1-second poll backing off).
  await withSubmissionService({}, async (post, url) => {
    const backends = await databaseBackends(url);
    const traced = async (partnerOrderId: string) => {
      mark('POST sent');
      await post(partnerOrderId);
      mark('answer');
    };
    for (let i = 0; i < 20; i++) await traced(`warm-${i}`);
    await new Promise((r) => setTimeout(r, 300));
    const phases = new Map<string, number[]>();
    const totals: number[] = [];
    const statements: number[] = [];
    const load = loadavg()[0]!;
    const cpu = process.cpuUsage();
    await backends.start();
    for (let i = 0; i < COUNT; i++) {
      marks = [];
      await traced(`trace-${i}`);
      // The worker's statements after the answer (if any) are counted too.
      await new Promise((r) => setTimeout(r, 5));
      const seen = marks;
      marks = null;
      const start = seen[0]!.at;
      const end = seen.find((m) => m.what === 'answer')!.at;
      totals.push(end - start);
      statements.push(seen.filter((m) => m.what.endsWith(' sent') && m.what !== 'POST sent').length);
      let previous = seen[0]!;
      for (const m of seen.slice(1)) {
        if (m.at > end) break;
        const key = `${previous.what} → ${m.what}`;
        phases.set(key, [...(phases.get(key) ?? []), m.at - previous.at]);
        previous = m;
      }
    }
    const used = process.cpuUsage(cpu);
    const database = await backends.stop();
    await backends.close();
    process.stdout.write(`${COUNT} submissions, load average ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}\n`);
    process.stdout.write(
      `median POST → answer ${median(totals).toFixed(2)} ms; statements per submission (median) ${median(statements)}\n`,
    );
    process.stdout.write(`this process's CPU per submission (client included): ${((used.user + used.system) / COUNT).toFixed(0)} µs\n`);
    process.stdout.write(`the database backends' CPU per submission: ${database === null ? '?' : (database / COUNT).toFixed(0)} µs\n\n`);
    process.stdout.write('phase (median ms, how often seen)\n');
    for (const [key, xs] of phases)
      process.stdout.write(`${median(xs).toFixed(3).padStart(8)}  ${String(xs.length).padStart(5)}  ${key}\n`);
  });
}

runMain(main);
