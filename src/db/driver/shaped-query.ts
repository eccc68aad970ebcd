// One statement of the extended protocol (prepared by name, or sent with
// values: never more than one result) whose rows are built straight from
// the wire's text values by a function compiled for its columns.
//
// For every result node-postgres looks up each column's type parser again
// and builds a dictionary-mode template row (`addFields`), copies the
// caller's query config, then parses each row in a loop whose parser calls
// see every type of every query the process runs. Measured in one process:
// 2.4 µs per result of 10 columns and 9.5 µs of 30 for the template alone,
// 2.2 µs for the config copy; a submission sends seven statements. Here a
// result shape (its column names and types) is compiled once into a function
// that reads each value with that column's parser, and the query is built
// from its text, which pg does not copy.
//
// Only the row handling is ours: pg's own Query still prepares, binds and
// sends the statement and reports errors. The handlers overridden are those
// of pg's submittable protocol (the one pg-cursor implements), pinned in
// test/db/library-internals.test.ts; the rows equal pg's own, pinned in
// test/db/rows.test.ts. Type parsers are read when a shape is first seen:
// one set later with pg.types.setTypeParser (this service sets none) would
// not reach a shape already compiled.
import pg from 'pg';
import { RowMakers, type Field, type MakeRow, type Row } from './row-makers.ts';

type RawRow = (string | null)[];
type Callback = (error: unknown, result?: ShapedResult) => void;

/** What pg's Result carries that callers read: the command tag's parts, the rows and the columns. */
export class ShapedResult {
  constructor(
    public command: string | null,
    public rowCount: number | null,
    public oid: number | null,
    public rows: Row[],
    public fields: Field[],
  ) {}
}

/** Row makers for the wire's text values, each read with its column's type parser. */
const wireRows = new RowMakers(true);

const COMMAND_TAG = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

/**
 * pg's Query with rows made by a compiled function per shape (see the top of this file). Its own state is assigned
 * in the constructor, not declared as class fields (`#` or not; `declare` emits none): in the running service, V8's
 * profile put 3.5 µs a statement in the fields' initializer (a submission sends seven), against 0.4 µs for the
 * whole constructor as it is; a loop of queries alone does not show the difference. Its names are its own, apart
 * from the fields pg's Query keeps (text, rows, callback, …).
 */
export class ShapedQuery extends pg.Query {
  declare private readonly shapedText: string;
  declare private makeRow: MakeRow | null;
  declare private rowFields: Field[];
  declare private readonly shapedRows: Row[];
  declare private rowFailed: boolean;
  declare private rowFailure: unknown;
  declare private tagCommand: string | null;
  declare private tagRowCount: number | null;
  declare private tagOid: number | null;

  constructor(text: string, values: unknown[], name: string | undefined, callback: Callback) {
    // Text, values and callback apart: pg builds its config from them without copying ours.
    super(text, values as never, callback as never);
    this.shapedText = text;
    this.makeRow = null;
    this.rowFields = [];
    this.shapedRows = [];
    this.rowFailed = false;
    this.rowFailure = undefined;
    this.tagCommand = null;
    this.tagRowCount = null;
    this.tagOid = null;
    if (name !== undefined) (this as { name?: string }).name = name;
  }

  handleRowDescription(message: { fields: Field[] }): void {
    this.rowFields = message.fields;
    this.makeRow = wireRows.for(this.shapedText, message.fields);
  }

  handleDataRow(message: { fields: RawRow }): void {
    if (this.rowFailed) return;
    try {
      this.shapedRows.push(this.makeRow!(message.fields));
    } catch (error) {
      // As pg does: the rest of the rows are skipped, the error reported when the statement ends.
      this.rowFailed = true;
      this.rowFailure = error;
    }
  }

  handleCommandComplete(message: { text?: string; command?: string }): void {
    const match = COMMAND_TAG.exec(message.text ?? message.command ?? '');
    if (!match) return;
    this.tagCommand = match[1]!;
    if (match[3]) {
      this.tagOid = Number.parseInt(match[2]!, 10);
      this.tagRowCount = Number.parseInt(match[3], 10);
    } else if (match[2]) this.tagRowCount = Number.parseInt(match[2], 10);
  }

  handleReadyForQuery(): void {
    // Read at the end, not kept: the client wraps it for its read timeout after the query is built.
    const callback = (this as { callback?: Callback }).callback;
    if (!callback) return;
    if (this.rowFailed) {
      callback(this.rowFailure);
      return;
    }
    try {
      callback(null, new ShapedResult(this.tagCommand, this.tagRowCount, this.tagOid, this.shapedRows, this.rowFields));
    } catch (error) {
      // As pg does: a throwing callback must not break the connection's message loop.
      process.nextTick(() => {
        throw error;
      });
    }
  }
}
