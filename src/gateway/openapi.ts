// The gateway in the partner OpenAPI document: every authenticated route's
// responses declare the RateLimit fields and Cache-Control, its 429 the Retry-After, and every
// route's 403 says that the edge firewall's refusal has no body. Applied as a
// wrapper of the document's per-route transform, so routes declare nothing.
import type { FastifyDynamicSwaggerOptions, SwaggerOptions } from '@fastify/swagger';

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    type: 'string',
    description:
      'The partner\'s policies (draft-ietf-httpapi-ratelimit-headers): "bucket" (token bucket: q = burst, w = seconds to refill it from empty) and "daily" (quota of the UTC day). Example: `"bucket";q=5;w=3, "daily";q=10000;w=86400`',
  },
  RateLimit: {
    type: 'string',
    description:
      'What is left of each policy (r) and the seconds until it is full again (t). Example: `"bucket";r=4;t=1, "daily";r=9999;t=43200`',
  },
  'Cache-Control': {
    type: 'string',
    const: 'no-store',
    description: "`no-store`: an answer to an authenticated request is the caller's own, for no cache to keep",
  },
};

const RETRY_AFTER = { type: 'integer', minimum: 1, description: 'Whole seconds until a request will be served' };
const FIREWALL =
  "the edge firewall's refusal (source address over 2,000 requests in its 5-minute window, or a managed rule): a bare 403 with no body";

/** The edge firewall's refusal, published on every operation of the partner host (so every route may answer it). */
export const FIREWALL_STATUS = 403;

type ResponseMap = Record<string, Record<string, unknown>>;

/** The codes a published problem answer names (publishedProblemSchema's `code` enum). */
function problemCodesOf(response: Record<string, unknown>): string[] | undefined {
  const parts = (response.allOf ?? []) as Array<{ properties?: { code?: { enum?: string[] } } }>;
  return parts.find((part) => part.properties?.code?.enum)?.properties?.code?.enum;
}

function withGatewayResponses(responses: ResponseMap, authenticated: boolean): ResponseMap {
  const out: ResponseMap = {};
  for (const [status, response] of Object.entries(responses)) {
    let headers = { ...((response.headers as object | undefined) ?? {}) };
    if (authenticated) headers = { ...headers, ...RATE_LIMIT_HEADERS };
    if (status === '429') headers = { ...headers, 'Retry-After': RETRY_AFTER };
    const codes = problemCodesOf(response) ?? ['insufficient_scope'];
    const described = status === '403' ? { description: `${codes.join(' or ')} problem document; or ${FIREWALL}` } : {};
    out[status] = Object.keys(headers).length > 0 ? { ...response, ...described, headers } : { ...response, ...described };
  }
  out[String(FIREWALL_STATUS)] ??= { type: 'null', description: `Forbidden: ${FIREWALL}` };
  return out;
}

export function documentGateway(options: SwaggerOptions): FastifyDynamicSwaggerOptions {
  const dynamic = options as FastifyDynamicSwaggerOptions;
  const inner = dynamic.transform;
  return {
    ...dynamic,
    transform: (input) => {
      const { schema, url } = inner ? inner(input) : { schema: input.schema, url: input.url };
      const responses = (schema as { response?: ResponseMap } | undefined)?.response;
      if (!responses) return { schema, url };
      const authenticated = !input.route.config?.public;
      return { schema: { ...schema, response: withGatewayResponses(responses, authenticated) } as typeof schema, url };
    },
  };
}
