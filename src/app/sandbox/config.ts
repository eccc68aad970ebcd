// The sandbox environment's configuration, derived from the production one:
// its own listeners, database, storage, issuer and identity pool (environment
// name), so nothing is shared with production but the process. Pure.
import { dirname, join, resolve } from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { isPostgresUrl } from '../../db/url.ts';
import { environmentIssuer } from '../../identity/issuer.ts';
import type { Role } from '../roles.ts';

/** Beside the embedded production database (./data/pglite → ./data/sandbox); ./data/sandbox beside PostgreSQL. */
function defaultDatabase(databaseUrl: string): string {
  if (databaseUrl.startsWith('memory://')) return 'memory://';
  return join(isPostgresUrl(databaseUrl) ? './data' : dirname(databaseUrl), 'sandbox');
}

/** SANDBOX_PORT + offset, or a free port when SANDBOX_PORT is 0. */
const next = (port: number, offset: number) => (port === 0 ? 0 : port + offset);

export function sandboxConfig(config: Config): Config | null {
  const { port, adminPort, storagePort, metricsPort, databaseUrl } = config.sandbox;
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
    adminPort: adminPort ?? next(port, 1),
    storagePort: storagePort ?? next(port, 2),
    // METRICS_PORT=off turns the sandbox's off too; METRICS_PORT=0 (a free port) gives it a free one.
    metricsPort: config.metricsPort === null ? null : (metricsPort ?? (config.metricsPort === 0 ? 0 : next(port, 3))),
    databaseUrl: database,
    // Its own objects: a folder of the production storage directory (signed by the sandbox's own secret, served by its own host).
    storage: { ...config.storage, directory: join(config.storage.directory, 'sandbox'), publicUrl: null },
    publicBaseUrl: config.sandboxBaseUrl ?? `http://localhost:${port}`,
    tokenIssuer: config.sandboxBaseUrl ?? environmentIssuer(`${config.environment}-sandbox`),
    sandboxBaseUrl: null,
    environment: `${config.environment}-sandbox`,
    kind: 'sandbox',
    sandbox: { port: null, adminPort: null, storagePort: null, metricsPort: null, databaseUrl: null },
  };
}

/** The in-process sandbox runs the process's roles but mTLS (a sandbox deployed on its own has its mTLS host). */
export function sandboxRoles(roles: Role[]): Role[] {
  return roles.filter((r) => r !== 'mtls' && r !== 'sandbox');
}
