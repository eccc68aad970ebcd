// The retention policy (docs/operations.md, "Retention"): what each kind of
// operational data is, how long it is kept by default, the variable that
// changes it, and what is never pruned whatever its age. Parsed once from the
// environment by src/app/config.ts; `off` keeps a kind forever.
import { ConfigError } from '../errors/config-error.ts';

export const RETENTION_KINDS = [
  'events',
  'deliveries',
  'jobs',
  'uploads',
  'signin_codes',
  'signin_clients_unused',
  'signin_clients',
  'audit',
  'usage',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface RetentionRule {
  /** The table the rows are deleted from. */
  table: string;
  /** The variable that sets the period, in days (`off`: kept forever). */
  env: string;
  defaultDays: number;
  /** What a row's age counts from. */
  age: string;
  /** What is never pruned, whatever its age. */
  kept: string;
}

export const RETENTION_RULES: Record<RetentionKind, RetentionRule> = {
  events: {
    table: 'outbox_events',
    env: 'RETENTION_EVENTS_DAYS',
    defaultDays: 30,
    age: 'created_at (the commit of the change)',
    kept: 'events not yet fanned out, and events with a delivery still pending or delivering',
  },
  deliveries: {
    table: 'webhook_deliveries',
    env: 'RETENTION_DELIVERIES_DAYS',
    defaultDays: 30,
    age: 'created_at',
    kept: 'deliveries still pending or delivering, and deliveries a kept redelivery points at',
  },
  jobs: {
    table: 'jobs',
    env: 'RETENTION_JOBS_DAYS',
    defaultDays: 14,
    age: 'updated_at (when the job finished)',
    kept: 'jobs ready or running, and the dead job of a submission still queued or processing (staff read its error and requeue it)',
  },
  uploads: {
    table: 'upload_reservations',
    env: 'RETENTION_UPLOADS_DAYS',
    defaultDays: 7,
    age: 'expires_at (the upload URL expiry)',
    kept: 'reservations attached to a line (print files) and their objects; a pruned reservation loses its stored object too',
  },
  signin_codes: {
    table: 'oauth_codes',
    env: 'RETENTION_SIGNIN_CODES_DAYS',
    defaultDays: 1,
    age: 'expires_at',
    kept: 'codes not yet expired (a redeemed code is deleted when it is redeemed)',
  },
  // Registration is open to anyone: a client no sign-in completed with is noise (or a flood) after a day.
  signin_clients_unused: {
    table: 'oauth_clients',
    env: 'RETENTION_SIGNIN_CLIENTS_UNUSED_DAYS',
    defaultDays: 1,
    age: 'created_at (its registration), for a client no code was ever issued for',
    kept: 'clients a code was issued for (the signin_clients kind); a pruned client loses its codes too',
  },
  signin_clients: {
    table: 'oauth_clients',
    env: 'RETENTION_SIGNIN_CLIENTS_DAYS',
    defaultDays: 90,
    age: 'last_used_at (when its last code was issued)',
    kept: 'clients no code was ever issued for (the signin_clients_unused kind); a pruned client loses its codes too; tokens already issued stay valid until they expire',
  },
  audit: {
    table: 'audit_log',
    env: 'RETENTION_AUDIT_DAYS',
    defaultDays: 365,
    age: 'occurred_at',
    kept: 'nothing else',
  },
  usage: {
    table: 'partner_usage_hourly',
    env: 'RETENTION_USAGE_DAYS',
    defaultDays: 90,
    age: 'hour',
    kept: 'nothing else',
  },
};

export interface RetentionConfig {
  /** Days each kind is kept; null: forever (`off`). */
  days: Record<RetentionKind, number | null>;
  /** How often the worker role runs a pass (RETENTION_INTERVAL_MINUTES); null: never on its own (`off`). */
  intervalMs: number | null;
  /** Rows per DELETE statement (RETENTION_BATCH_SIZE). */
  batchSize: number;
  /** Pause between two statements, so partner traffic gets the database in between (RETENTION_BATCH_PAUSE_MS). */
  batchPauseMs: number;
}

export const RETENTION_DEFAULTS = { intervalMinutes: 60, batchSize: 500, batchPauseMs: 100, maxBatchSize: 10_000, maxDays: 36_500 };

type Env = Record<string, string | undefined>;

function daysOrOff(env: Env, name: string, fallback: number): number | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'off') return null;
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > RETENTION_DEFAULTS.maxDays)
    throw new ConfigError(`${name} must be a number of days (1-${RETENTION_DEFAULTS.maxDays}) or off, got "${raw}"`);
  return Number(raw);
}

function bounded(env: Env, name: string, fallback: number, min: number, max: number, what: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name} must be ${what} (${min}-${max}), got "${raw}"`);
  return Number(raw);
}

export function loadRetentionConfig(env: Env): RetentionConfig {
  const days = Object.fromEntries(
    RETENTION_KINDS.map((kind) => [kind, daysOrOff(env, RETENTION_RULES[kind].env, RETENTION_RULES[kind].defaultDays)]),
  ) as Record<RetentionKind, number | null>;
  const interval = env.RETENTION_INTERVAL_MINUTES;
  return {
    days,
    intervalMs:
      interval === 'off'
        ? null
        : bounded(env, 'RETENTION_INTERVAL_MINUTES', RETENTION_DEFAULTS.intervalMinutes, 1, 10_080, 'minutes or off') * 60_000,
    batchSize: bounded(env, 'RETENTION_BATCH_SIZE', RETENTION_DEFAULTS.batchSize, 1, RETENTION_DEFAULTS.maxBatchSize, 'rows per statement'),
    batchPauseMs: bounded(env, 'RETENTION_BATCH_PAUSE_MS', RETENTION_DEFAULTS.batchPauseMs, 0, 60_000, 'milliseconds'),
  };
}
