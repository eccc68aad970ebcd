// Typed configuration, parsed once from the environment at start and passed in.
// Nothing reads process.env anywhere else, so tests build configs by hand.
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts, type LogLevel } from '../http/settings.ts';
import { isProxyEntry } from '../gateway/firewall/source-address.ts';
import { loadStorageConfig, type StorageConfig } from '../storage/config.ts';
import { environmentIssuer } from '../identity/issuer.ts';
import { loadRetentionConfig, type RetentionConfig } from '../retention/policy.ts';
import { loadTeamConfig, type TeamConfig } from '../team/config.ts';
import { loadPasswordConfig, type PasswordConfig } from '../identity/passwords.ts';
import { parseAllowedOrigins } from '../mcp/origin.ts';

export interface Config {
  host: string;
  port: number;
  adminPort: number;
  storagePort: number;
  mtlsPort: number;
  databaseUrl: string;
  redisUrl: string | null;
  adminToken: string | null;
  /**
   * Where this process's partner host is reached: every URL it advertises. With PORT=0 and no
   * PUBLIC_BASE_URL, the port the kernel gives the listener, once the environment has taken it
   * (src/app/port-reservation.ts).
   */
  publicBaseUrl: string;
  /**
   * The `iss` of this environment's tokens, the same for every process of it
   * whatever its port: PUBLIC_BASE_URL when set, else derived from
   * ENVIRONMENT_NAME (src/identity/issuer.ts).
   */
  tokenIssuer: string;
  /**
   * Where this process's mTLS host is reached (MTLS_PUBLIC_URL, else derived from MTLS_PORT): the
   * server its documents name. With MTLS_PORT=0 and none set, the port the listener is given.
   */
  mtlsPublicUrl: string;
  sandboxBaseUrl: string | null;
  /**
   * MCP_ALLOWED_ORIGINS: browser origins allowed to call POST /v1/mcp besides
   * the public origin (publicBaseUrl's); a request with any other Origin is 403.
   */
  mcpAllowedOrigins: string[];
  logLevel: LogLevel;
  /** CHECK_RESPONSES: check every response against its published schema (tests; src/http/responses/response-check.ts). */
  checkResponses: boolean;
  /** Lifetime of client-credentials access tokens, in seconds. */
  tokenTtlSeconds: number;
  /** The issuer (and audience) name of this environment's identity pool. */
  environment: string;
  /**
   * ENVIRONMENT_KIND: `production` (default) or `sandbox`. A sandbox serves the same API plus the
   * test helpers (`/v1/test-helpers/…`), which exist nowhere else. SANDBOX_PORT's environment is
   * always a sandbox (src/app/sandbox/config.ts); a sandbox deployed on its own sets this.
   */
  kind: EnvironmentKind;
  /** Product full-text search; `search_not_available` when off. */
  searchEnabled: boolean;
  /** An external template vendor's base URL; unset uses the built-in template store. */
  templateVendorUrl: string | null;
  /** A database statement (and a query waiting on the network) fails after this, answered 503. */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL: connections this process's pool opens at most (besides the one LISTEN connection). */
  databasePoolSize: number;
  /** DATABASE_NAMED_STATEMENTS (default true): PostgreSQL's hot statements prepared once per connection (src/db/prepared.ts). */
  databaseNamedStatements: boolean;
  http: HttpTimeouts;
  /** HTTP_MAX_IN_FLIGHT: requests a partner listener (or the storage host) holds at once before it answers 503 at once (0: no bound). */
  httpMaxInFlight: number;
  /** HTTP_SHED_AFTER_MS: how long a queue (the event loop's, the database pool's) may stand before partner listeners refuse a share of requests 503 at once (0: never). */
  httpShedAfterMs: number;
  /** HTTP_MAX_CONNECTIONS_PER_ADDRESS: connections one address holds open at a partner listener before more are refused (0: no bound; never a trusted proxy). */
  httpMaxConnectionsPerAddress: number;
  /**
   * Webhook dispatcher: POST timeout, sending slots (overall; per endpoint: first window, largest window), fallback poll,
   * and whether loopback, private and unique-local destinations are allowed (WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: on the
   * embedded engine, the local demo, by default; refused on PostgreSQL unless set).
   */
  webhooks: {
    timeoutMs: number;
    concurrency: number;
    perEndpointConcurrency: number;
    perEndpointMaxConcurrency: number;
    pollMs: number;
    allowPrivateDestinations: boolean;
  };
  /**
   * The longest an idle worker, dispatcher or mTLS truststore waits between
   * polls: their polls back off to it while nothing happens (wake-ups come by
   * notification; the poll is the safety net for a lost one). 10 s on
   * PostgreSQL, 60 s on the embedded engine (its notifications never leave
   * the process).
   */
  idlePollMaxMs: number;
  /** Proxies whose X-Forwarded-For is believed for the source address (addresses, CIDRs, `loopback`…); null: the socket's peer. */
  trustProxy: string[] | null;
  /** Interface the admin listener binds; keep it off any network partners reach. */
  adminHost: string;
  /** The metrics listener (/metrics, /livez, /readyz) of every process: its port (null: METRICS_PORT=off) and interface (the admin host's by default). */
  metricsPort: number | null;
  metricsHost: string;
  /** How long POST /v1/orders waits for the submission's outcome, in ms (the spec's 20 s). */
  submissionWaitMs: number;
  /** Jobs each worker process runs at once, and how long a claim lasts before another worker may take the job. */
  workerConcurrency: number;
  jobLeaseMs: number;
  /** SIGTERM/SIGINT: how long in-flight requests, jobs and deliveries may take to finish before the rest is handed back (docs/operations.md "Drain"). */
  shutdownGraceMs: number;
  /** Object storage for proofs and artwork (src/storage/config.ts). */
  storage: StorageConfig;
  /** The mTLS host: its server certificate and key files (generated for local use when unset), and how often it polls the truststore version. */
  mtls: { certFile: string | null; keyFile: string | null; truststorePollMs: number };
  /**
   * SANDBOX_PORT (null: no sandbox in this process), SANDBOX_ADMIN_PORT, SANDBOX_STORAGE_PORT, SANDBOX_METRICS_PORT,
   * SANDBOX_DATABASE_URL; the sandbox's whole configuration is derived in src/app/sandbox/config.ts.
   */
  sandbox: {
    port: number | null;
    adminPort: number | null;
    storagePort: number | null;
    metricsPort: number | null;
    databaseUrl: string | null;
  };
  /** How long each kind of operational data is kept, and how the worker role prunes it (src/retention/policy.ts; RETENTION_*). */
  retention: RetentionConfig;
  /** How often an API process adds its per-partner usage counts to the database (USAGE_FLUSH_MS). */
  usageFlushMs: number;
  /** The back office's staff: console sessions, personal API tokens (src/team/config.ts). */
  team: TeamConfig;
  /** Passwords of team members and partner staff: scrypt's cost and the limits of the hashing work (src/identity/passwords.ts). */
  passwords: PasswordConfig;
}

export type { HttpTimeouts, LogLevel };
import { ConfigError } from '../errors/config-error.ts';

export { ConfigError };

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function port(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) throw new ConfigError(`${name} must be a TCP port (0-65535), got "${raw}"`);
  return Number(raw);
}

function positiveInt(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}

/** DATABASE_POOL_SIZE: 1 to 1000 connections, default 10. */
function poolSize(env: Record<string, string | undefined>): number {
  const size = positiveInt(env, 'DATABASE_POOL_SIZE', 10);
  if (size > 1000) throw new ConfigError(`DATABASE_POOL_SIZE must be at most 1000, got "${env.DATABASE_POOL_SIZE}"`);
  return size;
}

function url(env: Record<string, string | undefined>, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  return raw.replace(/\/+$/, '');
}

/** A URL the service publishes as where it is reached: port 0 is a request for a free port, which no client can reach. */
function publishedUrl(env: Record<string, string | undefined>, name: string): string | null {
  const value = url(env, name, ['http:', 'https:']);
  if (value !== null && new URL(value).port === '0') throw new ConfigError(`${name} names port 0, which no client can reach`);
  return value;
}

function bool(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function httpTimeouts(env: Record<string, string | undefined>): HttpTimeouts {
  const timeouts = {
    requestTimeoutMs: positiveInt(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs),
    headersTimeoutMs: positiveInt(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs),
    keepAliveTimeoutMs: positiveInt(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs),
    idleTimeoutMs: positiveInt(env, 'HTTP_IDLE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.idleTimeoutMs),
    sendStallMs: positiveInt(env, 'HTTP_SEND_STALL_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.sendStallMs),
  };
  // Node refuses a headers timeout longer than the request timeout.
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs)
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  if (timeouts.headersTimeoutMs <= timeouts.keepAliveTimeoutMs)
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS must exceed HTTP_KEEP_ALIVE_TIMEOUT_MS');
  // Else a client stalled mid-request would lose its connection silently before its 408 (settings.ts).
  if (timeouts.idleTimeoutMs <= timeouts.requestTimeoutMs)
    throw new ConfigError('HTTP_IDLE_TIMEOUT_MS must exceed HTTP_REQUEST_TIMEOUT_MS');
  return timeouts;
}

/** A bound from 0 (no bound) to 100,000, `fallback` when unset. */
function boundOrNone(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > 100_000)
    throw new ConfigError(`${name} must be a whole number from 0 (no bound) to 100000, got "${raw}"`);
  return Number(raw);
}

/**
 * HTTP_MAX_IN_FLIGHT: 0 (no bound) to 100,000, default 512: well above what
 * a process serves at once when healthy (a point read takes milliseconds; a
 * submission's wait holds its request up to 20 s without work), well below
 * the queue that would keep a request past a client's timeout.
 */
const maxInFlight = (env: Record<string, string | undefined>) => boundOrNone(env, 'HTTP_MAX_IN_FLIGHT', DEFAULT_MAX_IN_FLIGHT);
const DEFAULT_MAX_IN_FLIGHT = 512;

/**
 * HTTP_MAX_CONNECTIONS_PER_ADDRESS: 0 (no bound) to 100,000, default 256: a client's pool of keep-alive
 * connections is a few dozen; thousands from one address are a flood of descriptors, not a client. Addresses
 * TRUST_PROXY names are not bounded (a proxy's connections are many clients').
 */
const maxConnectionsPerAddress = (env: Record<string, string | undefined>) =>
  boundOrNone(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;

/**
 * HTTP_SHED_AFTER_MS: 0 (never) to 10,000, default 200 (src/http/pressure/queue-pressure.ts): how long a queue
 * may stand before a share of requests is refused. A healthy process's turns last a millisecond or two and its
 * pool waits a statement or two; a flood of a few hundred connections makes a few turns of tens. Crowded turns
 * past 20 ms back to back for 200 ms of the process's own work, or every pool wait past 20 ms for 200 ms under a
 * crowd, are a standing queue no client gains from joining; short enough that the backlog built meanwhile drains
 * within a client's timeout.
 */
function shedAfterMs(env: Record<string, string | undefined>): number {
  const raw = env.HTTP_SHED_AFTER_MS;
  if (raw === undefined || raw === '') return DEFAULT_SHED_AFTER_MS;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 10_000)
    throw new ConfigError(`HTTP_SHED_AFTER_MS must be a whole number of milliseconds from 0 (never) to 10000, got "${raw}"`);
  return Number(raw);
}
const DEFAULT_SHED_AFTER_MS = 200;

/** TRUST_PROXY: comma-separated proxy addresses, CIDR blocks or names (`loopback`…); never "trust everyone". */
function trustedProxies(env: Record<string, string | undefined>): string[] | null {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined)
    throw new ConfigError(`TRUST_PROXY must list proxy addresses, CIDR blocks, loopback, linklocal or uniquelocal; got "${bad}"`);
  return entries.length > 0 ? entries : null;
}

export const ENVIRONMENT_KINDS = ['production', 'sandbox'] as const;
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];

function environmentKind(env: Record<string, string | undefined>): EnvironmentKind {
  const kind = env.ENVIRONMENT_KIND || 'production';
  if (!(ENVIRONMENT_KINDS as readonly string[]).includes(kind))
    throw new ConfigError(`ENVIRONMENT_KIND must be one of ${ENVIRONMENT_KINDS.join(', ')}`);
  return kind as EnvironmentKind;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const p = port(env, 'PORT', 3000);
  const databaseUrl = env.DATABASE_URL || './data/pglite';
  if (/^[a-z]+:\/\//i.test(databaseUrl) && !/^(postgres|postgresql|memory):\/\//i.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be postgres://…, memory://, or a directory path for the embedded database');
  }
  const onPostgres = /^postgres(ql)?:\/\//i.test(databaseUrl);
  const databasePoolSize = poolSize(env);
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const adminToken = env.ADMIN_TOKEN || null;
  if (adminToken !== null && adminToken.length < 16) throw new ConfigError('ADMIN_TOKEN must be at least 16 characters');
  const environment = env.ENVIRONMENT_NAME || 'partner-api-local';
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(environment)) throw new ConfigError('ENVIRONMENT_NAME must be a lower-case slug');
  const publicBaseUrl = publishedUrl(env, 'PUBLIC_BASE_URL');
  const mtlsPort = port(env, 'MTLS_PORT', 3443);
  return {
    host,
    port: p,
    adminPort: port(env, 'ADMIN_PORT', 3001),
    storagePort: port(env, 'STORAGE_PORT', 3002),
    mtlsPort,
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    adminToken,
    publicBaseUrl: publicBaseUrl ?? `http://localhost:${p}`,
    tokenIssuer: publicBaseUrl ?? environmentIssuer(environment),
    mtlsPublicUrl: publishedUrl(env, 'MTLS_PUBLIC_URL') ?? `https://localhost:${mtlsPort}`,
    sandboxBaseUrl: publishedUrl(env, 'SANDBOX_BASE_URL'),
    mcpAllowedOrigins: parseAllowedOrigins(env.MCP_ALLOWED_ORIGINS),
    logLevel,
    tokenTtlSeconds: positiveInt(env, 'TOKEN_TTL_SECONDS', 3600),
    environment,
    kind: environmentKind(env),
    searchEnabled: bool(env, 'SEARCH_ENABLED', true),
    checkResponses: bool(env, 'CHECK_RESPONSES', false),
    templateVendorUrl: url(env, 'TEMPLATE_VENDOR_URL', ['http:', 'https:']),
    databaseStatementTimeoutMs: positiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000),
    databasePoolSize,
    databaseNamedStatements: bool(env, 'DATABASE_NAMED_STATEMENTS', true),
    http: httpTimeouts(env),
    httpMaxInFlight: maxInFlight(env),
    httpShedAfterMs: shedAfterMs(env),
    httpMaxConnectionsPerAddress: maxConnectionsPerAddress(env),
    webhooks: {
      timeoutMs: positiveInt(env, 'WEBHOOK_TIMEOUT_MS', 5000),
      concurrency: positiveInt(env, 'WEBHOOK_CONCURRENCY', 256),
      perEndpointConcurrency: positiveInt(env, 'WEBHOOK_ENDPOINT_CONCURRENCY', 4),
      perEndpointMaxConcurrency: positiveInt(env, 'WEBHOOK_ENDPOINT_MAX_CONCURRENCY', 64),
      pollMs: positiveInt(env, 'WEBHOOK_POLL_MS', 100),
      // The embedded engine is the local demo, whose receivers run on this machine (README, the sandbox guide).
      allowPrivateDestinations: bool(env, 'WEBHOOK_ALLOW_PRIVATE_DESTINATIONS', !onPostgres),
    },
    // Embedded: every notification is in-process and cannot be lost, so the safety poll can wait longer and an idle process wakes less.
    idlePollMaxMs: positiveInt(env, 'IDLE_POLL_MAX_MS', onPostgres ? 10_000 : 60_000),
    trustProxy: trustedProxies(env),
    adminHost: env.ADMIN_HOST || host,
    metricsPort: env.METRICS_PORT === 'off' ? null : port(env, 'METRICS_PORT', 9464),
    metricsHost: env.METRICS_HOST || env.ADMIN_HOST || host,
    submissionWaitMs: positiveInt(env, 'SUBMISSION_WAIT_MS', 20_000),
    // A job mostly waits on its statements: on PostgreSQL, with few loops a burst of submissions queues behind them
    // while the database has room. The embedded engine runs one statement at a time: more loops there only queue.
    workerConcurrency: positiveInt(env, 'WORKER_CONCURRENCY', onPostgres ? Math.min(8, databasePoolSize) : 2),
    jobLeaseMs: positiveInt(env, 'JOB_LEASE_MS', 30_000),
    shutdownGraceMs: positiveInt(env, 'SHUTDOWN_GRACE_MS', 15_000),
    storage: loadStorageConfig(env, databaseUrl),
    mtls: {
      certFile: env.MTLS_CERT_FILE || null,
      keyFile: env.MTLS_KEY_FILE || null,
      truststorePollMs: positiveInt(env, 'MTLS_TRUSTSTORE_POLL_MS', 1000),
    },
    sandbox: {
      port: env.SANDBOX_PORT ? port(env, 'SANDBOX_PORT', 0) : null,
      adminPort: env.SANDBOX_ADMIN_PORT ? port(env, 'SANDBOX_ADMIN_PORT', 0) : null,
      storagePort: env.SANDBOX_STORAGE_PORT ? port(env, 'SANDBOX_STORAGE_PORT', 0) : null,
      metricsPort: env.SANDBOX_METRICS_PORT ? port(env, 'SANDBOX_METRICS_PORT', 0) : null,
      databaseUrl: env.SANDBOX_DATABASE_URL || null,
    },
    retention: loadRetentionConfig(env),
    usageFlushMs: positiveInt(env, 'USAGE_FLUSH_MS', 5000),
    team: loadTeamConfig(env),
    passwords: loadPasswordConfig(env),
  };
}
