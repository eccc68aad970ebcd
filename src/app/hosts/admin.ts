// The back-office listener: its own port, its own bearer token (ADMIN_TOKEN),
// the same services as the partner API.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../http/app.ts';
import { openApiInfo } from '../../http/openapi/openapi.ts';
import { ProblemSchema } from '../../http/schema-helpers.ts';
import type { ErrorCode } from '../../errors/catalogue.ts';
import { addProblemCodes, declaresResponses, requestProblemCodes } from '../../http/responses/problem-codes.ts';
import { validateRequest } from '../../http/validation/validation.ts';
import { safeEqual } from '../../identity/secrets.ts';
import { appErrors } from '../errors.ts';
import type { Platform } from '../platform.ts';
import { registerAdminRoutes } from '../routes.ts';
import { adminReference } from './reference.ts';
import { observeRequests } from '../../metrics/http.ts';

export interface AdminAppOptions {
  /** The per-start secret POST /admin/cli also accepts (src/app/cli/service-route.ts). */
  cliSecret?: string | null;
}

export async function buildAdminApp(platform: Platform, options: AdminAppOptions = {}): Promise<FastifyInstance> {
  const app = createHttpApp({
    logLevel: platform.config.logLevel,
    timeouts: platform.config.http,
    checkResponses: platform.config.checkResponses,
  });
  observeRequests(app, platform.metrics.http, 'admin');
  app.addSchema(ProblemSchema);
  await app.register(swagger, openApiInfo(platform.config, 'Partner Commerce API: back office', { admin: true }));
  const expected = platform.config.adminToken;
  // Every back-office route can answer the listener's and validation's
  // problems and the token check's 401; each declares its own beside it.
  app.addHook('onRoute', (route) => {
    if (!declaresResponses(route)) return;
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const success = Object.keys(declared).some((status) => status.startsWith('2'))
      ? {}
      : { '2xx': { description: 'Success', type: 'object', additionalProperties: true } };
    route.schema = { ...route.schema, response: { ...success, ...declared } };
    const codes: ErrorCode[] = requestProblemCodes(route);
    if (!route.config?.public) codes.push('unauthorized');
    // A record named in the path is looked up first: an unknown one is 404 `not_found` (errors/back-office.ts).
    if ((route.schema as { params?: unknown } | undefined)?.params) codes.push('not_found');
    addProblemCodes(route, codes);
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    const extra = request.routeOptions.config.extraToken;
    const accepted = match && ((expected && safeEqual(match[1]!, expected)) || (extra && safeEqual(match[1]!, extra)));
    if (!accepted) throw appErrors.adminTokenRequired();
  });
  app.addHook('preValidation', async (request) => validateRequest(request));

  await registerAdminRoutes(app, platform, { cliSecret: options.cliSecret ?? null });
  app.get('/admin/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await adminReference(app);
  return app;
}
