// Named component schemas. A resource schema is marked with its name where it
// is declared (`named('Order', …)` in schema-helpers.ts: an `x-component`
// keyword, which validation ignores); the generated document is then walked
// once and every marked node moves to `components.schemas.<name>`, leaving a
// `$ref` behind. Runtime validation and serialisation see the same schema
// objects as before: only the published document changes.
type Node = Record<string, unknown>;

export const X_COMPONENT = 'x-component';

/** Keys that belong to the place a schema is used, not to the schema itself. */
const PER_USE = ['description', 'examples', 'example', 'deprecated'] as const;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Node)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function withoutPerUse(node: Node): Node {
  const out = { ...node };
  for (const key of PER_USE) delete out[key];
  return out;
}

/**
 * Replaces every marked node below `value` (children first) with a `$ref` to
 * its component; the first use of a name defines it (with its description
 * and examples), later uses must be the same schema or generation fails (a
 * use's own description or examples stay beside its `$ref`).
 */
function hoist(value: unknown, components: Record<string, Node>): unknown {
  if (Array.isArray(value)) return value.map((item) => hoist(item, components));
  if (!value || typeof value !== 'object') return value;
  const node: Node = {};
  for (const [key, child] of Object.entries(value)) {
    node[key] = key === 'examples' || key === 'example' ? child : hoist(child, components);
  }
  const name = node[X_COMPONENT];
  if (typeof name !== 'string') return node;
  delete node[X_COMPONENT];
  const body = withoutPerUse(node);
  const existing = components[name];
  if (!existing) components[name] = node;
  else if (stableJson(withoutPerUse(existing)) !== stableJson(body)) {
    throw new Error(`OpenAPI: two different schemas are named ${name}; give one another name`);
  }
  const ref: Node = { $ref: `#/components/schemas/${name}` };
  const defining = components[name]!;
  for (const key of PER_USE) {
    if (node[key] !== undefined && stableJson(node[key]) !== stableJson(defining[key])) ref[key] = node[key];
  }
  return ref;
}

/** Moves every named schema of a generated document into `components.schemas`. */
export function hoistNamedSchemas<T extends Node>(document: T): T {
  const components: Record<string, Node> = {};
  const out = hoist(document, components) as Node;
  const existing = ((out.components as Node | undefined)?.schemas ?? {}) as Record<string, Node>;
  for (const name of Object.keys(components)) {
    if (existing[name]) throw new Error(`OpenAPI: the component schema ${name} is defined twice`);
  }
  out.components = { ...((out.components as Node | undefined) ?? {}), schemas: { ...existing, ...components } };
  return out as T;
}
