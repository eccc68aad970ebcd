// Hot reads as fixed SQL text: compiled once when the module loads, run with
// parameters, so a request spends nothing building or compiling its query.
// `text` is exported for the benchmark's bare baseline, which runs the same SQL.
import { CompiledQuery } from 'kysely';
import type { Db } from './transaction.ts';

export interface Prepared<R> {
  (db: Db, parameters: readonly unknown[]): Promise<R[]>;
  readonly text: string;
}

export function prepared<R>(text: string): Prepared<R> {
  const run = async (db: Db, parameters: readonly unknown[]) => (await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]))).rows;
  return Object.assign(run, { text });
}
