// The edge firewall, first hook of every request on the partner hosts,
// authenticated or not: a fixed window of requests per source address, and
// the managed rules. Either refusal is a bare 403: no body, no problem
// document, nothing that tells a scanner which rule it met. An address over
// its allowance stays refused until its window ends.
import type { Socket } from 'node:net';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';
import type { GatewayLimits } from './limits.ts';
import { managedRuleBroken } from './managed-rules.ts';
import { sourceKey } from './source-address.ts';
import type { LimitStore } from './store.ts';

export interface FirewallDeps {
  store: LimitStore;
  clock: Clock;
  limit: GatewayLimits['firewall'];
  keyPrefix: string;
}

/**
 * What Node's HTTP parser refuses before any hook runs (control bytes in the
 * request line, headers over Node's 16 KB, malformed framing) gets the same
 * bare 403; a client that timed out gets 408, a reset connection nothing.
 */
export function refuseMalformedHttp(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code?.startsWith('HPE_') ? '403 Forbidden' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : null;
  if (status && socket.writable) socket.write(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  socket.destroy();
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply.code(403).header('cache-control', 'no-store').send();
}

export function edgeFirewall({ store, clock, limit, keyPrefix }: FirewallDeps): onRequestAsyncHookHandler {
  const windowMs = limit.windowSeconds * 1000;
  return async (request, reply) => {
    const now = clock.now().getTime();
    const window = Math.floor(now / windowMs);
    const source = sourceKey(request.ip);
    const count = await store.hit(`${keyPrefix}fw:${source}:${window}`, now, (window + 1) * windowMs);
    const notice = store.takeNotice?.();
    if (notice) request.log.warn({ err: notice }, 'gateway: Redis unreachable, limits counted in this process only');
    if (count > limit.requests) {
      if (count === limit.requests + 1) request.log.warn({ source }, 'firewall: source address over its allowance, refused until the window ends');
      return refuse(reply);
    }
    const rule = managedRuleBroken(request.raw.url ?? '', request.raw.rawHeaders);
    if (rule) {
      request.log.info({ rule }, 'firewall: managed rule refused the request');
      return refuse(reply);
    }
  };
}
