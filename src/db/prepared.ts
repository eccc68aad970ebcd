// Hot reads as fixed SQL text: compiled once when the module loads, run with
// parameters, so a request spends nothing building or compiling its query.
// `text` is exported for the benchmark's bare baseline, which runs the same SQL.
//
// Outside a transaction the statement goes straight to the pool the
// database was opened with: Kysely's connection provider and executor add
// nothing to a fixed statement but promise layers and allocations, on every
// authenticated request. Inside a transaction it runs on the transaction's
// connection through Kysely, as every other statement does.
//
// `named` statements are prepared once per pooled connection (a named
// statement of the extended protocol) instead of parsed and planned on every
// run: for the statements of the submission path and the point reads,
// planning was most of PostgreSQL's CPU (measured on one backend: the
// placement snapshot 1,445 µs a run unnamed, 235 µs named; the POST's checks
// 470 → 95; the credential read 200 → 60). Only statements whose plan does
// not depend on their values are named: the optional filters of the list
// pages (`$n IS NULL OR …`) fold away only in a plan made for the values,
// so those stay unnamed. A statement whose result type changed under it (a
// migration added a column to a table it reads with `*`, while this process
// runs) fails with 0A000 once; it is then prepared again under a new name.
// On PGlite statements stay unnamed: its node-postgres adapter loses the
// connection when a named statement fails (and its process owns its data,
// so no migration runs under it anyway).
import { hash } from 'node:crypto';
import { CompiledQuery, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { NamedStatement } from './driver/rows.ts';
import type { Db } from './transaction.ts';

export interface Prepared<R> {
  (db: Db, parameters: readonly unknown[]): Promise<R[]>;
  readonly text: string;
  /** The name it is prepared under on PostgreSQL when `named` (the benchmark's bare twin prepares it under the same); null when unnamed. */
  readonly preparedName: string | null;
}

export interface PreparedOptions {
  /** Prepared once per connection (see the top of this file); for statements whose plan does not depend on their values. */
  named?: boolean;
}

/** Bumped when a named statement's result type changed under it: every name changes, so each is prepared afresh. */
let generation = 0;
const names = new Map<string, string>();

/** A statement's name before any result-type change (every process names one text alike). */
export function statementName(text: string): string {
  return `pcapi_${hash('sha1', text, 'hex').slice(0, 20)}`;
}

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = statementName(text);
    if (names.size < 1_000) names.set(text, name);
  }
  return generation === 0 ? name : `${name}_${generation}`;
}

const staleResultType = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

/**
 * `pool.query`, resumed in the caller's asynchronous context. pg-pool's own
 * query() hands the statement to a client from a callback, which runs in the
 * context of whatever released that client: while the pool was full, a
 * statement's span joined the trace of the request before it (traced with
 * its parent's, src/app/tracing/context.ts). connect()'s promise resumes in
 * the awaiting caller's context. A failed statement's client is released with
 * its error (dropped), as pg-pool's query() releases it.
 */
async function queryOnPool<R>(pool: pg.Pool, statement: string | pg.QueryConfig, parameters?: unknown[]): Promise<R[]> {
  // A connection held for a run of statements (onEachConnection) is used as it is.
  if (heldConnections.has(pool)) return (await pool.query<R & pg.QueryResultRow>(statement as string, parameters)).rows;
  const client = await pool.connect();
  let result: pg.QueryResult<R & pg.QueryResultRow>;
  try {
    // A connection lost meanwhile fails the statement: the driver fails every query it holds before it emits 'error'.
    result = await client.query<R & pg.QueryResultRow>(statement as string, parameters);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  client.release();
  return result.rows;
}

async function runOnPool<R>(pool: pg.Pool, text: string, parameters: readonly unknown[], named: boolean): Promise<R[]> {
  if (!named || !namingPools.has(pool)) return queryOnPool<R>(pool, text, parameters as unknown[]);
  // NamedStatement: the pooled clients' wrapper (driver/rows.ts) runs it as a ShapedQuery, without the driver's config copy.
  const statement = () => new NamedStatement(nameOf(text), text, parameters as unknown[]) as unknown as pg.QueryConfig;
  try {
    return await queryOnPool<R>(pool, statement());
  } catch (error) {
    if (!staleResultType(error)) throw error;
    generation++;
    return queryOnPool<R>(pool, statement());
  }
}

const pools = new WeakMap<Db, pg.Pool>();
/** Pools whose engine takes named statements: PostgreSQL's. PGlite's node-postgres adapter loses its connection when a named statement fails. */
const namingPools = new WeakSet<pg.Pool>();
/** Pooled connections onEachConnection registered in the place of a pool, for the statements of its run. */
const heldConnections = new WeakSet<pg.Pool>();

/** Called by openDatabase: the pool behind a root (non-transaction) Kysely instance. */
export function registerPool(db: Db, pool: pg.Pool, options: PreparedOptions = {}): void {
  pools.set(db, pool);
  if (options.named) namingPools.add(pool);
}

/** True for a root instance on PostgreSQL: its statements go to a pool of connections that take named statements. */
export function namesStatements(db: Db): boolean {
  const pool = poolOf(db);
  return pool !== undefined && namingPools.has(pool);
}

/** The pool behind a root Kysely instance (undefined inside a transaction). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function prepared<R>(text: string, options: PreparedOptions = {}): Prepared<R> {
  const named = options.named === true;
  const run = async (db: Db, parameters: readonly unknown[]) => {
    const pool = poolOf(db);
    if (pool) return runOnPool<R>(pool, text, parameters, named);
    return (await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]))).rows;
  };
  return Object.assign(run, { text, preparedName: named ? statementName(text) : null });
}

/**
 * Runs a statement built with Kysely's `sql` template the way `prepared` runs
 * a fixed one: compiled, then straight to the pool outside a transaction
 * (inside one, on its connection through Kysely). For the statements of the
 * submission path that carry per-call SQL (the claim's effects, the order's
 * rows): Kysely's connection provider and executor cost about 40 µs of CPU
 * per statement under the submissions bench, and give a raw statement nothing.
 */
export async function runRaw<R>(db: Db, statement: RawBuilder<R>, options: PreparedOptions = {}): Promise<R[]> {
  const pool = poolOf(db);
  if (!pool) return (await statement.execute(db)).rows;
  const compiled = statement.compile(db);
  return runOnPool<R>(pool, compiled.sql, compiled.parameters, options.named === true);
}

/** Runs a statement compiled earlier (kept by its caller: the same text object each run) as runRaw runs a built one. */
export async function runCompiled<R>(db: Db, compiled: CompiledQuery<R>, options: PreparedOptions = {}): Promise<R[]> {
  const pool = poolOf(db);
  if (!pool) return (await db.executeQuery<R>(compiled)).rows;
  return runOnPool<R>(pool, compiled.sql, compiled.parameters, options.named === true);
}

/**
 * A statement built with Kysely's `sql` template from named values, whose
 * text depends on nothing but `variant` (e.g. whether it signals): compiled
 * once per variant with a marker in place of each value, then every run
 * only puts the values in the parameters' places. Per run, building and
 * compiling a long statement (the submission's completion: the order, its
 * lines and event) and finding the name of a text made afresh cost about
 * 150 µs of CPU in the submissions bench; the one text object is looked up
 * at once. Every parameter of the built statement must be one of the
 * values as given (a value transformed inside the template, or a constant,
 * is refused when the variant is first compiled: it would not follow the
 * values). Both engines compile with the PostgreSQL dialect.
 */
export function compiledOnce<V extends object, R>(
  build: (values: V, variant: string) => RawBuilder<R>,
): {
  (db: Db, values: V, variant: string, options?: PreparedOptions): Promise<R[]>;
  compile(db: Db, values: V, variant: string): CompiledQuery<R>;
} {
  const templates = new Map<string, { text: string; keys: Array<keyof V> }>();
  const template = (db: Db, variant: string) => {
    let found = templates.get(variant);
    if (found === undefined) {
      const marked = new Proxy({} as V, { get: (_target, key) => (typeof key === 'string' ? `\u0000value:${key}\u0000` : undefined) });
      const compiled = build(marked, variant).compile(db);
      const keys = compiled.parameters.map((p, i) => {
        const key = typeof p === 'string' ? /^\u0000value:(.+)\u0000$/.exec(p)?.[1] : undefined;
        if (key === undefined) throw new Error(`compiledOnce: parameter $${i + 1} is not one of the values as given`);
        return key as keyof V;
      });
      found = { text: compiled.sql, keys };
      templates.set(variant, found);
    }
    return found;
  };
  const compile = (db: Db, values: V, variant: string): CompiledQuery<R> => {
    const { text, keys } = template(db, variant);
    return CompiledQuery.raw(
      text,
      keys.map((k) => values[k]),
    ) as CompiledQuery<R>;
  };
  const run = async (db: Db, values: V, variant: string, options: PreparedOptions = {}) => {
    const compiled = compile(db, values, variant);
    const pool = poolOf(db);
    if (!pool) return (await db.executeQuery<R>(compiled)).rows;
    return runOnPool<R>(pool, compiled.sql, compiled.parameters, options.named === true);
  };
  return Object.assign(run, { compile });
}

/**
 * Opens up to `count` of the pool's connections at once (those it has open
 * already count) and runs `run` on each, with a Db whose statements go to
 * that connection alone: a process about to take load pays each backend's
 * start, its catalog caches and each named statement's preparation before
 * the load comes, not on its first requests (the dispatcher's cold start). The pool keeps them open as long as it keeps any idle one
 * (idleTimeoutMillis). Without a pool of its own (PGlite's adapter, a
 * transaction) `run` runs once on `db`. Returns the connections it ran on.
 */
export async function onEachConnection(db: Db, count: number, run: (db: Db) => Promise<void>): Promise<number> {
  const pool = poolOf(db);
  if (!pool || !namingPools.has(pool)) {
    await run(db);
    return 1;
  }
  const wanted = Math.max(1, Math.min(count, pool.options.max ?? count));
  const settled = await Promise.allSettled(Array.from({ length: wanted }, () => pool.connect()));
  const clients = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    if (clients.length === 0) throw (settled[0] as PromiseRejectedResult).reason;
    await Promise.all(
      clients.map((client) => {
        // Another instance over the same dialect compiles alike; its statements run on this one connection.
        const bound = db.withTables() as unknown as Db;
        pools.set(bound, client as unknown as pg.Pool);
        namingPools.add(client as unknown as pg.Pool);
        heldConnections.add(client as unknown as pg.Pool);
        return run(bound);
      }),
    );
    return clients.length;
  } finally {
    for (const client of clients) client.release();
  }
}
