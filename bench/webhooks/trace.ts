// BENCH_WEBHOOK_TRACE=1 (bench/webhooks.ts, PostgreSQL): what each half
// second of a scenario cost, to see where a cold dispatcher's first seconds
// go. Every 500 ms from the first commit: the CPU of the dispatcher's
// process, the writer and the receiver (/proc), the connections the receiver
// has accepted so far (each a new keep-alive socket of the dispatcher), the
// database's backends and the newest backend start (a connection opened by
// a pool), and the database's transactions (each dispatcher statement and
// each writer commit is one). Written beside the timeline as
// <prefix>-<scenario>-<engine>-trace.json; not part of the figures.
import { sql } from 'kysely';
import type { Database } from '../../src/db/engine.ts';
import { cpuSeconds } from '../../test/helpers/service-process.ts';

export interface TraceRow {
  /** ms since the trace began (the writer's go). */
  atMs: number;
  /** CPU seconds so far, per process name. */
  cpu: Record<string, number | null>;
  receiverConnections: number;
  backends: number;
  /** Backends started since the trace began. */
  backendsStarted: number;
  transactions: number;
}

export class Tracer {
  readonly rows: TraceRow[] = [];
  #timer: NodeJS.Timeout | null = null;
  #sampling: Promise<void> = Promise.resolve();
  readonly #began = performance.now();
  readonly #beganWall = new Date();

  constructor(
    private readonly database: Database,
    private readonly processes: Array<{ name: string; pid: number }>,
    private readonly connections: () => Promise<number>,
  ) {}

  start(): void {
    this.#sampling = this.#sample();
    this.#timer = setInterval(() => (this.#sampling = this.#sampling.then(() => this.#sample())), 500);
  }

  /** Stops sampling once the sample under way is in (the receiver answers nothing else meanwhile). */
  async stop(): Promise<TraceRow[]> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#sampling;
    return this.rows;
  }

  async #sample(): Promise<void> {
    const atMs = Math.round(performance.now() - this.#began);
    const cpu = Object.fromEntries(this.processes.map((p) => [p.name, cpuSeconds(p.pid)]));
    const [receiverConnections, db] = await Promise.all([
      this.connections(),
      sql<{ backends: number; started: number; xacts: string }>`
        SELECT (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database())::int AS backends,
               (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND backend_start >= ${this.#beganWall})::int AS started,
               (SELECT (xact_commit + xact_rollback)::text FROM pg_stat_database WHERE datname = current_database()) AS xacts`
        .execute(this.database.db)
        .then((r) => r.rows[0]!),
    ]);
    this.rows.push({
      atMs,
      cpu,
      receiverConnections,
      backends: db.backends,
      backendsStarted: db.started,
      transactions: Number(db.xacts),
    });
  }
}

/** Per half second: CPU ms of each process, new receiver connections, backends, new backends, transactions. */
export function traceTable(rows: TraceRow[], upToMs = 8000): string[] {
  const out = [
    '  t(ms)  ' +
      Object.keys(rows[0]?.cpu ?? {})
        .map((n) => `${n} cpu ms`.padStart(16))
        .join('') +
      '   new sockets  backends(new)  xacts',
  ];
  for (let i = 1; i < rows.length && rows[i]!.atMs <= upToMs; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    const cpu = Object.keys(b.cpu)
      .map((n) => String(Math.round(((b.cpu[n] ?? 0) - (a.cpu[n] ?? 0)) * 1000)).padStart(16))
      .join('');
    out.push(
      `${String(b.atMs).padStart(7)}  ${cpu}${String(b.receiverConnections - a.receiverConnections).padStart(14)}${`${b.backends}(${b.backendsStarted})`.padStart(15)}${String(b.transactions - a.transactions).padStart(7)}`,
    );
  }
  return out;
}
