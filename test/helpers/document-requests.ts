// Requests built from the committed OpenAPI documents: every operation with
// its parameters and request body, filled from the document's own examples
// (recorded on the demo world, so on a context seeded with it they name real
// records), one field replaced by the value under test. Tests generated from
// the documents see a parameter or field the moment a route publishes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { dereferenced } from './openapi.ts';

type Node = Record<string, any>;

export type DocumentName = 'openapi.json' | 'openapi-sandbox.json' | 'openapi-admin.json';

export interface Operation {
  document: DocumentName;
  method: string;
  path: string;
  parameters: Node[];
  /** The JSON request body's schema and its first example, when the operation takes one. */
  body?: { schema: Node; example: unknown };
}

const root = join(import.meta.dirname, '..', '..');
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function operations(document: DocumentName): Operation[] {
  const doc = dereferenced(JSON.parse(readFileSync(join(root, 'docs', document), 'utf8'))) as Node;
  const found: Operation[] = [];
  for (const [path, item] of Object.entries<Node>(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const json = op.requestBody?.content?.['application/json'] as Node | undefined;
      const examples = json?.examples ? Object.values<Node>(json.examples).map((e) => e.value) : [];
      const example = json?.example ?? examples[0] ?? json?.schema?.examples?.[0];
      found.push({
        document,
        method: method.toUpperCase(),
        path,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        ...(json && { body: { schema: json.schema, example: example ?? {} } }),
      });
    }
  }
  return found;
}

/** A parameter's example as the document gives it (on the parameter or its schema); 1 for an integer without one. */
function exampleOf(parameter: Node): unknown {
  const schema = parameter.schema ?? {};
  return parameter.example ?? schema.example ?? schema.examples?.[0] ?? schema.default ?? (schema.type === 'integer' ? 1 : undefined);
}

export interface Replacement {
  in: 'path' | 'query' | 'body';
  /** The parameter's name, or the body field's path. */
  field: string[];
  value: unknown;
}

/** The body example with the field at `path` set to `value` (objects on the way created as needed). */
function withField(example: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(example ?? {}) as Node;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key];
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Fields a record must hold uniquely: a create sent again with its example would be a 409 before it stored anything. */
const UNIQUE_FIELDS: Record<string, (value: string, serial: number) => string> = {
  username: (value, serial) => `${value}-${serial}`,
  email: (value, serial) => value.replace('@', `+${serial}@`),
  partnerOrderId: (value, serial) => `${value}-${serial}`,
};

/** `body` with its unique fields made distinct by `serial` (in place). */
function distinct(body: unknown, serial: number): unknown {
  if (Array.isArray(body)) for (const item of body) distinct(item, serial);
  else if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body as Node)) {
      const unique = UNIQUE_FIELDS[key];
      if (unique && typeof value === 'string') (body as Node)[key] = unique(value, serial);
      else distinct(value, serial);
    }
  return body;
}

let serials = 0;

/**
 * The request for `op` with its examples, one value replaced: path
 * parameters and required query parameters from their examples, the body
 * from its example (its unique fields made distinct, so a create stores
 * every time). Null when a path parameter has no value to fill it.
 */
export function requestFor(op: Operation, replacement: Replacement): InjectOptions | null {
  let url = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    const replaced = replacement.in === parameter.in && replacement.field[0] === parameter.name;
    const value = replaced ? replacement.value : exampleOf(parameter);
    if (parameter.in === 'path') {
      if (value === undefined) return null;
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query' && (replaced || (parameter.required && value !== undefined))) {
      query.set(parameter.name, String(value));
    }
  }
  const search = query.toString();
  const example = op.body && distinct(structuredClone(op.body.example), ++serials);
  const body = op.body && (replacement.in === 'body' ? withField(example, replacement.field, replacement.value) : example);
  return {
    method: op.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    ...(body !== undefined && { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  };
}

/** Every `format: date-time` field of a schema, as paths (through properties, items and unions). */
export function dateTimeFields(schema: Node | undefined, path: string[] = [], seen = new Set<Node>()): string[][] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.format === 'date-time') return [path];
  const found: string[][] = [];
  for (const [key, child] of Object.entries<Node>(schema.properties ?? {})) found.push(...dateTimeFields(child, [...path, key], seen));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...dateTimeFields(branch, path, seen));
  // Items of an array are set as the array's only element.
  if (schema.items) found.push(...dateTimeFields(schema.items, [...path, '0'], seen));
  return found.filter((p, i) => found.findIndex((q) => q.join('/') === p.join('/')) === i);
}
