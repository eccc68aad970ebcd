import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';
import { segment } from '../fixtures.ts';

// The back office builds every state the spec describes through the admin
// API alone, audited; the partner API then reads it.

let ctx: TestContext;
let p: TestPartner;
let site: number;

before(async () => {
  ctx = await createTestContext();
  p = await ctx.partner();
  site = p.siteIds[0]!;
});
after(() => ctx.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.adminCall({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const actions = async (n: number) => (await ctx.platform.admin.audit.list({ limit: n })).map((e) => e.action);

describe('admin API: users', () => {
  test('create and edit a user with every staff-settable field; partner reads it', async () => {
    const created = await admin('POST', `/admin/sites/${site}/users`, {
      username: 'staffmade',
      email: 'staffmade@example.com',
      active: false,
      allSegmentsVisible: false,
      ordersRequireApproval: true,
      taxExempt: true,
      lastSigninOn: '2026-01-02T03:04:05Z',
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().userId;
    assert.equal(created.json().id, id);
    const read = (await ctx.call(p.token, { method: 'GET', url: `/v1/users/${id}` })).json();
    assert.deepEqual(
      [read.active, read.allSegmentsVisible, read.ordersRequireApproval, read.taxExempt, read.lastSigninOn],
      [false, false, true, true, '2026-01-02T03:04:05.000Z'],
    );
    const edited = await admin('PATCH', `/admin/users/${id}`, {
      active: true,
      allSegmentsVisible: true,
      lastSigninOn: null,
      username: 'renamed',
    });
    assert.equal(edited.statusCode, 200);
    assert.deepEqual(
      [edited.json().active, edited.json().allSegmentsVisible, edited.json().lastSigninOn, edited.json().username],
      [true, true, null, 'renamed'],
    );
    assert.deepEqual(await actions(2), ['user.update', 'user.create']);
    const [entry] = await ctx.platform.admin.audit.list({ limit: 1 });
    assert.ok(!JSON.stringify(entry!.details).includes('renamed'), 'audit holds field names, not values');
    assertProblem(await admin('POST', `/admin/sites/${site}/users`, { username: 'RENAMED' }), 409, 'conflict');
    assertProblem(await admin('PATCH', '/admin/users/999999', { active: true }), 404, 'not_found');
    assertProblem(await admin('PATCH', `/admin/users/${id}`, {}), 400, 'invalid_request');
  });

  test('addresses, segments and auto-assignment rules', async () => {
    const id = (await admin('POST', `/admin/sites/${site}/users`, { username: 'seg', email: 'seg@rules.test' })).json().userId;
    const address = await admin('POST', `/admin/users/${id}/addresses`, {
      addressType: 'SHIP_TO',
      address1: '1 Main St',
      countryCode: 'US',
    });
    assert.equal(address.statusCode, 201);
    assert.equal((await ctx.call(p.token, { method: 'GET', url: `/v1/users/${id}/addresses` })).json().addresses[0].address1, '1 Main St');
    assert.equal((await admin('DELETE', `/admin/addresses/${address.json().id}`)).statusCode, 204);
    assert.deepEqual((await admin('GET', `/admin/users/${id}/addresses`)).json(), { addresses: [] });

    const manual = await segment(ctx, site, 'Manual');
    const auto = await segment(ctx, site, 'Auto');
    const set = await admin('PUT', `/admin/users/${id}/segments`, { segmentIds: [manual] });
    assert.deepEqual(set.json().segments, [{ segmentId: manual, name: 'Manual', autoAssigned: false }]);
    assert.equal(set.json().allSegmentsVisible, true, 'the back office leaves the flag alone');
    const rule = await admin('POST', `/admin/sites/${site}/segment-rules`, { segmentId: auto, emailDomain: 'Rules.test' });
    assert.equal(rule.statusCode, 201, rule.body);
    assert.equal(rule.json().emailDomain, 'rules.test');
    assert.deepEqual(
      (await admin('GET', `/admin/users/${id}`)).json().segments.map((s: { autoAssigned: boolean }) => s.autoAssigned),
      [false, true],
    );
    assert.equal((await admin('GET', `/admin/sites/${site}/segment-rules`)).json().rules.length, 1);
    assertProblem(await admin('POST', `/admin/sites/${site}/segment-rules`, { segmentId: auto }), 400, 'invalid_request');
    assertProblem(
      await admin('POST', `/admin/sites/${site}/segment-rules`, { segmentId: 999999, emailDomain: 'x.test' }),
      400,
      'invalid_request',
    );
    assert.equal((await admin('DELETE', `/admin/segment-rules/${rule.json().ruleId}`)).statusCode, 204);
    assert.deepEqual(
      (await admin('GET', `/admin/users/${id}`)).json().segments.map((s: { segmentId: number }) => s.segmentId),
      [manual],
    );
    assert.deepEqual(await actions(3), ['segment_rule.delete', 'segment_rule.create', 'user.set_segments']);
  });
});

describe('admin API: divisions', () => {
  test('site address flag, create with address, edit without clearing it', async () => {
    const s = await ctx.site();
    assert.equal((await admin('PATCH', `/admin/sites/${s}`, { storesDivisionAddresses: true })).statusCode, 200);
    assertProblem(await admin('POST', `/admin/sites/${s}/divisions`, { name: 'No address', code: 'NA' }), 400, 'invalid_request');
    const created = await admin('POST', `/admin/sites/${s}/divisions`, {
      name: 'HQ',
      code: 'HQ',
      taxExempt: true,
      auditSalesTaxForTerms: true,
      active: false,
      address: { street1: '1 King St', city: 'Toronto' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().address.street1, '1 King St');
    assert.deepEqual([created.json().taxExempt, created.json().auditSalesTaxForTerms, created.json().active], [true, true, false]);
    const id = created.json().divisionId;
    const edited = await admin('PATCH', `/admin/divisions/${id}`, { name: 'Head office', address: { zip: 'M5H' } });
    assert.deepEqual([edited.json().name, edited.json().address.street1, edited.json().address.zip], ['Head office', '1 King St', 'M5H']);
    assertProblem(
      await admin('POST', `/admin/sites/${s}/divisions`, { name: 'Dup', code: 'HQ', address: { street1: 'x' } }),
      409,
      'conflict',
    );
    assertProblem(await admin('PATCH', `/admin/divisions/${id}`, { parentId: id }), 400, 'invalid_request');
    assert.equal((await admin('GET', `/admin/sites/${s}/divisions`)).json().divisions.length, 1);
    assert.deepEqual(await actions(2), ['division.update', 'division.create']);
  });
});

describe('admin API: credit accounts', () => {
  test('user- or division-held accounts from a template, with dates; movements drive the balance', async () => {
    const uid = (await admin('POST', `/admin/sites/${site}/users`, { username: 'credit', email: 'credit@example.com' })).json().userId;
    const d = (await admin('POST', `/admin/sites/${site}/divisions`, { name: 'Credit div', code: 'CD' })).json().divisionId;
    const created = await admin('POST', '/admin/credit-accounts', {
      siteId: site,
      userId: uid,
      amount: '250.00',
      templateName: 'Welcome credit',
      startsOn: '2026-01-01T00:00:00Z',
      stopsOn: null,
      taxApplicable: false,
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().creditAccountId;
    assert.deepEqual([created.json().scope, created.json().templateName, created.json().taxApplicable], ['USER', 'Welcome credit', false]);
    for (const [type, amount] of [
      ['PRODUCT_DEBIT', '50'],
      ['HANDLING_DEBIT', '2.5'],
      ['REFUND', '10'],
      ['ADJUSTMENT', '-0.5'],
    ] as const) {
      assert.equal((await admin('POST', `/admin/credit-accounts/${id}/movements`, { type, amount })).statusCode, 201);
    }
    assert.equal((await ctx.call(p.token, { method: 'GET', url: `/v1/credit-accounts/${id}` })).json().currentBalance, '207.00');
    const patched = await admin('PATCH', `/admin/credit-accounts/${id}`, { active: false, stopsOn: '2026-06-30T00:00:00Z' });
    assert.deepEqual([patched.json().active, patched.json().stopsOn], [false, '2026-06-30T00:00:00.000Z']);
    const division = await admin('POST', '/admin/credit-accounts', { siteId: site, divisionId: d, amount: '1000' });
    assert.equal(division.json().scope, 'DIVISION');
    assertProblem(
      await admin('POST', '/admin/credit-accounts', { siteId: site, userId: uid, divisionId: d, amount: '1' }),
      400,
      'invalid_request',
    );
    assertProblem(await admin('POST', '/admin/credit-accounts', { siteId: site, amount: '1' }), 400, 'invalid_request');
    assertProblem(await admin('POST', '/admin/credit-accounts', { siteId: site, userId: uid, amount: '-1' }), 400, 'invalid_request');
    await assert.rejects(ctx.platform.people.admin.credit.update(id, { amount: '-3' }, 'test'), /must not be negative/);
    assertProblem(await admin('POST', `/admin/credit-accounts/${id}/movements`, { type: 'CREDIT', amount: '-5' }), 400, 'invalid_request');
    assertProblem(await admin('POST', `/admin/credit-accounts/${id}/movements`, { type: 'BONUS', amount: '5' }), 400, 'invalid_request');
    assertProblem(await admin('PATCH', `/admin/credit-accounts/${id}`, { startsOn: '2026-07-01T00:00:00Z' }), 400, 'invalid_request');
    assert.equal((await admin('GET', `/admin/credit-accounts/${id}/movements`)).json().movements.length, 4);
    assert.deepEqual(await actions(1), ['credit_account.create']);
  });
});
