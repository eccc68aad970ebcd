// Row objects built by one small function per result shape, instead of by
// the driver's generic loop.
//
// node-postgres builds every row by cloning a null-prototype template and
// assigning each column by name. In a process that runs many differently
// shaped queries (this service runs hundreds) those sites go megamorphic:
// each row becomes a slow dictionary object, and reading a 100-product page
// cost about a third more CPU, most of it garbage collection, than the same
// query in a process that runs only it (measured by `npm run bench`).
// Asking the driver for arrays (its `rowMode: 'array'`, same SQL, same type
// parsing) and building each object with a function compiled for that list
// of column names (row-makers.ts) gives every shape its own hidden class and
// fast properties.
//
// The rows are the driver's own otherwise: same keys in the same order, a
// repeated column name keeps the last value, as node-postgres does. A
// statement of the extended protocol goes further and skips the arrays
// (shaped-query.ts); this path keeps text alone, which may hold several.
import pg from 'pg';
import { RowMakers, type Row } from './row-makers.ts';
import { ShapedQuery } from './shaped-query.ts';
import { extended } from '../../objects.ts';

/** Row makers for rows the driver parsed into arrays. */
const arrayRows = new RowMakers(false);

/** Turns a result (or each result of a multi-statement query) read as arrays into object rows, in place. */
function toObjects<T>(result: T, text?: string): T {
  if (Array.isArray(result)) {
    for (const one of result) toObjects(one);
    return result;
  }
  const r = result as unknown as pg.QueryResult<unknown[]> | undefined;
  if (r && Array.isArray(r.rows) && r.rows.length > 0 && Array.isArray(r.fields)) {
    const make = arrayRows.for(text, r.fields);
    (r as unknown as { rows: Row[] }).rows = r.rows.map(make);
  }
  return result;
}

type QueryFn = (...args: unknown[]) => unknown;
type Callback = (error: unknown, result: unknown) => void;
/**
 * A named statement's run, as src/db/prepared.ts sends it: a config object
 * of its own class, so the wrapper below knows it carries nothing but these
 * three fields and sends it as a ShapedQuery.
 */
export class NamedStatement {
  constructor(
    readonly name: string,
    readonly text: string,
    readonly values: unknown[],
  ) {}
}

/**
 * Wraps a pooled client's `query`, promise or callback style alike: a named
 * statement, or text with values (one statement of the extended protocol),
 * runs as a ShapedQuery; other plain text or config queries (text alone may
 * hold several statements) are read as arrays and returned as shaped
 * objects. Anything else (a query that asks for its own row mode, a cursor
 * or stream) passes through untouched. `onError` sees every failure.
 */
export function shapeRows(client: pg.PoolClient, onError: (error: unknown) => void): void {
  const query = client.query.bind(client) as QueryFn;
  const run = (config: { text: string; values?: unknown[]; name?: string } & Record<string, unknown>, callback: Callback): unknown => {
    const done: Callback = (error, result) => {
      if (error) {
        onError(error);
        return callback(error, result);
      }
      callback(null, toObjects(result, config.text));
    };
    config.rowMode = 'array'; // our own copy of the caller's config
    return query(config, done);
  };
  /** A statement of the extended protocol (one result): its rows made by a ShapedQuery. */
  const runShaped = (text: string, values: unknown[], name: string | undefined, callback: Callback | undefined): unknown => {
    const send = (done: Callback) =>
      query(
        new ShapedQuery(text, values, name, (error, result) => {
          if (error) onError(error);
          done(error, result);
        }),
      );
    if (callback) {
      send(callback);
      return undefined;
    }
    return new Promise((resolve, reject) => send((error, result) => (error ? reject(error) : resolve(result)))).catch((error: unknown) => {
      // As the driver does: a stack that leads back to the caller, not to the socket.
      if (error instanceof Error) Error.captureStackTrace(error);
      throw error;
    });
  };
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const [first, second, third] = args;
    if (first instanceof NamedStatement)
      return runShaped(first.text, first.values, first.name, (typeof second === 'function' ? second : third) as Callback | undefined);
    // With values the driver sends one statement of the extended protocol; without, text may hold several.
    if (typeof first === 'string' && Array.isArray(second) && second.length > 0)
      return runShaped(first, second, undefined, third as Callback | undefined);
    let config: { text: string; values?: unknown[] } & Record<string, unknown>;
    let callback: Callback | undefined;
    if (typeof first === 'string') {
      config = { text: first, values: Array.isArray(second) ? second : undefined };
      callback = (typeof second === 'function' ? second : third) as Callback | undefined;
    } else if (
      first &&
      typeof first === 'object' &&
      typeof (first as { submit?: unknown }).submit !== 'function' &&
      (first as { rowMode?: unknown }).rowMode === undefined
    ) {
      config = (Array.isArray(second) ? extended(first as object, { values: second }) : { ...(first as object) }) as typeof config;
      callback = (typeof second === 'function' ? second : typeof third === 'function' ? third : undefined) as Callback | undefined;
    } else {
      const result = query(...args);
      if (result instanceof Promise) result.catch(onError);
      return result;
    }
    if (callback) return run(config, callback);
    return new Promise((resolve, reject) => run(config, (error, result) => (error ? reject(error) : resolve(result)))).catch(
      (error: unknown) => {
        // As the driver does: a stack that leads back to the caller, not to the socket.
        if (error instanceof Error) Error.captureStackTrace(error);
        throw error;
      },
    );
  };
}

/** `site_id` → `siteId`, as a type. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** A row's selected columns, each under its camelCase name with its type: what a repository hands its service. */
export type CamelRecord<R, C extends keyof R & string> = { [K in C as Camel<K>]: R[K] };

/** A column's name in camelCase: `site_id` → `siteId`. */
export function camelCase<C extends string>(column: C): Camel<C> {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as Camel<C>;
}

/**
 * The mapper from a row to its record, built once from the column list the
 * query selects: each column under its camelCase name (`site_id` →
 * `siteId`), in the list's order. Like the rows above, the record is an
 * object literal compiled for that list, one hidden class for every record.
 */
export function camelCaseRecord<C extends string>(columns: readonly C[]) {
  // Column names are the repository's own identifiers; quoted with JSON.stringify all the same.
  const fields = columns.map((c) => `${JSON.stringify(camelCase(c))}: r[${JSON.stringify(c)}]`).join(', ');
  const make = new Function('r', `return {${fields}};`) as (row: unknown) => unknown;
  return <R extends Record<C, unknown>>(row: R): CamelRecord<R, C> => make(row) as CamelRecord<R, C>;
}
