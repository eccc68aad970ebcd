// Hot reads as fixed SQL text: compiled once when the module loads, run with
// parameters, so a request spends nothing building or compiling its query.
import { CompiledQuery } from 'kysely';
import type { Db } from './transaction.ts';

export function prepared<R>(text: string): (db: Db, parameters: readonly unknown[]) => Promise<R[]> {
  return async (db, parameters) => (await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]))).rows;
}
