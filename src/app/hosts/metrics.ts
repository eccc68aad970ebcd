// The metrics listener (METRICS_PORT on METRICS_HOST, which defaults to the
// admin host's interface): part of every process whatever its roles, so each
// process of a split-role deployment is scraped and health-checked on its
// own. Serves /metrics, /livez and /readyz (src/metrics/routes.ts).
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../http/app.ts';
import { metricsRoutes } from '../../metrics/routes.ts';
import type { Platform } from '../platform.ts';
import { logIdentity } from '../wiring/logging.ts';

export async function buildMetricsApp(platform: Platform): Promise<FastifyInstance> {
  const app = createHttpApp({
    // Scrapes and probes every few seconds: only failures are worth a log line.
    logLevel: platform.config.logLevel === 'silent' ? 'silent' : 'warn',
    timeouts: platform.config.http,
    logIdentity: logIdentity('metrics', platform.config.environment),
  });
  platform.metrics.collectProcessMetrics();
  await app.register(metricsRoutes, { metrics: platform.metrics, health: platform.health });
  return app;
}
