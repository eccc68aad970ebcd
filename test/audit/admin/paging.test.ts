import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('audit log paging', () => {
  test('pages newest first with an authenticated cursor', async () => {
    for (let i = 0; i < 3; i++) await ctx.site();
    const first = await ctx.adminCall({ method: 'GET', url: '/admin/audit?limit=2' });
    const page1 = first.json();
    assert.equal(page1.entries.length, 2);
    assert.ok(page1.nextCursor);
    const second = (
      await ctx.adminCall({ method: 'GET', url: `/admin/audit?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}` })
    ).json();
    assert.ok(second.entries[0].id < page1.entries[1].id);
    assertProblem(
      await ctx.adminCall({ method: 'GET', url: `/admin/audit?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}x` }),
      400,
      'invalid_cursor',
    );
    assertProblem(
      await ctx.adminCall({ method: 'GET', url: `/admin/audit?limit=2&targetType=site&cursor=${encodeURIComponent(page1.nextCursor)}` }),
      400,
      'invalid_cursor',
    );
  });
});
