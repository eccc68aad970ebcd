// The partner-facing API: the bearer host (and, with a certificate, the
// mTLS host). Builds the app, wires the gateway pipeline and registers every
// resource's routes.
import type { ServerOptions as HttpsServerOptions } from 'node:https';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import swagger from '@fastify/swagger';
import { refuseMalformedRequestLine } from '../../gateway/firewall/firewall.ts';
import { documentGateway, FIREWALL_STATUS } from '../../gateway/openapi.ts';
import { documentWebhooks } from '../../events/webhooks/openapi.ts';
import { bearerAuthentication } from '../../identity/authenticate.ts';
import { tokenRoutes } from '../../identity/token-routes.ts';
import { oauthMetadataRoutes } from '../../mcp/metadata-routes.ts';
import { signinRoutes } from '../../identity/signin/routes.ts';
import { allowedOrigins, originAllowed } from '../../mcp/origin.ts';
import { mcpCorsPolicy, mcpRefusalHeaders } from '../../mcp/browser-access.ts';
import type { Platform } from '../platform.ts';
import { registerPartnerRoutes } from '../routes.ts';
import { createHttpApp } from '../../http/app.ts';
import { ProblemSchema } from '../../http/schema-helpers.ts';
import { addProblemCodes, declaresResponses, requestProblemCodes } from '../../http/responses/problem-codes.ts';
import { attachPipeline } from '../../http/route-pipeline.ts';
import { openApiInfo, serveOpenApiDocument } from '../../http/openapi/openapi.ts';
import { documentExamples } from '../../http/openapi/examples.ts';
import { recordedExamples } from '../../docs-site/examples.ts';
import { declaredSdkShapes, partnerReference } from './reference.ts';
import { withResponseDescriptions } from '../../http/openapi/response-descriptions.ts';
import { observeRequests } from '../../metrics/http.ts';
import { logIdentity } from '../wiring/logging.ts';
import { poolOf } from '../../db/prepared.ts';
import { timePoolWaits } from '../../http/pressure/pool-waits.ts';
import { QueuePressure } from '../../http/pressure/queue-pressure.ts';

/** The mTLS host passes its certificate strategy and TLS options; the bearer host neither. */
export interface PartnerHostOptions {
  /** Replaces bearer tokens (and the token endpoint, which only bearer partners use). */
  authentication?: onRequestAsyncHookHandler;
  https?: HttpsServerOptions;
  /** Logs at `info` to this stream instead of the configured level and standard output (tests read the lines). */
  logStream?: { write(line: string): void };
}

const pressures = new WeakMap<Platform, QueuePressure>();

/**
 * The queues an environment's partner listeners are judged by: one per environment, as its listeners share its
 * pool (a sandbox's queue must not refuse production's requests). On PostgreSQL the pool's waits are timed: they
 * tell when the database, not the loop, holds the queue; PGlite's one connection queues every concurrent
 * statement by design (a demo's engine, not one to shed for).
 */
function pressureOf(platform: Platform): QueuePressure {
  const known = pressures.get(platform);
  if (known) return known;
  const pressure = new QueuePressure();
  pressures.set(platform, pressure);
  const pool = poolOf(platform.db);
  if (platform.config.httpShedAfterMs !== 0 && platform.database.kind === 'postgres' && pool)
    pressure.watchPool(timePoolWaits(pool, (ms) => pressure.poolWaited(ms)));
  return pressure;
}

export async function buildPartnerApp(platform: Platform, host: PartnerHostOptions = {}): Promise<FastifyInstance> {
  // The origins a browser-based MCP client may call from: the endpoint's, its sign-in's and the listener's 503's grant.
  const browserOrigins = originAllowed(allowedOrigins(platform.config.publicBaseUrl, platform.config.mcpAllowedOrigins));
  const app = createHttpApp({
    logLevel: host.logStream ? 'info' : platform.config.logLevel,
    ...(host.logStream && { logStream: host.logStream }),
    timeouts: platform.config.http,
    logIdentity: logIdentity(host.authentication ? 'mtls' : 'api', platform.config.environment),
    environmentKind: platform.config.kind,
    trustProxy: platform.config.trustProxy,
    firewallRefusal: (error, socket) =>
      refuseMalformedRequestLine(error, socket, () => {
        platform.metrics.gateway.refused('firewall', 'none');
        app.log.info({ rule: 'control-bytes', req: { remoteAddress: socket.remoteAddress } }, 'firewall: managed rule refused the request');
      }),
    https: host.https,
    checkResponses: platform.config.checkResponses,
    declaredEverywhere: [FIREWALL_STATUS],
    maxInFlight: platform.config.httpMaxInFlight,
    shedAfterMs: platform.config.httpShedAfterMs,
    maxConnectionsPerAddress: platform.config.httpMaxConnectionsPerAddress,
    onShed: platform.metrics.http.shed(host.authentication ? 'mtls' : 'partner'),
    shedHeaders: mcpRefusalHeaders(mcpCorsPolicy(browserOrigins)),
    pressure: pressureOf(platform),
  });
  observeRequests(app, platform.metrics.http, host.authentication ? 'mtls' : 'partner');
  // Its POSTs (and MCP's submit) wait for their submission's signal: listened to from the start, not from the first.
  platform.submissions.signals.listen('submission_done');
  app.addSchema(ProblemSchema);
  await app.register(
    swagger,
    withResponseDescriptions(
      documentExamples(
        documentWebhooks(documentGateway(openApiInfo(platform.config, undefined, { mtls: host.authentication !== undefined }))),
        recordedExamples('partner'),
      ),
    ),
  );

  for (const hook of platform.gateway.beforeAuthentication) app.addHook('onRequest', hook);
  // What the listener and validation answer on every route (the pipeline adds authentication's, limits' and scope's).
  app.addHook('onRoute', (route) => {
    if (declaresResponses(route)) addProblemCodes(route, requestProblemCodes(route));
  });
  const sdkShapes = declaredSdkShapes(app);

  // The token endpoint and the OAuth discovery documents belong to the bearer host only.
  if (!host.authentication) {
    await app.register(tokenRoutes, {
      browserOrigins,
      tokens: platform.tokens,
      signingKey: platform.signingKey,
      limit: platform.gateway.tokenRequest,
      signin: platform.signin,
    });
    await app.register(signinRoutes, {
      signin: platform.signin,
      baseUrl: platform.config.publicBaseUrl,
      limit: platform.gateway.tokenRequest,
      browserOrigins,
    });
    await app.register(oauthMetadataRoutes, { baseUrl: platform.config.publicBaseUrl });
  }

  await app.register(async (api) => {
    const pipeline = {
      authentication: host.authentication ?? bearerAuthentication(platform.tokens),
      afterAuthentication: platform.gateway.afterAuthentication,
    };
    api.addHook('onRoute', (route) => attachPipeline(route, pipeline));

    await registerPartnerRoutes(api, platform);
  });

  serveOpenApiDocument(app, '/v1/openapi.json');
  await partnerReference(app, platform.config, sdkShapes, host.authentication !== undefined);
  return app;
}
