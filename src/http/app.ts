// The Fastify instance every listener starts from: request ids, logging with
// secrets redacted, strict JSON parsing, and the one problem+json error handler.
import { randomUUID } from 'node:crypto';
import type { ServerOptions as HttpsServerOptions } from 'node:https';
import type { Socket } from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { LogLevel } from '../config.ts';
import { isTransientDatabaseError } from '../db/errors.ts';
import { ApiError, isApiError, problem } from './errors.ts';
import { sendProblem } from './problem.ts';
import { MALFORMED_JSON, UNSUPPORTED_MEDIA_TYPE } from './validation.ts';
import './fastify-types.ts';

export interface HttpAppOptions {
  logLevel: LogLevel;
  /** Largest request body accepted, in bytes (the order body's 256 KB by default). */
  bodyLimit?: number;
  https?: HttpsServerOptions;
  /** Proxies whose X-Forwarded-For sets `request.ip` (TRUST_PROXY); unset: the socket's peer. */
  trustProxy?: string[] | null;
  /** Answers requests Node's HTTP parser refuses (the edge firewall's, on the partner hosts). */
  clientErrorHandler?: (error: Error & { code?: string }, socket: Socket) => void;
}

export const DEFAULT_BODY_LIMIT = 262_144;

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  '*.client_secret',
  '*.clientSecret',
  '*.access_token',
  '*.signingSecret',
];

export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel, redact: { paths: REDACT, censor: '[redacted]' } },
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    ...(options.https ? { https: options.https } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.clientErrorHandler ? { clientErrorHandler: options.clientErrorHandler } : {}),
    // Validation runs in our own preValidation hook (validation.ts) so the
    // spec's order of checks and codes hold; Fastify's compilers stay idle.
    schemaErrorFormatter: (errors) => new Error(errors[0]?.message ?? 'invalid'),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Failures before routing (a URL that is not valid percent-encoding) are problems too.
    frameworkErrors: (_error, request, reply) => {
      sendProblem(request, reply, problem('invalid_request', 'The URL is not validly percent-encoded.'));
    },
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(() => () => true);
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Strict JSON: a body that does not parse, or is not JSON, is reported by
  // validation in its turn (after path and query checks), never here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, MALFORMED_JSON);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, UNSUPPORTED_MEDIA_TYPE));

  app.setNotFoundHandler((request, reply) => {
    sendProblem(request, reply, new ApiError('not_found', `No route ${request.method} ${request.url.split('?')[0]}.`));
  });

  app.setErrorHandler((error, request, reply) => {
    if (isApiError(error)) return sendProblem(request, reply, error);
    const fastifyCode = (error as { code?: string }).code;
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(request, reply, problem(request.routeOptions.config?.bodyErrorCode ?? 'invalid_request', 'The request body is larger than 256 KB.'));
    }
    if (fastifyCode === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendProblem(request, reply, problem('invalid_request', 'The request body is malformed.'));
    }
    if (isTransientDatabaseError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(request, reply, problem('service_unavailable'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(request, reply, problem('internal_error'));
  });

  return app;
}
