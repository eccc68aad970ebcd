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
// of column names gives every shape its own hidden class and fast properties.
//
// The rows are the driver's own otherwise: same keys in the same order, a
// repeated column name keeps the last value, as node-postgres does.
import type pg from 'pg';

type Row = Record<string, unknown>;
type MakeRow = (values: unknown[]) => Row;

const MAX_SHAPES = 2_000;
const shapes = new Map<string, MakeRow>();

function compile(names: string[]): MakeRow {
  // `__proto__` in a literal would set the prototype: define that one by hand.
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Row = {};
      names.forEach((name, i) => Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true }));
      return row;
    };
  }
  // Names are quoted with JSON.stringify: any column name is a safe key.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('v', `return {${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`) as MakeRow;
}

function shapeOf(fields: pg.FieldDef[]): MakeRow {
  const names = fields.map((f) => f.name);
  const key = names.join('\u0000');
  let make = shapes.get(key);
  if (!make) {
    make = compile(names);
    if (shapes.size < MAX_SHAPES) shapes.set(key, make);
  }
  return make;
}

/** Turns a result (or each result of a multi-statement query) read as arrays into object rows, in place. */
function toObjects<T>(result: T): T {
  if (Array.isArray(result)) {
    for (const one of result) toObjects(one);
    return result;
  }
  const r = result as unknown as pg.QueryResult<unknown[]> | undefined;
  if (r && Array.isArray(r.rows) && r.rows.length > 0 && Array.isArray(r.fields)) {
    const make = shapeOf(r.fields);
    (r as unknown as { rows: Row[] }).rows = r.rows.map(make);
  }
  return result;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Wraps a pooled client's `query`: plain text or config queries are read as
 * arrays and returned as shaped objects, promise or callback style alike.
 * Anything else (a query that asks for its own row mode, a cursor or stream)
 * passes through untouched. `onError` sees every failure.
 */
export function shapeRows(client: pg.PoolClient, onError: (error: unknown) => void): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const [first, second, third] = args;
    let config: Record<string, unknown>;
    let callback: ((error: unknown, result: unknown) => void) | undefined;
    if (typeof first === 'string') {
      config = { text: first, values: Array.isArray(second) ? second : undefined };
      callback = (typeof second === 'function' ? second : third) as typeof callback;
    } else if (first && typeof first === 'object' && typeof (first as { submit?: unknown }).submit !== 'function' && (first as { rowMode?: unknown }).rowMode === undefined) {
      config = Array.isArray(second) ? { ...(first as object), values: second } : { ...(first as object) };
      callback = (typeof second === 'function' ? second : typeof third === 'function' ? third : undefined) as typeof callback;
    } else {
      const result = query(...args);
      if (result instanceof Promise) result.catch(onError);
      return result;
    }
    config.rowMode = 'array';
    if (callback) {
      const done = callback;
      return query(config, (error: unknown, result: unknown) => {
        if (error) {
          onError(error);
          return done(error, result);
        }
        done(null, toObjects(result));
      });
    }
    return (query(config) as Promise<unknown>).then(toObjects, (error: unknown) => {
      onError(error);
      throw error;
    });
  };
}
