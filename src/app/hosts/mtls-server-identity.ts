// The mTLS host's own certificate and key: from MTLS_CERT_FILE/MTLS_KEY_FILE,
// or, for local use, a self-signed ECDSA P-256 certificate for localhost made
// on first start and kept under the data directory (reused afterwards, so a
// partner can pin it). An in-memory database gets a fresh one per process.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerIdentity } from '../../identity/mtls/server-identity.ts';
import { ConfigError, type Config } from '../config.ts';
import { isPostgresUrl } from '../../db/url.ts';

/** Where the generated identity lives: inside the embedded data directory, or ./data beside PostgreSQL. */
function identityDir(databaseUrl: string): string | null {
  if (databaseUrl.startsWith('memory://')) return null;
  return join(isPostgresUrl(databaseUrl) ? './data' : databaseUrl, 'mtls-server');
}

export async function loadServerIdentity(config: Config): Promise<ServerIdentity> {
  const { certFile, keyFile } = config.mtls;
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new ConfigError('MTLS_CERT_FILE and MTLS_KEY_FILE go together');
    try {
      return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
    } catch (error) {
      throw new ConfigError(`Cannot read the mTLS server certificate or key: ${(error as Error).message}`);
    }
  }
  const dir = identityDir(config.databaseUrl);
  if (dir && existsSync(join(dir, 'cert.pem')))
    return { cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), key: readFileSync(join(dir, 'key.pem'), 'utf8') };
  // The X.509 library (~0.15 s of loading) only when a certificate is made: a start that finds one skips it.
  const { generateServerIdentity } = await import('../../identity/mtls/server-identity.ts');
  const identity = await generateServerIdentity();
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'key.pem'), identity.key, { mode: 0o600 });
    writeFileSync(join(dir, 'cert.pem'), identity.cert);
  }
  return identity;
}

/** Where `npm start` tells a newcomer to find the generated certificate (curl --cacert). */
export function serverCertificatePath(config: Config): string | null {
  if (config.mtls.certFile) return config.mtls.certFile;
  const dir = identityDir(config.databaseUrl);
  return dir && join(dir, 'cert.pem');
}
