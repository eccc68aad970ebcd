// Makes the migrated snapshot (src/db/snapshot.ts) when it is not cached yet:
// a fresh in-memory database, migrated, dumped. Its own file so that the
// engine, which only unpacks snapshots, does not import what makes them.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from './engine.ts';
import { migrateToLatest } from './migrate.ts';
import { snapshotPath } from './snapshot.ts';

/** The snapshot of the current migrations, made (and cached) when missing. */
export async function migratedSnapshot(): Promise<Blob> {
  if (existsSync(snapshotPath())) return new Blob([readFileSync(snapshotPath())]);
  const db = await openDatabase('memory://');
  await migrateToLatest(db.db);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = snapshotPath();
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file); // atomic: concurrent test files never read half a snapshot
  return new Blob([readFileSync(file)]);
}
