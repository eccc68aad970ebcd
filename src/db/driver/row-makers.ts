// The functions that build row objects, one compiled per result shape: an
// object literal of the shape's column names, so every shape has its own
// hidden class and fast properties, and each column's value is read at a
// call site of its own. A repeated name keeps its first position and its
// last value, as node-postgres's rows do.
import pg from 'pg';

export type Row = Record<string, unknown>;
/** Builds one row from its values: raw text from the wire, or values the driver already parsed. */
export type MakeRow = (values: readonly unknown[]) => Row;

/** A column as the driver describes it (pg's FieldDef, PGlite's alike). */
export interface Field {
  name: string;
  dataTypeID: number;
  format: string;
}

const MAX_SHAPES = 2_000;

function sameFields(fields: readonly Field[], known: readonly Field[]): boolean {
  if (fields.length !== known.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const a = fields[i]!;
    const b = known[i]!;
    if (a.name !== b.name || a.dataTypeID !== b.dataTypeID || a.format !== b.format) return false;
  }
  return true;
}

/** Each column's type parser (binary values come as text, as pg's own rows turn them into bytes first). */
function parsersOf(fields: readonly Field[]): ((value: string) => unknown)[] {
  return fields.map((f) => {
    if (f.format !== 'binary') return pg.types.getTypeParser(f.dataTypeID, 'text') as (value: string) => unknown;
    const parse = pg.types.getTypeParser(f.dataTypeID, 'binary') as (value: Buffer) => unknown;
    return (value: string) => parse(Buffer.from(value));
  });
}

function compile(fields: readonly Field[], parse: boolean): MakeRow {
  const names = fields.map((f) => f.name);
  const parsers = parse ? parsersOf(fields) : null;
  // `__proto__` in a literal would set the prototype: that shape defines its keys by hand.
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Row = {};
      for (let i = 0; i < names.length; i++) {
        const raw = values[i];
        const value = parsers && raw !== null ? parsers[i]!(raw as string) : raw;
        Object.defineProperty(row, names[i]!, { value, enumerable: true, writable: true, configurable: true });
      }
      return row;
    };
  }
  // Names are quoted with JSON.stringify: any column name is a safe key.
  const entries = names.map((name, i) => `${JSON.stringify(name)}: ${parsers ? `(x = v[${i}]) === null ? null : p${i}(x)` : `v[${i}]`}`);
  const build = new Function(
    ...(parsers ?? []).map((_, i) => `p${i}`),
    `return function row(v) { let x; return {${entries.join(', ')}}; };`,
  );
  return build(...(parsers ?? [])) as MakeRow;
}

/**
 * The row makers of one kind: `parse` reads each value with its column's
 * type parser (raw text from the wire), otherwise values are taken as they
 * are (rows the driver already parsed into arrays). Kept by statement text
 * (most texts always give the same columns) and by columns, so texts beyond
 * the bound, or alike in their columns, share one; each bounded.
 */
export class RowMakers {
  readonly #byText = new Map<string, { fields: readonly Field[]; make: MakeRow }>();
  readonly #bySignature = new Map<string, MakeRow>();

  constructor(private readonly parse: boolean) {}

  for(text: string | undefined, fields: readonly Field[]): MakeRow {
    const known = text === undefined ? undefined : this.#byText.get(text);
    if (known && sameFields(fields, known.fields)) return known.make;
    const signature = fields.map((f) => `${f.name}\u0000${f.dataTypeID}\u0000${f.format}`).join('\u0000\u0000');
    let make = this.#bySignature.get(signature);
    if (!make) {
      make = compile(fields, this.parse);
      if (this.#bySignature.size < MAX_SHAPES) this.#bySignature.set(signature, make);
    }
    if (text !== undefined && (known || this.#byText.size < MAX_SHAPES)) this.#byText.set(text, { fields, make });
    return make;
  }
}
