// PostgreSQL for the tests: a database per test context, cloned from the
// migrated template (CREATE DATABASE … TEMPLATE) and, inside the runner's
// workers, kept for the next context once its rows are put back, as
// ./embedded.ts does for PGlite. A clone and its DROP … WITH (FORCE) cost
// about 0.25 s of wall time each (more when both workers clone at once), and
// every connection to a new database starts with cold catalog caches; putting
// a used database back costs a few milliseconds when the file wrote little.
//
// The reset is checked, not assumed: after it every table the template left
// empty is empty (and back to no pages and the template's planner figures), every table it seeded holds the same rows (a digest), every
// sequence is where the template had it, and the schema is the template's (a
// digest of the catalog, ./reset-rows.ts). The database is dropped instead of
// kept when any of that fails, when another connection is still open on it,
// or when the test read its URL (another process or pool may still use it:
// a CLI, a second service, a worker child), which is what a fresh clone is for.
// TEST_PG_REUSE=0 clones a new database per context, as before.
//
// Each clone's commits are asynchronous (synchronous_commit off, set on the
// database: no commit waits for the disk), and inside the runner's worker a
// database is dropped behind the tests, not in the context's close (a drop
// waits for a checkpoint): docs/decisions.md, "Tests and tooling".
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsDigest } from '../../src/db/snapshot.ts';
import { captureRows, DDL_COUNTER, ddlMark, restoreRows, type RowsBaseline, SCHEMA_DIGEST, schemaUnchanged } from './reset-rows.ts';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new database cloned from the migrated template (made first when missing). */
async function clone(baseUrl: string): Promise<string> {
  // `_c`: templates made since the DDL counter (./reset-rows.ts) carry it, so every clone counts its DDL.
  const template = `pcapi_tpl_${migrationsDigest()}_c`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(727001)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const tpl = await openDatabase(withDatabase(baseUrl, template), { poolSize: 1 });
      try {
        await migrateToLatest(tpl.db);
        await sql.raw(DDL_COUNTER).execute(tpl.db);
      } finally {
        await tpl.close();
      }
    }
    const name = `pcapi_t_${randomBytes(6).toString('hex')}`;
    // PostgreSQL 15 copies a template block by block through the WAL by default (WAL_LOG); FILE_COPY copies
    // its files, about half the server's CPU per clone and drop here (31–40 -> 17–20 ms for the 10 MB template).
    // Before 15, file copy is the only way and the clause does not exist.
    const version = Number((await admin.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`)).rows[0]!.v);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}${version >= 150000 ? ' STRATEGY FILE_COPY' : ''}`);
    // Commits do not wait for their WAL to reach the disk (every connection to this database: the
    // service's pool, its LISTEN, a CLI or service process given the URL). What a commit makes visible
    // and when is unchanged; only a crash of the server could lose one, and no test crashes it (the
    // embedded engine's databases are in memory anyway). Waiting for the flush cost 4-6 ms of wall
    // time and 0.3 ms of the server's CPU per commit here, on every write of every test.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    await admin.query('SELECT pg_advisory_unlock(727001)');
    return name;
  } finally {
    await admin.end();
  }
}

async function drop(baseUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

// pg_db_role_setting is shared by the cluster's databases: only this one's settings belong to its schema.
const THIS_DATABASE = 'WHERE s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())';
const SCHEMA = SCHEMA_DIGEST.replace('FROM pg_db_role_setting s', `FROM pg_db_role_setting s ${THIS_DATABASE}`);
const SCHEMA_QUERIES = { digest: SCHEMA, mark: ddlMark(THIS_DATABASE) };

interface Baseline extends RowsBaseline {
  schema: string;
}

/** Reads, from a database fresh from the template, what a reset must come back to. */
async function capture(c: pg.Client): Promise<Baseline> {
  const rows = await captureRows(c);
  return { ...rows, schema: (await c.query<{ digest: string }>(SCHEMA)).rows[0]!.digest };
}

/** Puts a used database back in the template's state; false when it cannot be (the caller then drops it). */
async function reset(c: pg.Client, baseline: Baseline, checked: { mark: string | null }): Promise<boolean> {
  // Another connection still open (a LISTEN the test did not close, a process it started): not ours to reset.
  // A backend whose client just closed takes a moment to go: a few looks, 20 ms apart.
  for (let look = 0; ; look++) {
    const others = await c.query('SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    if ((others.rowCount ?? 0) === 0) break;
    if (look === 10) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // DELETE then VACUUM, as for PGlite, not TRUNCATE: here TRUNCATE took 0.6–1.8 s (a new file per table
  // and index, synced), DELETE and VACUUM 10–40 ms.
  const restored = await restoreRows(c, baseline, async (tables) => {
    await c.query(`BEGIN; SET LOCAL session_replication_role = replica; ${tables.map((t) => `DELETE FROM ${t};`).join(' ')} COMMIT;`);
  });
  return restored && schemaUnchanged(c, SCHEMA_QUERIES, baseline.schema, checked);
}

/** The reset's connection: an error while it waits (a restarted server) only fails the next reset, which then drops. */
async function connect(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  return c;
}

interface Kept {
  name: string;
  /** The reset's own connection to it (kept open between uses; not counted as another's). */
  client: pg.Client;
  /** The DDL mark its last full schema check saw (./reset-rows.ts, DDL_COUNTER). */
  checked: { mark: string | null };
}

const reuse = process.env.TEST_PG_REUSE !== '0' && Boolean(process.env.TEST_QUEUE_DIR);
/** One kept database covers a file with one context at a time; more would only hold connections. */
const MAX_IDLE = 1;
const idle: Kept[] = [];
let baseline: Promise<Baseline> | null = null;
let base = '';

export interface PostgresDatabase {
  url: string;
  /** Gives it back: reset and kept for the next context, or dropped (always dropped when `shared`). */
  giveBack(shared: boolean): Promise<void>;
}

/** A database in the migrated template's state, for one test context. */
export async function takePostgres(baseUrl: string): Promise<PostgresDatabase> {
  base = baseUrl;
  const kept = idle.pop();
  const name = kept?.name ?? (await clone(baseUrl));
  const url = withDatabase(baseUrl, name);
  let client = kept?.client ?? null;
  const checked = kept?.checked ?? { mark: null };
  if (reuse && !baseline) {
    // The first database a worker clones is read before anything uses it.
    client = await connect(url);
    baseline = capture(client);
  }
  await baseline;
  return {
    url,
    giveBack: async (shared) => {
      if (reuse && baseline && !shared && idle.length < MAX_IDLE) {
        client ??= await connect(url);
        const clean = await reset(client, await baseline, checked).catch(() => false);
        if (clean && idle.length < MAX_IDLE) {
          idle.push({ name, client, checked });
          return;
        }
      }
      await client?.end().catch(() => {});
      if (reuse) dropLater(baseUrl, name);
      else await drop(baseUrl, name);
    },
  };
}

/**
 * Inside the runner's worker, databases are dropped one after another behind the tests instead of in
 * the context's close: DROP DATABASE waits for a checkpoint of the whole cluster (PostgreSQL 15), 0.5
 * to 9 s here, and nothing a test does depends on the database being gone (each context gets its own,
 * by name). The worker waits for the last drop after its last file (closePostgres), where a failed
 * one is reported.
 */
let dropping: Promise<void> = Promise.resolve();
const dropFailures: unknown[] = [];
function dropLater(baseUrl: string, name: string): void {
  dropping = dropping.then(() => drop(baseUrl, name)).catch((error: unknown) => void dropFailures.push(error));
}

/** Drops the databases kept for a next context and waits for the drops behind the tests (the worker, after its last file). */
export async function closePostgres(): Promise<void> {
  for (const kept of idle.splice(0)) {
    await kept.client.end().catch(() => {});
    dropLater(base, kept.name);
  }
  await dropping;
  if (dropFailures.length > 0) throw new Error(`${dropFailures.length} test database(s) could not be dropped`, { cause: dropFailures[0] });
}
