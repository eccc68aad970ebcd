// Hot reads as fixed SQL text: compiled once when the module loads, run with
// parameters, so a request spends nothing building or compiling its query.
// `text` is exported for the benchmark's bare baseline, which runs the same SQL.
//
// Outside a transaction the statement goes straight to the pool the
// database was opened with: Kysely's connection provider and executor add
// nothing to a fixed statement but promise layers and allocations, on every
// authenticated request. Inside a transaction it runs on the transaction's
// connection through Kysely, as every other statement does.
import { CompiledQuery, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Db } from './transaction.ts';

export interface Prepared<R> {
  (db: Db, parameters: readonly unknown[]): Promise<R[]>;
  readonly text: string;
}

const pools = new WeakMap<Db, pg.Pool>();

/** Called by openDatabase: the pool behind a root (non-transaction) Kysely instance. */
export function registerPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** The pool behind a root Kysely instance (undefined inside a transaction). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function prepared<R>(text: string): Prepared<R> {
  const run = async (db: Db, parameters: readonly unknown[]) => {
    const pool = poolOf(db);
    if (pool) return (await pool.query<R & pg.QueryResultRow>(text, parameters as unknown[])).rows;
    return (await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]))).rows;
  };
  return Object.assign(run, { text });
}

/**
 * Runs a statement built with Kysely's `sql` template the way `prepared` runs
 * a fixed one: compiled, then straight to the pool outside a transaction
 * (inside one, on its connection through Kysely). For the statements of the
 * submission path that carry per-call SQL (the claim's effects, the order's
 * rows): Kysely's connection provider and executor cost about 40 µs of CPU
 * per statement under the submissions bench, and give a raw statement nothing.
 */
export async function runRaw<R>(db: Db, statement: RawBuilder<R>): Promise<R[]> {
  const pool = poolOf(db);
  if (!pool) return (await statement.execute(db)).rows;
  const compiled = statement.compile(db);
  return (await pool.query<R & pg.QueryResultRow>(compiled.sql, compiled.parameters as unknown[])).rows;
}
