// A process of a split deployment (ROLES) prints only the listeners it serves,
// and its mTLS host asked for a free port (MTLS_PORT=0, no MTLS_PUBLIC_URL)
// names the port it was given in its documents: a real process with the mTLS
// and admin roles, every port 0, and a partner certificate registered through
// the admin API.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServiceProcess, TEST_PASSWORD_COST, type ServiceProcess } from '../helpers/service-process.ts';
import { makeCert, type TestCert } from '../identity/mtls/certs.ts';

let dir: string;
let service: ServiceProcess;
let banner: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'split-banner-'));
  service = await startServiceProcess({
    name: 'mtls-admin',
    roles: ['mtls', 'admin'],
    env: {
      ...TEST_PASSWORD_COST,
      DATABASE_URL: join(dir, 'pglite'),
      STORAGE_DIR: join(dir, 'storage'),
      PORT: '0',
      MTLS_PORT: '0',
      ADMIN_PORT: '0',
      MTLS_TRUSTSTORE_POLL_MS: '50',
      LOG_LEVEL: 'warn',
    },
  });
  banner = service.output();
});
after(async () => {
  await service?.kill();
  rmSync(dir, { recursive: true, force: true });
});

function line(label: string): string {
  const found = new RegExp(`^  ${label}\\s+(\\S+)`, 'm').exec(banner);
  assert.ok(found, `the banner has "${label}":\n${banner}`);
  return found[1]!;
}

/** One GET to the mTLS host with `cert`; the server's own certificate is not checked (it is the service's, for localhost). */
function mtlsGet(url: string, cert: TestCert): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { cert: cert.certPem, key: cert.keyPem, rejectUnauthorized: false, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('timeout', () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.once('error', reject);
    req.end();
  });
}

test('the banner lists the listeners this process serves, and no partner API, token URL or demo client it does not', () => {
  for (const absent of ['Partner API', 'API reference', 'Token URL', 'client_secret', 'localhost:0'])
    assert.ok(!banner.includes(absent), `no "${absent}" in:\n${banner}`);
  assert.match(line('Admin API'), /^http:\/\/localhost:[1-9]\d*\/admin\/$/);
  assert.match(line('mTLS host'), /^https:\/\/localhost:[1-9]\d*\/v1\/$/);
  assert.match(line('Console'), /\/console$/);
});

test('the mTLS host taken on a free port names that port in its index and document', async () => {
  const admin = line('Admin API').replace(/\/admin\/$/, '');
  const token = line('Admin token');
  const call = async (path: string, payload: object) => {
    const res = await fetch(`${admin}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as Record<string, unknown>;
  };
  const partner = await call('/admin/partners', { name: 'Split reader', authMethod: 'MTLS', capabilities: ['sites:read'], siteIds: [1] });
  const cert = await makeCert();
  await call(`/admin/partners/${partner.partnerId}/certificates`, { pem: cert.certPem });
  const host = line('mTLS host').replace(/\/v1\/$/, '');
  // The truststore takes the certificate on its next poll.
  let index: { status: number; body: string } | null = null;
  for (let i = 0; i < 200 && index?.status !== 200; i++) {
    index = await mtlsGet(`${host}/v1/`, cert).catch(() => null);
    if (index?.status !== 200) await sleep(50);
  }
  assert.equal(index?.status, 200, index?.body);
  const listed = JSON.parse(index!.body) as Record<string, string>;
  assert.equal(listed.openapi, `${host}/v1/openapi.json`);
  assert.ok(!('tokenUrl' in listed));
  const document = JSON.parse((await mtlsGet(listed.openapi!, cert)).body) as { servers: Array<{ url: string }> };
  assert.deepEqual(document.servers, [{ url: host }]);
});
