// Process entry: arguments, the environments (src/app/environment.ts builds each),
// the banner and the signals. `npm start` runs every role in this one process on
// the embedded database, seeding a demo world into an empty one and printing how
// to call it; with SANDBOX_PORT the sandbox environment runs beside it.
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './app/config.ts';
import type { DemoWorld } from './app/demo/world.ts';
import { buildEnvironment, drainAll, shareListeners, type Environment } from './app/environment.ts';
import { serverCertificatePath } from './app/hosts/mtls-server-identity.ts';
import { parseRoles, rolesArgument } from './app/roles.ts';
import { printSandboxBanner } from './app/sandbox/banner.ts';
import { sandboxConfig, sandboxRoles } from './app/sandbox/config.ts';
import { shutDown } from './app/shutdown.ts';
import { settleMemoryWhenQuiet } from './app/settle.ts';
import { startPhases } from './app/startup.ts';
import { holdTickShape } from './app/tick-shape.ts';
import { flushTraces } from './app/tracing/register.ts';
import { tracingStarted } from './tracing/spans.ts';
import { reportDroppedLines, serviceLogger } from './app/wiring/logging.ts';
import { autovacuumState, autovacuumWarning } from './db/autovacuum.ts';

function printBanner(environment: Environment, generatedToken: boolean, demo: DemoWorld | null): void {
  const { config, urls } = environment;
  const { adminToken } = config;
  const storageUrl = urls.storage;
  const metricsUrl = urls.metrics;
  const api = config.publicBaseUrl;
  // The admin listener's own address (its port as bound, ADMIN_PORT=0 included).
  const adminUrl = urls.admin ?? `http://localhost:${config.adminPort}`;
  // What this process serves: a split process (ROLES) lists its own listeners only.
  const lines = ['', 'Partner Commerce API is running'];
  if (urls.api)
    lines.push(
      `  Partner API   ${api}/v1/   (OpenAPI: ${api}/v1/openapi.json)`,
      `  API reference ${api}/docs${urls.admin ? `   (admin: ${adminUrl}/admin/docs)` : ''}`,
      `  Token URL     ${api}/oauth2/token`,
    );
  if (urls.admin)
    lines.push(
      `  Admin API     ${adminUrl}/admin/   (OpenAPI: /admin/openapi.json)`,
      `  Admin token   ${generatedToken ? `${adminToken}   (generated for this run; set ADMIN_TOKEN to fix it)` : '(from ADMIN_TOKEN)'}`,
    );
  // The address signed proof and artwork links point at (STORAGE_PUBLIC_URL when set).
  if (storageUrl) {
    const published = config.storage.publicUrl;
    lines.push(
      `  Storage host  ${published ?? storageUrl}   ${published ? `(listening on ${storageUrl}; ` : '('}signed links to proofs and artwork)`,
    );
  }
  if (metricsUrl) lines.push(`  Metrics       ${metricsUrl}/metrics   (health: /livez, /readyz)`);
  if (urls.mtls)
    lines.push(
      `  mTLS host     ${urls.mtls}/v1/   (client certificate required; server certificate ${serverCertificatePath(config) ?? 'generated in memory'}; see README "Mutual TLS")`,
    );
  const adminBase = config.team.adminBaseUrl ?? adminUrl;
  if (urls.admin) lines.push(`  Console       ${adminBase}/console   (the back office in a browser; README "Back office")`);
  if (config.webhooks.allowPrivateDestinations)
    lines.push(
      '  Webhooks      delivered to loopback and private addresses too (local demo; WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=false refuses them, as PostgreSQL does by default)',
    );
  if (demo?.staff?.length && urls.admin) {
    lines.push('', `Back office sign-in at ${adminBase}/console (one team member per role):`);
    for (const m of demo.staff) lines.push(`  ${m.role.padEnd(14)} ${m.email.padEnd(24)} ${m.password}`);
  }
  if (demo && urls.api) {
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

/** At start, on PostgreSQL: a warning line when autovacuum is off for the queue tables (src/db/autovacuum.ts). */
async function warnWithoutAutovacuum(environment: Environment, log: ReturnType<typeof serviceLogger>): Promise<void> {
  try {
    const state = await autovacuumState(environment.platform.database);
    const warning = autovacuumWarning(state);
    if (warning) log.warn({ autovacuum: state }, warning);
  } catch (error) {
    // A check that could not run says so, and the service goes on.
    log.warn({ err: error }, 'could not read the autovacuum settings');
  }
}

async function main(): Promise<void> {
  holdTickShape();
  const phases = startPhases();
  const config = loadConfig();
  const roles = parseRoles(rolesArgument(process.argv.slice(2)));
  const sandboxSettings = roles.includes('sandbox') ? sandboxConfig(config) : null;
  const adminToken = config.adminToken ?? randomBytes(24).toString('base64url');
  // Production (or a sandbox deployed on its own: ENVIRONMENT_KIND=sandbox), then SANDBOX_PORT's sandbox: one builder.
  const environment = await buildEnvironment(config, roles, { name: null, adminToken, phases });
  const sandbox = sandboxSettings
    ? await buildEnvironment(sandboxSettings, sandboxRoles(roles), { name: 'sandbox', adminToken, phases })
    : null;
  const environments = sandbox ? [sandbox, environment] : [environment];
  // No webhook of either environment reaches a listener of this process.
  shareListeners(environments);

  // The signal handlers exist before the workers and the dispatchers start: a SIGTERM that lands while
  // the start finishes (the demo credentials) is kept and acted on once shutdown can run,
  // so it never kills a worker that holds a job instead of handing it back (test/app/shutdown.test.ts).
  let early: string | null = null;
  let onSignal = (signal: string) => {
    early ??= signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  // Each role started; the dispatcher's once its connections are warm (the banner, printed next, says ready).
  await Promise.all(environments.map((e) => e.start()));
  // The partner listeners last, production's after the sandbox's: once /v1/ping answers, every listener is up.
  for (const e of environments) await e.openPartnerListeners();
  // Their partner listeners too, now bound (the configured ports were refused from the start).
  shareListeners(environments);

  phases.mark('listeners');
  const demo = await phases.step('demoCredentials', () => environment.demo());
  printBanner(environment, config.adminToken === null, demo);
  if (sandbox) printSandboxBanner(sandbox, await sandbox.demo(), config.adminToken === null ? adminToken : null);

  const log = serviceLogger('process', config.logLevel, config.environment);
  reportDroppedLines(log);
  // Where the start's time went (milliseconds; docs/operations.md "Start-up"), read by bench/startup.ts.
  log.info({ roles, phases: phases.done(), tracing: tracingStarted() }, 'started');
  await warnWithoutAutovacuum(environment, log);
  settleMemoryWhenQuiet();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, graceMs: config.shutdownGraceMs, roles }, 'shutting down: draining');
    const report = await shutDown({ graceMs: config.shutdownGraceMs, ...drainAll(environments), log });
    // The last spans (the drain's own) reach the collector if it answers within a couple of seconds.
    await flushTraces(2_000);
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
