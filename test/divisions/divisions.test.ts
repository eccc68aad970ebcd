import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AuditRepo } from '../../src/audit/repo.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { division } from '../users/fixtures.ts';

let ctx: TestContext;
let p: TestPartner;
let site: number;
let foreignDivision: number;

before(async () => {
  ctx = await createTestContext();
  p = await ctx.partner({ sites: 2 });
  site = p.siteIds[0]!;
  const other = await ctx.partner();
  foreignDivision = await division(ctx, other.siteIds[0]!);
});
after(() => ctx.close());

const get = (url: string, token = p.token) => ctx.call(token, { method: 'GET', url });
const post = (payload: unknown) => ctx.call(p.token, { method: 'POST', url: '/v1/divisions', payload: payload as object });
const patch = (id: number, payload: unknown) =>
  ctx.call(p.token, { method: 'PATCH', url: `/v1/divisions/${id}`, payload: payload as object });
const FULL_ADDRESS = {
  company: 'C',
  firstName: 'F',
  lastName: 'L',
  street1: 'S1',
  street2: 'S2',
  city: 'Ci',
  zip: 'Z',
  country: 'Co',
  state: 'St',
};

describe('POST /v1/divisions', () => {
  test('creates an active division: 201 {divisionId} with Location; readable with exactly the published fields', async () => {
    const res = await post({ siteId: site, name: 'East', code: 'EAST' });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().divisionId;
    assert.deepEqual(res.json(), { divisionId: id });
    assert.equal(res.headers.location, `/v1/divisions/${id}`);
    const read = await get(`/v1/divisions/${id}`);
    assert.deepEqual(Object.keys(read.json()).sort(), [
      'active',
      'auditSalesTaxForTerms',
      'code',
      'createdOn',
      'divisionId',
      'name',
      'parentId',
      'siteId',
      'taxExempt',
      'updatedOn',
    ]);
    assert.equal(read.json().active, true);
    assert.equal(read.json().parentId, null);
    const child = await post({ siteId: site, name: 'East child', code: 'EAST-1', parentId: id });
    assert.equal((await get(`/v1/divisions/${child.json().divisionId}`)).json().parentId, id);
    assert.equal((await ctx.platform.people.admin.divisions.get(id)).countryCode, 'US');
  });

  test('refusals: site, code conflict, parent on another site, depth, address-storing site, body', async () => {
    assertProblem(await post({ siteId: 999999, name: 'x', code: 'x' }), 400, 'invalid_site_id');
    assertProblem(await post({ siteId: 'abc', name: 'x', code: 'x' }), 400, 'invalid_site_id');
    assertProblem(await post({ name: 'x', code: 'x' }), 400, 'invalid_request');
    assertProblem(await post({ siteId: site, name: 'x', code: 'x', active: false }), 400, 'invalid_request');
    assertProblem(await post({ siteId: site, name: null, code: 'x' }), 400, 'null_not_supported');
    assertProblem(await post({ siteId: site, name: 'x', code: 'x', parentId: 'abc' }), 400, 'invalid_division_id');
    await post({ siteId: site, name: 'Dup', code: 'DUP' });
    assertProblem(await post({ siteId: site, name: 'Dup 2', code: 'DUP' }), 409, 'division_code_conflict');
    assert.equal((await post({ siteId: p.siteIds[1], name: 'Dup', code: 'DUP' })).statusCode, 201);
    assertProblem(await post({ siteId: site, name: 'x', code: 'X1', parentId: foreignDivision }), 422, 'parent_not_on_site');
    const missingParent = await post({ siteId: site, name: 'x', code: 'X2', parentId: 999999 });
    assertProblem(missingParent, 422, 'parent_not_on_site');
    assert.equal(
      withoutRequestId(await post({ siteId: site, name: 'x', code: 'X2', parentId: foreignDivision })),
      withoutRequestId(missingParent),
    );
    let parent: number | null = null;
    for (let level = 1; level <= 10; level++) {
      const res = await post({ siteId: p.siteIds[1], name: `L${level}`, code: `L${level}`, parentId: parent });
      assert.equal(res.statusCode, 201, `level ${level}: ${res.body}`);
      parent = res.json().divisionId;
    }
    assertProblem(await post({ siteId: p.siteIds[1], name: 'L11', code: 'L11', parentId: parent }), 422, 'division_parent_invalid');
    const addressSite = await ctx.site();
    await ctx.platform.admin.sites.update(addressSite, { storesDivisionAddresses: true }, 'test');
    const q = await ctx.partner({ siteIds: [addressSite] });
    assertProblem(
      await ctx.call(q.token, { method: 'POST', url: '/v1/divisions', payload: { siteId: addressSite, name: 'x', code: 'x' } }),
      400,
      'division_create_requires_address',
    );
  });
});

describe('GET /v1/divisions', () => {
  test('flat with parent links, inactive listed, parentId filter, paging, tenancy', async () => {
    const s = await ctx.site();
    const q = await ctx.partner({ siteIds: [s] });
    const root = await division(ctx, s);
    const kids = [await division(ctx, s, { parentId: root }), await division(ctx, s, { parentId: root, active: false })];
    const all = await ctx.call(q.token, { method: 'GET', url: '/v1/divisions' });
    assert.deepEqual(
      all.json().divisions.map((d: { divisionId: number }) => d.divisionId),
      [root, ...kids],
    );
    assert.equal(all.json().divisions[2].active, false);
    const children = await ctx.call(q.token, { method: 'GET', url: `/v1/divisions?parentId=${root}&limit=1` });
    assert.deepEqual(
      children.json().divisions.map((d: { divisionId: number }) => d.divisionId),
      [kids[0]],
    );
    const next = await ctx.call(q.token, {
      method: 'GET',
      url: `/v1/divisions?parentId=${root}&limit=1&cursor=${children.json().nextCursor}`,
    });
    assert.deepEqual(
      next.json().divisions.map((d: { divisionId: number }) => d.divisionId),
      [kids[1]],
    );
    assert.equal(next.json().nextCursor, null);
    assertProblem(
      await ctx.call(q.token, { method: 'GET', url: `/v1/divisions?cursor=${children.json().nextCursor}` }),
      400,
      'invalid_cursor',
    );
    assertProblem(await get('/v1/divisions?parentId=x'), 400, 'invalid_division_id');
    assertProblem(await get(`/v1/divisions?siteId=${s}`), 400, 'invalid_site_id');
    assert.ok(
      !(await get('/v1/divisions?limit=200')).json().divisions.some((d: { divisionId: number }) => d.divisionId === foreignDivision),
    );
  });

  test('pages: default 50, capped at 200', async () => {
    const s = await ctx.site();
    const q = await ctx.partner({ siteIds: [s] });
    await ctx.platform.db
      .insertInto('divisions')
      .values(Array.from({ length: 201 }, (_, i) => ({ site_id: s, name: `N${i}`, code: `C${i}`, country_code: 'US' })))
      .execute();
    assert.equal((await ctx.call(q.token, { method: 'GET', url: '/v1/divisions' })).json().divisions.length, 50);
    const capped = await ctx.call(q.token, { method: 'GET', url: '/v1/divisions?limit=500' });
    assert.equal(capped.json().divisions.length, 200);
    const last = await ctx.call(q.token, { method: 'GET', url: `/v1/divisions?limit=500&cursor=${capped.json().nextCursor}` });
    assert.deepEqual([last.json().divisions.length, last.json().nextCursor], [1, null]);
  });

  test("detail: another partner's division answers exactly like a missing one", async () => {
    const missing = await get('/v1/divisions/999999999');
    assertProblem(missing, 404, 'division_not_found');
    assert.equal(withoutRequestId(await get(`/v1/divisions/${foreignDivision}`)), withoutRequestId(missing));
    assertProblem(await get('/v1/divisions/0'), 400, 'invalid_division_id');
    assertProblem(await get('/v1/divisions/1234567890'), 400, 'invalid_division_id');
  });
});

describe('PATCH /v1/divisions/{divisionId}', () => {
  test('changes name, code, parent and active; parentId null makes a root; returns the division re-read', async () => {
    const a = await division(ctx, site);
    const b = await division(ctx, site);
    const res = await patch(b, { name: 'Renamed', code: 'NEWCODE', parentId: a, active: false });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().parentId, a);
    assert.equal(res.json().active, false);
    assert.deepEqual((await get(`/v1/divisions/${b}`)).json(), res.json());
    assert.equal((await patch(b, { parentId: null })).json().parentId, null);
  });

  test('refusals: self, cycle, depth, other site, code conflict, nulls, empty, tenancy', async () => {
    const a = await division(ctx, site);
    const b = await division(ctx, site, { parentId: a });
    const c = await division(ctx, site, { parentId: b });
    assertProblem(await patch(a, { parentId: a }), 422, 'parent_is_self');
    assertProblem(await patch(a, { parentId: c }), 422, 'division_parent_invalid');
    assertProblem(await patch(a, { parentId: foreignDivision }), 422, 'parent_not_on_site');
    assertProblem(await patch(a, { parentId: 'x' }), 400, 'invalid_division_id');
    const other = await division(ctx, site, { code: 'TAKEN' });
    assertProblem(await patch(a, { code: 'TAKEN' }), 409, 'division_code_conflict');
    assert.equal((await patch(other, { code: 'TAKEN' })).statusCode, 200);
    for (const field of ['name', 'code', 'active']) assertProblem(await patch(a, { [field]: null }), 400, 'null_not_supported');
    assertProblem(await patch(a, {}), 400, 'invalid_request');
    assertProblem(await patch(a, { taxExempt: true }), 400, 'invalid_request');
    // a chain of 8 under a (a is level 1): moving a 3-level subtree under level 8 would reach 11
    let deep = a;
    for (let i = 0; i < 7; i++) deep = await division(ctx, site, { parentId: deep });
    const top = await division(ctx, site);
    const mid = await division(ctx, site, { parentId: top });
    await division(ctx, site, { parentId: mid });
    assertProblem(await patch(top, { parentId: deep }), 422, 'division_parent_invalid');
    assert.equal((await patch(mid, { parentId: deep })).statusCode, 200);
    const missing = await patch(999999999, { name: 'x' });
    assertProblem(missing, 404, 'division_not_found');
    assert.equal(withoutRequestId(await patch(foreignDivision, { name: 'x' })), withoutRequestId(missing));
    assert.notEqual((await ctx.platform.people.admin.divisions.get(foreignDivision)).name, 'x');
  });

  test('on a site not using division addresses every PATCH clears the nine address fields, audited by name', async () => {
    const id = await division(ctx, site, { address: FULL_ADDRESS });
    assert.deepEqual((await ctx.platform.people.admin.divisions.get(id)).address, FULL_ADDRESS);
    const before = (await get(`/v1/divisions/${id}`)).json();
    const res = await patch(id, { name: before.name });
    assert.equal(res.statusCode, 200);
    assert.ok(!('address' in res.json()));
    const address = (await ctx.platform.people.admin.divisions.get(id)).address;
    assert.deepEqual(Object.values(address), Array(9).fill(null));
    const [entry] = await ctx.platform.admin.audit.list({ limit: 1, targetType: 'division', targetId: String(id) });
    assert.equal(entry!.action, 'division.update');
    assert.equal(entry!.actor, `partner:${p.partnerId}`);
    assert.deepEqual(entry!.details.clearedAddressFields, [
      'company',
      'firstName',
      'lastName',
      'street1',
      'street2',
      'city',
      'zip',
      'country',
      'state',
    ]);
    assert.deepEqual(entry!.details.addressFieldsThatHeldValues, [
      'company',
      'firstName',
      'lastName',
      'street1',
      'street2',
      'city',
      'zip',
      'country',
      'state',
    ]);
  });

  test('a PATCH whose audit entry cannot be written is refused 503 audit_unavailable, with nothing changed', async (t) => {
    const id = await division(ctx, site, { address: FULL_ADDRESS });
    t.mock.method(AuditRepo.prototype, 'append', async () => {
      throw new Error('audit store down');
    });
    assertProblem(await patch(id, { name: 'Never' }), 503, 'audit_unavailable');
    t.mock.restoreAll();
    const stored = await ctx.platform.people.admin.divisions.get(id);
    assert.notEqual(stored.name, 'Never');
    assert.deepEqual(stored.address, FULL_ADDRESS);
  });

  test('on a site storing division addresses a PATCH keeps the address', async () => {
    const s = await ctx.site();
    await ctx.platform.admin.sites.update(s, { storesDivisionAddresses: true }, 'test');
    const q = await ctx.partner({ siteIds: [s] });
    const id = await division(ctx, s, { address: FULL_ADDRESS });
    const res = await ctx.call(q.token, { method: 'PATCH', url: `/v1/divisions/${id}`, payload: { name: 'Kept' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual((await ctx.platform.people.admin.divisions.get(id)).address, FULL_ADDRESS);
  });
});

describe('scopes', () => {
  test('divisions:read and divisions:write', async () => {
    const readOnly = await ctx.partner({ scopes: ['partner-api/divisions:read'] });
    const none = await ctx.partner({ scopes: ['partner-api/users:read'] });
    assertProblem(await get('/v1/divisions', none.token), 403, 'insufficient_scope');
    assertProblem(await get('/v1/divisions/1', none.token), 403, 'insufficient_scope');
    assert.equal((await get('/v1/divisions', readOnly.token)).statusCode, 200);
    assertProblem(await ctx.call(readOnly.token, { method: 'POST', url: '/v1/divisions', payload: {} }), 403, 'insufficient_scope');
    assertProblem(await ctx.call(readOnly.token, { method: 'PATCH', url: '/v1/divisions/1', payload: {} }), 403, 'insufficient_scope');
  });
});
