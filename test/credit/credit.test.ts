import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { account, division, user } from '../users/fixtures.ts';

let ctx: TestContext;
let p: TestPartner;
let site: number;
let foreignAccount: number;

before(async () => {
  ctx = await createTestContext();
  p = await ctx.partner({ sites: 2 });
  site = p.siteIds[0]!;
  const other = await ctx.partner();
  foreignAccount = await account(ctx, other.siteIds[0]!, { userId: await user(ctx, other.siteIds[0]!) });
});
after(() => ctx.close());

const get = (url: string, token = p.token) => ctx.call(token, { method: 'GET', url });
const KEYS = [
  'active',
  'amount',
  'creditAccountId',
  'currentBalance',
  'divisionId',
  'handlingApplicable',
  'issuedOn',
  'scope',
  'shippingApplicable',
  'siteId',
  'startsOn',
  'stopsOn',
  'taxApplicable',
  'templateName',
  'userId',
];

describe('credit accounts', () => {
  test('detail: one holder, scope from it, open-ended dates, decimal strings, balance from the movements', async () => {
    const uid = await user(ctx, site);
    const id = await account(
      ctx,
      site,
      { userId: uid },
      { amount: '500.00', templateName: 'Annual allowance', startsOn: '2026-01-01T00:00:00Z', shippingApplicable: true },
    );
    const credit = ctx.platform.people.admin.credit;
    await credit.addMovement(id, { type: 'PRODUCT_DEBIT', amount: '87.50', orderNumber: 1001 }, 'test');
    await credit.addMovement(id, { type: 'REFUND', amount: '10.05' }, 'test');
    await credit.addMovement(id, { type: 'EXPIRY', amount: '0.10' }, 'test');
    const res = await get(`/v1/credit-accounts/${id}`);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), KEYS);
    assert.equal(body.userId, uid);
    assert.equal(body.divisionId, null);
    assert.equal(body.scope, 'USER');
    assert.equal(body.amount, '500.00');
    assert.equal(body.currentBalance, '422.45');
    assert.equal(body.startsOn, '2026-01-01T00:00:00.000Z');
    assert.equal(body.stopsOn, null);
    assert.equal(body.templateName, 'Annual allowance');
    assert.equal(body.shippingApplicable, true);
    assert.equal(body.taxApplicable, null);
    const d = await division(ctx, site);
    const divisionAccount = (await get(`/v1/credit-accounts/${await account(ctx, site, { divisionId: d })}`)).json();
    assert.equal(divisionAccount.scope, 'DIVISION');
    assert.equal(divisionAccount.userId, null);
    assert.equal(divisionAccount.currentBalance, '100.00');
  });

  test('tenancy and malformed ids', async () => {
    const missing = await get('/v1/credit-accounts/999999999');
    assertProblem(missing, 404, 'credit_account_not_found');
    assert.equal(withoutRequestId(await get(`/v1/credit-accounts/${foreignAccount}`)), withoutRequestId(missing));
    assert.equal(
      withoutRequestId(await get(`/v1/credit-accounts/${foreignAccount}/adjustments`)),
      withoutRequestId(await get('/v1/credit-accounts/999999999/adjustments')),
    );
    assertProblem(await get('/v1/credit-accounts/abc'), 400, 'invalid_credit_account_id');
    assertProblem(await get('/v1/credit-accounts/1234567890/adjustments'), 400, 'invalid_credit_account_id');
    assertProblem(await get('/v1/credit-accounts/1?x=1'), 400, 'unknown_query_parameter');
  });

  test('list filters: holder, active exactly true/false, malformed filters, empty list, site alias', async () => {
    const s = p.siteIds[1]!;
    const uid = await user(ctx, s);
    const d = await division(ctx, s);
    const a = await account(ctx, s, { userId: uid });
    const b = await account(
      ctx,
      s,
      { divisionId: d },
      { active: false, stopsOn: '2020-01-01T00:00:00Z', startsOn: '2019-01-01T00:00:00Z' },
    );
    const ids = async (url: string) => (await get(url)).json().creditAccounts.map((x: { creditAccountId: number }) => x.creditAccountId);
    assert.deepEqual(await ids(`/v1/credit-accounts?siteId=${s}`), [a, b]);
    assert.deepEqual(await ids(`/v1/credit-accounts?userId=${uid}`), [a]);
    assert.deepEqual(await ids(`/v1/credit-accounts?divisionId=${d}`), [b]);
    assert.deepEqual(await ids(`/v1/credit-accounts?siteId=${s}&active=false`), [b]);
    assert.deepEqual(await ids(`/v1/credit-accounts?siteId=${s}&active=true`), [a]);
    assert.deepEqual(
      (await get(`/v1/sites/${s}/credit-accounts?active=true`)).json(),
      (await get(`/v1/credit-accounts?siteId=${s}&active=true`)).json(),
    );
    assert.deepEqual((await get('/v1/credit-accounts?userId=999999')).json(), { creditAccounts: [], nextCursor: null });
    for (const v of ['TRUE', '1', 'yes', '']) assertProblem(await get(`/v1/credit-accounts?active=${v}`), 400, 'invalid_active');
    assertProblem(await get('/v1/credit-accounts?divisionId=x'), 400, 'invalid_division_id');
    assertProblem(await get('/v1/credit-accounts?userId=-1'), 400, 'invalid_user_id');
    assertProblem(await get('/v1/credit-accounts?siteId=999999'), 400, 'invalid_site_id');
    assertProblem(await get('/v1/sites/999999/credit-accounts'), 404, 'site_not_found');
    assert.ok(!(await ids('/v1/credit-accounts?limit=200')).includes(foreignAccount));
  });

  test('pages: default 50, capped at 200', async () => {
    const s = await ctx.site();
    const q = await ctx.partner({ siteIds: [s] });
    const uid = await user(ctx, s);
    for (let i = 0; i < 201; i++) await account(ctx, s, { userId: uid });
    const first = await ctx.call(q.token, { method: 'GET', url: '/v1/credit-accounts' });
    assert.equal(first.json().creditAccounts.length, 50);
    const capped = await ctx.call(q.token, { method: 'GET', url: '/v1/credit-accounts?limit=500' });
    assert.equal(capped.json().creditAccounts.length, 200);
    const last = await ctx.call(q.token, { method: 'GET', url: `/v1/credit-accounts?limit=500&cursor=${capped.json().nextCursor}` });
    assert.equal(last.json().creditAccounts.length, 1);
    assert.equal(last.json().nextCursor, null);
    assertProblem(
      await ctx.call(q.token, { method: 'GET', url: `/v1/sites/${s}/credit-accounts?cursor=${first.json().nextCursor}` }),
      400,
      'invalid_cursor',
    );
    assertProblem(await ctx.call(q.token, { method: 'GET', url: '/v1/credit-accounts?limit=0' }), 400, 'invalid_request');
  });
});

describe('adjustments', () => {
  test('oldest first, signed decimal amounts, type filter, paging', async () => {
    const id = await account(ctx, site, { userId: await user(ctx, site) });
    const credit = ctx.platform.people.admin.credit;
    await credit.addMovement(id, { type: 'PRODUCT_DEBIT', amount: '20', orderNumber: 77, occurredOn: '2026-02-01T00:00:00Z' }, 'test');
    await credit.addMovement(id, { type: 'CREDIT', amount: '5.5', note: 'goodwill' }, 'test');
    await credit.addMovement(id, { type: 'PRODUCT_DEBIT', amount: '1' }, 'test');
    const res = await get(`/v1/credit-accounts/${id}/adjustments`);
    assert.equal(res.statusCode, 200);
    const [first, second] = res.json().adjustments;
    assert.deepEqual(Object.keys(first).sort(), ['adjustmentId', 'amount', 'creditAccountId', 'note', 'occurredOn', 'orderNumber', 'type']);
    assert.deepEqual(
      [first.type, first.amount, first.orderNumber, first.occurredOn],
      ['PRODUCT_DEBIT', '-20.00', 77, '2026-02-01T00:00:00.000Z'],
    );
    assert.deepEqual([second.type, second.amount, second.note], ['CREDIT', '5.50', 'goodwill']);
    const debits = await get(`/v1/credit-accounts/${id}/adjustments?type=PRODUCT_DEBIT&limit=1`);
    assert.equal(debits.json().adjustments[0].amount, '-20.00');
    const next = await get(`/v1/credit-accounts/${id}/adjustments?type=PRODUCT_DEBIT&limit=1&cursor=${debits.json().nextCursor}`);
    assert.equal(next.json().adjustments[0].amount, '-1.00');
    assert.equal(next.json().nextCursor, null);
    assertProblem(await get(`/v1/credit-accounts/${id}/adjustments?cursor=${debits.json().nextCursor}`), 400, 'invalid_cursor');
    assert.deepEqual((await get(`/v1/credit-accounts/${id}/adjustments?type=NO_SUCH_CODE`)).json(), { adjustments: [], nextCursor: null });
    for (const t of ['product_debit', 'Credit', '1ABC', 'A-B', ''])
      assertProblem(await get(`/v1/credit-accounts/${id}/adjustments?type=${t}`), 400, 'invalid_adjustment_type');
    assert.equal((await get(`/v1/credit-accounts/${id}`)).json().currentBalance, '84.50');
  });
});

describe('scopes', () => {
  test('credit:read', async () => {
    const none = await ctx.partner({ scopes: ['partner-api/users:read'] });
    for (const url of [
      '/v1/credit-accounts',
      '/v1/credit-accounts/1',
      '/v1/credit-accounts/1/adjustments',
      `/v1/sites/${none.siteIds[0]}/credit-accounts`,
    ]) {
      assertProblem(await get(url, none.token), 403, 'insufficient_scope');
    }
  });
});
