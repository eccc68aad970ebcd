// The gateway's hook points on the partner API, in the order the spec's
// gateway applies them: firewall → authentication → rate limit → scope →
// handler. Authentication and scope are the identity module's; the
// firewall and the per-partner limits plug in here without touching routes.
import type { onRequestAsyncHookHandler } from 'fastify';

export interface GatewayHooks {
  /** Runs first, on every request of the host, authenticated or not (edge firewall). */
  beforeAuthentication: onRequestAsyncHookHandler[];
  /** Runs after the caller is known, before the scope check (rate limits, quotas). */
  afterAuthentication: onRequestAsyncHookHandler[];
}

export function emptyGateway(): GatewayHooks {
  return { beforeAuthentication: [], afterAuthentication: [] };
}
