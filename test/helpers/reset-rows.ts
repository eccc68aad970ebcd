// What the tests' kept databases are reset to (./embedded.ts for PGlite,
// ./postgres.ts for PostgreSQL): read once from a database fresh from the
// migrated snapshot or template, then put back after each use and checked.
// Both engines speak the same SQL here; what differs (ending a left-open
// transaction, other connections, how the rows are deleted, the catalog
// digests) stays with each engine's helper.

/** The one call both engines' clients answer alike. */
export interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** What a reset puts back: rows, sequences and the planner's figures. */
export interface RowsBaseline {
  /** One row per table whose rows differ from the baseline's ({ t: its name }). */
  probe: string;
  seeded: Map<string, { insert: string; rows: string }>;
  /** Puts every sequence back where the baseline had it. */
  sequences: string;
  /** Puts every relation's page and row counts back to the baseline's. */
  relationStats: string;
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

/**
 * The schema digest above costs about 40 ms of the embedded engine's CPU per reset (most of a reset
 * that found little to delete), yet a test file almost never changes the schema. So each kept
 * database counts its DDL: an event trigger on `ddl_command_end` and `sql_drop` bumps a sequence,
 * both in a schema of the tests' own whose `pg_` prefix keeps it out of every digest, probe and
 * sequence reset (USER_NAMESPACE) and out of any name a test or migration could take (PostgreSQL
 * reserves the prefix; making it needs allow_system_table_mods, a superuser's). A reset whose count
 * and database settings (ALTER DATABASE / ROLE … SET, which no event trigger sees) are where the last
 * full check left them skips the digest; any other runs it, as before. The sequence is not
 * transactional, so a DDL rolled back still counts: the check is only ever run more, never less.
 */
export const DDL_COUNTER = `
SET allow_system_table_mods = on;
CREATE SCHEMA pg_pcapi_tests;
CREATE SEQUENCE pg_pcapi_tests.ddl_commands;
CREATE FUNCTION pg_pcapi_tests.count_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('pg_pcapi_tests.ddl_commands'); END $$;
RESET allow_system_table_mods;
CREATE EVENT TRIGGER pcapi_tests_ddl ON ddl_command_end EXECUTE FUNCTION pg_pcapi_tests.count_ddl();
CREATE EVENT TRIGGER pcapi_tests_drop ON sql_drop EXECUTE FUNCTION pg_pcapi_tests.count_ddl();`;

/** What the DDL count and the settings are now, as one string (`settings`: the engine's filter of pg_db_role_setting). */
export const ddlMark = (settings = '') => `
SELECT (SELECT last_value::text || ' ' || is_called::text FROM pg_pcapi_tests.ddl_commands)
  || ' ' || (SELECT coalesce(md5(string_agg(coalesce(array_to_string(s.setconfig, ','), ''), ';' ORDER BY s.setdatabase, s.setrole)), '')
             FROM pg_db_role_setting s ${settings}) AS mark`;

/**
 * Whether the schema is the baseline's: the full digest, unless the DDL mark is the one the last full
 * check of this database saw (`checked`, kept by the caller per database and updated here).
 */
export async function schemaUnchanged(
  db: Queryable,
  queries: { digest: string; mark: string },
  baseline: string,
  checked: { mark: string | null },
): Promise<boolean> {
  const mark = (await db.query<{ mark: string }>(queries.mark)).rows[0]!.mark;
  if (mark === checked.mark) return true;
  const same = (await db.query<{ digest: string }>(queries.digest)).rows[0]!.digest === baseline;
  checked.mark = same ? mark : null;
  return same;
}

export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A digest of a table's rows, whatever their physical order. */
export const rowsDigest = (table: string) => `(SELECT md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) FROM ${table} AS x)`;

/** Reads, from a database fresh from the snapshot or template, what a reset must come back to. */
export async function captureRows(db: Queryable): Promise<RowsBaseline> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND ${USER_NAMESPACE} ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const seeded = new Map<string, { insert: string; rows: string }>();
  const probes: string[] = [];
  for (const table of tables) {
    const { digest, count } = (
      await db.query<{ digest: string; count: number }>(
        `SELECT ${rowsDigest(table)} AS digest, (SELECT count(*)::int FROM ${table}) AS count`,
      )
    ).rows[0]!;
    if (count === 0) {
      probes.push(`SELECT ${literal(table)} AS t WHERE EXISTS (SELECT 1 FROM ${table})`);
      continue;
    }
    const columns = (
      await db.query<{ name: string }>(
        `SELECT quote_ident(attname) AS name FROM pg_attribute
         WHERE attrelid = ${literal(table)}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      )
    ).rows
      .map((r) => r.name)
      .join(', ');
    const rows = (await db.query<{ rows: string }>(`SELECT json_agg(x)::text AS rows FROM ${table} AS x`)).rows[0]!.rows;
    seeded.set(table, {
      insert: `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      rows,
    });
    probes.push(`SELECT ${literal(table)} AS t WHERE ${rowsDigest(table)} <> ${literal(digest)}`);
  }
  const sequences = (
    await db.query<{ name: string }>(
      `SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'S' AND ${USER_NAMESPACE} ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const positions: string[] = [];
  for (const sequence of sequences) {
    const { last, called } = (
      await db.query<{ last: string; called: boolean }>(`SELECT last_value::text AS last, is_called AS called FROM ${sequence}`)
    ).rows[0]!;
    positions.push(`setval(${literal(sequence)}, ${last}, ${called})`);
  }
  const figures = (
    await db.query<{ values: string }>(
      `SELECT string_agg(format('(%s, %s, %s::real, %s)', c.oid, c.relpages, c.reltuples, c.relallvisible), ', ') AS values
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}`,
    )
  ).rows[0]!.values;
  return {
    probe: probes.join('\nUNION ALL '),
    seeded,
    sequences: positions.length > 0 ? `SELECT ${positions.join(', ')}` : 'SELECT 1',
    relationStats: `UPDATE pg_class AS c SET relpages = v.pages, reltuples = v.tuples, relallvisible = v.visible
      FROM (VALUES ${figures}) AS v(oid, pages, tuples, visible)
      WHERE c.oid = v.oid::oid AND (c.relpages, c.reltuples, c.relallvisible) IS DISTINCT FROM (v.pages, v.tuples, v.visible)`,
  };
}

/**
 * Puts the rows, sequences and planner figures back: `empty` deletes every row
 * of the tables named (the engine's own way, foreign keys and triggers off),
 * then the seeded rows go back, VACUUM cuts the tables back to no pages, as in
 * a fresh copy, and VACUUM's counts go back to the baseline's. False when a
 * table still differs after it.
 */
export async function restoreRows(db: Queryable, baseline: RowsBaseline, empty: (tables: string[]) => Promise<void>): Promise<boolean> {
  const dirty = async () => (await db.query<{ t: string }>(baseline.probe)).rows.map((r) => r.t);
  const tables = await dirty();
  if (tables.length > 0) {
    await empty(tables);
    for (const table of tables) {
      const seed = baseline.seeded.get(table);
      if (seed) await db.query(seed.insert, [seed.rows]);
    }
    await db.query(`VACUUM ${tables.join(', ')}`);
    await db.query(baseline.relationStats);
  }
  await db.query(baseline.sequences);
  return (await dirty()).length === 0;
}
