// The authentication and scope hooks of the partner API. Every
// authentication failure is the same 401 `invalid_token`, whatever its cause.
import type { onRequestAsyncHookHandler } from 'fastify';
import { accessErrors } from '../access/errors.ts';
import type { TokenService } from './token-service.ts';

export function bearerAuthentication(tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    const authorization = request.headers.authorization;
    const caller = authorization === undefined ? null : await tokens.resolveAuthorization(authorization);
    if (!caller) throw accessErrors.unauthenticated();
    request.caller = caller;
  };
}
