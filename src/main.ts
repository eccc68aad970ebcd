// Process entry: configuration → database → migrations → roles.
// `npm start` runs every role in this one process on the embedded database,
// seeding a demo world into an empty one and printing how to call it.
import { randomBytes } from 'node:crypto';
import { buildAdminApp } from './app/hosts/admin.ts';
import { ConfigError, loadConfig, type Config } from './app/config.ts';
import { newCliSecret, ownerRecord } from './app/cli/service-route.ts';
import { claimEmbedded, embeddedOwner } from './db/embedded-lock.ts';
import { isPostgresUrl, openDatabase } from './db/engine.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadDemoCredentials, saveDemoCredentials } from './app/demo/credentials.ts';
import { isEmptyWorld, seedDemo } from './app/demo/seed.ts';
import type { DemoWorld } from './app/demo/world.ts';
import { buildPartnerApp } from './app/hosts/partner.ts';
import { createPlatform } from './app/platform.ts';
import { parseRoles } from './app/roles.ts';
import { listenOrExplain, withDatabaseExplained } from './app/startup.ts';
import { dispatcherLogger } from './app/wiring/webhooks.ts';
import { startStorageHost } from './app/hosts/storage.ts';
import { buildMtlsApp } from './app/hosts/mtls.ts';
import { serverCertificatePath } from './app/hosts/mtls-server-identity.ts';
import { sandboxConfig } from './app/sandbox/config.ts';
import { printSandboxBanner } from './app/sandbox/banner.ts';
import { startSandbox } from './app/sandbox/host.ts';
import { buildMetricsApp } from './app/hosts/metrics.ts';

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
  const config = loadConfig();
  const roles = parseRoles(rolesArgument(process.argv.slice(2)));
  const sandboxSettings = roles.includes('sandbox') ? sandboxConfig(config) : null;
  const embedded = !isPostgresUrl(config.databaseUrl) && !config.databaseUrl.startsWith('memory://');
  if (embedded) {
    const owner = embeddedOwner(config.databaseUrl);
    if (owner) throw new ConfigError(`The embedded database ${config.databaseUrl} is in use by process ${owner.pid}. Stop it first.`);
  }

  const database = await withDatabaseExplained(config.databaseUrl, () =>
    openDatabase(config.databaseUrl, { statementTimeoutMs: config.databaseStatementTimeoutMs, poolSize: config.databasePoolSize }),
  );
  await withDatabaseExplained(config.databaseUrl, () => migrateToLatest(database.db));
  const adminToken = config.adminToken ?? randomBytes(24).toString('base64url');
  const platform = await createPlatform({ ...config, adminToken }, database);
  platform.metrics.setRoles(roles);

  // Only the embedded database is seeded automatically; PostgreSQL never is.
  let demo: DemoWorld | null = null;
  if (!isPostgresUrl(config.databaseUrl) && (await isEmptyWorld(platform))) {
    demo = await seedDemo(platform);
    saveDemoCredentials(config.databaseUrl, demo);
  } else {
    demo = loadDemoCredentials(config.databaseUrl);
  }

  const listeners: Array<{ close(): Promise<unknown> }> = [];
  if (roles.includes('api')) {
    const app = await buildPartnerApp(platform);
    await listenOrExplain(app, config.host, config.port, 'PORT');
    listeners.push(app);
  }
  // On the embedded engine the CLI sends its commands to this process (src/app/cli/service-route.ts).
  const cliSecret = embedded ? newCliSecret() : null;
  let admin: Awaited<ReturnType<typeof buildAdminApp>> | null = null;
  if (roles.includes('admin')) {
    admin = await buildAdminApp(platform, { cliSecret });
    await listenOrExplain(admin, config.adminHost, config.adminPort, 'ADMIN_PORT');
    listeners.push(admin);
  }
  if (roles.includes('mtls')) {
    const mtls = await buildMtlsApp(platform);
    await listenOrExplain(mtls, config.host, config.mtlsPort, 'MTLS_PORT');
    listeners.push(mtls);
  }
  const sandbox = sandboxSettings ? await startSandbox({ ...sandboxSettings, adminToken }, roles) : null;
  const dispatcher = roles.includes('dispatcher') ? platform.webhooks.dispatcher(dispatcherLogger(config.logLevel)) : null;
  dispatcher?.start();
  if (roles.includes('worker')) platform.submissions.createWorker().start();
  let storageUrl: string | null = null;
  if (roles.includes('storage')) {
    const storage = await startStorageHost(platform);
    if (storage) listeners.push(storage);
    storageUrl = storage?.url ?? null;
  }
  // Every process has its own metrics listener, whatever its roles (docs/operations.md).
  let metricsUrl: string | null = null;
  const metrics = config.metricsPort === null ? null : await buildMetricsApp(platform);
  if (metrics && config.metricsPort !== null) {
    await listenOrExplain(metrics, config.metricsHost, config.metricsPort, 'METRICS_PORT');
    const bound = metrics.server.address();
    const port = bound && typeof bound === 'object' ? bound.port : config.metricsPort;
    const h = config.metricsHost;
    const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(h);
    metricsUrl = `http://${local ? 'localhost' : h.includes(':') ? `[${h}]` : h}:${port}`;
  }
  const release = embedded && cliSecret ? claimEmbedded(config.databaseUrl, ownerRecord(admin, cliSecret)) : () => {};

  printBanner(config, adminToken, config.adminToken === null, demo, storageUrl, metricsUrl, roles.includes('mtls'));
  if (sandbox) printSandboxBanner(sandbox);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`\n${signal}: closing listeners and the database\n`);
    // Not ready from now on (/readyz answers 503), while the listeners close; the metrics listener closes last.
    platform.health.draining = true;
    await Promise.allSettled(listeners.map((l) => l.close()));
    await dispatcher?.stop();
    await sandbox?.close();
    await platform.gateway.close();
    await platform.submissions.close();
    await metrics?.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? 'configuration error' : 'failed to start'}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
