import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { PAGES } from '../../src/http/operations/pages.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
});
after(() => ctx.close());

describe('partner-api CLI', () => {
  test('seed demo --json prints the demo world on a fresh database', async () => {
    const res = await cli('seed', 'demo', '--json');
    assert.equal(res.code, 0, res.stderr);
    const world = JSON.parse(res.stdout);
    assert.equal(typeof world.partnerId, 'number');
    assert.match(world.clientId, /^[a-z0-9]{26}$/);
    assert.equal(typeof world.clientSecret, 'string');
    assert.equal(world.siteIds.length, 2);
    assert.ok(!world.siteIds.includes(world.otherSiteId));
  });

  test('a second seed demo refuses with a clear message and adds nothing', async () => {
    const before = JSON.parse((await cli('--json', 'partners', 'list')).stdout).length;
    const res = await cli('seed', 'demo');
    assert.equal(res.code, 1);
    assert.match(res.stderr, /demo world already exists/);
    assert.equal(JSON.parse((await cli('--json', 'partners', 'list')).stdout).length, before);
  });

  test('partners: create, grant, tier, disable, all visible with --json and in the audit log', async () => {
    const created = JSON.parse(
      (await cli('--json', 'partners', 'create', '--name', 'CLI Co', '--scopes', 'orders:read,partner-api/sites:read', '--sites', '1'))
        .stdout,
    );
    assert.equal(created.name, 'CLI Co');
    assert.equal(created.tier, 'trial');
    assert.deepEqual(created.siteIds, [1]);
    assert.deepEqual(created.capabilities, ['partner-api/orders:read', 'partner-api/sites:read']);

    const tier = JSON.parse((await cli('--json', 'partners', 'set-tier', String(created.partnerId), '--tier', 'standard')).stdout);
    assert.equal(tier.tier, 'standard');
    const granted = JSON.parse((await cli('--json', 'partners', 'grant-site', String(created.partnerId), '--site', '2')).stdout);
    assert.deepEqual(granted.siteIds, [1, 2]);
    const disabled = JSON.parse((await cli('--json', 'partners', 'disable', String(created.partnerId))).stdout);
    assert.equal(disabled.enabled, false);

    const audit = JSON.parse((await cli('--json', 'audit', '--limit', '3')).stdout);
    assert.deepEqual(
      audit.map((e: { action: string }) => e.action),
      ['partner.update', 'partner.grant_site', 'partner.update'],
    );
    assert.match(audit[0].actor, /^cli/);
  });

  test('clients: issue shows the secret once, list never does, revoke deletes', async () => {
    const issued = JSON.parse((await cli('--json', 'clients', 'issue', '--partner', '1', '--label', 'rotation')).stdout);
    assert.equal(typeof issued.clientSecret, 'string');
    const listed = JSON.parse((await cli('--json', 'clients', 'list', '--partner', '1')).stdout);
    assert.equal(listed.length, 2);
    assert.ok(listed.every((c: Record<string, unknown>) => c.clientSecret === undefined));
    const third = await cli('--json', 'clients', 'issue', '--partner', '1');
    assert.equal(third.code, 1);
    assert.equal(JSON.parse(third.stderr).code, 'conflict');
    const revoked = await cli('clients', 'revoke', issued.clientId);
    assert.equal(revoked.code, 0);
    assert.match(revoked.stdout, /revoked/);
  });

  test('failures exit non-zero with the problem code', async () => {
    const missing = await cli('--json', 'partners', 'show', '4242');
    assert.equal(missing.code, 1);
    assert.equal(JSON.parse(missing.stderr).code, 'not_found');
    const usage = await cli('partners', 'grant-site', '1', '--site', 'abc');
    assert.notEqual(usage.code, 0);
    assert.match(usage.stderr, /positive integer/);
  });

  test("audit pages as the API does: PAGES.audit's default without --limit, and --limit up to its maximum", async () => {
    for (let i = 0; i < 61; i++) {
      const res = await cli('partners', 'set-tier', '1', '--tier', i % 2 ? 'standard' : 'trial');
      assert.equal(res.code, 0, res.stderr);
    }
    const page = JSON.parse((await cli('--json', 'audit')).stdout);
    assert.equal(page.length, PAGES.audit.default);
    assert.equal(JSON.parse((await cli('--json', 'audit', '--limit', '60')).stdout).length, 60);
  });

  test('sites: create and configure the ordering user', async () => {
    const site = JSON.parse((await cli('--json', 'sites', 'create', '--name', 'CLI Shop', '--url', 'https://cli.example.com')).stdout);
    const user = JSON.parse((await cli('--json', 'users', 'create', '--site', String(site.siteId), '--username', 'cli-orders')).stdout);
    const configured = JSON.parse(
      (await cli('--json', 'sites', 'set-ordering-user', String(site.siteId), '--user', String(user.id))).stdout,
    );
    assert.equal(configured.orderingUserId, user.id);
  });
});

test('--version (and -V) prints the package version and exits 0', async () => {
  const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  for (const flag of ['--version', '-V']) {
    const res = await cli(flag);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(res.stdout, `${version}\n`);
  }
  assert.match((await cli('--help')).stdout, /-V, --version/);
});
