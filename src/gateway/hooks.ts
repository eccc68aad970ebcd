// The gateway's hook points on the partner API, in the order the spec's
// gateway applies them: firewall → authentication → rate limit → scope →
// handler. Authentication and scope are the identity module's; the
// firewall and the per-partner limits plug in here without touching routes.
import type { onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { TokenRequestLimiter } from './limits/token-limit.ts';

export interface GatewayHooks {
  /** Runs first, on every request of the host, authenticated or not (edge firewall). */
  beforeAuthentication: Array<onRequestHookHandler | onRequestAsyncHookHandler>;
  /** Runs after the caller is known, before the scope check (rate limits, quotas). */
  afterAuthentication: Array<onRequestHookHandler | onRequestAsyncHookHandler>;
  /** The token endpoint's own limit (per source address and client id); null for none. */
  tokenRequest: TokenRequestLimiter | null;
  /** Releases the shared store's connection (Redis). */
  close(): Promise<void>;
  /** Resolves when the shared store (Redis) answers; absent when the counters are in process memory. */
  ping?(): Promise<void>;
}

/** No limits at all: the benchmark's baseline. */
export function emptyGateway(): GatewayHooks {
  return { beforeAuthentication: [], afterAuthentication: [], tokenRequest: null, close: async () => {} };
}
