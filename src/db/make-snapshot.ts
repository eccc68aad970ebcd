// Makes the migrated snapshot (src/db/snapshot.ts) when it is not cached yet:
// a fresh in-memory database, migrated, dumped. Its own file so that the
// engine, which only unpacks snapshots, does not import what makes them.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from './engine.ts';
import { migrateToLatest } from './migrate.ts';
import { snapshotPath, tarballBlob } from './snapshot.ts';

/** The snapshot of the current migrations, made (and cached) when missing. */
export async function migratedSnapshot(): Promise<Blob> {
  await ensureSnapshot();
  return tarballBlob(readFileSync(snapshotPath()));
}

/** Makes the snapshot when it is not cached yet, without reading it (the demo template starts from the file). */
export async function ensureSnapshot(): Promise<void> {
  if (existsSync(snapshotPath())) return;
  const db = await openDatabase('memory://', { loadDataDir: null });
  await migrateToLatest(db.db);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = snapshotPath();
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
