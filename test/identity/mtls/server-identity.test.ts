// The mTLS host's server certificate: from files, or generated once and kept
// under the data directory.
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../../src/app/config.ts';
import { loadServerIdentity, serverCertificatePath } from '../../../src/app/hosts/mtls-server-identity.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mtls-id-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

describe('mTLS server identity', () => {
  test('generated on first start under the data directory, for localhost, and reused afterwards', async () => {
    const dataDir = join(scratch, 'generated', 'pglite');
    const config = loadConfig({ DATABASE_URL: dataDir });
    const first = await loadServerIdentity(config);
    const cert = new X509Certificate(first.cert);
    assert.equal(cert.subject, 'CN=localhost');
    assert.ok(cert.checkHost('localhost'));
    assert.ok(cert.checkIP('127.0.0.1'));
    assert.ok(cert.checkPrivateKey((await import('node:crypto')).createPrivateKey(first.key)));
    assert.equal(serverCertificatePath(config), join(dataDir, 'mtls-server', 'cert.pem'));
    assert.deepEqual(await loadServerIdentity(config), first);
  });

  test('from MTLS_CERT_FILE and MTLS_KEY_FILE, which go together', async () => {
    const dir = join(scratch, 'files');
    mkdirSync(dir);
    writeFileSync(join(dir, 'c.pem'), 'CERT');
    writeFileSync(join(dir, 'k.pem'), 'KEY');
    assert.deepEqual(
      await loadServerIdentity(
        loadConfig({ DATABASE_URL: 'memory://', MTLS_CERT_FILE: join(dir, 'c.pem'), MTLS_KEY_FILE: join(dir, 'k.pem') }),
      ),
      { cert: 'CERT', key: 'KEY' },
    );
    await assert.rejects(loadServerIdentity(loadConfig({ DATABASE_URL: 'memory://', MTLS_CERT_FILE: join(dir, 'c.pem') })), ConfigError);
    await assert.rejects(
      loadServerIdentity(
        loadConfig({ DATABASE_URL: 'memory://', MTLS_CERT_FILE: join(dir, 'nope.pem'), MTLS_KEY_FILE: join(dir, 'k.pem') }),
      ),
      /Cannot read/,
    );
  });
});
