// A published OpenAPI document with its named component schemas inlined
// (`$ref: '#/components/schemas/Order'` replaced by the schema), for tests
// that read a route's schemas where they are used.
type Node = Record<string, unknown>;

export function dereferenced<T>(document: T): T {
  const schemas = ((document as Node).components as Node | undefined)?.schemas as Record<string, unknown> | undefined;
  const inline = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, depth));
    if (!value || typeof value !== 'object') return value;
    const node = value as Node;
    const ref = typeof node.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(node.$ref) : null;
    if (ref && schemas?.[ref[1]!] && depth < 32) {
      const { $ref: _ref, ...beside } = node;
      return { ...(inline(schemas[ref[1]!], depth + 1) as Node), ...beside };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, inline(child, depth)]));
  };
  const out: Node = { ...(document as Node), paths: inline((document as Node).paths, 0) };
  if ((document as Node).webhooks) out.webhooks = inline((document as Node).webhooks, 0);
  return out as T;
}
