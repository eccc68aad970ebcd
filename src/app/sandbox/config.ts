// The sandbox environment's configuration, derived from the production one:
// its own listeners, database, issuer and identity pool (environment name),
// so nothing is shared with production but the process. Pure.
import { dirname, join, resolve } from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { isPostgresUrl } from '../../db/url.ts';
import { environmentIssuer } from '../../identity/issuer.ts';

/** Beside the embedded production database (./data/pglite → ./data/sandbox); ./data/sandbox beside PostgreSQL. */
function defaultDatabase(databaseUrl: string): string {
  if (databaseUrl.startsWith('memory://')) return 'memory://';
  return join(isPostgresUrl(databaseUrl) ? './data' : dirname(databaseUrl), 'sandbox');
}

export function sandboxConfig(config: Config): Config | null {
  const { port, adminPort, databaseUrl } = config.sandbox;
  if (port === null) return null;
  const database = databaseUrl ?? defaultDatabase(config.databaseUrl);
  if (
    !database.startsWith('memory://') &&
    (database === config.databaseUrl || (!isPostgresUrl(database) && resolve(database) === resolve(config.databaseUrl)))
  ) {
    throw new ConfigError('SANDBOX_DATABASE_URL must name another database than DATABASE_URL: the sandbox shares nothing with production');
  }
  if (/^[a-z]+:\/\//i.test(database) && !/^(postgres|postgresql|memory):\/\//i.test(database)) {
    throw new ConfigError('SANDBOX_DATABASE_URL must be postgres://…, memory://, or a directory path for the embedded database');
  }
  return {
    ...config,
    port,
    adminPort: adminPort ?? (port === 0 ? 0 : port + 1),
    databaseUrl: database,
    publicBaseUrl: config.sandboxBaseUrl ?? `http://localhost:${port}`,
    tokenIssuer: config.sandboxBaseUrl ?? environmentIssuer(`${config.environment}-sandbox`),
    sandboxBaseUrl: null,
    environment: `${config.environment}-sandbox`,
    sandbox: { port: null, adminPort: null, databaseUrl: null },
  };
}
