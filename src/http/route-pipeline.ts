// The partner API's per-route pipeline: authentication, the gateway's
// after-authentication limits, the scope check and request validation,
// attached to each route when it is registered (onRoute) with what the route
// declares already resolved. Nothing is looked up per request: Fastify's
// `request.routeOptions` getter builds a fresh object on every access, and a
// hook that only returns for a public route still costs a promise per request.
// Route-level hooks run after the app's own (request id, firewall), so the
// order of checks is the spec's: credential, limits, scope, then input.
// Credential, limits and scope are one onRequest hook (`inSequence`): each
// hook Fastify runs costs its runner a step, and these three ran on every
// authenticated request (issue 36 item 2, docs/decisions.md).
import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import { requireScopeHook } from '../access/refusals.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import { validateRequest, type RouteSchemas } from './validation/validation.ts';
import { addProblemCodes, declaresResponses } from './responses/problem-codes.ts';

export interface PipelineHooks {
  /** Resolves `request.caller` or throws the 401; not attached to public routes. */
  authentication: onRequestAsyncHookHandler;
  /** The gateway's hooks that need the caller (the partner's rate limit and quota). */
  afterAuthentication: Array<onRequestHookHandler | onRequestAsyncHookHandler>;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

type OnRequestHook = onRequestHookHandler | onRequestAsyncHookHandler;

/**
 * One onRequest hook that runs `steps` in order as Fastify's own runner would:
 * a step in callback style calls `next`, an async one settles its promise; the
 * first error (thrown, passed or rejected) ends the chain, and a step that has
 * sent the reply itself ends it too. Steps that never wait cost no promise.
 */
export function inSequence(steps: OnRequestHook[]): onRequestHookHandler {
  return function sequence(this: FastifyInstance, request, reply, done) {
    let index = 0;
    const next = (error?: Error): void => {
      if (error) return done(error);
      if (reply.sent) return;
      if (index === steps.length) return done();
      const step = steps[index++] as (this: FastifyInstance, ...args: unknown[]) => unknown;
      let result: unknown;
      try {
        result = step.call(this, request, reply, next);
      } catch (thrown) {
        return done(thrown as Error);
      }
      if (result && typeof (result as Promise<void>).then === 'function') {
        // A rejection without a reason is still a refusal, as in Fastify's runner.
        (result as Promise<void>).then(
          () => next(),
          (reason: unknown) => done((reason as Error) ?? new Error('hook rejected without an error')),
        );
      }
    };
    next();
  };
}

export function attachPipeline(route: RouteOptions, hooks: PipelineHooks): void {
  const config = (route.config ?? {}) as { public?: boolean; scope?: string | null; bodyErrorCode?: ErrorCode };
  const checks: OnRequestHook[] = [];
  if (!config.public) checks.push(hooks.authentication);
  checks.push(...hooks.afterAuthentication);
  if (config.scope) checks.push(requireScopeHook(config.scope));
  // A single callback-style step needs no wrapper (a public route's rate limit, which lets it through).
  const first = checks.length === 1 && checks[0]!.length === 3 ? (checks[0] as onRequestHookHandler) : undefined;
  const pipeline = checks.length === 0 ? [] : [first ?? inSequence(checks)];
  route.onRequest = [...pipeline, ...asArray(route.onRequest)] as RouteOptions['onRequest'];
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
      validateRequest(request, options, schemas);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
  route.preValidation = [validate, ...asArray(route.preValidation)] as RouteOptions['preValidation'];
}
