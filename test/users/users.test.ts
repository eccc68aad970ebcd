import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem, withoutRequestId } from '../helpers/problems.ts';
import { division, segment, user, USER_KEYS } from './fixtures.ts';

let ctx: TestContext;
let p: TestPartner;
let site: number;
let foreignUser: number;

before(async () => {
  ctx = await createTestContext();
  p = await ctx.partner({ sites: 2 });
  site = p.siteIds[0]!;
  const other = await ctx.partner();
  foreignUser = await user(ctx, other.siteIds[0]!);
});
after(() => ctx.close());

const get = (url: string, token = p.token) => ctx.call(token, { method: 'GET', url });

describe('GET /v1/users', () => {
  test('lists users of the granted sites with exactly the allow-listed keys, inactive included', async () => {
    const id = await user(ctx, site, {
      active: false,
      lastSigninOn: '2026-01-02T03:04:05.000Z',
      taxExempt: true,
      ordersRequireApproval: true,
    });
    const res = await get(`/v1/users?siteId=${site}`);
    assert.equal(res.statusCode, 200);
    const found = res.json().users.find((u: { userId: number }) => u.userId === id);
    assert.deepEqual(Object.keys(found).sort(), USER_KEYS);
    assert.equal(found.active, false);
    assert.equal(found.lastSigninOn, '2026-01-02T03:04:05.000Z');
    assert.equal(found.taxExempt, true);
    assert.equal(found.ordersRequireApproval, true);
    assert.ok(!res.json().users.some((u: { userId: number }) => u.userId === foreignUser));
  });

  test('filters by division; the site alias answers the same list', async () => {
    const d = await division(ctx, site);
    const id = await user(ctx, site, { divisionId: d });
    const res = await get(`/v1/users?divisionId=${d}`);
    assert.deepEqual(
      res.json().users.map((u: { userId: number }) => u.userId),
      [id],
    );
    const alias = await get(`/v1/sites/${site}/users?divisionId=${d}`);
    assert.deepEqual(alias.json(), res.json());
  });

  test('pages: default 50, capped at 200, cursor bound to its route and filters', async () => {
    const s = p.siteIds[1]!;
    for (let i = 0; i < 205; i++) await user(ctx, s);
    const first = await get(`/v1/users?siteId=${s}`);
    assert.equal(first.json().users.length, 50);
    const capped = await get(`/v1/users?siteId=${s}&limit=1000`);
    assert.equal(capped.json().users.length, 200);
    const rest = await get(`/v1/users?siteId=${s}&limit=1000&cursor=${capped.json().nextCursor}`);
    assert.equal(rest.json().users.length, 5);
    assert.equal(rest.json().nextCursor, null);
    assertProblem(await get(`/v1/sites/${s}/users?cursor=${first.json().nextCursor}`), 400, 'invalid_cursor');
    assertProblem(await get(`/v1/users?cursor=${first.json().nextCursor}`), 400, 'invalid_cursor');
  });

  test('malformed and ungranted filters', async () => {
    assertProblem(await get('/v1/users?siteId=abc'), 400, 'invalid_site_id');
    assertProblem(await get('/v1/users?siteId=999999'), 400, 'invalid_site_id');
    assertProblem(await get('/v1/users?divisionId=0'), 400, 'invalid_division_id');
    assertProblem(await get('/v1/users?divisionid=1'), 400, 'unknown_query_parameter');
    assertProblem(await get('/v1/sites/999999/users'), 404, 'site_not_found');
  });
});

describe('GET /v1/users/{userId}', () => {
  test("UserDetail with own-site segments and autoAssigned; another partner's user is a missing one", async () => {
    const id = await user(ctx, site);
    const res = await get(`/v1/users/${id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), [...USER_KEYS, 'segments'].sort());
    assert.deepEqual(res.json().segments, []);
    const missing = await get('/v1/users/999999999');
    const foreign = await get(`/v1/users/${foreignUser}`);
    assertProblem(missing, 404, 'user_not_found');
    assert.equal(withoutRequestId(foreign), withoutRequestId(missing));
    assertProblem(await get('/v1/users/1234567890'), 400, 'invalid_user_id');
    assertProblem(await get('/v1/users/01'), 400, 'invalid_user_id');
    assertProblem(await get(`/v1/users/${id}?x=1`), 400, 'unknown_query_parameter');
  });
});

describe('GET /v1/users/{userId}/addresses', () => {
  test('lists saved addresses; unknown or ungranted users give an empty page', async () => {
    const id = await user(ctx, site);
    for (let i = 0; i < 3; i++)
      await ctx.platform.admin.users.addAddress(id, { addressType: 'SHIP_TO', city: `City ${i}`, countryCode: 'US' }, 'test');
    const res = await get(`/v1/users/${id}/addresses?limit=2`);
    assert.equal(res.json().addresses.length, 2);
    assert.deepEqual(Object.keys(res.json().addresses[0]).sort(), [
      'address1',
      'address2',
      'addressType',
      'city',
      'company',
      'country',
      'countryCode',
      'firstName',
      'id',
      'lastName',
      'phone',
      'siteId',
      'state',
      'stateCode',
      'zip',
    ]);
    const next = await get(`/v1/users/${id}/addresses?limit=2&cursor=${res.json().nextCursor}`);
    assert.equal(next.json().addresses.length, 1);
    assert.equal(next.json().nextCursor, null);
    await ctx.platform.admin.users.addAddress(foreignUser, { city: 'Hidden' }, 'test');
    assertProblem(await get('/v1/users/abc/addresses'), 400, 'invalid_user_id');
    assertProblem(await get(`/v1/users/${id}/addresses?type=x`), 400, 'unknown_query_parameter');
    for (const uid of [foreignUser, 999999999]) {
      const empty = await get(`/v1/users/${uid}/addresses`);
      assert.equal(empty.statusCode, 200);
      assert.deepEqual(empty.json(), { addresses: [], nextCursor: null });
    }
  });
});

test('addresses page: default 50, capped at 200', async () => {
  const id = await user(ctx, site);
  await ctx.platform.db
    .insertInto('user_addresses')
    .values(Array.from({ length: 201 }, (_, i) => ({ user_id: id, site_id: site, city: `C${i}` })))
    .execute();
  assert.equal((await get(`/v1/users/${id}/addresses`)).json().addresses.length, 50);
  const capped = await get(`/v1/users/${id}/addresses?limit=999`);
  assert.equal(capped.json().addresses.length, 200);
  assert.equal((await get(`/v1/users/${id}/addresses?limit=999&cursor=${capped.json().nextCursor}`)).json().addresses.length, 1);
});

describe('POST /v1/users', () => {
  test('creates a user: 201 UserDetail with Location', async () => {
    const res = await ctx.call(p.token, {
      method: 'POST',
      url: '/v1/users',
      payload: { siteId: site, username: 'Newbie', email: 'newbie@example.com', firstName: 'N', company: null },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers.location, `/v1/users/${res.json().userId}`);
    assert.equal(res.json().active, true);
    assert.equal(res.json().allSegmentsVisible, true);
    assert.deepEqual(res.json().segments, []);
  });

  test('409 user_already_exists on a username or email already on the site, case-insensitively', async () => {
    await ctx.call(p.token, { method: 'POST', url: '/v1/users', payload: { siteId: site, username: 'dup1', email: 'dup1@example.com' } });
    assertProblem(
      await ctx.call(p.token, {
        method: 'POST',
        url: '/v1/users',
        payload: { siteId: site, username: 'DUP1', email: 'other@example.com' },
      }),
      409,
      'user_already_exists',
    );
    assertProblem(
      await ctx.call(p.token, {
        method: 'POST',
        url: '/v1/users',
        payload: { siteId: site, username: 'x-dup', email: 'Dup1@Example.com' },
      }),
      409,
      'user_already_exists',
    );
    const otherSite = await ctx.call(p.token, {
      method: 'POST',
      url: '/v1/users',
      payload: { siteId: p.siteIds[1], username: 'dup1', email: 'dup1@example.com' },
    });
    assert.equal(otherSite.statusCode, 201);
  });

  test('refusals: site, division, body, malformed email (generic, never echoed)', async () => {
    const post = (payload: unknown) => ctx.call(p.token, { method: 'POST', url: '/v1/users', payload: payload as object });
    assertProblem(await post({ siteId: 999999, username: 'a', email: 'a@example.com' }), 400, 'invalid_site_id');
    assertProblem(await post({ siteId: site, username: 'a', email: 'a@example.com', password: 'x' }), 400, 'invalid_request');
    assertProblem(await post({ siteId: site, email: 'a@example.com' }), 400, 'invalid_request');
    const foreignDivision = await division(ctx, p.siteIds[1]!);
    assertProblem(
      await post({ siteId: site, username: 'a', email: 'a@example.com', divisionId: foreignDivision }),
      422,
      'division_not_on_site',
    );
    const bad = assertProblem(await post({ siteId: site, username: 'a', email: 'secret-value-not-an-email' }), 400, 'monolith_rejected');
    assert.ok(!JSON.stringify(bad).includes('secret-value'));
  });
});

describe('PATCH /v1/users/{userId}', () => {
  test('changes the seven fields; returns UserDetail re-read', async () => {
    const id = await user(ctx, site);
    const d = await division(ctx, site);
    const res = await ctx.call(p.token, {
      method: 'PATCH',
      url: `/v1/users/${id}`,
      payload: { active: false, email: 'changed@example.com', firstName: 'A', lastName: 'B', company: 'C', phone: '1', divisionId: d },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().email, 'changed@example.com');
    assert.equal(res.json().divisionId, d);
    assert.equal(res.json().active, false);
    const cleared = await ctx.call(p.token, {
      method: 'PATCH',
      url: `/v1/users/${id}`,
      payload: { company: null, phone: null, divisionId: null },
    });
    assert.equal(cleared.json().company, null);
    assert.equal(cleared.json().divisionId, null);
    assert.deepEqual((await get(`/v1/users/${id}`)).json(), cleared.json());
  });

  test('null, empty, unwritable, wrong type, unknown division, monolith refusal, tenancy', async () => {
    const id = await user(ctx, site);
    const patch = (payload: unknown, uid = id) =>
      ctx.call(p.token, { method: 'PATCH', url: `/v1/users/${uid}`, payload: payload as object });
    for (const field of ['email', 'firstName', 'lastName', 'active'])
      assertProblem(await patch({ [field]: null }), 400, 'null_not_supported');
    assertProblem(await patch({}), 400, 'invalid_request');
    assertProblem(await patch({ username: 'x' }), 400, 'invalid_request');
    assertProblem(await patch({ allSegmentsVisible: true }), 400, 'invalid_request');
    assertProblem(await patch({ active: 'yes' }), 400, 'invalid_request');
    const missingDivision = await patch({ divisionId: 999999 });
    assertProblem(missingDivision, 422, 'division_not_on_site');
    const foreignDivision = (await ctx.platform.db
      .selectFrom('divisions')
      .select('id')
      .where('site_id', 'not in', p.siteIds)
      .executeTakeFirst()) ?? { id: await division(ctx, (await ctx.partner()).siteIds[0]!) };
    assert.equal(withoutRequestId(await patch({ divisionId: foreignDivision.id })), withoutRequestId(missingDivision));
    const body = assertProblem(await patch({ email: 'nope@@x' }), 400, 'monolith_rejected');
    assert.ok(!String(body.detail).includes('nope'));
    const missing = await patch({ firstName: 'x' }, 999999999);
    assertProblem(missing, 404, 'user_not_found');
    assert.equal(withoutRequestId(await patch({ firstName: 'x' }, foreignUser)), withoutRequestId(missing));
    assert.equal((await ctx.platform.admin.users.get(foreignUser)).firstName, 'F');
  });
});

describe('PUT /v1/users/{userId}/segments', () => {
  test('needs the acknowledgement while allSegmentsVisible is true; then replaces, collapses duplicates, clears', async () => {
    const id = await user(ctx, site);
    const [a, b] = [await segment(ctx, site, 'A'), await segment(ctx, site, 'B')];
    const put = (payload: unknown) => ctx.call(p.token, { method: 'PUT', url: `/v1/users/${id}/segments`, payload: payload as object });
    assertProblem(await put({ segmentIds: [a] }), 409, 'all_segments_visible_reset_not_acknowledged');
    assertProblem(
      await put({ segmentIds: [a], acknowledgeAllSegmentsVisibleReset: false }),
      409,
      'all_segments_visible_reset_not_acknowledged',
    );
    assert.equal((await get(`/v1/users/${id}`)).json().allSegmentsVisible, true);
    const ok = await put({ segmentIds: [b, a, b], acknowledgeAllSegmentsVisibleReset: true });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().allSegmentsVisible, false);
    assert.deepEqual(ok.json().segments, [
      { segmentId: a, name: 'A', autoAssigned: false },
      { segmentId: b, name: 'B', autoAssigned: false },
    ]);
    assert.deepEqual((await put({ segmentIds: [] })).json().segments, []);
  });

  test('segment_not_on_site and auto_assigned_segments_present change nothing', async () => {
    const d = await division(ctx, site);
    const id = await user(ctx, site, { allSegmentsVisible: false, divisionId: d });
    const auto = await segment(ctx, site, 'Auto');
    const manual = await segment(ctx, site, 'Manual');
    await ctx.platform.people.admin.segmentRules.create(site, { segmentId: auto, divisionId: d }, 'test');
    const put = (payload: unknown) => ctx.call(p.token, { method: 'PUT', url: `/v1/users/${id}/segments`, payload: payload as object });
    const before = (await get(`/v1/users/${id}`)).json();
    assert.deepEqual(before.segments, [{ segmentId: auto, name: 'Auto', autoAssigned: true }]);
    const refused = assertProblem(await put({ segmentIds: [manual] }), 409, 'auto_assigned_segments_present');
    assert.match(String(refused.detail), new RegExp(`\\b${auto}\\b`));
    const foreignSegment = await segment(ctx, p.siteIds[1]!);
    const notOnSite = assertProblem(await put({ segmentIds: [auto, manual, foreignSegment] }), 422, 'segment_not_on_site');
    assert.match(String(notOnSite.detail), new RegExp(`\\b${foreignSegment}\\b`));
    assert.deepEqual((await get(`/v1/users/${id}`)).json(), before);
    const ok = await put({ segmentIds: [auto, manual] });
    assert.deepEqual(
      ok.json().segments.map((s: { autoAssigned: boolean }) => s.autoAssigned),
      [true, false],
    );
  });

  test('body limits and tenancy', async () => {
    const id = await user(ctx, site);
    const put = (payload: unknown, uid = id) =>
      ctx.call(p.token, { method: 'PUT', url: `/v1/users/${uid}/segments`, payload: payload as object });
    assertProblem(
      await put({ segmentIds: Array.from({ length: 201 }, (_, i) => i + 1), acknowledgeAllSegmentsVisibleReset: true }),
      400,
      'invalid_request',
    );
    assertProblem(await put({}), 400, 'invalid_request');
    assertProblem(await put({ segmentIds: null }), 400, 'null_not_supported');
    assertProblem(await put({ segmentIds: [1], extra: 1 }), 400, 'invalid_request');
    const missing = await put({ segmentIds: [], acknowledgeAllSegmentsVisibleReset: true }, 999999999);
    assertProblem(missing, 404, 'user_not_found');
    assert.equal(
      withoutRequestId(await put({ segmentIds: [], acknowledgeAllSegmentsVisibleReset: true }, foreignUser)),
      withoutRequestId(missing),
    );
    assert.equal((await ctx.platform.admin.users.get(foreignUser)).allSegmentsVisible, true);
  });
});

describe('auto-assignment rules', () => {
  test("email-domain rules follow the user's email; removing a rule withdraws the segment", async () => {
    const seg = await segment(ctx, site, 'Acme staff');
    const rule = await ctx.platform.people.admin.segmentRules.create(site, { segmentId: seg, emailDomain: 'ACME.test' }, 'test');
    const res = await ctx.call(p.token, {
      method: 'POST',
      url: '/v1/users',
      payload: { siteId: site, username: 'auto1', email: 'auto1@acme.test' },
    });
    assert.deepEqual(res.json().segments, [{ segmentId: seg, name: 'Acme staff', autoAssigned: true }]);
    const moved = await ctx.call(p.token, {
      method: 'PATCH',
      url: `/v1/users/${res.json().userId}`,
      payload: { email: 'auto1@elsewhere.test' },
    });
    assert.deepEqual(moved.json().segments, []);
    await ctx.call(p.token, { method: 'PATCH', url: `/v1/users/${res.json().userId}`, payload: { email: 'auto1@acme.test' } });
    await ctx.platform.people.admin.segmentRules.delete(rule.id, 'test');
    assert.deepEqual((await get(`/v1/users/${res.json().userId}`)).json().segments, []);
  });
});

describe('scopes', () => {
  test('users:read and users:write are required', async () => {
    const readOnly = await ctx.partner({ scopes: ['partner-api/users:read'] });
    const none = await ctx.partner({ scopes: ['partner-api/divisions:read'] });
    assertProblem(await get('/v1/users', none.token), 403, 'insufficient_scope');
    assertProblem(await get('/v1/users/1/addresses', none.token), 403, 'insufficient_scope');
    assert.equal((await get('/v1/users', readOnly.token)).statusCode, 200);
    assertProblem(await ctx.call(readOnly.token, { method: 'POST', url: '/v1/users', payload: {} }), 403, 'insufficient_scope');
    assertProblem(await ctx.call(readOnly.token, { method: 'PATCH', url: '/v1/users/1', payload: {} }), 403, 'insufficient_scope');
    assertProblem(await ctx.call(readOnly.token, { method: 'PUT', url: '/v1/users/1/segments', payload: {} }), 403, 'insufficient_scope');
  });
});
