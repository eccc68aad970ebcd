// Registering a webhook endpoint refuses what the destination policy always
// refuses (metadata services by address and by name, link-local, unspecified
// and reserved addresses, in every spelling a URL can give them), with 422
// webhook_destination_refused naming the url field, through the admin API
// (create and change), the CLI and the console's form; nothing is stored. Private destinations
// are the dispatcher's to judge: registration takes them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { signInConsole } from '../../../console/browser.ts';
import { teamMember } from '../../../team/world.ts';

let ctx: TestContext;
let partnerId: number;
before(async () => {
  // Private destinations refused at delivery: registration still takes them (the dispatcher's process decides).
  ctx = await createTestContext({ WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'false' });
  partnerId = (await ctx.partner({ siteIds: [await ctx.site()] })).partnerId;
});
after(() => ctx.close());

/** Every spelling of the always-refused destinations, by the reason the policy gives. */
const ALWAYS_REFUSED: Record<string, string[]> = {
  metadata: [
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://169.254.170.2/v2/credentials',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://168.63.129.16/machine?comp=goalstate',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.google.internal./computeMetadata/v1/',
    'http://metadata/computeMetadata/v1/',
    'http://metadata.goog/',
    'http://instance-data/latest/',
    'http://instance-data.ec2.internal/latest/',
    // The same address, as integer, hex, octal-free short form and IPv4-mapped IPv6.
    'http://2852039166/latest/meta-data/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:a9fe:a9fe]/',
    // IPv4-compatible and IPv4-translated IPv6 carry it too.
    'http://[::169.254.169.254]/latest/meta-data/',
    'http://[::ffff:0:169.254.169.254]/',
  ],
  link_local: ['http://169.254.1.1/hooks', 'https://169.254.255.254:8443/', 'http://[fe80::1]/hooks', 'http://[64:ff9b::a9fe:101]/'],
  unspecified: ['http://0.0.0.0:8080/hooks', 'http://0/hooks', 'http://0.1.2.3/', 'http://[::]:8080/', 'http://[::ffff:0.0.0.0]/'],
  reserved: [
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'http://192.0.2.10/',
    'http://[ff02::1]/',
    'http://[3fff::1]/',
    // Translation prefixes whose carried IPv4 address the address does not tell: local-use NAT64, Teredo.
    'http://[64:ff9b:1::a9fe:a9fe]/',
    'http://[2001:0:4136:e378:8000:63bf:5601:5601]/',
  ],
  // The test context's configured ports (PORT 3000, ADMIN_PORT 3001, …) on this host's names and loopback addresses.
  own_listener: [
    'http://127.0.0.1:3001/admin/team',
    'http://localhost:3000/v1/me',
    'http://LOCALHOST.:3002/',
    'http://api.localhost:3001/admin/team',
    'http://127.8.9.10:3001/',
    'http://[::1]:9464/metrics',
    'http://[::ffff:127.0.0.1]:3001/',
    'http://[::127.0.0.1]:3001/admin/',
    'http://[::ffff:0:127.0.0.1]:3001/',
    'https://localhost:3443/v1/me',
  ],
};

async function register(url: string) {
  return ctx.adminCall({ method: 'POST', url: `/admin/partners/${partnerId}/webhook-endpoints`, payload: { url } });
}

test('every spelling of an always-refused destination is refused at registration with 422 webhook_destination_refused, nothing stored', async () => {
  const before = (await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/webhook-endpoints` })).json().endpoints.length;
  for (const [reason, urls] of Object.entries(ALWAYS_REFUSED)) {
    for (const url of urls) {
      const res = await register(url);
      assert.equal(res.statusCode, 422, `${reason}: ${url} → ${res.body}`);
      const problem = res.json();
      assert.equal(problem.code, 'webhook_destination_refused', url);
      assert.deepEqual(
        problem.errors.map((e: { field: string }) => e.field),
        ['url'],
      );
    }
  }
  const after = (await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/webhook-endpoints` })).json().endpoints.length;
  assert.equal(after, before);
});

test('changing an endpoint to an always-refused URL is refused and leaves it as it was; a 404 still answers first', async () => {
  const created = await register('https://partner.example.com/hooks');
  assert.equal(created.statusCode, 201, created.body);
  const { endpointId } = created.json();
  for (const url of [ALWAYS_REFUSED.metadata![0]!, ALWAYS_REFUSED.own_listener![0]!, ALWAYS_REFUSED.unspecified![0]!]) {
    const res = await ctx.adminCall({ method: 'PATCH', url: `/admin/webhook-endpoints/${endpointId}`, payload: { url } });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().code, 'webhook_destination_refused');
  }
  const read = await ctx.adminCall({ method: 'GET', url: `/admin/webhook-endpoints/${endpointId}` });
  assert.equal(read.json().url, 'https://partner.example.com/hooks');
  const missing = await ctx.adminCall({
    method: 'PATCH',
    url: '/admin/webhook-endpoints/999999',
    payload: { url: ALWAYS_REFUSED.metadata![0] },
  });
  assert.equal(missing.statusCode, 404);
  const noPartner = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners/999999/webhook-endpoints',
    payload: { url: ALWAYS_REFUSED.metadata![0] },
  });
  assert.equal(noPartner.statusCode, 404);
});

test('public names, and private or loopback addresses off the listeners, are registered (the dispatcher judges what they resolve to)', async () => {
  for (const url of [
    'https://partner.example.com/hooks',
    'http://hooks.partner.example:8080/in',
    'http://127.0.0.1:8080/hooks',
    'http://localhost:8080/hooks',
    'http://10.1.2.3/hooks',
    'http://[fd12:3456::1]/hooks',
    'http://[2606:4700::1111]/hooks',
    'http://93.184.216.34/hooks',
  ]) {
    const res = await register(url);
    assert.equal(res.statusCode, 201, `${url} → ${res.body}`);
  }
});

test('the CLI is held to the same rule', async () => {
  const cli = inProcessCli(ctx.platform);
  for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://localhost:3001/admin/team']) {
    const res = await cli('--json', 'webhooks', 'create', '--partner', String(partnerId), '--url', url);
    assert.equal(res.code, 1, res.stdout);
    assert.equal(JSON.parse(res.stderr).code, 'webhook_destination_refused', res.stderr);
  }
});

test("the console's endpoint form shows the refusal beside the url field and registers nothing", async () => {
  const browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
  const count = async () =>
    (await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/webhook-endpoints` })).json().endpoints.length;
  const before = await count();
  const res = await ctx.admin.inject({
    method: 'POST',
    url: `/console/partners/${partnerId}/webhook-endpoints`,
    headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: browser.csrf, url: 'http://169.254.169.254/latest/meta-data/', signed: 'true' }).toString(),
  });
  assert.equal(res.statusCode, 422, res.body);
  assert.match(res.body, /webhook_destination_refused/);
  // The url input is marked invalid and its note carries the admin API's words.
  assert.match(res.body, /<input[^>]*name="url"[^>]*aria-invalid="true"/);
  assert.match(res.body, /class="field-error" id="[^"]*url-note">url points at a cloud metadata service/);
  assert.equal(await count(), before);
});
