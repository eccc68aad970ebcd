// The embedded engine for the tests: one in-memory PGlite per worker process
// (test/runner/worker.ts runs many files in one process), put back in the
// migrated snapshot's state between files instead of started anew. Starting
// one (WASM instance, file-system bundle, the snapshot untarred) costs about
// 0.8 s of CPU, once per test file; the reset costs a few milliseconds when
// the file wrote little.
//
// The reset is checked, not assumed: after it, every table the snapshot left
// empty is empty, every table it seeded (the migrations' own rows) holds the
// same rows (a digest of them), every sequence is where the snapshot had it,
// the session's state is discarded (settings, prepared statements, temporary
// tables, advisory locks, LISTENs), and the schema is the snapshot's (a
// digest of the catalog: relations, columns, defaults, constraints, indexes,
// triggers, functions, types). An instance that fails any of this, or that a
// test closed, is closed and the next file gets a new one.
// TEST_PGLITE_REUSE=0 starts a new instance per database, as before.
import type { PGlite } from '@electric-sql/pglite';
import { startEmbedded } from '../../src/db/engine.ts';
import { migratedSnapshot } from '../../src/db/make-snapshot.ts';

interface Baseline {
  /** One row per table whose rows differ from the snapshot's ({ t: its name }). */
  probe: string;
  seeded: Map<string, { insert: string; rows: string }>;
  /** Puts every sequence back where the snapshot had it. */
  sequences: string;
  /** Puts every relation's page and row counts back to the snapshot's. */
  relationStats: string;
  schema: string;
  stats: string;
}

export const USER_NAMESPACE = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** Everything a test could change in the schema, as one digest. */
export const SCHEMA_DIGEST = `
SELECT md5(string_agg(d, E'\\n' ORDER BY d)) AS digest FROM (
  SELECT 'namespace ' || n.nspname FROM pg_namespace n WHERE ${USER_NAMESPACE}
  UNION ALL SELECT 'relation ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || c.relpersistence::text
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}
  UNION ALL SELECT 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull::text || ' ' || a.attidentity::text || a.attgenerated::text || ' ' || coalesce(pg_get_expr(ad.adbin, ad.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND ${USER_NAMESPACE}
  UNION ALL SELECT 'constraint ' || co.conrelid::regclass::text || ' ' || co.conname || ' ' || pg_get_constraintdef(co.oid)
    FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE ${USER_NAMESPACE}
  UNION ALL SELECT 'index ' || pg_get_indexdef(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}
  UNION ALL SELECT 'trigger ' || pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT 'function ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_NAMESPACE}
  UNION ALL SELECT 'type ' || t.oid::regtype::text || ' ' || t.typtype::text
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_NAMESPACE}
  UNION ALL SELECT 'enum ' || e.enumtypid::regtype::text || ' ' || e.enumlabel || ' ' || e.enumsortorder::text FROM pg_enum e
  UNION ALL SELECT 'rls ' || c.oid::regclass::text || ' ' || c.relrowsecurity::text
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relrowsecurity AND ${USER_NAMESPACE}
  UNION ALL SELECT 'setting ' || coalesce(array_to_string(s.setconfig, ','), '') FROM pg_db_role_setting s
  UNION ALL SELECT 'extension ' || x.extname || ' ' || x.extversion FROM pg_extension x
) AS catalog(d)`;

/** The planner's figures for every relation (VACUUM and ANALYZE change them). */
const STATS_DIGEST = `
SELECT md5(string_agg(c.oid::regclass::text || ' ' || c.relpages || ' ' || c.reltuples || ' ' || c.relallvisible, E'\\n' ORDER BY c.oid))
  || ' ' || (SELECT count(*) FROM pg_statistic s JOIN pg_class r ON r.oid = s.starelid JOIN pg_namespace n ON n.oid = r.relnamespace WHERE ${USER_NAMESPACE}) AS digest
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}`;

export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A digest of a table's rows, whatever their physical order. */
export const rowsDigest = (table: string) => `(SELECT md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) FROM ${table} AS x)`;

/** Reads, from an instance fresh from the snapshot, what a reset must come back to. */
async function capture(lite: PGlite): Promise<Baseline> {
  const tables = (
    await lite.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND ${USER_NAMESPACE} ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const seeded = new Map<string, { insert: string; rows: string }>();
  const probes: string[] = [];
  for (const table of tables) {
    const { digest, count } = (
      await lite.query<{ digest: string; count: number }>(
        `SELECT ${rowsDigest(table)} AS digest, (SELECT count(*)::int FROM ${table}) AS count`,
      )
    ).rows[0]!;
    if (count === 0) {
      probes.push(`SELECT ${literal(table)} AS t WHERE EXISTS (SELECT 1 FROM ${table})`);
      continue;
    }
    const columns = (
      await lite.query<{ name: string }>(
        `SELECT quote_ident(attname) AS name FROM pg_attribute
         WHERE attrelid = ${literal(table)}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      )
    ).rows
      .map((r) => r.name)
      .join(', ');
    const rows = (await lite.query<{ rows: unknown }>(`SELECT json_agg(x)::text AS rows FROM ${table} AS x`)).rows[0]!.rows as string;
    seeded.set(table, {
      insert: `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      rows,
    });
    probes.push(`SELECT ${literal(table)} AS t WHERE ${rowsDigest(table)} <> ${literal(digest)}`);
  }
  const sequences = (
    await lite.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'S' AND ${USER_NAMESPACE} ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const positions: string[] = [];
  for (const sequence of sequences) {
    const { last, called } = (
      await lite.query<{ last: string; called: boolean }>(`SELECT last_value::text AS last, is_called AS called FROM ${sequence}`)
    ).rows[0]!;
    positions.push(`setval(${literal(sequence)}, ${last}, ${called})`);
  }
  const figures = (
    await lite.query<{ values: string }>(
      `SELECT string_agg(format('(%s, %s, %s::real, %s)', c.oid, c.relpages, c.reltuples, c.relallvisible), ', ') AS values
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}`,
    )
  ).rows[0]!.values;
  const schema = (await lite.query<{ digest: string }>(SCHEMA_DIGEST)).rows[0]!.digest;
  const stats = (await lite.query<{ digest: string }>(STATS_DIGEST)).rows[0]!.digest;
  return {
    probe: probes.join('\nUNION ALL '),
    seeded,
    sequences: positions.length > 0 ? `SELECT ${positions.join(', ')}` : 'SELECT 1',
    relationStats: `UPDATE pg_class AS c SET relpages = v.pages, reltuples = v.tuples, relallvisible = v.visible
      FROM (VALUES ${figures}) AS v(oid, pages, tuples, visible)
      WHERE c.oid = v.oid::oid AND (c.relpages, c.reltuples, c.relallvisible) IS DISTINCT FROM (v.pages, v.tuples, v.visible)`,
    schema,
    stats,
  };
}

/** Puts a used instance back in the snapshot's state; false when it cannot be (the caller then closes it). */
async function reset(lite: PGlite, baseline: Baseline): Promise<boolean> {
  if (lite.closed) return false;
  // A transaction a test left open ends (outside one, ROLLBACK only warns).
  await lite.exec('ROLLBACK');
  await lite.exec('DISCARD ALL');
  const dirty = async () => (await lite.query<{ t: string }>(baseline.probe)).rows.map((r) => r.t);
  const tables = await dirty();
  if (tables.length > 0) {
    // DELETE then VACUUM rather than TRUNCATE: the same empty tables (VACUUM
    // cuts them back to no pages) for a tenth of the CPU in PGlite. Foreign
    // keys and triggers are not checked (every table that held a row is emptied).
    await lite.exec(
      `SET session_replication_role = replica; ${tables.map((t) => `DELETE FROM ${t};`).join(' ')} RESET session_replication_role;`,
    );
    for (const table of tables) {
      const seed = baseline.seeded.get(table);
      if (seed) await lite.query(seed.insert, [seed.rows]);
    }
    await lite.exec(`VACUUM ${tables.join(', ')}`);
    // What VACUUM counted (pages, rows) back to the snapshot's figures, which the planner reads.
    await lite.exec(baseline.relationStats);
  }
  await lite.exec(baseline.sequences);
  if ((await dirty()).length > 0) return false;
  const [schema, stats] = await Promise.all([lite.query<{ digest: string }>(SCHEMA_DIGEST), lite.query<{ digest: string }>(STATS_DIGEST)]);
  return schema.rows[0]!.digest === baseline.schema && stats.rows[0]!.digest === baseline.stats;
}

// Only inside the runner's worker (scripts/test.mjs sets TEST_QUEUE_DIR), which closes the kept instance after
// its last file: a file run on its own (the browser tests, `node --test` by hand) has nobody to close it, and an
// open instance keeps the process alive.
const reuse = process.env.TEST_PGLITE_REUSE !== '0' && Boolean(process.env.TEST_QUEUE_DIR);
/** Instances kept between files: one covers a file with one database at a time; more would only hold memory. */
const MAX_IDLE = 1;
const idle: PGlite[] = [];
let baseline: Promise<Baseline> | null = null;

/** An in-memory PGlite in the migrated snapshot's state, for one test database. */
export async function takeEmbedded(): Promise<PGlite> {
  const kept = idle.pop();
  if (kept) return kept;
  const lite = await startEmbedded('memory://', await migratedSnapshot());
  // The first instance a worker starts is read before anything uses it.
  if (reuse) baseline ??= capture(lite);
  await baseline;
  return lite;
}

/** Gives an instance back: reset and kept for the next database, or closed. */
export async function giveBackEmbedded(lite: PGlite): Promise<void> {
  if (reuse && baseline && idle.length < MAX_IDLE) {
    const clean = await reset(lite, await baseline).catch(() => false);
    if (clean && idle.length < MAX_IDLE) {
      idle.push(lite);
      return;
    }
  }
  if (!lite.closed) await lite.close();
}

/** Closes the instances kept for a next file (the worker, after its last file: an open instance keeps the process alive). */
export async function closeEmbedded(): Promise<void> {
  for (const lite of idle.splice(0)) if (!lite.closed) await lite.close();
}
