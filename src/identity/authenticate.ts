// The authentication and scope hooks of the partner API. Every
// authentication failure is the same 401 `invalid_token`, whatever its cause.
import type { FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { Caller } from '../access/caller.ts';
import { accessErrors } from '../access/errors.ts';
import type { TokenService } from './token-service.ts';

function settle(request: FastifyRequest, caller: Caller | null, done: HookHandlerDoneFunction): void {
  if (!caller) return done(accessErrors.unauthenticated());
  request.caller = caller;
  done();
}

/**
 * Callback style: a token seen before whose client the credential cache keeps (nearly every request) is
 * settled at once, without a promise; anything else waits on the token service.
 */
export function bearerAuthentication(tokens: TokenService): onRequestHookHandler {
  return (request, _reply, done) => {
    const authorization = request.headers.authorization;
    if (authorization === undefined) return done(accessErrors.unauthenticated());
    const known = tokens.knownCaller(authorization);
    if (known !== undefined) return settle(request, known, done);
    tokens.resolveAuthorization(authorization).then(
      (caller) => settle(request, caller, done),
      (error: Error) => done(error),
    );
  };
}
