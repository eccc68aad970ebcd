// One way to answer a page: the template rendered inside the layout, with the
// staff member, the CSRF token, the navigation and strict security headers.
import { basename, dirname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { identityOf, queryString, type ApiResult } from '../api.ts';
import { isOperation } from '../../access/permissions.ts';
import { NO_ERRORS, type FormErrors } from '../forms.ts';
import { refusalFor } from '../refusal.ts';

/** src/console, also when running compiled from dist/ (templates and assets are not compiled). */
export const CONSOLE_DIR = (() => {
  const here = dirname(import.meta.dirname);
  // Compiled: <root>/dist/console → <root>/src/console.
  return basename(dirname(here)) === 'dist' ? join(dirname(dirname(here)), 'src', basename(here)) : here;
})();

export const CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const NAV = [
  { href: '/console/partners', label: 'Partners' },
  { href: '/console/orders', label: 'Orders' },
  { href: '/console/submissions', label: 'Submissions' },
  { href: '/console/webhooks', label: 'Webhooks' },
  { href: '/console/usage', label: 'Usage' },
  { href: '/console/audit', label: 'Audit log' },
  { href: '/console/team', label: 'Team' },
  { href: '/console/jobs', label: 'Jobs' },
] as const;

export interface PageData {
  title: string;
  errors?: FormErrors;
  form?: Record<string, unknown>;
  [name: string]: unknown;
}

export function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store');
}

/** Renders `template` (relative to src/console, without .eta) inside the layout. */
export async function page(request: FastifyRequest, reply: FastifyReply, template: string, data: PageData, status = 200) {
  const { staff, csrfToken } = identityOf(request);
  const path = request.url.split('?')[0] ?? '';
  const html = await reply.viewAsync(template, {
    ...data,
    errors: data.errors ?? NO_ERRORS,
    form: data.form ?? {},
    staff,
    csrf: csrfToken,
    // Why the member's role may not take a form's action (the staff matrix), or null: the form is then disabled with it.
    mayNot: (operation: string) => {
      if (!isOperation(operation)) throw new Error(`A console template names no operation of the staff matrix: ${operation}`);
      return refusalFor(staff?.role, operation);
    },
    nav: NAV.map((n) => ({ ...n, current: path === n.href || path.startsWith(`${n.href}/`) })),
  });
  return securityHeaders(reply).code(status).type('text/html; charset=utf-8').send(html);
}

/** The admin API refused or failed a read the page needs: an error page with its problem. */
export function apiFailure(request: FastifyRequest, reply: FastifyReply, result: ApiResult<unknown>, what: string) {
  const body = result.body as { detail?: string; code?: string } | null;
  return page(
    request,
    reply,
    'layout/failure',
    { title: result.status === 404 ? `${what} not found` : `Could not load ${what}`, detail: body?.detail ?? '', code: body?.code ?? '' },
    result.status >= 400 && result.status < 600 ? result.status : 502,
  );
}

/** Options every console route takes: hidden from the admin document, past the bearer check (the session guards it). */
export const CONSOLE_ROUTE = { schema: { hide: true }, config: { public: true, console: true } } as const;

/**
 * CONSOLE_ROUTE for a page with path parameters or a query: their schemas
 * (`textParams`, `textQuery`, api.ts) type `request.params` and `request.query`
 * through the type provider. Nothing validates them (`config.console`).
 */
export function consoleRoute<S extends { params?: TObject; querystring?: TObject }>(schemas: S) {
  return { schema: { ...CONSOLE_ROUTE.schema, ...schemas }, config: CONSOLE_ROUTE.config };
}

/** What a keyset-paged list page shows of the admin API's answer (`listPage`). */
export interface ListAnswer<K extends string, B extends Record<K, unknown[]> & { nextCursor: string | null }> {
  /** The page's URL path, which the pager's links keep with the filters. */
  path: string;
  /** The filters as the form shows them; the links carry them on. */
  filters: Record<string, string>;
  /** The cursor the page was asked for (none: the first page). */
  cursor: string | undefined;
  res: ApiResult<B>;
  /** The rows' name, in the API's answer and in the template. */
  rows: K;
  /** The errors to show when the API refused the filters. */
  errors: (res: ApiResult<B>) => FormErrors;
}

/**
 * A list page of the admin API's cursor pages, filtered and paged as the
 * API pages it (its own page size and cursors): the rows (none when the API
 * refused, with its errors and status), and the pager's links to the next
 * page and back to the first, each keeping the filters.
 */
export function listPage<K extends string, B extends Record<K, unknown[]> & { nextCursor: string | null }>(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  { path, filters, cursor, res, rows, errors }: ListAnswer<K, B>,
  data: PageData,
) {
  const ok = res.status === 200;
  return page(
    request,
    reply,
    template,
    {
      ...data,
      filters,
      [rows]: ok ? res.body[rows] : [],
      errors: ok ? NO_ERRORS : errors(res),
      next: ok && res.body.nextCursor ? `${path}${queryString({ ...filters, cursor: res.body.nextCursor })}` : null,
      first: cursor ? `${path}${queryString(filters)}` : null,
    },
    ok ? 200 : res.status,
  );
}
