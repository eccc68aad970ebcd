// The CLI in its own process (no service holding the database): opens DATABASE_URL, migrates, builds the
// platform, prints to stdout/stderr. The database, migration and platform
// modules load only when a command runs, so `--help` and usage errors stay fast.
import { loadConfig } from '../config.ts';
import { embeddedOwner } from '../../db/embedded-lock.ts';
import { isPostgresUrl } from '../../db/url.ts';
import { CliError, type CliIo } from '../../cli/runtime.ts';

export function processIo(env: Record<string, string | undefined> = process.env): CliIo {
  return {
    async open() {
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
      const url = config.databaseUrl;
      if (!isPostgresUrl(url) && !url.startsWith('memory://')) {
        const owner = embeddedOwner(url);
        // A service that takes commands gets them before this (forward.ts); this one has no admin listener.
        if (owner)
          throw new CliError(
            `The embedded database ${url} is in use by the running server (pid ${owner.pid}), which takes no CLI commands (it runs without the admin role). Stop it, or start it with the admin role.`,
          );
      }
      const [{ openDatabase }, { migrateToLatest }, { createPlatform }, { cliServices }] = await Promise.all([
        import('../../db/engine.ts'),
        import('../../db/migrate.ts'),
        import('../platform.ts'),
        import('./services.ts'),
      ]);
      const database = await openDatabase(url, {
        poolSize: 2,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        namedStatements: config.databaseNamedStatements,
      });
      try {
        await migrateToLatest(database.db);
        return { services: cliServices(await createPlatform(config, database)), close: () => database.close() };
      } catch (error) {
        await database.close();
        throw error;
      }
    },
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    failed: () => {
      process.exitCode = 1;
    },
  };
}
