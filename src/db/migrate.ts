import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Whether every migration is recorded as applied: one read, instead of the migrator's table set-up and lock. */
async function upToDate(db: Kysely<any>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    // Exactly the known ones: a database migrated by newer code goes to the migrator, which refuses it.
    return applied.size === Object.keys(migrations).length && Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false; // a fresh database: no migration table yet
  }
}

/** Applies every pending migration, in order; throws with the failing one's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // The common case (every start of the CLI and the service) costs one query.
  if (await upToDate(db)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: false,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
