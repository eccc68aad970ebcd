// Makes the migrated snapshot (src/db/snapshot.ts) when it is not cached yet:
// a fresh in-memory database, migrated, dumped. Its own file so that the
// engine, which only unpacks snapshots, does not import what makes them.
//
// The fresh cluster it starts from (initdb's work, 4-5 s of CPU here) is
// kept too, by PGlite's version: a new migrated snapshot (a migration
// changed) starts from it, and so does a test of the migrations themselves
// (test/events/webhooks/migration.test.ts applies them one by one to an
// empty cluster, on every run and on both engines' legs).
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './engine.ts';
import { migrateToLatest } from './migrate.ts';
import { snapshotPath, tarballBlob } from './snapshot.ts';

/** Where the fresh cluster of this PGlite version is kept (beside the migrated snapshot, under .cache/). */
function clusterPath(): string {
  // The package exports no package.json: it is read from beside its entry (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return join(dirname(snapshotPath()), `pglite-cluster-${version.replace(/[^0-9A-Za-z.-]/g, '')}.tar`);
}

/** A fresh cluster (initdb's, nothing migrated), for an in-memory database to start from; made and cached when missing. */
export async function emptyClusterSnapshot(): Promise<Blob> {
  const file = clusterPath();
  if (!existsSync(file)) {
    const db = await openDatabase('memory://', { loadDataDir: null });
    try {
      await keep(db.pglite!, file);
    } finally {
      await db.close();
    }
  }
  return tarballBlob(readFileSync(file));
}

/** Dumps an instance's data directory to `file`, atomically; the first one made stays. */
async function keep(lite: PGlite, file: string): Promise<void> {
  const dump = await lite.dumpDataDir('none');
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  // Atomic, and the first one made stays: two test workers that made one each at once both use the
  // first (a rename would replace a snapshot one worker already loaded with the other's, whose
  // migrations carry other timestamps).
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** The snapshot of the current migrations, made (and cached) when missing. */
export async function migratedSnapshot(): Promise<Blob> {
  await ensureSnapshot();
  return tarballBlob(readFileSync(snapshotPath()));
}

/** Makes the snapshot when it is not cached yet, without reading it (the demo template starts from the file). */
export async function ensureSnapshot(): Promise<void> {
  if (existsSync(snapshotPath())) return;
  // From the kept fresh cluster, or from initdb, keeping its cluster on the way.
  const cluster = existsSync(clusterPath());
  const db = await openDatabase('memory://', { loadDataDir: cluster ? tarballBlob(readFileSync(clusterPath())) : null });
  try {
    if (!cluster) await keep(db.pglite!, clusterPath());
    await migrateToLatest(db.db);
    await keep(db.pglite!, snapshotPath());
  } finally {
    await db.close();
  }
}
