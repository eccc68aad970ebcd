// Connects the platform's metrics to what they read at scrape time (the
// database pool, the statement-timeout count, the submission queue, the
// webhook POSTs in flight) and builds its readiness checks. The metrics
// themselves live in src/metrics/; the listener in src/app/hosts/metrics.ts.
import type { Database } from '../../db/engine.ts';
import { poolOf } from '../../db/prepared.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { databaseCheck, Health, type ReadinessCheck } from '../../metrics/health.ts';
import { createMetrics, type Metrics } from '../../metrics/metrics.ts';
import { RETENTION_KINDS, RETENTION_RULES } from '../../retention/policy.ts';
import type { GatewayHooks } from '../../gateway/hooks.ts';
import { SUBMISSION_JOB } from '../../submissions/service.ts';
import type { Webhooks } from './webhooks.ts';
import type { TokenService } from '../../identity/token-service.ts';
import { serviceVersion } from './logging.ts';
import { processLogOutput } from '../../http/responses/log-output.ts';

/** The platform's metrics: the service's version (package.json) for the info gauge, and the tables retention prunes (counted from zero). */
export function platformMetrics(): Metrics {
  return createMetrics({ version: serviceVersion(), retentionTables: RETENTION_KINDS.map((kind) => RETENTION_RULES[kind].table) });
}

export function connectProbes(metrics: Metrics, database: Database, webhooks: Webhooks, tokens: TokenService): void {
  const pool = poolOf(database.db);
  // Waiting: callers no idle connection will serve. pg-pool queues every acquisition for a tick, even one an idle
  // connection takes next (the scrape's own queue query among them), so its raw count read 1 on every scrape.
  metrics.probes.pool = () =>
    pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: Math.max(0, pool.waitingCount - pool.idleCount) } : null;
  metrics.probes.statementTimeouts = () => database.stats.statementTimeouts;
  metrics.probes.logLinesDropped = () => processLogOutput().dropped;
  metrics.probes.submissionQueue = () => new JobQueue(database.db).backlog(SUBMISSION_JOB);
  metrics.probes.webhooksInFlight = () => webhooks.inFlight();
  metrics.probes.credentialCache = () => tokens.cacheCounts();
}

/**
 * Readiness: the database, and Redis when the gateway counts there. The
 * gateway is read when checked, not now: a test context replaces it.
 */
export function platformHealth(database: Database, gateway: () => GatewayHooks): Health {
  const checks: ReadinessCheck[] = [databaseCheck(database.db)];
  const withRedis: ReadinessCheck[] = [...checks, { name: 'redis', check: async () => gateway().ping?.() }];
  return new Health(() => (gateway().ping ? withRedis : checks));
}
