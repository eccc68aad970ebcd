// Process entry: configuration → database → migrations → roles.
// `npm start` runs every role in this one process on the embedded database,
// seeding a demo world into an empty one and printing how to call it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAdminApp } from './app/hosts/admin.ts';
import { ConfigError, loadConfig, type Config } from './app/config.ts';
import { newCliSecret, ownerRecord } from './app/cli/service-route.ts';
import { claimEmbedded, embeddedOwner } from './db/embedded-lock.ts';
import { isPostgresUrl, openDatabase } from './db/engine.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadDemoCredentials, saveDemoCredentials } from './app/demo/credentials.ts';
import { isEmptyWorld, seedDemo, seedDemoCredentials } from './app/demo/seed.ts';
import { copyDemoTemplate, findDemoTemplate } from './app/demo/template.ts';
import type { DemoWorld } from './app/demo/world.ts';
import { buildPartnerApp } from './app/hosts/partner.ts';
import { createPlatform } from './app/platform.ts';
import { parseRoles } from './app/roles.ts';
import { listenOrExplain, servePending, startPhases, withDatabaseExplained } from './app/startup.ts';
import { dispatcherLogger } from './app/wiring/webhooks.ts';
import { startStorageHost } from './app/hosts/storage.ts';
import { buildMtlsApp } from './app/hosts/mtls.ts';
import { serverCertificatePath } from './app/hosts/mtls-server-identity.ts';
import { sandboxConfig } from './app/sandbox/config.ts';
import { printSandboxBanner } from './app/sandbox/banner.ts';
import { startSandbox } from './app/sandbox/host.ts';
import { buildMetricsApp } from './app/hosts/metrics.ts';
import { handBackStep, listenerStep, shutDown, type SettleStep } from './app/shutdown.ts';
import { serviceLogger } from './app/wiring/logging.ts';

function rolesArgument(argv: string[]): string | undefined {
  const i = argv.findIndex((a) => a === '--roles' || a.startsWith('--roles='));
  if (i < 0) return process.env.ROLES;
  return argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
}

function printBanner(
  config: Config,
  adminToken: string,
  generatedToken: boolean,
  demo: DemoWorld | null,
  storageUrl: string | null,
  metricsUrl: string | null,
  mtls = false,
): void {
  const api = config.publicBaseUrl;
  const lines = [
    '',
    'Partner Commerce API is running',
    `  Partner API   ${api}/v1/   (OpenAPI: ${api}/v1/openapi.json)`,
    `  API reference ${api}/docs   (admin: http://localhost:${config.adminPort}/admin/docs)`,
    `  Token URL     ${api}/oauth2/token`,
    `  Admin API     http://localhost:${config.adminPort}/admin/   (OpenAPI: /admin/openapi.json)`,
    `  Admin token   ${generatedToken ? `${adminToken}   (generated for this run; set ADMIN_TOKEN to fix it)` : '(from ADMIN_TOKEN)'}`,
  ];
  // The address signed proof and artwork links point at (STORAGE_PUBLIC_URL when set).
  if (storageUrl) {
    const published = config.storage.publicUrl;
    lines.push(
      `  Storage host  ${published ?? storageUrl}   ${published ? `(listening on ${storageUrl}; ` : '('}signed links to proofs and artwork)`,
    );
  }
  if (metricsUrl) lines.push(`  Metrics       ${metricsUrl}/metrics   (health: /livez, /readyz)`);
  if (mtls)
    lines.push(
      `  mTLS host     https://localhost:${config.mtlsPort}/v1/   (client certificate required; server certificate ${serverCertificatePath(config) ?? 'generated in memory'}; see README "Mutual TLS")`,
    );
  const adminBase = config.team.adminBaseUrl ?? `http://localhost:${config.adminPort}`;
  lines.push(`  Console       ${adminBase}/console   (the back office in a browser; README "Back office")`);
  if (demo?.staff?.length) {
    lines.push('', `Back office sign-in at ${adminBase}/console (one team member per role):`);
    for (const m of demo.staff) lines.push(`  ${m.role.padEnd(14)} ${m.email.padEnd(24)} ${m.password}`);
  }
  if (demo) {
    lines.push(
      '',
      `Demo partner "${demo.partnerName}" (partnerId ${demo.partnerId}), granted sites ${demo.siteIds.join(', ')}; site ${demo.otherSiteId} is not granted.`,
      `  client_id      ${demo.clientId}`,
      `  client_secret  ${demo.clientSecret}`,
      '',
      'Try it:',
      `  TOKEN=$(curl -s ${api}/oauth2/token -d grant_type=client_credentials -u '${demo.clientId}:${demo.clientSecret}' | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
      `  curl -s ${api}/v1/me -H "Authorization: Bearer $TOKEN"`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function main(): Promise<void> {
  const phases = startPhases();
  const config = loadConfig();
  const roles = parseRoles(rolesArgument(process.argv.slice(2)));
  const sandboxSettings = roles.includes('sandbox') ? sandboxConfig(config) : null;
  const embedded = !isPostgresUrl(config.databaseUrl) && !config.databaseUrl.startsWith('memory://');
  if (embedded) {
    const owner = embeddedOwner(config.databaseUrl);
    if (owner) throw new ConfigError(`The embedded database ${config.databaseUrl} is in use by process ${owner.pid}. Stop it first.`);
  }

  // A new embedded data directory starts as a copy of the seeded demo template when this build has one (src/app/demo/template.ts).
  const template =
    embedded && config.storage.backend === 'local' && !existsSync(join(config.databaseUrl, 'PG_VERSION')) ? findDemoTemplate() : null;
  if (template) await phases.step('template', async () => copyDemoTemplate(template, config.databaseUrl, config.storage.directory));
  const database = await phases.step('database', () =>
    withDatabaseExplained(config.databaseUrl, () =>
      openDatabase(config.databaseUrl, {
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        poolSize: config.databasePoolSize,
        namedStatements: config.databaseNamedStatements,
      }),
    ),
  );
  await phases.step('migrations', () => withDatabaseExplained(config.databaseUrl, () => migrateToLatest(database.db)));
  const adminToken = config.adminToken ?? randomBytes(24).toString('base64url');
  const platform = await phases.step('platform', () => createPlatform({ ...config, adminToken }, database));
  platform.metrics.setRoles(roles);

  // Only the embedded database is seeded automatically; PostgreSQL never is.
  // From the template only the demo credentials remain (scrypt on the thread
  // pool): made while the listeners start, awaited before the banner prints them.
  let credentials: Promise<DemoWorld> | null = null;
  let demo = await phases.step('demo', async (): Promise<DemoWorld | null> => {
    if (isPostgresUrl(config.databaseUrl)) return null;
    if (template) {
      credentials = seedDemoCredentials(platform, template.place).then((world) => {
        saveDemoCredentials(config.databaseUrl, world);
        return world;
      });
      credentials.catch(() => {}); // awaited (and reported) before the banner
      return null;
    }
    if (!(await isEmptyWorld(platform))) return loadDemoCredentials(config.databaseUrl);
    const seeded = await seedDemo(platform);
    saveDemoCredentials(config.databaseUrl, seeded);
    return seeded;
  });

  // What shutdown settles within its grace (src/app/shutdown.ts): listeners, the worker, the dispatcher.
  const settle: SettleStep[] = [];
  if (roles.includes('api')) {
    const app = await phases.step('partnerApp', () => buildPartnerApp(platform));
    await listenOrExplain(app, config.host, config.port, 'PORT');
    settle.push(listenerStep('api', app));
  }
  // On the embedded engine the CLI sends its commands to this process (src/app/cli/service-route.ts).
  const cliSecret = embedded ? newCliSecret() : null;
  let admin: Awaited<ReturnType<typeof buildAdminApp>> | null = null;
  if (roles.includes('admin')) {
    await phases.step('serving', servePending);
    admin = await phases.step('adminApp', () => buildAdminApp(platform, { cliSecret }));
    await listenOrExplain(admin, config.adminHost, config.adminPort, 'ADMIN_PORT');
    settle.push(listenerStep('admin', admin));
  }
  if (roles.includes('mtls')) {
    await phases.step('serving', servePending);
    const mtls = await phases.step('mtlsApp', () => buildMtlsApp(platform));
    await listenOrExplain(mtls, config.host, config.mtlsPort, 'MTLS_PORT');
    settle.push(listenerStep('mtls', mtls));
  }
  // The signal handlers exist before the worker and the dispatcher start: a SIGTERM that lands while
  // the start finishes (a listener, the demo credentials) is kept and acted on once shutdown can run,
  // so it never kills a worker that holds a job instead of handing it back (test/app/shutdown.test.ts).
  let early: string | null = null;
  let onSignal = (signal: string) => {
    early ??= signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  const sandbox = sandboxSettings ? await startSandbox({ ...sandboxSettings, adminToken }, roles) : null;
  const dispatcher = roles.includes('dispatcher')
    ? platform.webhooks.dispatcher(dispatcherLogger(config.logLevel, undefined, config.environment))
    : null;
  dispatcher?.start();
  if (dispatcher) settle.push(handBackStep('dispatcher', dispatcher));
  if (roles.includes('worker')) {
    const worker = platform.submissions.createWorker();
    worker.start();
    settle.push(handBackStep('worker', worker));
  }
  // The worker role prunes old operational data (docs/operations.md, "Retention"); SIGTERM stops it between two statements.
  const retention = roles.includes('worker') ? (platform.retention.task()?.start() ?? null) : null;
  if (retention) settle.push({ name: 'retention', settle: () => retention.stop(), force: async () => {} });
  let storageUrl: string | null = null;
  if (roles.includes('storage')) {
    const storage = await phases.step('storageApp', () => startStorageHost(platform));
    if (storage) settle.push(listenerStep('storage', storage));
    storageUrl = storage?.url ?? null;
  }
  // Every process has its own metrics listener, whatever its roles (docs/operations.md).
  let metricsUrl: string | null = null;
  const metrics = config.metricsPort === null ? null : await phases.step('metricsApp', () => buildMetricsApp(platform));
  if (metrics && config.metricsPort !== null) {
    await listenOrExplain(metrics, config.metricsHost, config.metricsPort, 'METRICS_PORT');
    const bound = metrics.server.address();
    const port = bound && typeof bound === 'object' ? bound.port : config.metricsPort;
    const h = config.metricsHost;
    const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(h);
    metricsUrl = `http://${local ? 'localhost' : h.includes(':') ? `[${h}]` : h}:${port}`;
  }
  const release = embedded && cliSecret ? claimEmbedded(config.databaseUrl, ownerRecord(admin, cliSecret)) : () => {};

  if (credentials) {
    phases.mark('listeners');
    demo = await phases.step('demoCredentials', () => credentials!);
  }
  printBanner(config, adminToken, config.adminToken === null, demo, storageUrl, metricsUrl, roles.includes('mtls'));
  if (sandbox) printSandboxBanner(sandbox);

  const log = serviceLogger('process', config.logLevel, config.environment);
  // Where the start's time went (milliseconds; docs/operations.md "Start-up"), read by bench/startup.ts.
  log.info({ roles, phases: phases.done() }, 'started');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, graceMs: config.shutdownGraceMs, roles }, 'shutting down: draining');
    const report = await shutDown({
      graceMs: config.shutdownGraceMs,
      begin() {
        // Not ready from now on (/readyz answers 503); the metrics listener closes last.
        platform.health.draining = true;
        platform.submissions.service.drain();
        sandbox?.begin();
      },
      settle: [...settle, ...(sandbox?.settleSteps() ?? [])],
      close: [
        // The usage counts not yet written, once no partner request is left.
        { name: 'usage', run: () => platform.usage.close() },
        { name: 'sandbox', run: async () => sandbox?.close() },
        { name: 'redis', run: () => platform.gateway.close() },
        { name: 'signals', run: () => platform.submissions.signals.close() },
        { name: 'metrics', run: async () => metrics?.close() },
        // The embedded engine writes its files on close: never cut that short.
        { name: 'database', run: () => database.close(), boundMs: embedded ? 120_000 : undefined },
      ],
      log,
    });
    release();
    process.exit(report.stuck.length === 0 ? 0 : 1);
  };
  onSignal = (signal) => void shutdown(signal);
  if (early) onSignal(early);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? 'configuration error' : 'failed to start'}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
