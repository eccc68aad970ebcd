// The problems of "who is calling", one factory per case with its wording:
// the 401 of any authentication failure, the 403 of a route's scope check
// (refusals.ts) and the tenancy refusals (tenancy.ts).
import { fieldProblem, problem } from '../errors/catalogue.ts';

export const WWW_AUTHENTICATE = 'Bearer realm="partner-api", error="invalid_token"';

export const accessErrors = {
  /** 401 with the challenge: what every host answers to a failed authentication. */
  unauthenticated: () => problem('invalid_token', undefined, { 'www-authenticate': WWW_AUTHENTICATE }),
  /** 401 where authentication should already have refused (a route that needs a caller got none). */
  noCaller: () => problem('invalid_token'),
  /** RFC 6750 §3.1: the scope the operation needs, in the detail for people and in WWW-Authenticate for OAuth clients. */
  insufficientScope: (scope: string) =>
    problem('insufficient_scope', `This operation needs the scope ${scope}, which the credential's effective scopes (GET /v1/me) lack.`, {
      'www-authenticate': `Bearer realm="partner-api", error="insufficient_scope", scope="${scope}"`,
    }),
  /** `where`: the siteId a filter (query) or a body gives. */
  siteNotGranted: (siteId: number, where: 'query' | 'body') =>
    fieldProblem('invalid_site_id', `siteId ${siteId} is not a granted site.`, { in: where, path: ['siteId'] }),
  /** Not granted and missing alike. */
  siteNotFound: () => problem('site_not_found'),
};
