// Which methods each registered URL pattern answers, so a known path called
// with another method answers 405 with an `Allow` header instead of a 404.
// Patterns are Fastify's (`/v1/products/:productId`); matching a concrete
// path against them needs no more than segment-by-segment comparison.

function segmentPattern(segment: string): string {
  if (segment === '*') return '.*';
  if (segment.startsWith(':')) return '[^/]+';
  return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class RouteMethods {
  readonly #routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(url: string, methods: string | string[]): void {
    let entry = this.#routes.get(url);
    if (!entry) {
      entry = { pattern: new RegExp(`^${url.split('/').map(segmentPattern).join('/')}$`), methods: new Set() };
      this.#routes.set(url, entry);
    }
    for (const method of ([] as string[]).concat(methods)) entry.methods.add(method.toUpperCase());
  }

  /** Whether any route of the app answers `method` (GET, HEAD, POST, PUT, PATCH, DELETE here). */
  implemented(method: string): boolean {
    for (const { methods } of this.#routes.values()) if (methods.has(method)) return true;
    return false;
  }

  /** The methods some route answers on `path` (sorted; empty when the path is unknown). */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: own } of this.#routes.values()) {
      if (pattern.test(path)) for (const m of own) methods.add(m);
    }
    return [...methods].sort();
  }
}
