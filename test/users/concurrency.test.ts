import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { division, segment, user } from './fixtures.ts';

// Writes that replace a set or check a site-wide rule serialise on their
// parent row. Run against PostgreSQL (DATABASE_URL) for real parallelism:
// never a 500, never a deadlock, a consistent end state.

let ctx: TestContext;
let p: TestPartner;
let site: number;

before(async () => {
  ctx = await createTestContext();
  p = await ctx.partner();
  site = p.siteIds[0]!;
});
after(() => ctx.close());

describe('parallel writes', () => {
  test('50 parallel segment PUTs on one user: all 200, the end state is one whole request', async () => {
    const id = await user(ctx, site);
    const segments: number[] = [];
    for (let i = 0; i < 6; i++) segments.push(await segment(ctx, site, `S${i}`));
    const lists = Array.from({ length: 50 }, (_, i) => segments.filter((_, j) => (i >> j) % 2 === 1 || j === i % 6));
    const results = await Promise.all(
      lists.map((segmentIds) =>
        ctx.call(p.token, {
          method: 'PUT',
          url: `/v1/users/${id}/segments`,
          payload: { segmentIds, acknowledgeAllSegmentsVisibleReset: true },
        }),
      ),
    );
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [200]);
    const final = (await ctx.call(p.token, { method: 'GET', url: `/v1/users/${id}` })).json();
    const ids = final.segments.map((s: { segmentId: number }) => s.segmentId);
    assert.ok(
      lists.some((l) => JSON.stringify([...l].sort((a, b) => a - b)) === JSON.stringify(ids)),
      `end state ${ids} is not one request's list`,
    );
    assert.equal(final.allSegmentsVisible, false);
  });

  test('20 parallel division creates with one code: exactly one 201, the rest 409 division_code_conflict', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.call(p.token, { method: 'POST', url: '/v1/divisions', payload: { siteId: site, name: `Race ${i}`, code: 'RACE' } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) assert.equal(r.json().code, 'division_code_conflict');
    const rows = await ctx.platform.db
      .selectFrom('divisions')
      .select('id')
      .where('site_id', '=', site)
      .where('code', '=', 'RACE')
      .execute();
    assert.equal(rows.length, 1);
  });

  test('parallel re-parenting never builds a cycle', async () => {
    const a = await division(ctx, site);
    const b = await division(ctx, site);
    const results = await Promise.all([
      ctx.call(p.token, { method: 'PATCH', url: `/v1/divisions/${a}`, payload: { parentId: b } }),
      ctx.call(p.token, { method: 'PATCH', url: `/v1/divisions/${b}`, payload: { parentId: a } }),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 422]);
    const [ra, rb] = await Promise.all([a, b].map((id) => ctx.platform.people.admin.divisions.get(id)));
    assert.ok(ra!.parentId === null || rb!.parentId === null);
  });

  test('20 parallel user creates with one username: one 201, the rest 409 user_already_exists', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.call(p.token, {
          method: 'POST',
          url: '/v1/users',
          payload: { siteId: site, username: 'racer', email: `racer${i}@example.com` },
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) assert.equal(r.json().code, 'user_already_exists');
  });
});
