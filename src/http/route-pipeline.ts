// The partner API's per-route pipeline: authentication, the gateway's
// after-authentication limits, the scope check and request validation,
// attached to each route when it is registered (onRoute) with what the route
// declares already resolved. Nothing is looked up per request: Fastify's
// `request.routeOptions` getter builds a fresh object on every access, and a
// hook that only returns for a public route still costs a promise per request.
// Route-level hooks run after the app's own (request id, firewall), so the
// order of checks is the spec's: credential, limits, scope, then input.
import type { onRequestAsyncHookHandler, onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import { requireScopeHook } from '../access/refusals.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import { validateRequest, type RouteSchemas } from './validation/validation.ts';
import { addProblemCodes, declaresResponses } from './responses/problem-codes.ts';

export interface PipelineHooks {
  /** Resolves `request.caller` or fails with the 401; not attached to public routes. */
  authentication: onRequestHookHandler | onRequestAsyncHookHandler;
  /** The gateway's hooks that need the caller (the partner's rate limit and quota). */
  afterAuthentication: Array<onRequestHookHandler | onRequestAsyncHookHandler>;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export function attachPipeline(route: RouteOptions, hooks: PipelineHooks): void {
  const config = (route.config ?? {}) as { public?: boolean; scope?: string | null; bodyErrorCode?: ErrorCode };
  const onRequest: Array<onRequestHookHandler | onRequestAsyncHookHandler> = [];
  if (!config.public) onRequest.push(hooks.authentication);
  onRequest.push(...hooks.afterAuthentication);
  if (config.scope) onRequest.push(requireScopeHook(config.scope));
  route.onRequest = [...onRequest, ...asArray(route.onRequest)] as RouteOptions['onRequest'];
  if (declaresResponses(route)) {
    const codes: ErrorCode[] = [];
    if (!config.public) codes.push('invalid_token');
    if (hooks.afterAuthentication.length > 0) codes.push('rate_limit_exceeded');
    if (config.scope) codes.push('insufficient_scope');
    addProblemCodes(route, codes);
  }

  const options = { bodyErrorCode: config.bodyErrorCode };
  // The schemas as Fastify keeps them for the route (after its own
  // normalisation), read once, at the route's first request.
  let schemas: RouteSchemas | undefined;
  // Synchronous, callback style: validation never waits on anything.
  const validate: preValidationHookHandler = (request, _reply, done) => {
    try {
      schemas ??= (request.routeOptions.schema ?? {}) as RouteSchemas;
      // A route that declares no path, query or body (GET /v1/me) has nothing to check but that no query
      // parameter came; without one, validation would walk empty objects and find nothing.
      if (schemas.params === undefined && schemas.querystring === undefined && schemas.body === undefined && isEmpty(request.query))
        return done();
      validateRequest(request, options, schemas);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
  route.preValidation = [validate, ...asArray(route.preValidation)] as RouteOptions['preValidation'];
}

function isEmpty(query: unknown): boolean {
  for (const _ in query as object) return false;
  return true;
}
