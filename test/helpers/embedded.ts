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
import {
  captureRows,
  DDL_COUNTER,
  ddlMark,
  restoreRows,
  type RowsBaseline,
  SCHEMA_DIGEST,
  schemaUnchanged,
  USER_NAMESPACE,
} from './reset-rows.ts';

interface Baseline extends RowsBaseline {
  schema: string;
  stats: string;
}

/** The planner's figures for every relation (VACUUM and ANALYZE change them). */
const STATS_DIGEST = `
SELECT md5(string_agg(c.oid::regclass::text || ' ' || c.relpages || ' ' || c.reltuples || ' ' || c.relallvisible, E'\\n' ORDER BY c.oid))
  || ' ' || (SELECT count(*) FROM pg_statistic s JOIN pg_class r ON r.oid = s.starelid JOIN pg_namespace n ON n.oid = r.relnamespace WHERE ${USER_NAMESPACE}) AS digest
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_NAMESPACE}`;

/** Reads, from an instance fresh from the snapshot, what a reset must come back to. */
async function capture(lite: PGlite): Promise<Baseline> {
  const rows = await captureRows(lite);
  const schema = (await lite.query<{ digest: string }>(SCHEMA_DIGEST)).rows[0]!.digest;
  const stats = (await lite.query<{ digest: string }>(STATS_DIGEST)).rows[0]!.digest;
  return { ...rows, schema, stats };
}

/** Puts a used instance back in the snapshot's state; false when it cannot be (the caller then closes it). */
async function reset(lite: PGlite, baseline: Baseline): Promise<boolean> {
  if (lite.closed) return false;
  // A transaction a test left open ends (outside one, ROLLBACK only warns).
  await lite.exec('ROLLBACK');
  await lite.exec('DISCARD ALL');
  // DELETE then VACUUM rather than TRUNCATE: the same empty tables for a tenth of the CPU in PGlite.
  const restored = await restoreRows(lite, baseline, async (tables) => {
    await lite.exec(
      `SET session_replication_role = replica; ${tables.map((t) => `DELETE FROM ${t};`).join(' ')} RESET session_replication_role;`,
    );
  });
  if (!restored) return false;
  const stats = await lite.query<{ digest: string }>(STATS_DIGEST);
  if (stats.rows[0]!.digest !== baseline.stats) return false;
  let checked = schemaChecked.get(lite);
  if (!checked) schemaChecked.set(lite, (checked = { mark: null }));
  return schemaUnchanged(lite, SCHEMA_QUERIES, baseline.schema, checked);
}

const SCHEMA_QUERIES = { digest: SCHEMA_DIGEST, mark: ddlMark() };
/** Per instance, the DDL mark its last full schema check saw (./reset-rows.ts, DDL_COUNTER). */
const schemaChecked = new WeakMap<PGlite, { mark: string | null }>();

// Only inside the runner's worker (scripts/test.mjs sets TEST_QUEUE_DIR), which closes the kept instance after
// its last file: a file run on its own (the browser tests, `node --test` by hand) has nobody to close it, and an
// open instance keeps the process alive.
const reuse = process.env.TEST_PGLITE_REUSE !== '0' && Boolean(process.env.TEST_QUEUE_DIR);
/**
 * Instances kept between files: two cover the files that hold two databases at once (a sandbox and a
 * production host, two worlds compared), which otherwise start a second instance each time (about
 * 0.5 GB of memory per worker at most; a start costs 1.5–2.5 s of CPU on a loaded machine).
 */
const MAX_IDLE = 2;
const idle: PGlite[] = [];
let baseline: Promise<Baseline> | null = null;
let snapshot: Promise<Blob> | null = null;
let started = 0;

/**
 * The migrated snapshot, read once per process. PGlite reads a snapshot whole (`arrayBuffer()`), then
 * untars it: this one hands each start its own copy of bytes already in memory, instead of reading
 * the 43 MB file and copying it through a Blob again on every start (about a third of a start's CPU).
 */
export function snapshotOnce(): Promise<Blob> {
  snapshot ??= migratedSnapshot().then(async (blob) => {
    const bytes = await blob.arrayBuffer();
    return new (class extends Blob {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.resolve(bytes.slice(0));
      }
    })();
  });
  return snapshot;
}

/** How many instances this process has started (the runner reports it per file). */
export function embeddedStarts(): number {
  return started;
}

/** An in-memory PGlite in the migrated snapshot's state, for one test database. */
export async function takeEmbedded(): Promise<PGlite> {
  const kept = idle.pop();
  if (kept) return kept;
  started += 1;
  const lite = await startEmbedded('memory://', await snapshotOnce());
  if (reuse) {
    // Its DDL is counted, so that a reset checks the schema only after some (./reset-rows.ts).
    await lite.exec(DDL_COUNTER);
    // The first instance a worker starts is read before anything uses it.
    baseline ??= capture(lite);
  }
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
