import type { Caller } from './caller.ts';
import type { Scope } from './scopes.ts';
import type { ErrorCode } from '../errors/catalogue.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope the route needs; null for routes that need none (ping, me). */
    scope?: Scope | null;
    /** Routes anyone may call without a credential (bearer host only). */
    public?: boolean;
    /** The code a failing body answers with (default `invalid_request`). */
    bodyErrorCode?: ErrorCode;
    /** Admin host: a second bearer token this route also accepts (POST /admin/cli: the per-start CLI secret). */
    extraToken?: string | null;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
