// Field tables of the reference: every parameter, request-body field and
// response field of an operation, with its type, whether it is required,
// its bounds (minimum/maximum, lengths, item counts, pattern, format), its
// enumeration, whether it may be null and its description. A field holding
// an object (or an array or map of objects) carries its own table, folded in
// a <details> below its row, as Stripe's "child attributes" are. Schemas are
// read as the published document writes them: `$ref`s to components, `allOf`
// wrappers, nullability as `anyOf [X, {type: null}]` or a type list, and
// enumerations as `enum`, `const` or `anyOf` of single-value enums.
import { markdown } from './markdown.ts';

type Json = Record<string, any>;

export const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
export const md = (s: unknown) => (s ? markdown(String(s)) : '');

/** A schema made plain: references followed, wrappers merged, nullability and enumerations read. */
interface Shape {
  /** `string`, `integer`, `object`, `array`, …, or several joined by ` | `. */
  type: string;
  /** The component the schema is, when it is one. */
  component: string | null;
  nullable: boolean;
  values: unknown[] | null;
  schema: Json;
  /** Alternatives that are objects of their own (a `oneOf`/`anyOf` of objects). */
  branches: Shape[];
}

function resolve(document: Json, schema: Json | undefined): { schema: Json; component: string | null } {
  let node = schema ?? {};
  let component: string | null = null;
  for (let i = 0; i < 10 && typeof node.$ref === 'string'; i++) {
    const { $ref, ...use } = node;
    component = String($ref).split('/').pop()!;
    const target = String($ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json | undefined>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    // A use's own description (beside its `$ref`) wins over the component's.
    node = { ...(target ?? {}), ...use };
  }
  return { schema: node, component };
}

function merge(document: Json, schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  const out: Json = {};
  for (const part of allOf as Json[]) {
    const plain = merge(document, resolve(document, part).schema);
    Object.assign(out, plain, {
      properties: { ...(out.properties ?? {}), ...(plain.properties ?? {}) },
      required: [...(out.required ?? []), ...(plain.required ?? [])],
    });
  }
  const merged = { ...out, ...own };
  if (!Object.keys(merged.properties).length) delete merged.properties;
  if (!merged.required.length) delete merged.required;
  return merged;
}

const isNull = (s: Json) => s.type === 'null' || (s.enum?.length === 1 && s.enum[0] === null);

export function shape(document: Json, given: Json | undefined): Shape {
  const { schema: resolved, component } = resolve(document, given);
  const schema = merge(document, resolved);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) {
    const { anyOf: _a, oneOf: _o, ...own } = schema;
    const branches = alternatives.map((b) => merge(document, resolve(document, b).schema));
    const nullable = branches.some(isNull);
    const rest = alternatives.filter((_, i) => !isNull(branches[i]!));
    const restPlain = branches.filter((b) => !isNull(b));
    // `anyOf` of single-value enums (or consts) is one enumeration.
    if (restPlain.length > 1 && restPlain.every((b) => b.const !== undefined || b.enum?.length === 1)) {
      const values = restPlain.map((b) => (b.const !== undefined ? b.const : b.enum[0]));
      return { type: restPlain[0]!.type ?? typeof values[0], component, nullable, values, schema: own, branches: [] };
    }
    if (rest.length === 1) {
      const inner = shape(document, rest[0]);
      return {
        ...inner,
        nullable: nullable || inner.nullable,
        schema: { ...inner.schema, ...own },
        component: component ?? inner.component,
      };
    }
    const shapes = rest.map((b) => withParts(document, shape(document, b)));
    return {
      type: shapes.map(label).join(' | '),
      component,
      nullable,
      values: null,
      schema: own,
      branches: shapes.filter((s) => s.schema.properties || s.schema.type === 'object'),
    };
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  let nullable = types.includes('null') || schema.nullable === true;
  let values: unknown[] | null = schema.enum ?? (schema.const !== undefined ? [schema.const] : null);
  if (values?.includes(null)) {
    nullable = true;
    values = values.filter((v) => v !== null);
  }
  const plain = types.filter((t) => t !== 'null');
  const type = plain.length
    ? plain.join(' | ')
    : schema.properties || schema.additionalProperties
      ? 'object'
      : values
        ? typeof values[0]
        : 'any';
  return { type, component, nullable, values, schema, branches: [] };
}

function mapValues(schema: Json): Json | null {
  const extra = schema.additionalProperties;
  return extra && typeof extra === 'object' && !schema.properties ? extra : null;
}

/** How a type reads in a table: `integer`, `object (Order)`, `array of object (OrderLine)`, `map of string`. */
export function label(s: Shape): string {
  const named = s.component ? ` (${s.component})` : '';
  if (s.type === 'array') return `array of ${s.schema.__items ? label(shapeOfItems(s)) : 'any'}`;
  if (s.type === 'object' && s.schema.__map) return `map of ${label(s.schema.__map)}`;
  return `${s.type}${named}`;
}

/** The items of an array shape (read by withParts). */
function shapeOfItems(s: Shape): Shape {
  return s.schema.__items as Shape;
}

/** A shape with its array items (`__items`) and map values (`__map`) read too, a few levels down. */
function withParts(document: Json, s: Shape, depth = 0): Shape {
  if (depth > 6) return s;
  if (s.type === 'array' && !s.schema.__items)
    s.schema = { ...s.schema, __items: withParts(document, shape(document, s.schema.items ?? {}), depth + 1) };
  const map = mapValues(s.schema);
  if (s.type === 'object' && map && !s.schema.__map)
    s.schema = { ...s.schema, __map: withParts(document, shape(document, map), depth + 1) };
  return s;
}

const number = (v: unknown) => (typeof v === 'number' && Math.abs(v) >= 1e6 ? v.toExponential().replace('e+', 'e') : String(v));

/** The bounds a field declares, each as a short phrase. */
export function constraints(schema: Json): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`minimum ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`greater than ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`maximum ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`less than ${number(schema.exclusiveMaximum)}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) out.push(`max items ${schema.maxItems}`);
  if (schema.uniqueItems) out.push('unique items');
  if (schema.minProperties !== undefined) out.push(`min properties ${schema.minProperties}`);
  if (schema.maxProperties !== undefined) out.push(`max properties ${schema.maxProperties}`);
  if (schema.format) out.push(`format ${schema.format}`);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.readOnly) out.push('read-only');
  if (schema.writeOnly) out.push('write-only');
  return out;
}

/** The object whose fields a field's own table lists: the field itself, its items, or its map's values. */
function childObject(s: Shape): Shape | null {
  if (s.schema.properties) return s;
  if (s.type === 'array') return s.schema.__items ? childObject(shapeOfItems(s)) : null;
  if (s.schema.__map) return childObject(s.schema.__map as Shape);
  return null;
}

export interface FieldRow {
  name: string;
  schema: Json | undefined;
  required: boolean;
  /** Where a parameter goes (`path`, `query`, `header`); none for body and response fields. */
  in?: string;
  description?: string;
  deprecated?: boolean;
}

interface Context {
  document: Json;
  /** Components on the way down: one met again is named, not expanded (recursive schemas). */
  stack: string[];
  /** What each row's anchor begins with (`op-ordersList`, `op-ordersSubmit.body`): every field has a link of its own. */
  anchor: string;
}

function cell(items: string[], tag = 'code'): string {
  return items.map((i) => `<${tag}>${esc(i)}</${tag}>`).join(' ');
}

function rowHtml(given: Context, field: FieldRow, path: string): string {
  // A parameter's anchor names where it goes (`op-ordersList.query.siteId`), and so do its nested fields'.
  const ctx = field.in ? { ...given, anchor: `${given.anchor}.${field.in}` } : given;
  const id = `${ctx.anchor}.${path}`;
  const s = withParts(ctx.document, shape(ctx.document, field.schema));
  const inner = s.type === 'array' ? shapeOfItems(s) : s.schema.__map ? (s.schema.__map as Shape) : null;
  const bounds = [...constraints(s.schema), ...(inner ? constraints(inner.schema).map((c) => `each: ${c}`) : [])];
  const values = s.values ?? inner?.values ?? null;
  const description = field.description ?? s.schema.description ?? inner?.schema.description;
  const link = `<a class="anchor" href="#${esc(id)}" aria-label="Link to ${esc(path)}" title="Link to this field">#</a>`;
  const name = `${link}<code class="field">${esc(field.name)}</code>${field.in ? ` <small class="in">${esc(field.in)}</small>` : ''}${
    field.required ? ' <span class="req">required</span>' : ' <span class="opt">optional</span>'
  }${field.deprecated || s.schema.deprecated ? ' <span class="deprecated">deprecated</span>' : ''}`;
  const type = `<code>${esc(label(s))}</code>${s.nullable || inner?.nullable ? ' <span class="nullable">nullable</span>' : ''}`;
  const limits = [
    bounds.length ? `<ul class="bounds">${bounds.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '',
    values ? `<p class="enum">one of ${cell(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))))}</p>` : '',
  ].join('');
  const row = `<tr id="${esc(id)}" data-field="${esc(path)}"><td>${name}</td><td>${type}</td><td>${limits}</td><td>${md(description)}</td></tr>`;
  const child = childObject(s);
  const nested = child ? nestedTable(ctx, child, path, `${field.name}${s.type === 'array' ? '[]' : ''}`) : '';
  const alternatives = s.branches
    .map((b, i) => nestedTable(ctx, b, `${path}|${i}`, `${field.name}, alternative ${i + 1}${b.component ? ` (${b.component})` : ''}`))
    .join('');
  return (
    row +
    [nested, alternatives]
      .filter(Boolean)
      .map((html) => `<tr class="nested"><td colspan="4">${html}</td></tr>`)
      .join('')
  );
}

function nestedTable(ctx: Context, object: Shape, path: string, title: string): string {
  if (object.component && ctx.stack.includes(object.component)) {
    return `<p class="recursive">${esc(title)}: the same ${esc(object.component)} fields as above.</p>`;
  }
  const stack = object.component ? [...ctx.stack, object.component] : ctx.stack;
  const rows = objectRows(object.schema);
  if (!rows.length) return '';
  return `<details><summary>Fields of <code>${esc(title)}</code>${object.component ? ` <small>${esc(object.component)}</small>` : ''} (${rows.length})</summary>${table(
    { ...ctx, stack },
    rows,
    path,
  )}</details>`;
}

function objectRows(schema: Json): FieldRow[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<Json>(schema.properties ?? {}).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

function table(ctx: Context, rows: FieldRow[], prefix: string): string {
  const body = rows.map((r) => rowHtml(ctx, r, prefix ? `${prefix}.${r.name}` : r.name)).join('');
  return `<table class="fields"><thead><tr><th>field</th><th>type</th><th>constraints</th><th>description</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The parameters of an operation (path, query, and required headers) as a field table. */
export function parameterFields(document: Json, parameters: Json[], anchor: string): string {
  const rows = parameters
    .filter((p) => p.in !== 'header' || p.required)
    .map((p) => ({
      name: p.name,
      schema: p.schema,
      required: !!p.required,
      in: p.in,
      description: p.description,
      deprecated: p.deprecated,
    }));
  return rows.length ? `<h4>Parameters</h4>${table({ document, stack: [], anchor }, rows, '')}` : '';
}

/** The fields of a schema (a request body, a response, an event) as a field table, with its component named. */
export function schemaFields(document: Json, schema: Json | undefined, anchor: string): string {
  if (!schema) return '';
  const s = withParts(document, shape(document, schema));
  const ctx: Context = { document, stack: s.component ? [s.component] : [], anchor };
  const object = childObject(s);
  const intro = `<p class="schema-type">${s.type === 'array' ? 'An array' : 'An object'}${s.component ? ` <code>${esc(s.component)}</code>` : ''}${
    s.type === 'array' ? ` of <code>${esc(label(shapeOfItems(s)))}</code>` : ''
  }${s.nullable ? ', or null' : ''}.</p>`;
  if (!object) return s.type === 'object' || s.type === 'array' ? intro : `<p class="schema-type"><code>${esc(label(s))}</code></p>`;
  const rows = objectRows(object.schema);
  return `${intro}${rows.length ? table(ctx, rows, '') : ''}`;
}
