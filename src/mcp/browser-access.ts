// CORS of the MCP endpoint, for a browser-based MCP client on an allowed
// origin (origin.ts: the public origin and MCP_ALLOWED_ORIGINS): the same
// set the Origin check serves, so the two cannot drift. The request carries a
// bearer token, so the grant names the origin, never `*`; it carries no
// cookie, so no Access-Control-Allow-Credentials.
import type { IncomingMessage } from 'node:http';
import { answerHeaders, type CorsPolicy } from '../http/cors/policy.ts';

/** The methods the endpoint serves: GET and DELETE are 405 (no stream, no session), so a preflight grants neither. */
const METHODS = ['POST'];

/** What a client sends: its credential, the body's type and Accept, and the transport's headers (2025-11-25 and 2026-07-28). */
const REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'mcp-protocol-version',
  'mcp-method',
  'mcp-name',
  'mcp-session-id',
  'last-event-id',
];

/**
 * What a client reads: the 401's challenge (its resource_metadata starts the
 * sign-in), the transport's headers, the partner's limits and the wait of a
 * 429 or 503, and the request id to quote.
 */
const EXPOSED_HEADERS = [
  'www-authenticate',
  'mcp-session-id',
  'mcp-protocol-version',
  'ratelimit',
  'ratelimit-policy',
  'retry-after',
  'x-request-id',
];

/** The endpoint's policy for the origins `isAllowed` names. */
export function mcpCorsPolicy(isAllowed: (origin: string) => boolean): CorsPolicy {
  return { origins: isAllowed, methods: METHODS, requestHeaders: REQUEST_HEADERS, exposedHeaders: EXPOSED_HEADERS };
}

const NONE: readonly string[] = [];

/**
 * The endpoint's grant on a refusal the listener sends before Fastify routes the request (admission's 503,
 * src/http/pressure/admission.ts), as a flat name, value list: a page reads its Retry-After like a 429's.
 */
export function mcpRefusalHeaders(policy: CorsPolicy): (request: IncomingMessage) => readonly string[] {
  return (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || request.url?.split('?')[0] !== '/v1/mcp') return NONE;
    return answerHeaders(policy, origin).flat();
  };
}
