// What client generators (openapi-typescript and its peers) trip on, mended
// in the published document only: validation keeps the route schemas as they
// are. Applied by the document build (openapi.ts) before the named schemas
// are hoisted, to every schema of the document but examples (data, not
// schemas):
// - a list answer (`{orders: [Order], nextCursor}`, `{sites: [Site]}`) is a
//   named component, `OrderPage` for a page, `SiteList` for a whole list, so
//   a generated client has a page type;
// - `allOf` whose members are a type and `not: null` (TypeBox's non-null
//   integer) is the plain type: generators read `unknown & number` otherwise;
// - `anyOf` of single-value enums of one type is one `enum`;
// - a request body's read-only markers (properties that accept nothing and are
//   refused by name, e.g. ImagePatch's `imagePath`) leave the published body,
//   so a generated type refuses what the service refuses; the service still
//   answers them with the route's code, and the body's description says so.
import { X_COMPONENT } from './components.ts';

type Node = Record<string, any>;

const DATA_KEYS = new Set(['examples', 'example', 'x-examples', 'default', 'const', 'enum']);
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

const isExtension = (key: string) => key.startsWith('x-');
const onlyKeys = (node: Node, keys: string[]) => Object.keys(node).every((k) => keys.includes(k) || isExtension(k));

/** `{not: {type: 'null'}}` (with extensions): says nothing a typed sibling does not. */
const isNotNull = (node: Node) => onlyKeys(node, ['not']) && node.not?.type === 'null' && onlyKeys(node.not, ['type']);

/** A member that admits one value: `{type, enum: [v]}` or `{type, const: v}`. */
function singleValue(node: Node): { type: unknown; value: unknown } | null {
  if (!node || typeof node !== 'object' || !onlyKeys(node, ['type', 'enum', 'const', 'description'])) return null;
  if (Array.isArray(node.enum) && node.enum.length === 1) return { type: node.type, value: node.enum[0] };
  if ('const' in node && !('enum' in node)) return { type: node.type, value: node.const };
  return null;
}

function mendAllOf(node: Node): void {
  const members = node.allOf;
  if (!Array.isArray(members) || members.some((m: Node) => !m || typeof m !== 'object' || '$ref' in m)) return;
  const kept = members.filter((m: Node) => !isNotNull(m));
  if (kept.length !== 1 || (kept.length < members.length && !kept[0].type)) return;
  const [only] = kept;
  if (Object.keys(only).some((k) => !isExtension(k) && k in node && k !== 'allOf')) return;
  delete node.allOf;
  for (const [k, v] of Object.entries(only)) if (!(k in node)) node[k] = v;
}

function mendAnyOf(node: Node): void {
  const members = node.anyOf;
  if (!Array.isArray(members) || members.length < 2) return;
  const values = members.map(singleValue);
  if (values.some((v) => v === null) || new Set(values.map((v) => JSON.stringify(v!.type))).size !== 1) return;
  delete node.anyOf;
  if (values[0]!.type !== undefined) node.type = values[0]!.type;
  node.enum = values.map((v) => v!.value);
}

/** Every schema below `value`, children first (so nested `anyOf`s collapse inside out); data is left alone. */
function mendSchemas(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(mendSchemas);
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  for (const [key, child] of Object.entries(node)) if (!DATA_KEYS.has(key)) mendSchemas(child);
  mendAllOf(node);
  mendAnyOf(node);
}

/** A property that accepts nothing but is declared so the service can refuse it by name. */
const isReadOnlyMarker = (node: Node) => node?.readOnly === true && onlyKeys(node, ['readOnly', 'description']);

function dropReadOnlyMarkers(body: Node | undefined): void {
  const properties = body?.properties as Node | undefined;
  if (!properties) return;
  const refused = Object.keys(properties).filter((name) => isReadOnlyMarker(properties[name]));
  if (refused.length === 0) return;
  for (const name of refused) delete properties[name];
  if (Array.isArray(body!.required)) body!.required = body!.required.filter((n: string) => !refused.includes(n));
  const list = refused.map((n) => `\`${n}\``).join(', ');
  const note = `Read-only, refused by name with this operation's 400 code: ${list}.`;
  body!.description = body!.description ? `${body!.description} ${note}` : note;
}

/** The named schema a list's items carry (before hoisting: their `x-component`), or null. */
const itemName = (array: Node): string | null => (typeof array?.items?.[X_COMPONENT] === 'string' ? array.items[X_COMPONENT] : null);

/** Names a list answer `<Item>Page` (paged: `nextCursor` beside the array) or `<Item>List`, when its items are named. */
function nameListAnswer(schema: Node | undefined, fallbackItems: Record<string, string>): void {
  if (!schema || schema.type !== 'object' || schema[X_COMPONENT] || !schema.properties) return;
  const keys = Object.keys(schema.properties);
  const arrays = keys.filter((k) => schema.properties[k]?.type === 'array');
  const rest = keys.filter((k) => !arrays.includes(k));
  if (arrays.length !== 1 || rest.some((k) => k !== 'nextCursor')) return;
  const item = itemName(schema.properties[arrays[0]!]) ?? fallbackItems[arrays[0]!];
  if (item) schema[X_COMPONENT] = `${item}${rest.includes('nextCursor') ? 'Page' : 'List'}`;
}

export interface GeneratorFriendlyOptions {
  /** Item names for lists whose items are not named components (`{tokens: [...]}` → `ApiTokenPage`), by array key. */
  listItems?: Record<string, string>;
}

/** A schema's `allOf`/`anyOf` mended as the document's are (a copy: the route schemas that validate stay as they are). */
export function mendedSchema<T>(schema: T): T {
  const copy = JSON.parse(JSON.stringify(schema)) as T;
  mendSchemas(copy);
  return copy;
}

/**
 * The generated document mended (see the top of this file): a copy, since the
 * generator's nodes may be the very schema objects the routes validate with.
 */
export function generatorFriendly<T extends Node>(generated: T, options: GeneratorFriendlyOptions = {}): T {
  const document = JSON.parse(JSON.stringify(generated)) as T;
  for (const operations of Object.values<Node>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = operations[method] as Node | undefined;
      if (!operation) continue;
      const success = operation.responses?.['200']?.content?.['application/json']?.schema as Node | undefined;
      if (method === 'get') nameListAnswer(success, options.listItems ?? {});
      for (const content of Object.values<Node>(operation.requestBody?.content ?? {})) dropReadOnlyMarkers(content.schema);
    }
  }
  mendSchemas(document.paths);
  mendSchemas(document.components);
  mendSchemas(document.webhooks);
  return document;
}
