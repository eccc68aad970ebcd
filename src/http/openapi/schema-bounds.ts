// Route schemas are completed once, when the route is registered, so every
// route (including those added later) inherits the same guarantees without
// repeating them: an integer field without bounds is bounded to a PostgreSQL
// `integer` column (int32), so no value the database would refuse reaches it.
// The completed schema is the one validated and published in OpenAPI.

type Node = Record<string, unknown>;

export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

function isIntegerNode(node: Node): boolean {
  return node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));
}

/** Walks a JSON schema in place (idempotent), bounding every integer node to int32. */
export function boundIntegers(schema: unknown, seen = new Set<object>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema)) {
    for (const item of schema) boundIntegers(item, seen);
    return;
  }
  const node = schema as Node;
  if (isIntegerNode(node)) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = INT32_MAX;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = INT32_MIN;
  }
  for (const key of ['properties', 'patternProperties', 'items', 'additionalProperties', 'anyOf', 'allOf', 'oneOf', 'not', 'prefixItems']) {
    const child = node[key];
    if (!child || typeof child !== 'object') continue;
    if (key === 'properties' || key === 'patternProperties') for (const value of Object.values(child)) boundIntegers(value, seen);
    else boundIntegers(child, seen);
  }
}

/** The request parts of a route schema that the validation hook checks. */
export function completeRouteSchema(schema: Record<string, unknown> | undefined): void {
  if (!schema) return;
  for (const part of ['params', 'querystring', 'body']) boundIntegers(schema[part]);
}
