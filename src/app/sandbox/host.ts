// The sandbox host: a second, fully separate environment in this process
// (its own database, signing key, issuer, partners and admin API), served
// on its own ports. Tokens of one environment are refused by the other,
// with the same 401 as any bad token.
import type { FastifyInstance } from 'fastify';
import { buildAdminApp } from '../hosts/admin.ts';
import { ConfigError, type Config } from '../config.ts';
import { loadDemoCredentials, saveDemoCredentials } from '../demo/credentials.ts';
import { isEmptyWorld, seedDemo } from '../demo/seed.ts';
import type { DemoWorld } from '../demo/world.ts';
import { claimEmbedded, embeddedOwner } from '../../db/embedded-lock.ts';
import { isPostgresUrl, openDatabase } from '../../db/engine.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { dispatcherLogger } from '../wiring/webhooks.ts';
import { buildPartnerApp } from '../hosts/partner.ts';
import { newCliSecret, ownerRecord } from '../cli/service-route.ts';
import { createPlatform } from '../platform.ts';
import type { Role } from '../roles.ts';
import { listenOrExplain, withDatabaseExplained } from '../startup.ts';
import { handBackStep, listenerStep, type SettleStep } from '../shutdown.ts';

export interface SandboxHost {
  config: Config;
  api: FastifyInstance;
  admin: FastifyInstance | null;
  demo: DemoWorld | null;
  /** Shutdown (src/app/shutdown.ts): the sandbox drains with the process: waiting calls answer now. */
  begin(): void;
  /** Its listeners and dispatcher, settled within the process's grace; close() then closes the rest. */
  settleSteps(): SettleStep[];
  close(): Promise<void>;
}

/** `config` is the sandbox's own (sandboxConfig); `roles` are this process's: admin and dispatcher run for the sandbox too. */
export async function startSandbox(config: Config, roles: Role[]): Promise<SandboxHost> {
  const url = config.databaseUrl;
  const embedded = !isPostgresUrl(url) && !url.startsWith('memory://');
  const owner = embedded ? embeddedOwner(url) : null;
  if (owner) throw new ConfigError(`The sandbox's embedded database ${url} is in use by process ${owner.pid}. Stop it first.`);
  const database = await withDatabaseExplained(url, () =>
    openDatabase(url, {
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      poolSize: config.databasePoolSize,
      namedStatements: config.databaseNamedStatements,
    }),
  );
  await withDatabaseExplained(url, () => migrateToLatest(database.db));
  const platform = await createPlatform(config, database);

  let demo: DemoWorld | null = null;
  if (!isPostgresUrl(url) && (await isEmptyWorld(platform))) {
    demo = await seedDemo(platform);
    saveDemoCredentials(url, demo);
  } else {
    demo = loadDemoCredentials(url);
  }

  const api = await buildPartnerApp(platform);
  await listenOrExplain(api, config.host, config.port, 'SANDBOX_PORT');
  const cliSecret = newCliSecret();
  const admin = roles.includes('admin') ? await buildAdminApp(platform, { cliSecret: embedded ? cliSecret : null }) : null;
  if (admin) await listenOrExplain(admin, config.adminHost, config.adminPort, 'SANDBOX_ADMIN_PORT');
  const dispatcher = roles.includes('dispatcher')
    ? platform.webhooks.dispatcher(dispatcherLogger(config.logLevel, undefined, config.environment))
    : null;
  dispatcher?.start();
  // The sandbox's data is pruned like the environment's, by the process's worker role.
  const retention = roles.includes('worker') ? (platform.retention.task()?.start() ?? null) : null;
  const release = embedded ? claimEmbedded(url, ownerRecord(admin, cliSecret)) : () => {};
  let settledBy: 'shutdown' | null = null;

  return {
    config,
    api,
    admin,
    demo,
    begin() {
      platform.health.draining = true;
      platform.submissions.service.drain();
    },
    settleSteps() {
      settledBy = 'shutdown';
      return [
        listenerStep('sandbox api', api),
        ...(admin ? [listenerStep('sandbox admin', admin)] : []),
        ...(dispatcher ? [handBackStep('sandbox dispatcher', dispatcher)] : []),
        ...(retention ? [{ name: 'sandbox retention', settle: () => retention.stop(), force: async () => {} }] : []),
      ];
    },
    async close() {
      if (settledBy === null) {
        await Promise.allSettled([api.close(), admin?.close()]);
        await dispatcher?.stop();
        await retention?.stop();
      }
      await platform.usage.close();
      await platform.gateway.close();
      await platform.submissions.signals.close();
      await database.close();
      release();
    },
  };
}
