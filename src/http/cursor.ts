// Opaque keyset cursors. A cursor carries the route that issued it, a digest
// of the filters it was issued under and the last key of its page, and is
// authenticated with an HMAC under the environment's secret. A tampered
// cursor, one from another route, or one replayed under other filters is
// `invalid_cursor`. The page cost never depends on depth: the key is a
// position, not an offset.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { httpErrors } from './errors.ts';

export type CursorKey = Array<string | number>;

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
}

function canonicalFilters(filters: Record<string, unknown>): Array<[string, unknown]> {
  return Object.keys(filters)
    .filter((k) => filters[k] !== undefined)
    .sort()
    .map((k) => [k, filters[k]]);
}

export class CursorCodec {
  readonly #secret: Buffer;

  constructor(secret: Buffer) {
    this.#secret = secret;
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#secret).update(payload).digest();
  }

  encode(route: string, filters: Record<string, unknown>, key: CursorKey): string {
    const payload = Buffer.from(JSON.stringify({ r: route, f: digest(canonicalFilters(filters)), k: key })).toString('base64url');
    return `${payload}.${this.#sign(payload).toString('base64url')}`;
  }

  /** `toPage` with this codec's cursors: `rows` fetched after a key (one more than `limit`), paged under `route` and `filters`. */
  page<T>(rows: T[], limit: number, route: string, filters: Record<string, unknown>, keyOf: (row: T) => CursorKey): Page<T> {
    return toPage(rows, limit, keyOf, (key) => this.encode(route, filters, key));
  }

  /** The numeric key a page continues after: none without a cursor; a cursor whose key is not a number is `invalid_cursor`. */
  afterNumber(route: string, filters: Record<string, unknown>, cursor: string | undefined): number | undefined {
    if (cursor === undefined) return undefined;
    const key = this.decode(route, filters, cursor)[0];
    if (typeof key !== 'number') throw httpErrors.invalidCursor();
    return key;
  }

  decode(route: string, filters: Record<string, unknown>, cursor: string): CursorKey {
    const invalid = httpErrors.invalidCursor;
    const [payload, mac, extra] = cursor.split('.');
    if (!payload || !mac || extra !== undefined) throw invalid();
    const given = Buffer.from(mac, 'base64url');
    const expected = this.#sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let parsed: { r?: unknown; f?: unknown; k?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    if (parsed.r !== route || parsed.f !== digest(canonicalFilters(filters)) || !Array.isArray(parsed.k)) throw invalid();
    return parsed.k as CursorKey;
  }
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Turns `limit + 1` rows fetched after a key into a page and its cursor.
 * Repositories fetch one row more than asked, so the last page is known
 * without a count and `nextCursor` is null exactly there.
 */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey, encode: (key: CursorKey) => string): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encode(keyOf(items[items.length - 1]!)) };
}

/** A page as the API answers it: its items, rendered, under the listing's name (`users`, `orders`…), and `nextCursor`. */
export function renderPage<K extends string, T, R>(
  name: K,
  page: Page<T>,
  render: (item: T) => R,
): { [P in K]: R[] } & { nextCursor: string | null } {
  return { [name]: page.items.map((item) => render(item)), nextCursor: page.nextCursor } as { [P in K]: R[] } & {
    nextCursor: string | null;
  };
}

/** A listing's page size: declared once, read by its query schema (`pageLimitQuery`) and its service (`pageLimit`). */
export interface PageRule {
  readonly default: number;
  readonly max: number;
  readonly overflow: 'capped' | 'rejected';
}

/** Applies a route's page-size rule: default, and cap or refusal above its maximum. */
export function pageLimit(requested: number | undefined, rule: PageRule): number {
  if (requested === undefined) return rule.default;
  if (requested > rule.max) {
    if (rule.overflow === 'rejected') throw httpErrors.limitAboveMax(rule.max);
    return rule.max;
  }
  return requested;
}
