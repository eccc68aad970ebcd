import type { FastifyRequest } from 'fastify';
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
    /** `request.ip` once read through sourceAddress(); null before. */
    sourceAddress: string | null;
  }
}

/**
 * The client's address as Fastify resolves it (`request.ip`: the socket's
 * peer, or X-Forwarded-For through the trusted proxies under TRUST_PROXY),
 * worked out once per request. Fastify's getter runs proxy-addr again on
 * every read (parsing and checking each forwarded address), and every
 * request reads it at least twice: its log line and the edge firewall.
 */
export function sourceAddress(request: FastifyRequest): string {
  return (request.sourceAddress ??= request.ip);
}
