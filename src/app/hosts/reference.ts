// The API reference page and the small JSON indexes at the roots a newcomer
// opens first. The page is Swagger UI served from node_modules by
// @fastify/swagger-ui (no CDN, no remote fonts, no validator badge), locked
// down by a Content-Security-Policy that allows nothing off the machine.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export interface ReferenceOptions {
  /** Page title. */
  title: string;
  /** Where the page answers, e.g. `/docs`. */
  docsPath: string;
  /** Paths answering the JSON index, e.g. `['/', '/v1/']`. */
  indexPaths: string[];
  /** What the index lists (absolute or relative URLs). */
  index: Record<string, string>;
  /** Origins the page may call for "Try it out" and the token request, besides its own. */
  connectOrigins?: string[];
}

/** Swagger UI's own policy, without the allowances for remote styles, fonts and the validator. */
function localOnly(connectOrigins: string[]) {
  return (header: string) =>
    `${header
      .replace(/ https:/g, '')
      .replace(/ validator\.swagger\.io/g, '')
      .replace(/ ?upgrade-insecure-requests;/, '')
      .trim()} connect-src 'self'${connectOrigins.map((o) => ` ${o}`).join('')};`;
}

export async function registerReference(app: FastifyInstance, options: ReferenceOptions): Promise<void> {
  await app.register(async (scope) => {
    // Reading the reference needs no credential on either listener.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await scope.register(swaggerUi, {
      routePrefix: options.docsPath,
      staticCSP: true,
      transformStaticCSP: localOnly(options.connectOrigins ?? []),
      validatorUrl: false,
      theme: { title: options.title },
      uiConfig: { docExpansion: 'list', deepLinking: true, displayRequestDuration: true, tryItOutEnabled: false },
    });
    const index = { name: options.title, ...options.index };
    for (const path of options.indexPaths) {
      scope.get(path, { schema: { hide: true } }, async () => index);
    }
  });
}

/** `/docs`, `/` and `/v1/` on the partner host. */
export function partnerReference(app: FastifyInstance, config: Config): Promise<void> {
  const base = config.publicBaseUrl;
  return registerReference(app, {
    title: 'Partner Commerce API',
    docsPath: '/docs',
    indexPaths: ['/', '/v1/'],
    index: { docs: `${base}/docs`, openapi: `${base}/v1/openapi.json`, tokenUrl: `${base}/oauth2/token`, ping: `${base}/v1/ping` },
    connectOrigins: [new URL(base).origin],
  });
}

/** `/admin/docs` and `/admin/` on the back-office listener (relative links: it has no public URL). */
export function adminReference(app: FastifyInstance): Promise<void> {
  return registerReference(app, {
    title: 'Partner Commerce API: back office',
    docsPath: '/admin/docs',
    indexPaths: ['/admin/'],
    index: { docs: '/admin/docs', openapi: '/admin/openapi.json', authentication: 'Authorization: Bearer <ADMIN_TOKEN>' },
  });
}
