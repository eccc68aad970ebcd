// A job's form, generated from the admin route's own schema: every path
// parameter and body property becomes a field whose kind, requiredness,
// choices and bounds are the schema's (an enum is a select, a pattern or a
// length or a minimum is an input attribute). A posted form becomes the
// admin API's body the same way back; the API validates it (the console
// checks nothing itself, so a wrong value is refused in the API's words).
// An empty optional field is left out (left as it is); one the schema lets
// be null also offers "none", which sends null: a select's own choice, or a
// box beside any other input (and beside an optional nullable object's
// fields, for the whole object), so every null the API takes can be sent.

type Schema = Record<string, unknown>;

export type FieldKind = 'text' | 'textarea' | 'number' | 'boolean' | 'select' | 'checks' | 'list' | 'rows' | 'json' | 'datetime' | 'file';

export interface JobField {
  /** The form field's name: `path.<param>` for a path parameter, the body property (`parent.child` one level down). */
  name: string;
  /** The property or parameter the admin API names in its errors (the body's top-level property). */
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  nullable: boolean;
  /** Choices of a select or of checkboxes. */
  options?: string[];
  /** HTML attributes the schema's bounds give the input (pattern, minlength, maxlength, min, max, step, type, inputmode, autocomplete). */
  attrs: Record<string, string>;
  hint?: string;
  /** `rows`: the item's properties, one per comma-separated column. */
  columns?: Array<{ name: string; schema: Schema }>;
  /** The JSON type a value becomes (integer, number, string, boolean) for list items and single values. */
  type?: string;
  /** A field of a nested object (`parent.child`): whether the object itself is required and may be null. */
  group?: { required: boolean; nullable: boolean };
  /** A password: typed masked and never written back into a page (a refused form comes back with it empty). */
  secret?: boolean;
  /** An optional field that may be null: the posted name and value that send null (a select's choice, else a box's). */
  none?: NoneChoice;
  /** The first field of an optional object that may be null: the box that sends the whole object as null. */
  groupNone?: NoneChoice & { label: string };
}

export interface NoneChoice {
  name: string;
  value: string;
}

/** A select's "none" choice: a value no enum of the admin API holds (its codes are words, never this). */
export const NONE_CHOICE = ':null';
/** The box beside a field (or an object's fields) that sends null: `null:<field name>`. */
const noneBox = (name: string): NoneChoice => ({ name: `null:${name}`, value: 'true' });

const words = (name: string) =>
  name
    .replace(/^path\./, '')
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/** The schema without its null alternative, and whether null was one. */
function unwrap(schema: Schema): { schema: Schema; nullable: boolean } {
  const any = schema.anyOf as Schema[] | undefined;
  if (!any) return { schema, nullable: false };
  const rest = any.filter((s) => s.type !== 'null');
  const nullable = rest.length < any.length;
  if (rest.length === 1) {
    const inner = unwrap(rest[0]!);
    return { schema: inner.schema, nullable: nullable || inner.nullable };
  }
  // A union of constants (`Type.Union([Type.Literal(…)])`) is an enum.
  const flat = rest.flatMap((s) => (s.anyOf ? (s.anyOf as Schema[]) : [s]));
  if (flat.every((s) => s.const !== undefined)) return { schema: { type: 'string', enum: flat.map((s) => s.const) }, nullable };
  return { schema: { type: 'json' }, nullable };
}

const isPrimitive = (s: Schema) => ['string', 'integer', 'number', 'boolean'].includes(String(unwrap(s).schema.type));

/** Input attributes from the schema's bounds. */
function attributesOf(schema: Schema): Record<string, string> {
  const a: Record<string, string> = {};
  if (typeof schema.pattern === 'string') a.pattern = schema.pattern.replace(/^\^/, '').replace(/\$$/, '');
  if (typeof schema.minLength === 'number' && schema.minLength > 0) a.minlength = String(schema.minLength);
  if (typeof schema.maxLength === 'number') a.maxlength = String(schema.maxLength);
  if (typeof schema.minimum === 'number') a.min = String(schema.minimum);
  if (typeof schema.maximum === 'number') a.max = String(schema.maximum);
  if (schema.type === 'integer') a.step = '1';
  if (schema.type === 'number') a.step = 'any';
  if (schema.format === 'email') a.type = 'email';
  if (schema.format === 'uri') a.type = 'url';
  if (schema.type === 'integer' || /^\^?\[1-9\]\[0-9\]/.test(String(schema.pattern ?? ''))) a.inputmode = 'numeric';
  return a;
}

function fieldOf(name: string, key: string, raw: Schema, required: boolean, group?: JobField['group']): JobField[] {
  const fields = kindOf(name, key, raw, required, group);
  return fields.map((field) => {
    if (!field.nullable || field.required || field.kind === 'file') return field;
    const choice = field.kind === 'select' || field.kind === 'boolean';
    return { ...field, none: choice ? { name: field.name, value: NONE_CHOICE } : noneBox(field.name) };
  });
}

function kindOf(name: string, key: string, raw: Schema, required: boolean, group?: JobField['group']): JobField[] {
  const { schema, nullable } = unwrap(raw);
  const hint = (schema['x-expect'] as string | undefined) ?? (raw['x-expect'] as string | undefined);
  const base = { name, key, label: words(name), required, nullable, attrs: {}, ...(hint && { hint }), ...(group && { group }) };
  const type = String(schema.type);
  if (Array.isArray(schema.enum)) return [{ ...base, kind: 'select', options: schema.enum.map(String), type }];
  if (schema.const === true) return [{ ...base, kind: 'boolean', options: ['true'], type: 'boolean' }];
  if (type === 'boolean') return [{ ...base, kind: 'boolean', options: ['true', 'false'], type }];
  if (type === 'integer' || type === 'number') return [{ ...base, kind: 'number', attrs: attributesOf(schema), type }];
  if (type === 'string') {
    if (name.endsWith('contentBase64')) return [{ ...base, label: 'File', kind: 'file', type }];
    if (schema.format === 'date-time') return [{ ...base, kind: 'datetime', hint: hint ?? 'UTC', type }];
    if (/(^|\.)password$/.test(name))
      return [{ ...base, kind: 'text', attrs: { ...attributesOf(schema), type: 'password' }, type, secret: true }];
    // Asked of whoever changes their own password; the browser may fill in the one it keeps.
    if (/(^|\.)currentPassword$/.test(name)) {
      const attrs = { ...attributesOf(schema), type: 'password', autocomplete: 'current-password' };
      return [{ ...base, kind: 'text', attrs, type, secret: true, hint: 'Needed to change your own password; not for another member’s.' }];
    }
    const long = typeof schema.maxLength === 'number' && schema.maxLength > 2000;
    return [{ ...base, kind: long ? 'textarea' : 'text', attrs: attributesOf(schema), type }];
  }
  if (type === 'array') {
    const items = unwrap((schema.items ?? {}) as Schema).schema;
    if (Array.isArray(items.enum)) return [{ ...base, kind: 'checks', options: items.enum.map(String), type: String(items.type) }];
    if (isPrimitive(items))
      return [
        { ...base, kind: 'list', type: String(items.type), hint: hint ?? `One per line${items.type === 'integer' ? ' (numbers)' : ''}.` },
      ];
    const props = (items.properties ?? {}) as Record<string, Schema>;
    if (items.type === 'object' && Object.values(props).every(isPrimitive)) {
      const columns = Object.entries(props).map(([n, s]) => ({ name: n, schema: s }));
      return [{ ...base, kind: 'rows', columns, hint: `One per line: ${columns.map((c) => c.name).join(', ')} (comma-separated).` }];
    }
    return [{ ...base, kind: 'json', hint: 'JSON: an array, as the admin API takes it.' }];
  }
  if (type === 'object' && !name.includes('.')) {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const inner = new Set((schema.required as string[] | undefined) ?? []);
    if (Object.values(props).every(isPrimitive)) {
      const children = Object.entries(props).flatMap(([n, s]) => fieldOf(`${name}.${n}`, key, s, inner.has(n), { required, nullable }));
      if (nullable && !required && children[0]) children[0] = { ...children[0], groupNone: { ...noneBox(name), label: words(name) } };
      return children;
    }
  }
  return [{ ...base, kind: 'json', hint: 'JSON, as the admin API takes it.' }];
}

/** The fields of a route's params (`path.<name>`) and body, in the schema's order. */
export function fieldsOf(schema: { params?: unknown; body?: unknown }): { params: JobField[]; body: JobField[] } {
  const params = (schema.params ?? {}) as Schema;
  const body = (schema.body ?? {}) as Schema;
  const of = (s: Schema, prefix: string) => {
    const required = new Set((s.required as string[] | undefined) ?? []);
    return Object.entries((s.properties ?? {}) as Record<string, Schema>).flatMap(([n, p]) =>
      fieldOf(`${prefix}${n}`, n, p, required.has(n)),
    );
  };
  return { params: of(params, 'path.'), body: of(body, '') };
}

/** A file a multipart form carried (src/console/plugin.ts). */
export interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

export type Posted = Record<string, string | string[] | Upload | undefined>;

const one = (posted: Posted, name: string): string => {
  const v = posted[name];
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return String(v[0] ?? '').trim();
  return '';
};
const many = (posted: Posted, name: string): string[] => {
  const v = posted[name];
  return (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []).filter((x) => x !== '');
};

/** A typed value from text: numbers and booleans as JSON has them, or the text itself for the API to refuse in its own words. */
function typed(text: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text) && text.length <= 16) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** A datetime-local value (no zone) read as UTC, as the form says; anything else as typed. */
const instant = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text}${text.length === 16 ? ':00' : ''}Z` : text;

function valueOf(field: JobField, posted: Posted): unknown {
  const text = one(posted, field.name);
  switch (field.kind) {
    case 'checks':
      return many(posted, field.name);
    case 'list': {
      const items = text.split(/[\r\n,]+/).map((s) => s.trim());
      return items.filter(Boolean).map((s) => typed(s, field.type));
    }
    case 'rows':
      return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const cols = field.columns ?? [];
          const cells = line.split(',');
          // The last column takes the rest of the line (a description may hold commas).
          const values = cols.map((_, i) => (i === cols.length - 1 ? cells.slice(i).join(',') : (cells[i] ?? '')).trim());
          return Object.fromEntries(
            cols.flatMap((c, i) => (values[i] === '' ? [] : [[c.name, typed(values[i]!, String(unwrap(c.schema).schema.type))]])),
          );
        });
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    case 'datetime':
      return instant(text);
    case 'file': {
      const file = posted[field.name];
      return file && typeof file === 'object' && !Array.isArray(file) ? file.content.toString('base64') : '';
    }
    default:
      return typed(text, field.type);
  }
}

const isEmpty = (field: JobField, posted: Posted) => {
  if (field.kind === 'file') return valueOf(field, posted) === '';
  if (field.kind === 'checks') return many(posted, field.name).length === 0 && !field.required;
  return one(posted, field.name) === '';
};

/** Whether the form chose "none" (null) for the field or the object: it wins over a value typed beside it. */
const chose = (none: NoneChoice | undefined, posted: Posted) => none !== undefined && one(posted, none.name) === none.value;

/**
 * The admin API's body from a posted form: empty optional fields left out, an empty required nullable one sent as
 * null, and null for every field (or object) whose "none" was chosen.
 */
export function bodyOf(fields: readonly JobField[], posted: Posted): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const cleared = new Set(fields.filter((f) => chose(f.groupNone, posted)).map((f) => f.key));
  for (const key of cleared) body[key] = null;
  for (const field of fields) {
    const [parent, child] = field.name.split('.') as [string, string | undefined];
    if (cleared.has(field.key)) continue;
    if (chose(field.none, posted)) {
      if (child) body[parent] = { ...((body[parent] as object) ?? {}), [child]: null };
      else body[parent] = null;
      continue;
    }
    if (isEmpty(field, posted)) {
      if (field.required && field.nullable && !field.group) body[parent] = null;
      continue;
    }
    const value = valueOf(field, posted);
    if (child) body[parent] = { ...((body[parent] as object) ?? {}), [child]: value };
    else body[parent] = value;
  }
  // A file's name and type fill the fields beside it when left empty (proof files).
  const upload = fields.find((f) => f.kind === 'file');
  const file = upload && posted[upload.name];
  if (file && typeof file === 'object' && !Array.isArray(file)) {
    if (fields.some((f) => f.name === 'name') && body.name === undefined) body.name = file.name;
    if (fields.some((f) => f.name === 'contentType') && body.contentType === undefined && file.type) body.contentType = file.type;
  }
  // A required nested object left wholly empty is null where the schema allows it (a product's template).
  for (const field of fields) if (field.group?.required && field.group.nullable && body[field.key] === undefined) body[field.key] = null;
  return body;
}

/** What the form shows again after a refusal: the posted text of every field (never a file) and each "none" box checked. */
export function echoOf(fields: readonly JobField[], posted: Posted): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of fields) {
    for (const box of [f.none, f.groupNone]) if (box && box.name !== f.name && chose(box, posted)) out[box.name] = box.value;
    if (f.kind === 'file') continue;
    if (f.kind === 'checks') out[f.name] = many(posted, f.name);
    else out[f.name] = one(posted, f.name);
  }
  return out;
}
