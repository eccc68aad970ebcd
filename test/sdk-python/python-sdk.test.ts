// The Python SDK (sdk-python/) against the real service: a sandbox process
// (ENVIRONMENT_KIND=sandbox: the test helpers exist) with the api, admin,
// worker and dispatcher roles, on this run's engine (a fresh data directory,
// or a fresh PostgreSQL database seeded with `partner-api seed demo` as the
// README says). Its URLs and the demo partner's credentials go to
// `python3 -m unittest discover` through environment variables; any Python
// failure fails this test. No python3 is a failure, never a skip: CI has it.
// The process also runs the storage host (artwork uploads go there), the mTLS
// host (a server certificate made here), and a partner registered on it by
// client certificate: Python's standard library cannot make certificates, so
// this file makes them and passes their files.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { isPostgresUrl } from '../../src/db/engine.ts';
import { generateServerIdentity } from '../../src/identity/mtls/server-identity.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { serviceEntry, startServiceProcess, TEST_NODE_FLAGS, TEST_PASSWORD_COST, type ServiceProcess } from '../helpers/service-process.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import { freePorts } from '../readme/service.ts';

const root = join(import.meta.dirname, '..', '..');
const sdk = join(root, 'sdk-python');
const postgres = isPostgresUrl(process.env.DATABASE_URL ?? '');
const scratch = mkdtempSync(join(tmpdir(), 'pcapi-python-sdk-'));
const adminToken = `python-sdk-admin-${process.pid}-token`;
// Short enough that the sandbox's slow submission (held twice the wait) exercises polling within seconds.
const SUBMISSION_WAIT_MS = 2000;

let service: ServiceProcess | null = null;
let database: TestDatabase | null = null;
let env: Record<string, string> = {};

before(async () => {
  const [port, adminPort, mtlsPort, storagePort] = await freePorts(4);
  const server = await generateServerIdentity();
  const files = {
    serverCert: join(scratch, 'server.pem'),
    serverKey: join(scratch, 'server.key'),
    clientCert: join(scratch, 'client.pem'),
    clientKey: join(scratch, 'client.key'),
    strangerCert: join(scratch, 'stranger.pem'),
    strangerKey: join(scratch, 'stranger.key'),
  };
  writeFileSync(files.serverCert, server.cert);
  writeFileSync(files.serverKey, server.key, { mode: 0o600 });
  let credentials: { clientId: string; clientSecret: string; partnerId: number } | null = null;
  let databaseUrl = join(scratch, 'data', 'pglite');
  if (postgres) {
    database = await freshDatabase();
    databaseUrl = database.url!;
    const seeded = execFileSync(process.execPath, [join(root, 'bin', 'partner-api.js'), 'seed', 'demo', '--json'], {
      cwd: scratch,
      env: { ...process.env, DATABASE_URL: databaseUrl, ENVIRONMENT_KIND: 'sandbox', ...TEST_PASSWORD_COST },
    });
    credentials = JSON.parse(seeded.toString()) as { clientId: string; clientSecret: string; partnerId: number };
  }
  service = await startServiceProcess({
    name: 'sandbox for the Python SDK',
    roles: ['api', 'admin', 'worker', 'dispatcher', 'mtls', 'storage'],
    port: port!,
    entry: [...TEST_NODE_FLAGS, ...(await serviceEntry())],
    env: {
      DATABASE_URL: databaseUrl,
      ENVIRONMENT_KIND: 'sandbox',
      ADMIN_PORT: String(adminPort),
      ADMIN_TOKEN: adminToken,
      MTLS_PORT: String(mtlsPort),
      // Artwork uploads PUT their bytes here (the reservations' URLs name it).
      STORAGE_PORT: String(storagePort),
      MTLS_CERT_FILE: files.serverCert,
      MTLS_KEY_FILE: files.serverKey,
      MTLS_TRUSTSTORE_POLL_MS: '100',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      STORAGE_DIR: join(scratch, 'storage'),
      SUBMISSION_WAIT_MS: String(SUBMISSION_WAIT_MS),
      // The tests' webhook receivers listen on 127.0.0.1 (refused by default beside PostgreSQL).
      WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true',
      LOG_LEVEL: 'warn',
      ...TEST_PASSWORD_COST,
    },
  });
  const banner = service.output();
  const read = (pattern: RegExp) => {
    const found = pattern.exec(banner);
    if (!found) throw new Error(`the banner has no ${pattern}:\n${banner}`);
    return found[1]!;
  };
  // A partner of the mTLS host, registered by its certificate through the admin API.
  const adminCall = async (path: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${adminPort}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    assert.equal(res.status, 201, JSON.stringify(answer));
    return answer;
  };
  const mtlsPartner = await adminCall('/admin/partners', {
    name: 'Python mTLS partner',
    authMethod: 'MTLS',
    capabilities: ['orders:read', 'sites:read'],
    siteIds: [1],
  });
  const leaf = await makeCert({ kind: 'rsa2048' });
  await adminCall(`/admin/partners/${mtlsPartner.partnerId}/certificates`, { pem: leaf.certPem });
  writeFileSync(files.clientCert, leaf.certPem);
  writeFileSync(files.clientKey, leaf.keyPem, { mode: 0o600 });
  // A certificate never registered: the mTLS host refuses it in the handshake.
  const stranger = await makeCert({ kind: 'rsa2048' });
  writeFileSync(files.strangerCert, stranger.certPem);
  writeFileSync(files.strangerKey, stranger.keyPem, { mode: 0o600 });
  env = {
    PARTNER_MTLS_URL: `https://localhost:${mtlsPort}`,
    PARTNER_MTLS_CA: files.serverCert,
    PARTNER_MTLS_CERT: files.clientCert,
    PARTNER_MTLS_KEY: files.clientKey,
    PARTNER_MTLS_STRANGER_CERT: files.strangerCert,
    PARTNER_MTLS_STRANGER_KEY: files.strangerKey,
    PARTNER_MTLS_PARTNER_ID: String(mtlsPartner.partnerId),
    PARTNER_API_URL: `http://127.0.0.1:${port}`,
    PARTNER_ADMIN_URL: `http://127.0.0.1:${adminPort}`,
    PARTNER_ADMIN_TOKEN: adminToken,
    PARTNER_CLIENT_ID: credentials?.clientId ?? read(/client_id +(\S+)/),
    PARTNER_CLIENT_SECRET: credentials?.clientSecret ?? read(/client_secret +(\S+)/),
    PARTNER_ID: String(credentials?.partnerId ?? read(/\(partnerId (\d+)\)/)),
    PARTNER_SUBMISSION_WAIT_MS: String(SUBMISSION_WAIT_MS),
  };
});

after(async () => {
  await service?.kill();
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function python(args: string[]): Promise<{ code: number | null; output: string; spawnError: Error | null }> {
  return new Promise((resolve) => {
    const child = spawn('python3', args, {
      cwd: sdk,
      env: { ...process.env, ...env, PYTHONPATH: join(sdk, 'src'), PYTHONDONTWRITEBYTECODE: '1', PYTHONUNBUFFERED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    // A hung suite is a failure, not a stalled run: well inside the runner's per-file bound.
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, output, spawnError: error });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, spawnError: null });
    });
  });
}

test("the Python SDK's unittest suite passes against the started service", async (t) => {
  const run = await python(['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v']);
  assert.equal(run.spawnError, null, `python3 could not be started (the Python SDK's tests need it): ${run.spawnError?.message}`);
  t.diagnostic(
    run.output
      .split('\n')
      .filter((l) => /^Ran |^OK|^FAILED/.test(l))
      .join(' '),
  );
  assert.equal(run.code, 0, run.output);
  assert.match(run.output, /^Ran \d+ tests? in /m);
  assert.doesNotMatch(run.output, /skipped/, 'no Python test is skipped');
});
