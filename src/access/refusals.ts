// The refusals of "who is calling", shared by every host: the one 401 for
// any authentication failure, and the 403 of a route's scope check.
import type { onRequestHookHandler } from 'fastify';
import { problem } from '../errors/catalogue.ts';

export const WWW_AUTHENTICATE = 'Bearer realm="partner-api", error="invalid_token"';

export function unauthenticated() {
  return problem('invalid_token', undefined, { 'www-authenticate': WWW_AUTHENTICATE });
}

// RFC 6750 §3.1: the 403 names the scope the operation needs, in the detail
// for people and in WWW-Authenticate for OAuth clients. One hook per route,
// made when the route is registered (src/http/route-pipeline.ts).
export function requireScopeHook(scope: string): onRequestHookHandler {
  const refusal = () =>
    problem('insufficient_scope', `This operation needs the scope ${scope}, which the credential's effective scopes (GET /v1/me) lack.`, {
      'www-authenticate': `Bearer realm="partner-api", error="insufficient_scope", scope="${scope}"`,
    });
  return (request, _reply, done) => {
    if (!(request.caller?.scopes as readonly string[] | undefined)?.includes(scope)) return done(refusal());
    done();
  };
}
