// The scope check of every partner route: the 403 of a credential whose
// effective scopes lack the route's scope (access/errors.ts words it).
import type { onRequestHookHandler } from 'fastify';
import { accessErrors } from './errors.ts';

// RFC 6750 §3.1: the 403 names the scope the operation needs. One hook per
// route, made when the route is registered (src/http/route-pipeline.ts).
export function requireScopeHook(scope: string): onRequestHookHandler {
  const refusal = () => accessErrors.insufficientScope(scope);
  return (request, _reply, done) => {
    if (!(request.caller?.scopes as readonly string[] | undefined)?.includes(scope)) return done(refusal());
    done();
  };
}
