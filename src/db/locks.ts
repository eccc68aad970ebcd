// The one pattern for writes that replace a set or move a unique flag
// (segments, primary image, proof decisions, submission claims): inside the
// write's transaction, lock the parent row first with SELECT … FOR UPDATE.
// Concurrent writers to the same aggregate then queue on that row instead of
// racing into unique violations or deadlocks; writers to other aggregates
// are not blocked. Lock parents before children, always in this order.
// Open such a transaction with `serialisedWrite` (row-queue.ts), keyed by the
// row locked first, so queued writers wait in process, not on connections.
import { sql } from 'kysely';
import type { Db } from './transaction.ts';

/**
 * Locks the row `table.column = value` for the rest of the transaction.
 * Returns false when no such row exists (the caller answers its not-found).
 * `trx` must be a transaction: outside one the lock would end at once.
 */
export async function lockRow(trx: Db, table: string, column: string, value: string | number): Promise<boolean> {
  if (!trx.isTransaction) throw new Error('lockRow needs a transaction');
  const result = await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value} FOR UPDATE`.execute(trx);
  return result.rows.length > 0;
}
