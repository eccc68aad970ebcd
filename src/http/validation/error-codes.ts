// Which problem code a schema gives a field: the `x-error-code` of its node,
// or of the node at a path inside it.
import type { ErrorCode } from '../../errors/catalogue.ts';

export type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

/** The `x-error-code` a schema node carries. */
export function codeOf(schema: unknown): ErrorCode | undefined {
  return (schema as Schema | undefined)?.['x-error-code'] as ErrorCode | undefined;
}

/** The `x-error-code` of the schema node at `path` (through properties, items and combinators). */
export function codeAt(schema: Schema | undefined, path: string[]): ErrorCode | undefined {
  let node: Schema | undefined = schema;
  for (const segment of path) {
    if (!node) return undefined;
    const branches = [node, ...((node.anyOf ?? node.allOf ?? []) as Schema[])];
    node = branches.map((b) => b.properties?.[segment] ?? (b.items as Schema | undefined)).find(Boolean);
  }
  if (!node) return undefined;
  return codeOf(node) ?? ((node.allOf ?? node.anyOf ?? []) as Schema[]).map(codeOf).find(Boolean);
}
