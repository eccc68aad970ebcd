// The metrics listener (METRICS_PORT on METRICS_HOST, which defaults to the
// admin host's interface): part of every process whatever its roles, so each
// process of a split-role deployment is scraped and health-checked on its
// own. Serves /metrics, /livez and /readyz (src/metrics/routes.ts).
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../../http/app.ts';
import { metricsRoutes } from '../../metrics/routes.ts';
import type { Platform } from '../platform.ts';
import { logIdentity } from '../wiring/logging.ts';

export async function buildMetricsApp(
  platform: Platform,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = createHttpApp({
    // Every request logs its end, scrapes and probes too: a failing probe is then in the log beside its status.
    logLevel: options.logStream ? 'info' : platform.config.logLevel,
    ...(options.logStream && { logStream: options.logStream }),
    timeouts: platform.config.http,
    logIdentity: logIdentity('metrics', platform.config.environment),
  });
  platform.metrics.collectProcessMetrics();
  await app.register(metricsRoutes, { metrics: platform.metrics, health: platform.health });
  return app;
}
