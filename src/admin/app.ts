// The back-office listener: its own port, its own bearer token (ADMIN_TOKEN),
// the same services as the partner API.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../http/app.ts';
import { problem } from '../http/errors.ts';
import { openApiInfo } from '../http/openapi.ts';
import { ProblemSchema } from '../http/schema-helpers.ts';
import { validateRequest } from '../http/validation.ts';
import { safeEqual } from '../identity/secrets.ts';
import type { Platform } from '../platform.ts';
import { adminRoutes } from './routes.ts';

export async function buildAdminApp(platform: Platform): Promise<FastifyInstance> {
  const app = createHttpApp({ logLevel: platform.config.logLevel });
  app.addSchema(ProblemSchema);
  await app.register(swagger, openApiInfo(platform.config, 'Partner Commerce API: back office'));
  const expected = platform.config.adminToken;

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    if (!expected || !match || !safeEqual(match[1]!, expected)) {
      throw problem('unauthorized', 'A valid admin token is required.', { 'www-authenticate': 'Bearer realm="partner-api-admin"' });
    }
  });
  app.addHook('preValidation', async (request) => validateRequest(request));

  await app.register(adminRoutes, { platform });
  app.get('/admin/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  return app;
}
