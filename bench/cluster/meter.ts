// CPU of everything a cluster-bench phase runs, read before and after it:
// each service process (/proc/<pid>/stat, user + system, all threads), the
// PostgreSQL backends serving the bench database (their pids from
// pg_stat_activity; a backend that appeared during the phase counts from 0,
// one that ended during it is lost, and the server's shared background
// processes such as the WAL writer are not counted) and the bench's own
// process (the balancer and the webhook receiver).
import { sql } from 'kysely';
import type { Database } from '../../src/db/engine.ts';
import { cpuSeconds } from '../../test/helpers/service-process.ts';

export interface Snapshot {
  processes: Map<string, number>;
  backends: Map<number, number>;
  self: number;
}

export class CpuMeter {
  constructor(
    private readonly database: Database,
    private readonly databaseName: string,
  ) {}

  async snapshot(processes: Array<{ name: string; pid: number }>): Promise<Snapshot> {
    const rows = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = ${this.databaseName}`.execute(
      this.database.db,
    );
    const backends = new Map<number, number>();
    for (const { pid } of rows.rows) {
      const s = cpuSeconds(pid);
      if (s !== null) backends.set(pid, s);
    }
    const usage = process.cpuUsage();
    return {
      processes: new Map(processes.map((p) => [p.name, cpuSeconds(p.pid) ?? Number.NaN])),
      backends,
      self: (usage.user + usage.system) / 1e6,
    };
  }

  /** CPU seconds spent between two snapshots: per process, `postgres` (the database's backends) and `bench` (balancer and receiver). */
  static spent(before: Snapshot, after: Snapshot): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [name, s] of after.processes) out[name] = s - (before.processes.get(name) ?? s);
    let postgres = 0;
    for (const [pid, s] of after.backends) postgres += s - (before.backends.get(pid) ?? 0);
    out.postgres = postgres;
    out.bench = after.self - before.self;
    return out;
  }
}

/** Every table's size on disk (with its indexes and TOAST) and exact row count. */
export async function tableSizes(database: Database): Promise<Map<string, { bytes: number; rows: number }>> {
  const tables = await sql<{ name: string; bytes: string }>`
    SELECT relname AS name, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables WHERE schemaname = 'public'`.execute(
    database.db,
  );
  const out = new Map<string, { bytes: number; rows: number }>();
  for (const t of tables.rows) {
    const counted = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(t.name)}`.execute(database.db);
    out.set(t.name, { bytes: Number(t.bytes), rows: Number(counted.rows[0]!.n) });
  }
  return out;
}

/** What each order submitted during the bench added, per table: bytes and rows per order, largest first. */
export function growthPerOrder(
  before: Map<string, { bytes: number; rows: number }>,
  after: Map<string, { bytes: number; rows: number }>,
  orders: number,
): Array<{ table: string; bytesPerOrder: number; rowsPerOrder: number }> {
  return [...after]
    .map(([table, a]) => {
      const b = before.get(table) ?? { bytes: 0, rows: 0 };
      return {
        table,
        bytesPerOrder: Math.round((a.bytes - b.bytes) / orders),
        rowsPerOrder: Math.round(((a.rows - b.rows) / orders) * 100) / 100,
      };
    })
    .filter((g) => g.rowsPerOrder > 0)
    .sort((x, y) => y.bytesPerOrder - x.bytesPerOrder);
}
