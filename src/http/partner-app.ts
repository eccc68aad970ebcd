// The partner-facing API: the bearer host (and, with a certificate, the
// mTLS host). Builds the app, wires the gateway pipeline and registers every
// resource's routes.
import type { ServerOptions as HttpsServerOptions } from 'node:https';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import swagger from '@fastify/swagger';
import { catalogRoutes } from '../catalog/routes.ts';
import { refuseMalformedRequestLine } from '../gateway/firewall.ts';
import { documentGateway } from '../gateway/openapi.ts';
import { bearerAuthentication } from '../identity/authenticate.ts';
import { meRoutes } from '../identity/me-routes.ts';
import { tokenRoutes } from '../identity/token-routes.ts';
import { oauthMetadataRoutes } from '../mcp/metadata-routes.ts';
import { signinRoutes } from '../identity/signin/routes.ts';
import { mcpRoutes } from '../mcp/routes.ts';
import { metaRoutes } from '../meta/routes.ts';
import { ordersAreaRoutes } from '../orders/wiring.ts';
import type { Platform } from '../platform.ts';
import { shippingRoutes } from '../shipping/routes.ts';
import { sitesRoutes } from '../sites/routes.ts';
import { peopleRoutes } from '../users/wiring.ts';
import { submissionRoutes } from '../submissions/routes.ts';
import { createHttpApp } from './app.ts';
import { ProblemSchema } from './schema-helpers.ts';
import { attachPipeline } from './route-pipeline.ts';
import { openApiInfo } from './openapi.ts';
import { partnerReference } from '../docs/reference.ts';

/** The mTLS host passes its certificate strategy and TLS options; the bearer host neither. */
export interface PartnerHostOptions {
  /** Replaces bearer tokens (and the token endpoint, which only bearer partners use). */
  authentication?: onRequestAsyncHookHandler;
  https?: HttpsServerOptions;
}

export async function buildPartnerApp(platform: Platform, host: PartnerHostOptions = {}): Promise<FastifyInstance> {
  const app = createHttpApp({
    logLevel: platform.config.logLevel,
    timeouts: platform.config.http,
    trustProxy: platform.config.trustProxy,
    firewallRefusal: refuseMalformedRequestLine,
    https: host.https,
    checkResponses: platform.config.checkResponses,
  });
  app.addSchema(ProblemSchema);
  await app.register(swagger, documentGateway(openApiInfo(platform.config)));

  for (const hook of platform.gateway.beforeAuthentication) app.addHook('onRequest', hook);

  // The token endpoint and the OAuth discovery documents belong to the bearer host only.
  if (!host.authentication) {
    await app.register(tokenRoutes, {
      tokens: platform.tokens,
      signingKey: platform.signingKey,
      limit: platform.gateway.tokenRequest,
      signin: platform.signin,
    });
    await app.register(signinRoutes, {
      signin: platform.signin,
      baseUrl: platform.config.publicBaseUrl,
      issuer: platform.config.tokenIssuer,
      limit: platform.gateway.tokenRequest,
    });
    await app.register(oauthMetadataRoutes, { baseUrl: platform.config.publicBaseUrl, issuer: platform.config.tokenIssuer });
  }

  await app.register(async (api) => {
    const pipeline = {
      authentication: host.authentication ?? bearerAuthentication(platform.tokens),
      afterAuthentication: platform.gateway.afterAuthentication,
    };
    api.addHook('onRoute', (route) => attachPipeline(route, pipeline));

    await api.register(metaRoutes, { clock: platform.clock, requireCredential: false });
    await api.register(meRoutes);
    await api.register(sitesRoutes, { sites: platform.sites });
    await api.register(catalogRoutes, { catalog: platform.catalog.reads, writes: platform.catalog.writes });
    await api.register(shippingRoutes, { shipping: platform.shipping });
    await api.register(peopleRoutes, { people: platform.people });
    await api.register(submissionRoutes, { submissions: platform.submissions.service });
    await api.register(ordersAreaRoutes, { orders: platform.orders });
    await api.register(mcpRoutes, { platform });
  });

  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await partnerReference(app, platform.config);
  return app;
}
