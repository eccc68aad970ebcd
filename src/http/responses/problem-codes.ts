// The problem codes each route can answer, per status. A route declares the
// codes its own service throws next to its schemas (`problems(...)` in
// schema-helpers.ts); the host completes them with what its mechanisms
// answer on every route: the validation hook's codes (read from the request
// schemas: `x-error-code` nodes, the body code, unknown parameters, nulls),
// authentication, the gateway's limits, the scope check, and 500/503. The
// completed lists are published in the OpenAPI documents (the `code` enum and
// `x-codes` of each Problem response, openapi.ts) and checked, in tests, on
// every error response the service sends (response-check.ts).
import type { RouteOptions } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../errors/catalogue.ts';

/** The key of a route's problem response that lists its codes. */
export const X_CODES = 'x-codes';

export interface ProblemEntry {
  $ref: 'Problem#';
  description: string;
  [X_CODES]: ErrorCode[];
}

type Schema = Record<string, unknown>;

export function isProblemEntry(entry: unknown): entry is ProblemEntry {
  return !!entry && typeof entry === 'object' && Array.isArray((entry as Schema)[X_CODES]);
}

function describeCodes(codes: readonly string[]): string {
  return `Problem document (application/problem+json); \`code\` is ${codes.length === 1 ? '' : 'one of '}${codes.map((c) => `\`${c}\``).join(', ')}.`;
}

function entryFor(codes: readonly ErrorCode[]): ProblemEntry {
  const sorted = [...new Set(codes)].sort();
  return { $ref: 'Problem#', description: describeCodes(sorted), [X_CODES]: sorted };
}

/** Response map entries for the given codes, each under its catalogue status. */
export function problemEntries(codes: readonly ErrorCode[]): Record<number, ProblemEntry> {
  const byStatus: Record<number, ErrorCode[]> = {};
  for (const code of codes) (byStatus[ERROR_STATUS[code]] ??= []).push(code);
  return Object.fromEntries(Object.entries(byStatus).map(([status, list]) => [status, entryFor(list)]));
}

/** Adds codes to a route's response map (new objects: a declaration may be shared between apps). */
export function addProblemCodes(route: Pick<RouteOptions, 'schema'>, codes: readonly ErrorCode[]): void {
  const schema = (route.schema ?? {}) as Schema;
  const responses = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const [status, added] of Object.entries(problemEntries(codes))) {
    const current = responses[status];
    if (current !== undefined && !isProblemEntry(current)) continue; // a route's own error shape (RFC 6749, RFC 7591)
    responses[status] = entryFor([...(current ? current[X_CODES] : []), ...added[X_CODES]]);
  }
  route.schema = { ...schema, response: responses } as RouteOptions['schema'];
}

/** Every `x-error-code` under a schema node. */
function collectCodes(node: unknown, into: Set<ErrorCode>, seen = new Set<object>()): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) collectCodes(item, into, seen);
    return;
  }
  const code = (node as Schema)['x-error-code'];
  if (typeof code === 'string') into.add(code as ErrorCode);
  for (const [key, value] of Object.entries(node)) if (key !== 'examples' && key !== 'example') collectCodes(value, into, seen);
}

/**
 * What the listener and the validation hook can answer on a route: 400 for
 * a malformed request (`invalid_request`), an unknown query parameter, the
 * codes its request schemas name and, with a body, the body code and
 * `null_not_supported`; 500 and 503 anywhere.
 */
export function requestProblemCodes(route: Pick<RouteOptions, 'schema' | 'config'>): ErrorCode[] {
  const schema = (route.schema ?? {}) as Schema;
  const codes = new Set<ErrorCode>(['invalid_request', 'unknown_query_parameter', 'internal_error', 'service_unavailable']);
  for (const part of ['params', 'querystring', 'body']) collectCodes(schema[part], codes);
  if (schema.body) {
    codes.add('null_not_supported');
    codes.add(((route.config ?? {}) as { bodyErrorCode?: ErrorCode }).bodyErrorCode ?? 'invalid_request');
  }
  return [...codes];
}

/** A route the documents and the check cover: it publishes responses and is not hidden. */
export function declaresResponses(route: Pick<RouteOptions, 'schema'>): boolean {
  const schema = route.schema as Schema | undefined;
  return !!schema && !schema.hide;
}

/** The codes a route declares for a status, or null when it publishes no Problem under it. */
export function declaredCodes(responses: Record<string, unknown> | undefined, status: number): readonly string[] | null {
  const entry = responses?.[status];
  return isProblemEntry(entry) ? entry[X_CODES] : null;
}

/**
 * The published Problem schema for a response with codes: the Problem
 * document with `code` narrowed to them (generated clients get the union).
 */
export function publishedProblemSchema(codes: readonly string[]): Schema {
  return {
    allOf: [
      { $ref: 'Problem#' },
      {
        type: 'object',
        properties: {
          code: { type: 'string', enum: [...codes], description: 'The codes this answer can carry on this operation; branch on `code`.' },
        },
      },
    ],
  };
}
