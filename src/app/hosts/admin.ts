// The back-office listener: its own port, its own staff (team members with
// roles, personal API tokens, the bootstrap ADMIN_TOKEN: src/team/staff-auth.ts), the
// same services as the partner API.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../http/app.ts';
import { openApiInfo, serveOpenApiDocument } from '../../http/openapi/openapi.ts';
import { documentExamples } from '../../http/openapi/examples.ts';
import { withResponseDescriptions } from '../../http/openapi/response-descriptions.ts';
import { withStaffRoles } from '../../http/openapi/staff-roles.ts';
import { recordedExamples } from '../../docs-site/examples.ts';
import { ProblemSchema } from '../../http/schema-helpers.ts';
import type { ErrorCode } from '../../errors/catalogue.ts';
import { addProblemCodes, declaresResponses, requestProblemCodes } from '../../http/responses/problem-codes.ts';
import { validateRequest } from '../../http/validation/validation.ts';
import type { Platform } from '../platform.ts';
import { registerAdminRoutes } from '../routes.ts';
import { adminReference } from './reference.ts';
import { guardAdminRoutes } from '../../team/staff-auth.ts';
import { registerConsoleSessions } from '../../team/console/sessions.ts';
import { loadKnownDeviceKey } from '../../identity/environment-secrets.ts';
import { observeRequests } from '../../metrics/http.ts';
import { logIdentity } from '../wiring/logging.ts';
import { registerConsole } from './console.ts';

export interface AdminAppOptions {
  /** The per-start secret POST /admin/cli also accepts (src/app/cli/service-route.ts). */
  cliSecret?: string | null;
  /** Logs at `info` to this stream instead of the configured level and standard output (tests read the lines). */
  logStream?: { write(line: string): void };
}

export async function buildAdminApp(platform: Platform, options: AdminAppOptions = {}): Promise<FastifyInstance> {
  const app = createHttpApp({
    logLevel: options.logStream ? 'info' : platform.config.logLevel,
    ...(options.logStream && { logStream: options.logStream }),
    timeouts: platform.config.http,
    logIdentity: logIdentity('admin', platform.config.environment),
    environmentKind: platform.config.kind,
    // The console's sign-in counts attempts per address (gateway buckets, password work): behind a proxy, the client's.
    trustProxy: platform.config.trustProxy,
    checkResponses: platform.config.checkResponses,
  });
  observeRequests(app, platform.metrics.http, 'admin');
  app.addSchema(ProblemSchema);
  await app.register(
    swagger,
    withResponseDescriptions(
      documentExamples(
        withStaffRoles(openApiInfo(platform.config, 'Partner Commerce API: back office', { admin: true })),
        recordedExamples('admin'),
      ),
    ),
  );
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
    // Every authenticated route: no or a wrong credential (401), or a role the matrix refuses (403, src/team/staff-auth.ts).
    if (!route.config?.public) codes.push('unauthorized', 'staff_role_forbidden');
    // A record named in the path is looked up first: an unknown one is 404 `not_found` (errors/back-office.ts).
    if ((route.schema as { params?: unknown } | undefined)?.params) codes.push('not_found');
    addProblemCodes(route, codes);
  });

  const { sessions, tokens } = platform.team;
  guardAdminRoutes(app, { adminToken: platform.config.adminToken, sessions, tokens });
  // Console pages read their own forms and queries; the admin API they call validates (src/console/).
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.console) validateRequest(request);
  });

  await registerAdminRoutes(app, platform, { cliSecret: options.cliSecret ?? null });
  await registerConsoleSessions(app, {
    members: platform.team.members,
    sessions,
    config: platform.config.team,
    signInLimit: () => platform.gateway.tokenRequest,
    deviceKey: await loadKnownDeviceKey(platform.db, 'console'),
  });
  serveOpenApiDocument(app, '/admin/openapi.json');
  await adminReference(app, platform.config);
  await registerConsole(app, platform);
  return app;
}
