// The docs sites and the small JSON indexes at the roots a newcomer opens
// first. The sites are pages of our own (src/docs-site/): guides, then the
// reference of the published document, served by this host with a
// Content-Security-Policy that allows nothing off the machine.
import type { FastifyInstance } from 'fastify';
import type { SdkShape } from '../../http/operations/operation.ts';
import type { Config } from '../config.ts';
import { registerDocsSite, type DocsSiteOptions } from '../../docs-site/site.ts';

export interface ReferenceOptions {
  /** Page title. */
  title: string;
  /** Paths answering the JSON index, e.g. `['/', '/v1/']`. */
  indexPaths: string[];
  /** What the index lists (absolute or relative URLs). */
  index: Record<string, string>;
  /** The docs site this host serves, or where another host serves it (`/docs…` redirects there). */
  site: Omit<DocsSiteOptions, 'title' | 'document'> | { elsewhere: string };
}

/** Partners look for orders first and identity plumbing last. */
export const PARTNER_TAG_ORDER = [
  'Orders',
  'Proofs',
  'Artwork',
  'Test helpers',
  'Catalog',
  'Shipping',
  'Users',
  'Divisions',
  'Credit accounts',
  'Sites',
  'MCP',
  'Service',
  'Identity',
];

export async function registerReference(app: FastifyInstance, options: ReferenceOptions): Promise<void> {
  await app.register(async (scope) => {
    // Reading the reference needs no credential on either listener.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    const { site } = options;
    if ('elsewhere' in site) {
      // The path goes after a fixed origin: it cannot lead anywhere but that host.
      const redirect = (request: { url: string }, reply: { redirect(url: string, code: number): unknown }) =>
        reply.redirect(`${site.elsewhere}${request.url}`, 302);
      scope.get('/docs', { schema: { hide: true } }, async (request, reply) => redirect(request, reply));
      scope.get('/docs/*', { schema: { hide: true } }, async (request, reply) => redirect(request, reply));
    } else await registerDocsSite(scope, { ...site, title: options.title, document: () => app.swagger() as never });
    const index = { name: options.title, ...options.index };
    for (const path of options.indexPaths) {
      scope.get(path, { schema: { hide: true } }, async () => index);
    }
  });
}

/**
 * The SDK call shapes the routes declare (`sdk`, by operationId), as `app`
 * registers them from now on: call it before the partner routes.
 */
export function declaredSdkShapes(app: FastifyInstance): ReadonlyMap<string, SdkShape> {
  const shapes = new Map<string, SdkShape>();
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId && route.config?.sdk) shapes.set(operationId, route.config.sdk);
  });
  return shapes;
}

/**
 * `/docs`, `/` and `/v1/` on a partner host, its SDK samples in the shapes the routes declare (declaredSdkShapes).
 * The index names the host's own URLs; the mTLS host's has no token URL (its credential is the certificate), and
 * sends people to the one docs site, the bearer host's (its samples and try-it are the bearer host's).
 */
export function partnerReference(app: FastifyInstance, config: Config, shapes: ReadonlyMap<string, SdkShape>, mtls = false): Promise<void> {
  const base = config.publicBaseUrl;
  const own = mtls ? config.mtlsPublicUrl : base;
  const credential: Record<string, string> = mtls
    ? { authentication: 'the client certificate registered for the partner, in the TLS handshake (no token)' }
    : { tokenUrl: `${base}/oauth2/token` };
  return registerReference(app, {
    title: 'Partner Commerce API',
    indexPaths: ['/', '/v1/'],
    index: { docs: `${base}/docs`, openapi: `${own}/v1/openapi.json`, ...credential, ping: `${own}/v1/ping` },
    site: mtls
      ? { elsewhere: base }
      : {
          basePath: '/docs',
          base,
          credential: '$TOKEN',
          sdk: { shapes },
          guides: true,
          tagOrder: PARTNER_TAG_ORDER,
          auth: { kind: 'client_credentials', tokenPath: '/oauth2/token' },
        },
  });
}

/** `/admin/docs` and `/admin/` on the back-office listener (relative links: it has no public URL). */
export function adminReference(app: FastifyInstance, config: Config): Promise<void> {
  return registerReference(app, {
    title: 'Partner Commerce API: back office',
    indexPaths: ['/admin/'],
    index: { docs: '/admin/docs', openapi: '/admin/openapi.json', authentication: 'Authorization: Bearer <ADMIN_TOKEN>' },
    site: {
      basePath: '/admin/docs',
      base: `http://localhost:${config.adminPort}`,
      credential: '$ADMIN_TOKEN',
      sdk: false,
      guides: false,
      tagOrder: [
        'Orders',
        'Submissions',
        'Partners',
        'Clients',
        'Certificates',
        'Staff accounts',
        'Sign-in clients',
        'Webhooks',
        'Catalog',
      ],
      auth: { kind: 'bearer', label: 'ADMIN_TOKEN' },
    },
  });
}
