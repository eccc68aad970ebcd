// Origin validation of POST /v1/mcp (MCP Streamable HTTP, 2025-11-25:
// "servers MUST validate the Origin header"; a present, invalid one is 403).
// A browser page on another site can reach a server the victim's machine
// reaches (DNS rebinding, a page on an intranet); it cannot forge Origin, so
// a present Origin must be one of ours. Non-browser clients send none and
// pass. The check runs before authentication: a refused origin learns
// nothing about the credential and spends no rate-limit token.
import type { onRequestHookHandler } from 'fastify';
import { ConfigError } from '../errors/config-error.ts';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../http/responses/problem.ts';

/** JSON-RPC's "server error" range: the SDK answers its own origin refusal with it. */
const JSON_RPC_SERVER_ERROR = -32000;

/**
 * `scheme://host[:port]` as browsers send it (lower-case scheme and host,
 * no default port), or null when `value` is no http(s) origin: a path,
 * query, fragment or credentials make it a URL, not an origin.
 */
export function normalOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A wildcard parses as a host name; no browser sends one, and allowing one would allow a pattern.
  if (url.hostname.includes('*')) return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // `new URL('http://a.example/')` and `http://a.example` are the same origin; a trailing path is not.
  if (/^[a-z]+:\/\/[^/]*\/./i.test(value)) return null;
  return url.origin;
}

/**
 * MCP_ALLOWED_ORIGINS: comma-separated origins (`https://console.example.com`)
 * allowed besides the service's public origin. No wildcard: allowing every
 * origin is the hole this closes.
 */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const origin = normalOrigin(entry);
    if (origin === null)
      throw new ConfigError(`MCP_ALLOWED_ORIGINS must list origins (scheme://host[:port], http or https, no path), got "${entry}"`);
    return origin;
  });
}

/** The names of this machine's loopback interface, as a URL spells them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a request to the endpoint may come from: the public one, then
 * the configured ones. A public URL on the loopback interface (the local
 * shape) allows each of its spellings at the same scheme and port: they name
 * the same listener, and a page elsewhere (a rebinding one included) never
 * carries a loopback origin.
 */
export function allowedOrigins(publicBaseUrl: string, configured: readonly string[]): ReadonlySet<string> {
  const url = new URL(publicBaseUrl);
  const spellings = LOOPBACK_HOSTS.includes(url.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
    : [url.origin];
  return new Set([...spellings, ...configured]);
}

/** Whether an Origin header, as sent, names one of `allowed` (in any spelling of it). */
export function originAllowed(allowed: ReadonlySet<string>): (header: string) => boolean {
  return (header) => {
    const origin = normalOrigin(header);
    return origin !== null && allowed.has(origin);
  };
}

/**
 * Refuses a request whose Origin header is present and not allowed: 403
 * `origin_not_allowed`, a problem document carrying the JSON-RPC error
 * members beside it (no `id`: the body was never read), as the transport's
 * other refusals do. `null` (an opaque origin: a sandboxed frame, a file)
 * and anything that is not an origin are refused too.
 */
export function refuseForeignOrigin(allowed: ReadonlySet<string>): onRequestHookHandler {
  const isAllowed = originAllowed(allowed);
  return (request, reply, done) => {
    const header = request.headers.origin;
    if (header === undefined || header === '' || isAllowed(header)) return done();
    const detail = 'The Origin of this request is not allowed to call the MCP endpoint; clients outside a browser send no Origin.';
    reply
      .header('x-request-id', request.id)
      .code(403)
      .type(PROBLEM_CONTENT_TYPE)
      .serializer(JSON.stringify)
      .send({
        ...problemBody(403, 'origin_not_allowed', detail, request.id),
        jsonrpc: '2.0',
        id: null,
        error: { code: JSON_RPC_SERVER_ERROR, message: detail },
      });
  };
}
