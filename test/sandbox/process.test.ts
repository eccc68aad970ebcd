// `SANDBOX_PORT=… npm start`, the real process (its own command line, TEST_NODE_FLAGS aside, in a
// fresh working directory): the sandbox is built by the same environment
// builder as production (src/app/environment.ts), so it has every role. A
// submission on the sandbox completes within its POST (its worker runs), its
// event reaches an endpoint registered with the command the banner prints
// (its dispatcher runs), an artwork upload goes to the sandbox's own storage
// host, and SIGTERM drains both environments before the process exits 0.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { TEST_NODE_FLAGS, TEST_PASSWORD_COST } from '../helpers/service-process.ts';
import { type RunningService, startService } from '../readme/service.ts';
import { engineIndependent } from '../helpers/engines.ts';

/** Every listener's port of both environments (the sandbox has no mTLS host). */
const PORTS = [
  'PORT',
  'ADMIN_PORT',
  'STORAGE_PORT',
  'MTLS_PORT',
  'METRICS_PORT',
  'SANDBOX_PORT',
  'SANDBOX_ADMIN_PORT',
  'SANDBOX_STORAGE_PORT',
  'SANDBOX_METRICS_PORT',
];

// `npm start` on the embedded engine in a fresh folder, whatever the run's engine (../helpers/engines.ts).
engineIndependent(() => {
  const cwd = mkdtempSync(join(tmpdir(), 'pcapi-sandbox-'));
  let service: RunningService;
  let receiver: Server;
  let receiverUrl: string;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let sandboxApi: string;
  let productionApi: string;

  function banner(pattern: RegExp): string {
    const match = pattern.exec(service.output());
    if (!match) throw new Error(`the banner has no ${pattern}:\n${service.output()}`);
    return match[1]!;
  }

  before(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'ADMIN_TOKEN',
      'ROLES',
      'PUBLIC_BASE_URL',
      'SANDBOX_BASE_URL',
      'STORAGE_DIR',
      'NODE_TEST_CONTEXT',
    ])
      delete env[name];
    // Every listener on a port the kernel picks: the banner is the only place to learn them.
    for (const name of PORTS) env[name] = '0';
    Object.assign(env, { LOG_LEVEL: 'info', ...TEST_PASSWORD_COST });
    service = await startService(cwd, env, (out) => /Sandbox environment[\s\S]*"msg":"started"/.test(out), TEST_NODE_FLAGS);
    productionApi = banner(/^Partner Commerce API is running\n {2}Partner API +(http:\/\/\S+)\/v1\//m);
    sandboxApi = banner(/^Sandbox environment.*\n {2}Partner API +(http:\/\/\S+)\/v1\//m);
  });

  after(async () => {
    await service?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
    rmSync(cwd, { recursive: true, force: true });
  });

  async function sandboxToken(): Promise<string> {
    const id = banner(/^ {2}export SANDBOX_CLIENT_ID=(\S+)$/m);
    const secret = banner(/^ {2}export SANDBOX_CLIENT_SECRET=(\S+)$/m);
    const res = await fetch(`${sandboxApi}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  test('a submission on the sandbox completes within its POST; its event reaches the endpoint the banner registers; its storage host takes the artwork', async () => {
    // The banner's one command, as printed, with the receiver's URL in place of the example's.
    const register = banner(/^ {2}(curl -s -X POST \S+\/admin\/partners\/\d+\/webhook-endpoints .*)$/m).replace(
      'http://127.0.0.1:8080/hooks',
      receiverUrl,
    );
    const registered = execFileSync('bash', ['-e', '-c', register], {
      env: { PATH: process.env.PATH, ADMIN_TOKEN: banner(/^ {2}export ADMIN_TOKEN=(\S+)$/m) },
    }).toString();
    assert.match(registered, /"signingSecret":"whsec_/);

    const token = await sandboxToken();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const body = {
      siteId: 1,
      partnerOrderId: 'SANDBOX-1',
      shipTo: { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43215', country: 'US' },
      shippingMethod: 'Ground',
      lines: [{ productId: 'SLO_1', partnerLineId: 'tee-m', quantity: 30, variantId: 2 }],
    };
    const posted = await fetch(`${sandboxApi}/v1/orders`, { method: 'POST', headers, body: JSON.stringify(body) });
    const submission = (await posted.json()) as { status: string; order?: { orderNumber: number } };
    assert.equal(posted.status, 201, JSON.stringify(submission));
    assert.equal(submission.status, 'completed');
    const orderNumber = submission.order!.orderNumber;

    // The placement's order.status_changed, signed, at the endpoint registered on the sandbox's admin API.
    for (let i = 0; i < 600 && !received.some((r) => r.body.includes(`"orderNumber":${orderNumber}`)); i++)
      await new Promise((r) => setTimeout(r, 50));
    const delivery = received.find((r) => r.body.includes(`"orderNumber":${orderNumber}`));
    assert.ok(delivery, `no delivery for order ${orderNumber}: ${JSON.stringify(received)}`);
    assert.equal((JSON.parse(delivery.body) as { type: string }).type, 'order.status_changed');
    assert.ok(delivery.headers['platform-signature'], 'the delivery is signed');

    // An artwork upload signed by the sandbox is taken by the sandbox's own storage host.
    const reserved = await fetch(`${sandboxApi}/v1/orders/100001/items/500002/artwork/upload-url`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fileName: 'banner.pdf', contentType: 'application/pdf' }),
    });
    assert.equal(reserved.status, 200);
    const { uploadUrl, reservationName } = (await reserved.json()) as { uploadUrl: string; reservationName: string };
    assert.ok(uploadUrl.startsWith(banner(/Sandbox environment[\s\S]*?Storage host +(\S+)/)), uploadUrl);
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4\n%%EOF\n' });
    assert.equal(put.status, 200);
    const attached = await fetch(`${sandboxApi}/v1/orders/100001/items/500002/artwork`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ reservationName }),
    });
    assert.equal(attached.status, 200);

    // Tokens do not cross: the production host answers the sandbox's token 401.
    assert.equal((await fetch(`${productionApi}/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status, 401);
  });

  test("the banner's lines to paste, pasted into a shell, reach the programs started from it (the guide's SDK script reads them)", () => {
    const block = banner(/paste into a shell:\n((?: {2}\S.*\n)+)/);
    const assignments = block.split('\n').filter((line) => /^ {2}(export )?[A-Z_]+=[^$(]/.test(line));
    assert.deepEqual(
      assignments.map((line) => /([A-Z_]+)=/.exec(line)![1]),
      ['SANDBOX_CLIENT_ID', 'SANDBOX_CLIENT_SECRET', 'ADMIN_TOKEN'],
      block,
    );
    const seen = execFileSync('bash', ['-e', '-c', `${assignments.join('\n')}\nnode -p 'JSON.stringify(process.env)'`], {
      env: { PATH: process.env.PATH },
    }).toString();
    const env = JSON.parse(seen) as Record<string, string | undefined>;
    for (const line of assignments) {
      const [, name, value] = /([A-Z_]+)=(\S+)$/.exec(line)!;
      assert.equal(env[name!], value, `${name} pasted from the banner is not seen by a program the shell starts`);
    }
  });

  test('on ports of 0, every URL the banner prints and each partner host advertises names the port its listener was given', async () => {
    const printed = [...service.output().matchAll(/(https?):\/\/localhost:(\d+)/g)];
    assert.ok(printed.length >= 20, service.output());
    for (const [url, , port] of printed) assert.notEqual(Number(port), 0, `the banner prints ${url}`);
    const admin = banner(/^ {2}Admin API +(http:\/\/\S+)\/admin\//m);
    // Each answer read to its end: an unread one holds its connection busy, and the drain below waits for it.
    const read = async (url: string) => {
      const res = await fetch(url);
      await res.arrayBuffer();
      return res.status;
    };
    assert.equal(await read(`${admin}/admin/openapi.json`), 200);
    assert.equal(await read(banner(/^ {2}Console +(http:\/\/\S+)/m)), 200);
    assert.match(banner(/^ {2}mTLS host +(\S+)/m), /^https:\/\/localhost:[1-9]\d*\/v1\/$/);

    for (const base of [productionApi, sandboxApi]) {
      assert.equal((await fetch(`${base}/v1/ping`)).status, 200, base);
      const document = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
        servers: Array<{ url: string }>;
        components: { securitySchemes: { oauth2: { flows: { clientCredentials: { tokenUrl: string } } } } };
      };
      assert.deepEqual(document.servers, [{ url: base }]);
      assert.equal(document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl, `${base}/oauth2/token`);
      const index = (await (await fetch(`${base}/`, { headers: { accept: 'application/json' } })).json()) as Record<string, string>;
      assert.deepEqual([index.docs, index.tokenUrl, index.ping], [`${base}/docs`, `${base}/oauth2/token`, `${base}/v1/ping`]);
      const metadata = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<string, string>;
      for (const name of ['authorization_endpoint', 'token_endpoint', 'registration_endpoint', 'jwks_uri'])
        assert.ok(metadata[name]!.startsWith(`${base}/`), `${name}: ${metadata[name]}`);
      const resource = (await (await fetch(`${base}/.well-known/oauth-protected-resource/v1/mcp`)).json()) as Record<string, unknown>;
      assert.deepEqual([resource.resource, resource.authorization_servers], [`${base}/v1/mcp`, [base]]);
      // The public origin is the one the MCP endpoint lets a browser page call from (authentication comes next); port 0's is not.
      const mcp = (origin: string) =>
        fetch(`${base}/v1/mcp`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{}' });
      assert.equal((await mcp(new URL(base).origin)).status, 401);
      assert.equal((await mcp('http://localhost:0')).status, 403);
    }
  });

  test('SIGTERM drains both environments: every listener, worker and dispatcher settles, exit 0', async () => {
    await service.stop();
    assert.equal(service.child.exitCode, 0, service.output().slice(-4000));
    const done = service
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; settled?: string[]; forced?: string[]; stuck?: string[] })
      .find((l) => l.msg?.startsWith('shutdown complete'));
    assert.ok(done, service.output().slice(-4000));
    assert.equal(done.msg, 'shutdown complete: drained', JSON.stringify(done));
    assert.deepEqual([done.forced, done.stuck], [[], []]);
    for (const role of ['api', 'admin', 'storage', 'worker', 'dispatcher'])
      for (const name of [role, `sandbox ${role}`]) assert.ok(done.settled!.includes(name), `${name} settled: ${done.settled}`);
  });
});
