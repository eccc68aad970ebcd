// A migrated, empty embedded database as a tarball (PGlite's dumpDataDir),
// cached under .cache/ by the contents of the migrations. Loading it takes
// about half a second where initdb plus migrations take five or more, so
// test files start from it and `npm start` starts a new data directory from
// it. It is made by `npm install` (scripts/prepare.mjs) and by the first test
// run; a start never makes it (that would cost more than the initdb it saves).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// src/db/ and dist/db/ are both two levels below the repository root.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A short digest of the migration sources: names the snapshot (and the tests' PostgreSQL template). */
export function migrationsDigest(): string {
  const dir = join(root, 'src', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

function snapshotPath(): string {
  return join(root, '.cache', `pglite-migrated-${migrationsDigest()}.tar`);
}

/** The cached snapshot of the current migrations, if one was made. */
export function cachedSnapshot(): Blob | undefined {
  const file = snapshotPath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** The snapshot of the current migrations, made (and cached) when missing. */
export async function migratedSnapshot(): Promise<Blob> {
  const cached = cachedSnapshot();
  if (cached) return cached;
  const [{ openDatabase }, { migrateToLatest }] = await Promise.all([import('./engine.ts'), import('./migrate.ts')]);
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
