// Every listing's page size, in one table: its default, its maximum, and
// whether a larger `limit` is capped to the maximum or refused (400
// `invalid_request` naming the maximum). The query schema of the listing's route reads its rule
// (`pageLimitQuery`, which publishes the parameter's words), its description
// says it in the same words (`pagedBy`), and its service applies it
// (`pageLimit`, src/http/cursor.ts), so the documents, the docs site, the
// CLI and the answers cannot disagree.
import type { PageRule } from '../cursor.ts';

export const PAGES = {
  /** GET /v1/products and a site's products. */
  products: { default: 100, max: 500, overflow: 'capped' },
  segments: { default: 100, max: 500, overflow: 'capped' },
  orders: { default: 50, max: 200, overflow: 'capped' },
  orderItems: { default: 50, max: 200, overflow: 'capped' },
  shipments: { default: 25, max: 50, overflow: 'capped' },
  /** A partner's submissions: a larger page is refused, not capped. */
  submissions: { default: 50, max: 100, overflow: 'rejected' },
  /** Users and a user's addresses. */
  users: { default: 50, max: 200, overflow: 'capped' },
  divisions: { default: 50, max: 200, overflow: 'capped' },
  /** Credit accounts and an account's adjustments. */
  credit: { default: 50, max: 200, overflow: 'capped' },
  webhookDeliveries: { default: 50, max: 200, overflow: 'capped' },
  audit: { default: 50, max: 200, overflow: 'capped' },
  adminOrders: { default: 50, max: 200, overflow: 'capped' },
  /** Its query states the bound as a digit pattern (src/submissions/admin/schemas.ts), so a larger page is refused. */
  adminSubmissions: { default: 50, max: 200, overflow: 'rejected' },
  /** GET /admin/partners: 100 by default, so a caller of the unpaged list sees every partner of a small platform. */
  partners: { default: 100, max: 200, overflow: 'capped' },
  team: { default: 50, max: 200, overflow: 'capped' },
  apiTokens: { default: 50, max: 200, overflow: 'capped' },
  /** Clients registered for interactive sign-in (RFC 7591). */
  signinClients: { default: 50, max: 200, overflow: 'capped' },
} as const satisfies Record<string, PageRule>;

/** A listing's paging in a route's description: "paged by `cursor` and `limit` (default 50, capped at 200)". */
export function pagedBy(rule: PageRule): string {
  const size =
    rule.overflow === 'capped' ? `default ${rule.default}, capped at ${rule.max}` : `default ${rule.default}; above ${rule.max} is refused`;
  return `paged by \`cursor\` and \`limit\` (${size})`;
}

/**
 * A pattern matching the whole numbers 1 to `rule.max` as digits (no sign,
 * no leading zero), for a query that states its page bound in the schema so
 * a larger page is refused before the handler: 200 gives
 * `^([1-9][0-9]?|1[0-9]{2}|200)$`.
 */
export function pageLimitPattern(rule: PageRule): string {
  const max = String(rule.max);
  const width = max.length;
  const digit = (from: number, to: number) => (from === to ? String(from) : `[${from}-${to}]`);
  const any = (count: number) => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);
  const options: string[] = [];
  // Every number shorter than the maximum: a first digit, then up to width - 2 more.
  if (width === 2) options.push('[1-9]');
  if (width > 2) options.push(width === 3 ? '[1-9][0-9]?' : `[1-9][0-9]{0,${width - 2}}`);
  // As wide as the maximum: its first i digits, a smaller next digit, then any digits.
  for (let i = 0; i < width; i += 1) {
    const least = i === 0 ? 1 : 0;
    const next = Number(max[i]) - 1;
    if (next >= least) options.push(`${max.slice(0, i)}${digit(least, next)}${any(width - i - 1)}`);
  }
  options.push(max);
  return `^(${options.join('|')})$`;
}
