// Cross-origin access for browser pages (the Fetch standard's CORS protocol):
// which origin a route grants, what its preflight allows, which response
// headers a page's script may read. The headers only, as name/value pairs:
// the routes' hooks (browser-access.ts) and the listener's own refusal
// (pressure/admission.ts, before Fastify) send the same ones.

export interface CorsPolicy {
  /**
   * `any`: every origin, answered `*` (public documents, read without a
   * credential); otherwise whether an Origin header, as sent, is granted,
   * which is then echoed: a request carrying a credential never gets `*`.
   */
  origins: 'any' | ((origin: string) => boolean);
  /** The methods a preflight grants. */
  methods: readonly string[];
  /** The request headers a preflight grants (lower-case). */
  requestHeaders: readonly string[];
  /** The response headers a page's script may read beyond the ones every page may (lower-case). */
  exposedHeaders: readonly string[];
}

/**
 * How long a browser keeps a preflight's grant: Chromium's ceiling (Firefox
 * keeps one a day). Each preflight passes the edge firewall and counts
 * against its allowance; the grant settles nothing on its own, since every
 * request after it is checked against its Origin again.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export type HeaderPairs = Array<[name: string, value: string]>;

/** The Access-Control-Allow-Origin value for a request from `origin`; null when the policy grants it none. */
function allowOrigin(policy: CorsPolicy, origin: string | undefined): string | null {
  if (policy.origins === 'any') return '*';
  return origin && policy.origins(origin) ? origin : null;
}

/** A grant echoing the request's origin depends on it: a shared cache must keep one answer per origin. */
function varies(policy: CorsPolicy): HeaderPairs {
  return policy.origins === 'any' ? [] : [['vary', 'Origin']];
}

/** The headers on an answer (anything but a preflight) to a request from `origin`. */
export function answerHeaders(policy: CorsPolicy, origin: string | undefined): HeaderPairs {
  const allowed = allowOrigin(policy, origin);
  if (allowed === null) return varies(policy);
  const pairs: HeaderPairs = [...varies(policy), ['access-control-allow-origin', allowed]];
  if (policy.exposedHeaders.length > 0) pairs.push(['access-control-expose-headers', policy.exposedHeaders.join(', ')]);
  return pairs;
}

/** The headers on a preflight's answer from `origin`: the grant, or only Vary when there is none. */
export function preflightHeaders(policy: CorsPolicy, origin: string | undefined): HeaderPairs {
  const allowed = allowOrigin(policy, origin);
  if (allowed === null) return varies(policy);
  return [
    ...varies(policy),
    ['access-control-allow-origin', allowed],
    ['access-control-allow-methods', policy.methods.join(', ')],
    ['access-control-allow-headers', policy.requestHeaders.join(', ')],
    ['access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS)],
  ];
}
