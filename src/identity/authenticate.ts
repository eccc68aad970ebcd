// The authentication and scope hooks of the partner API. Every
// authentication failure is the same 401 `invalid_token`, whatever its cause.
import type { onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { problem } from '../http/errors.ts';
import type { TokenService } from './token-service.ts';

export const WWW_AUTHENTICATE = 'Bearer realm="partner-api", error="invalid_token"';

export function unauthenticated() {
  return problem('invalid_token', undefined, { 'www-authenticate': WWW_AUTHENTICATE });
}

export function bearerAuthentication(tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    const authorization = request.headers.authorization;
    const caller = authorization === undefined ? null : await tokens.resolveAuthorization(authorization);
    if (!caller) throw unauthenticated();
    request.caller = caller;
  };
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
