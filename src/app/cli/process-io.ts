// The CLI in its own process (no service holding the database): opens DATABASE_URL, migrates, builds the
// platform, prints to stdout/stderr. The database, migration and platform
// modules load only when a command runs, so `--help` and usage errors stay fast.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { loadConfig } from '../config.ts';
import { embeddedOwner } from '../../db/embedded/lock.ts';
import { isPostgresUrl } from '../../db/url.ts';
import { CliError, type CliIo } from '../../cli/runtime.ts';
import { serviceVersion } from '../wiring/logging.ts';

/** V8's default is 1,800,000 (roughly bytes of WASM executed per function before optimising it). */
const CLI_WASM_TIERING_BUDGET = 100_000_000;

export function processIo(env: Record<string, string | undefined> = process.env): CliIo {
  return {
    version: serviceVersion(),
    async open() {
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
      const url = config.databaseUrl;
      // The default embedded database is the service's, made by its first start: the CLI run from another folder
      // would make an empty one there and answer "(none)" to every list. A DATABASE_URL given is opened (or made).
      if (!env.DATABASE_URL && !existsSync(url))
        throw new CliError(
          `No database at ${url} (DATABASE_URL's default) under ${process.cwd()}: run the CLI from the folder the service runs in (npm start makes the database there), or set DATABASE_URL.`,
        );
      if (!isPostgresUrl(url) && !url.startsWith('memory://')) {
        const owner = embeddedOwner(url);
        // A service that takes commands gets them before this (forward.ts); this one has no admin listener.
        if (owner)
          throw new CliError(
            `The embedded database ${url} is in use by the running server (pid ${owner.pid}), which takes no CLI commands (it runs without the admin role). Stop it, or start it with the admin role.`,
          );
      }
      // A command is a short process: V8 would spend about 0.3 s of CPU compiling the
      // embedded engine's hot start-up functions with its optimising tier, work a
      // one-shot command never earns back. A larger budget before that tier keeps
      // the baseline code for a short command and still optimises a long one
      // (docs/decisions.md, "Operations"). Read when the WASM
      // module is compiled, so set before PGlite loads; the service keeps V8's default.
      if (!isPostgresUrl(url)) setFlagsFromString(`--wasm-tiering-budget=${CLI_WASM_TIERING_BUDGET}`);
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
