// The Prometheus metrics of one process (docs/operations.md, "Metrics and health"): one
// prom-client Registry per platform, never the library's global one, so the
// platforms a test process builds never count into each other. The families
// are built here once; the hot paths call the small recorders below, each
// with its label children made in advance (no labels object per call), and
// the gauges that read the database or the pool are filled at scrape time
// through `probes`, which the assembly floor connects.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { TIERS } from '../access/scopes.ts';
import { EVENT_LOOP_METRICS, eventLoopDelay } from './event-loop.ts';
import { httpFamily, type HttpFamily } from './http.ts';
import { sharedProbe } from './probe.ts';

export const METRIC_PREFIX = 'partner_api_';
const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;

export type RefusalKind = 'firewall' | 'bucket' | 'quota' | 'token' | 'registration';
export type SubmissionOutcome = 'accepted' | 'replayed' | 'completed' | 'failed' | 'attempt_failed';
export type DeliveryOutcome = 'succeeded' | 'failed' | 'skipped';

/** What the gateway reports: one refusal of a request (tier `none` before a partner is known). */
export interface GatewayRecorder {
  refused(kind: RefusalKind, tier: string): void;
}

/** What the submission pipeline reports; a terminal outcome carries the submission's acceptance time. */
export interface SubmissionRecorder {
  outcome(outcome: SubmissionOutcome, acceptedAt?: Date): void;
}

/** What the webhook dispatcher reports once a delivery's attempt ends. */
export interface DeliveryRecorder {
  delivery(outcome: DeliveryOutcome, committedAt: Date | null, latencyMs: number | null): void;
}

/** What the retention task reports (src/retention/): rows deleted per table, objects it failed to delete, each pass. */
export interface RetentionMetricsRecorder {
  pruned(table: string, rows: number): void;
  objectDeleteFailed(): void;
  pass(seconds: number, outcome: 'completed' | 'failed'): void;
}

export interface QueueBacklog {
  ready: number;
  running: number;
  /** Age of the oldest unfinished job, in seconds (0 when there is none). */
  oldestAgeSeconds: number;
}

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/** Read at scrape time; the assembly floor sets the ones this process has. */
export interface Probes {
  submissionQueue?: () => Promise<QueueBacklog>;
  webhooksInFlight?: () => number;
  pool?: () => PoolState | null;
  statementTimeouts?: () => number;
  /** Log lines the process dropped while its standard output was full (src/http/responses/log-output.ts). */
  logLinesDropped?: () => number;
  /** The bearer credential cache's counts (src/identity/credential-cache.ts). */
  credentialCache?: () => { hits: number; misses: number; bypassed: number; drops: number; statements: number };
}

export interface Metrics {
  registry: Registry;
  http: HttpFamily;
  gateway: GatewayRecorder;
  submissions: SubmissionRecorder;
  webhooks: DeliveryRecorder;
  retention: RetentionMetricsRecorder;
  probes: Probes;
  /** The info gauge's roles, once main knows them (`npm start`: every role). */
  setRoles(roles: readonly string[]): void;
  /** prom-client's process metrics (event-loop delay, GC, memory, CPU): once, by the listener that serves them. */
  collectProcessMetrics(): void;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25];
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

export interface MetricsOptions {
  version: string;
  /** The tables retention prunes, counted from zero (the assembly hands down src/retention/policy.ts RETENTION_RULES'). */
  retentionTables: readonly string[];
}

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const probes: Probes = {};

  const info = new Gauge({
    name: name('info'),
    help: 'The process: its version and roles (always 1).',
    labelNames: ['version', 'roles'],
    registers,
  });
  info.set({ version: options.version, roles: '' }, 1);

  const refusals = new Counter({
    name: name('gateway_refusals_total'),
    help: 'Requests the gateway refused, by kind (firewall, bucket, quota, token, registration) and partner tier.',
    labelNames: ['kind', 'tier'],
    registers,
  });
  const refusalChildren = new Map<string, Counter.Internal>();
  const zero = (kind: RefusalKind, tier: string) => {
    refusals.inc({ kind, tier }, 0);
    refusalChildren.set(`${kind}:${tier}`, refusals.labels({ kind, tier }));
  };
  zero('firewall', 'none');
  zero('token', 'none');
  zero('registration', 'none');
  for (const tier of TIERS) {
    zero('bucket', tier);
    zero('quota', tier);
  }

  const submissions = new Counter({
    name: name('submissions_total'),
    help: 'Order submissions by outcome: accepted (stored), replayed (identical resubmission), completed, failed (rejected), attempt_failed (retried).',
    labelNames: ['outcome'],
    registers,
  });
  const submissionDuration = new Histogram({
    name: name('submission_duration_seconds'),
    help: 'Time from a submission being accepted to its terminal state, by outcome.',
    labelNames: ['outcome'],
    buckets: WORK_BUCKETS,
    registers,
  });
  const backlog = sharedProbe(async () => (probes.submissionQueue ? probes.submissionQueue() : null));
  new Gauge({
    name: name('submission_queue_depth'),
    help: 'Submission jobs not finished, by state (ready: waiting for a worker; running: claimed). Read at scrape time.',
    labelNames: ['state'],
    registers,
    async collect() {
      const b = await backlog();
      if (!b) return;
      this.set({ state: 'ready' }, b.ready);
      this.set({ state: 'running' }, b.running);
    },
  });
  new Gauge({
    name: name('submission_queue_oldest_age_seconds'),
    help: 'Age of the oldest unfinished submission job, in seconds (0 when the queue is empty). Read at scrape time.',
    registers,
    async collect() {
      const b = await backlog();
      if (b) this.set(b.oldestAgeSeconds);
    },
  });

  const deliveries = new Counter({
    name: name('webhook_deliveries_total'),
    help: 'Webhook delivery attempts by outcome (succeeded, failed, skipped).',
    labelNames: ['outcome'],
    registers,
  });
  const committedToAttempted = new Histogram({
    name: name('webhook_committed_to_attempted_seconds'),
    help: 'Time from the event being committed to the outbox to the start of its first delivery attempt.',
    buckets: WORK_BUCKETS,
    registers,
  });
  const committedToDelivered = new Histogram({
    name: name('webhook_committed_to_delivered_seconds'),
    help: 'Time from the event being committed to the outbox to its successful delivery.',
    buckets: WORK_BUCKETS,
    registers,
  });
  new Gauge({
    name: name('webhook_deliveries_in_flight'),
    help: 'Webhook POSTs this process is sending right now.',
    registers,
    collect() {
      this.set(probes.webhooksInFlight?.() ?? 0);
    },
  });

  for (const [suffix, help, read] of [
    ['db_pool_size', 'Connections the database pool holds open (busy and idle).', (p: PoolState) => p.total],
    ['db_pool_idle', 'Idle connections in the database pool.', (p: PoolState) => p.idle],
    ['db_pool_waiting', 'Callers waiting for a database connection.', (p: PoolState) => p.waiting],
  ] as const) {
    new Gauge({
      name: name(suffix),
      help,
      registers,
      collect() {
        const pool = probes.pool?.();
        if (pool) this.set(read(pool));
      },
    });
  }
  new Counter({
    name: name('db_statement_timeouts_total'),
    help: 'Statements that failed on the statement timeout (or a query the network swallowed).',
    registers,
    collect() {
      this.reset();
      this.inc(probes.statementTimeouts?.() ?? 0);
    },
  });

  new Counter({
    name: name('credential_reads_total'),
    help: 'Bearer credential reads: answered from the process cache (hit), read while it could keep the answer (miss), read with the LISTEN connection down (bypassed).',
    labelNames: ['result'],
    registers,
    collect() {
      const counts = probes.credentialCache?.();
      this.reset();
      this.inc({ result: 'hit' }, counts?.hits ?? 0);
      this.inc({ result: 'miss' }, counts?.misses ?? 0);
      this.inc({ result: 'bypassed' }, counts?.bypassed ?? 0);
    },
  });
  new Counter({
    name: name('credential_read_statements_total'),
    help: 'Statements that read the bearer credentials the cache did not hold (misses and bypasses): those arriving while two are running go together in the next one.',
    registers,
    collect() {
      this.reset();
      this.inc(probes.credentialCache?.().statements ?? 0);
    },
  });
  new Counter({
    name: name('credential_cache_drops_total'),
    help: 'Whole drops of the credential cache: a change signalled by the database, or the LISTEN connection lost or reopened.',
    registers,
    collect() {
      this.reset();
      this.inc(probes.credentialCache?.().drops ?? 0);
    },
  });

  const outcomes = ['accepted', 'replayed', 'completed', 'failed', 'attempt_failed'] as const;
  const submissionChildren = Object.fromEntries(
    outcomes.map((o) => {
      submissions.inc({ outcome: o }, 0);
      return [o, submissions.labels({ outcome: o })];
    }),
  ) as Record<SubmissionOutcome, Counter.Internal>;
  const durationChildren = {
    completed: submissionDuration.labels({ outcome: 'completed' }),
    failed: submissionDuration.labels({ outcome: 'failed' }),
  };
  const deliveryChildren = Object.fromEntries(
    (['succeeded', 'failed', 'skipped'] as const).map((o) => {
      deliveries.inc({ outcome: o }, 0);
      return [o, deliveries.labels({ outcome: o })];
    }),
  ) as Record<DeliveryOutcome, Counter.Internal>;

  const pruned = new Counter({
    name: name('retention_pruned_rows_total'),
    help: 'Rows the retention task deleted, by table (docs/operations.md, "Retention").',
    labelNames: ['table'],
    registers,
  });
  const prunedChildren = new Map(options.retentionTables.map((table) => [table, pruned.labels({ table })]));
  for (const child of prunedChildren.values()) child.inc(0);
  const objectFailures = new Counter({
    name: name('retention_object_delete_failures_total'),
    help: 'Stored objects of pruned uploads that could not be deleted (each is logged with its key).',
    registers,
  });
  const passes = new Histogram({
    name: name('retention_pass_duration_seconds'),
    help: 'Duration of retention passes, by outcome (completed, failed).',
    labelNames: ['outcome'],
    buckets: WORK_BUCKETS,
    registers,
  });
  passes.zero({ outcome: 'completed' });
  passes.zero({ outcome: 'failed' });

  let processMetrics = false;
  return {
    registry,
    http: httpFamily(registry, name('http_request_duration_seconds'), name('http_requests_shed_total'), LATENCY_BUCKETS),
    probes,
    gateway: {
      refused(kind, tier) {
        (refusalChildren.get(`${kind}:${tier}`) ?? refusals.labels({ kind, tier: 'other' })).inc();
      },
    },
    submissions: {
      outcome(outcome, acceptedAt) {
        submissionChildren[outcome].inc();
        if (acceptedAt && (outcome === 'completed' || outcome === 'failed'))
          durationChildren[outcome].observe(Math.max(0, (Date.now() - acceptedAt.getTime()) / 1000));
      },
    },
    webhooks: {
      delivery(outcome, committedAt, latencyMs) {
        deliveryChildren[outcome].inc();
        if (!committedAt || outcome === 'skipped') return;
        const now = Date.now();
        const committed = committedAt.getTime();
        committedToAttempted.observe(Math.max(0, (now - (latencyMs ?? 0) - committed) / 1000));
        if (outcome === 'succeeded') committedToDelivered.observe(Math.max(0, (now - committed) / 1000));
      },
    },
    retention: {
      pruned(table, rows) {
        (prunedChildren.get(table) ?? pruned.labels({ table: 'other' })).inc(rows);
      },
      objectDeleteFailed() {
        objectFailures.inc();
      },
      pass(seconds, outcome) {
        passes.observe({ outcome }, seconds);
      },
    },
    setRoles(roles) {
      info.reset();
      info.set({ version: options.version, roles: [...roles].sort().join(',') }, 1);
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      // The event-loop delay is ./event-loop.ts's (once a second while idle, ten times while busy). prom-client
      // has no switch for its own sampler: given a resolution of about 24 days its timer never fires, and its
      // eight gauges make way for the same names.
      collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 2 ** 31 - 1 });
      for (const metric of Object.values(EVENT_LOOP_METRICS)) registry.removeSingleMetric(metric);
      eventLoopDelay(registry);
      new Counter({
        name: name('log_lines_dropped_total'),
        help: 'Log lines the process dropped while its standard output was full (a log collector stalled past 8 MiB held).',
        registers,
        collect() {
          this.reset();
          this.inc(probes.logLinesDropped?.() ?? 0);
        },
      });
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
