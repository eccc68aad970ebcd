// The metrics listener's routes (docs/operations.md): the Prometheus
// exposition of this process's registry, liveness and readiness. Not part
// of the partner or admin OpenAPI documents; no authentication (bind the
// listener to an interface only the scraper and the orchestrator reach).
import type { FastifyPluginAsync } from 'fastify';
import type { Health } from './health.ts';
import type { Metrics } from './metrics.ts';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  health: Health;
}

export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics, health }) => {
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });

  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const readiness = await health.readiness();
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: readiness.ready ? 'ready' : 'not_ready', ...readiness });
  });
};
