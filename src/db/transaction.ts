import type { Kysely } from 'kysely';
import { translatingConstraints } from './errors.ts';
import type { DB } from './tables/index.ts';

export type Db = Kysely<DB>;

/**
 * Runs `work` in a transaction. Inside one already, it joins it: callers
 * compose without knowing who opened the transaction. Keep the work short and
 * never wait on anything but the database inside it (PGlite has one session).
 * A violation of a constraint listed in db/errors.ts leaves as its problem.
 */
export async function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return translatingConstraints(() => db.transaction().execute(work));
}
