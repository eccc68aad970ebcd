import type { Kysely } from 'kysely';
import { translatingConstraints } from './errors.ts';
import type { DB } from './tables/index.ts';

export type Db = Kysely<DB>;

type CommitHook = (root: Db) => void;
/** The hooks of each transaction withTransaction opened, with the handle it was opened on. */
const commitHooks = new WeakMap<Db, { root: Db; hooks: CommitHook[] }>();

/**
 * Runs `work` in a transaction. Inside one already, it joins it: callers
 * compose without knowing who opened the transaction. Keep the work short and
 * never wait on anything but the database inside it (PGlite has one session).
 * A violation of a constraint listed in db/errors.ts leaves as its problem.
 * Hooks registered with `afterCommit` run once it has committed.
 */
export async function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const hooks: CommitHook[] = [];
  const result = await translatingConstraints(() =>
    db.transaction().execute((trx) => {
      commitHooks.set(trx, { root: db, hooks });
      return work(trx);
    }),
  );
  for (const hook of hooks) {
    try {
      hook(db);
    } catch {
      // A hook is a wake-up, never part of the change: its failure changes nothing committed.
    }
  }
  return result;
}

/**
 * Runs `hook` (with the handle the transaction was opened on) once `trx`
 * has committed; never when it rolls back. Outside a transaction the
 * statement already committed, so it runs at once. In a transaction not
 * opened by withTransaction it never runs (use it for wake-ups only, which
 * have a fallback).
 */
export function afterCommit(trx: Db, hook: CommitHook): void {
  const open = commitHooks.get(trx);
  if (open) open.hooks.push(hook);
  else if (!trx.isTransaction) hook(trx);
}
