// The submissions back office through the CLI (in process, on the test
// context's database; no worker runs, so submissions stay queued): list,
// show, requeue and fail, with --json; bad input exits non-zero.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Caller } from '../../src/access/caller.ts';
import { SCOPES } from '../../src/access/scopes.ts';
import { inProcessCli } from '../helpers/cli.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { address } from './fixtures.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
let partnerId: number;
let ids: string[];
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
  // Two queued submissions, made through the service (the CLI cannot submit orders).
  const p = ctx.platform;
  const siteId = (await p.admin.sites.create({ name: 'CLI site', url: 'https://cli.example.com' }, 'test')).id;
  const user = await p.admin.users.create({ siteId, username: 'buyer' }, 'test');
  await p.admin.sites.setOrderingUser(siteId, user.id, 'test');
  partnerId = (await p.admin.partners.create({ name: 'CLI partner', capabilities: [...SCOPES], siteIds: [siteId] }, 'test')).id;
  const pod = await p.catalog.admin.createProduct({ siteId, code: 'POD-1', name: 'Poster', serviceType: 'POD' }, 'test');
  const caller: Caller = {
    partnerId,
    partnerName: 'CLI partner',
    tier: 'standard',
    authMethod: 'IDP_M2M',
    credentialId: 'c',
    grantedSiteIds: [siteId],
    scopes: [...SCOPES],
  };
  ids = [];
  for (const po of ['CLI-1', 'CLI-2']) {
    const accepted = await p.submissions.service.accept(caller, {
      siteId,
      partnerOrderId: po,
      shipTo: address,
      lines: [{ productId: `SLO_${pod.product.id}`, partnerLineId: 'L1', quantity: 1 }],
    });
    ids.push(accepted.submission.id);
  }
});
after(() => ctx.close());

const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, res.stderr);
  return JSON.parse(res.stdout);
};

test('list, show, requeue and fail submissions; audited', async () => {
  const listed = await json('submissions', 'list', '--partner', String(partnerId));
  assert.deepEqual(
    listed.map((s: { submissionId: string }) => s.submissionId),
    [ids[1], ids[0]],
  );
  assert.deepEqual(await json('submissions', 'list', '--partner', String(partnerId), '--status', 'failed'), []);

  const shown = await json('submissions', 'show', ids[0]!);
  assert.equal(shown.partnerOrderId, 'CLI-1');
  assert.equal(shown.job.state, 'ready');

  const requeued = await json('submissions', 'requeue', ids[0]!);
  assert.equal(requeued.status, 'queued');

  const failed = await json('submissions', 'fail', ids[1]!, '--detail', 'Duplicate of CLI-1.');
  assert.deepEqual(failed.errors, [{ code: 'order_rejected', detail: 'Duplicate of CLI-1.' }]);
  const human = await cli('submissions', 'list', '--partner', String(partnerId), '--status', 'failed');
  assert.match(human.stdout, new RegExp(`${ids[1]}\\s+CLI-2\\s+\\d+\\s+failed`));

  const audit = await json('audit', '--limit', '2');
  assert.deepEqual(
    audit.map((a: { action: string }) => a.action),
    ['submission.fail', 'submission.requeue'],
  );
});

test('bad input exits non-zero with the code', async () => {
  const refused = await cli('--json', 'submissions', 'requeue', ids[1]!);
  assert.equal(refused.code, 1);
  assert.equal(JSON.parse(refused.stderr).code, 'conflict');
  const malformed = await cli('submissions', 'show', 'nope');
  assert.equal(malformed.code, 1);
  assert.match(malformed.stderr, /invalid_submission_id/);
  const status = await cli('submissions', 'list', '--partner', '1', '--status', 'done');
  assert.notEqual(status.code, 0);
});
