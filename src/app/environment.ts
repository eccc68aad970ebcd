// One environment, assembled from its configuration: database, migrations,
// platform, demo world, then a listener or a task per role. Production, the
// local sandbox beside it (SANDBOX_PORT) and a sandbox deployed on its own
// (ENVIRONMENT_KIND=sandbox) are all built here, by the same steps, so no
// role can be forgotten for one of them (src/main.ts only parses arguments,
// prints the banner and handles signals).
//   build:  database → migrations → platform → demo → the api and mtls apps; the admin, storage
//           and metrics listeners → the embedded database's lock (the CLI forwards to this admin)
//   start:  the dispatcher, the submission worker, retention (after the process's signal
//           handlers exist, so a SIGTERM never kills a worker holding a job)
//   open:   the mtls and api listeners, last of all (src/main.ts opens the sandbox's first), so
//           an answer to /v1/ping means every listener of the process is up
//   drain:  what shutdown (src/app/shutdown.ts) begins, settles and closes for it
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { claimEmbedded, embeddedOwner } from '../db/embedded/lock.ts';
import { isPostgresUrl, openDatabase } from '../db/engine.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { newCliSecret, ownerRecord } from './cli/service-route.ts';
import { ConfigError, type Config } from './config.ts';
import { loadDemoCredentials, saveDemoCredentials } from './demo/credentials.ts';
import { isEmptyWorld, seedDemo, seedDemoCredentials } from './demo/seed.ts';
import { copyDemoTemplate, findDemoTemplate, type DemoTemplate } from './demo/template.ts';
import type { DemoWorld } from './demo/world.ts';
import { buildAdminApp } from './hosts/admin.ts';
import { buildMetricsApp } from './hosts/metrics.ts';
import { buildMtlsApp } from './hosts/mtls.ts';
import { buildPartnerApp } from './hosts/partner.ts';
import { startStorageHost } from './hosts/storage.ts';
import { createPlatform, type Platform } from './platform.ts';
import { namesPortZero, reservePort, withPort } from './port-reservation.ts';
import type { Role } from './roles.ts';
import { handBackStep, listenerStep, type SettleStep, type ShutdownPlan } from './shutdown.ts';
import { explainTakenPorts, listenOrExplain, servePending, withDatabaseExplained, type Phases } from './startup.ts';
import { dispatcherLogger } from './wiring/webhooks.ts';

export interface EnvironmentOptions {
  /** null for the process's own environment; `sandbox` for SANDBOX_PORT's: prefixes its variables, phases and shutdown steps. */
  name: 'sandbox' | null;
  /** The admin token (ADMIN_TOKEN, or the one generated for this run: both environments take the same). */
  adminToken: string;
  /** Where the start's time goes (src/app/startup.ts); none: not measured. */
  phases?: Phases;
}

/** Addresses the environment's listeners are bound to (null: the role does not run here). */
export interface EnvironmentUrls {
  api: string | null;
  admin: string | null;
  mtls: string | null;
  storage: string | null;
  metrics: string | null;
}

/** A listener as it is bound: the host given to listen and the port it got. */
export interface BoundListener {
  host: string;
  port: number;
}

export interface Environment {
  name: 'sandbox' | null;
  config: Config;
  roles: Role[];
  platform: Platform;
  urls: EnvironmentUrls;
  /** Every listener the environment opened (its webhook destination policy refuses them; shareListeners adds the others'). */
  listeners: BoundListener[];
  api: FastifyInstance | null;
  admin: FastifyInstance | null;
  /** The demo world's credentials (embedded database only; from the template they are made while the listeners start). */
  demo(): Promise<DemoWorld | null>;
  /** Starts the environment's work: the dispatcher, the submission worker and retention, per its roles. */
  start(): Promise<void>;
  /**
   * Opens the partner listeners (mtls, then api), the last of the environment's: until then /v1/ping
   * cannot answer and /readyz answers not ready, so either one means every listener accepts connections.
   */
  openPartnerListeners(): Promise<void>;
  /** Its part of the process's shutdown: begin, settle (within the grace), then close in order. */
  drain: Pick<ShutdownPlan, 'begin' | 'settle' | 'close'>;
}

type CloseStep = ShutdownPlan['close'][number];

const ANY_INTERFACE = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'];

const boundPort = (server: { address(): unknown }): number => {
  const bound = server.address();
  return bound && typeof bound === 'object' && 'port' in bound ? Number(bound.port) : 0;
};

/** The URL a listener is reached at: its host (localhost for a local or any interface) and the port it is bound to. */
function boundUrl(app: FastifyInstance, host: string, scheme = 'http'): string {
  const port = boundPort(app.server);
  const name = ANY_INTERFACE.includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `${scheme}://${name}:${port}`;
}

function isEmbedded(databaseUrl: string): boolean {
  return !isPostgresUrl(databaseUrl) && !databaseUrl.startsWith('memory://');
}

/** A new embedded data directory starts as a copy of the seeded demo template when this build has one (src/app/demo/template.ts). */
function templateFor(config: Config): DemoTemplate | null {
  const fresh = isEmbedded(config.databaseUrl) && !existsSync(join(config.databaseUrl, 'PG_VERSION'));
  return fresh && config.storage.backend === 'local' ? findDemoTemplate() : null;
}

/**
 * Only an embedded (or in-memory) database is seeded automatically; PostgreSQL never is. From the
 * template only the demo credentials remain (scrypt on the thread pool): made while the listeners
 * start, awaited before the banner prints them.
 */
async function demoWorld(platform: Platform, template: DemoTemplate | null): Promise<() => Promise<DemoWorld | null>> {
  const url = platform.config.databaseUrl;
  if (isPostgresUrl(url)) return async () => null;
  if (template) {
    const credentials = seedDemoCredentials(platform, template.place).then((world) => {
      saveDemoCredentials(url, world);
      return world;
    });
    credentials.catch(() => {}); // awaited (and reported) by demo()
    return () => credentials;
  }
  if (!(await isEmptyWorld(platform))) {
    const saved = loadDemoCredentials(url);
    return async () => saved;
  }
  const seeded = await seedDemo(platform);
  saveDemoCredentials(url, seeded);
  return async () => seeded;
}

export async function buildEnvironment(settings: Config, roles: Role[], options: EnvironmentOptions): Promise<Environment> {
  const config = { ...settings, adminToken: options.adminToken };
  const prefix = options.name ? `${options.name} ` : '';
  const variable = (name: string) => (options.name ? `${options.name.toUpperCase()}_${name}` : name);
  const step = <T>(name: string, work: () => Promise<T>): Promise<T> =>
    options.phases ? options.phases.step(options.name ? `${options.name}:${name}` : name, work) : work();
  const url = config.databaseUrl;
  const embedded = isEmbedded(url);
  if (embedded) {
    const owner = embeddedOwner(url);
    if (owner) throw new ConfigError(`The embedded database ${url} is in use by process ${owner.pid}. Stop it first.`);
  }
  await explainTakenPorts([
    roles.includes('api') && { host: config.host, port: config.port, variable: variable('PORT') },
    roles.includes('admin') && { host: config.adminHost, port: config.adminPort, variable: variable('ADMIN_PORT') },
    roles.includes('mtls') && { host: config.host, port: config.mtlsPort, variable: variable('MTLS_PORT') },
    config.metricsPort !== null && { host: config.metricsHost, port: config.metricsPort, variable: variable('METRICS_PORT') },
    roles.includes('storage') &&
      config.storage.backend === 'local' && { host: config.host, port: config.storagePort, variable: variable('STORAGE_PORT') },
  ]);
  // PORT=0 with a public base URL on port 0 (none set): the port is taken now, so the URL the
  // platform and the partner app publish names it (port-reservation.ts).
  const reservation =
    roles.includes('api') && config.port === 0 && namesPortZero(config.publicBaseUrl) ? await reservePort(config.host) : null;
  if (reservation) config.publicBaseUrl = withPort(config.publicBaseUrl, reservation.port);
  // The same for the mTLS host, whose documents name its own URL (MTLS_PORT=0, no MTLS_PUBLIC_URL).
  const mtlsReservation =
    roles.includes('mtls') && config.mtlsPort === 0 && namesPortZero(config.mtlsPublicUrl) ? await reservePort(config.host) : null;
  if (mtlsReservation) config.mtlsPublicUrl = withPort(config.mtlsPublicUrl, mtlsReservation.port);
  const template = templateFor(config);
  if (template) await step('template', async () => copyDemoTemplate(template, url, config.storage.directory));
  const database = await step('database', () =>
    withDatabaseExplained(url, () =>
      openDatabase(url, {
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        poolSize: config.databasePoolSize,
        namedStatements: config.databaseNamedStatements,
      }),
    ),
  );
  await step('migrations', () => withDatabaseExplained(url, () => migrateToLatest(database.db)));
  const platform = await step('platform', () => createPlatform(config, database));
  platform.metrics.setRoles(roles);
  platform.health.opening = true;
  const demo = await step('demo', () => demoWorld(platform, template));

  // What shutdown settles within its grace: listeners, the worker, the dispatcher, retention.
  const settle: SettleStep[] = [];
  const urls: EnvironmentUrls = { api: null, admin: null, mtls: null, storage: null, metrics: null };
  // Each listener, once bound, is a destination no webhook of this environment may reach (events/webhooks/destinations/).
  const listeners: BoundListener[] = [];
  const opened = (server: { address(): unknown }, host: string) => {
    const listener = { host, port: boundPort(server) };
    listeners.push(listener);
    platform.webhooks.destinations.addListener(listener.host, listener.port);
  };
  // The partner listeners (api, mtls) are built here but listen last (openPartnerListeners): /v1/ping is the signal
  // scripts wait for, so it answers only once every other listener of the process accepts connections.
  const partnerListeners: Array<() => Promise<void>> = [];
  let api: FastifyInstance | null = null;
  if (roles.includes('api')) {
    const app = await step('partnerApp', () => buildPartnerApp(platform));
    api = app;
    settle.push(listenerStep(`${prefix}api`, app));
    partnerListeners.push(async () => {
      await (reservation ? reservation.handTo(app) : listenOrExplain(app, config.host, config.port, variable('PORT')));
      opened(app.server, config.host);
      urls.api = boundUrl(app, config.host);
    });
  }
  // On the embedded engine the CLI sends its commands to this environment's admin listener (src/app/cli/service-route.ts).
  const cliSecret = embedded ? newCliSecret() : null;
  let admin: FastifyInstance | null = null;
  if (roles.includes('admin')) {
    await step('serving', servePending);
    admin = await step('adminApp', () => buildAdminApp(platform, { cliSecret }));
    await listenOrExplain(admin, config.adminHost, config.adminPort, variable('ADMIN_PORT'));
    settle.push(listenerStep(`${prefix}admin`, admin));
    opened(admin.server, config.adminHost);
    urls.admin = boundUrl(admin, config.adminHost);
  }
  if (roles.includes('mtls')) {
    await step('serving', servePending);
    const mtls = await step('mtlsApp', () => buildMtlsApp(platform));
    settle.push(listenerStep(`${prefix}mtls`, mtls));
    partnerListeners.unshift(async () => {
      await (mtlsReservation ? mtlsReservation.handTo(mtls) : listenOrExplain(mtls, config.host, config.mtlsPort, variable('MTLS_PORT')));
      opened(mtls.server, config.host);
      urls.mtls = boundUrl(mtls, config.host, 'https');
    });
  }
  if (roles.includes('storage')) {
    const storage = await step('storageApp', () => startStorageHost(platform, config.storagePort, variable('STORAGE_PORT')));
    if (storage) {
      settle.push(listenerStep(`${prefix}storage`, storage));
      opened(storage.server, config.host);
    }
    urls.storage = storage?.url ?? null;
  }
  // Every environment has its own metrics listener, whatever its roles (docs/operations.md); /readyz answers
  // not ready until the partner listeners are open too (platform.health.opening).
  const metrics = config.metricsPort === null ? null : await step('metricsApp', () => buildMetricsApp(platform));
  if (metrics && config.metricsPort !== null) {
    await listenOrExplain(metrics, config.metricsHost, config.metricsPort, variable('METRICS_PORT'));
    opened(metrics.server, config.metricsHost);
    urls.metrics = boundUrl(metrics, config.metricsHost);
  }
  const release = embedded && cliSecret ? claimEmbedded(url, ownerRecord(admin, cliSecret)) : () => {};

  const close: CloseStep[] = [
    // The usage counts not yet written, once no partner request is left.
    { name: `${prefix}usage`, run: () => platform.usage.close() },
    { name: `${prefix}redis`, run: () => platform.gateway.close() },
    { name: `${prefix}signals`, run: () => platform.submissions.signals.close() },
    { name: `${prefix}metrics`, run: async () => metrics?.close() },
    // The embedded engine writes its files on close: never cut that short.
    { name: `${prefix}database`, run: () => database.close(), boundMs: embedded ? 120_000 : undefined },
    { name: `${prefix}lock`, run: async () => release() },
  ];
  let started = false;
  return {
    name: options.name,
    config,
    roles,
    platform,
    urls,
    listeners,
    api,
    admin,
    demo,
    async start() {
      if (started) return;
      started = true;
      const warming: Promise<void>[] = [];
      if (roles.includes('dispatcher')) {
        const dispatcher = platform.webhooks.dispatcher(dispatcherLogger(config.logLevel, undefined, config.environment));
        settle.push(handBackStep(`${prefix}dispatcher`, dispatcher));
        // Resolves once its connections are warm (dispatch/warm-up.ts): the process reports ready after that.
        warming.push(dispatcher.start());
      }
      if (roles.includes('worker')) {
        const worker = platform.submissions.createWorker();
        worker.start();
        settle.push(handBackStep(`${prefix}worker`, worker));
        // The worker role prunes old operational data (docs/operations.md, "Retention"); SIGTERM stops it between two statements.
        const retention = platform.retention.task()?.start() ?? null;
        if (retention) settle.push({ name: `${prefix}retention`, settle: () => retention.stop(), force: async () => {} });
      }
      await Promise.all(warming);
    },
    async openPartnerListeners() {
      while (partnerListeners.length > 0) await partnerListeners.shift()!();
      platform.health.opening = false;
    },
    drain: {
      begin() {
        // Not ready from now on (/readyz answers 503); every POST /v1/orders waiting for its outcome answers now.
        platform.health.draining = true;
        platform.submissions.service.drain();
      },
      settle,
      close,
    },
  };
}

/** Every environment of the process refuses the others' listeners as webhook destinations too (call before start()). */
export function shareListeners(environments: Environment[]): void {
  for (const environment of environments)
    for (const other of environments)
      if (other !== environment)
        for (const { host, port } of other.listeners) environment.platform.webhooks.destinations.addListener(host, port);
}

/** The process's shutdown plan for all its environments: each begins and settles at once; each closes in its own order. */
export function drainAll(environments: Environment[]): Pick<ShutdownPlan, 'begin' | 'settle' | 'close'> {
  return {
    begin: () => {
      for (const e of environments) e.drain.begin();
    },
    settle: environments.flatMap((e) => e.drain.settle),
    close: environments.flatMap((e) => e.drain.close),
  };
}
