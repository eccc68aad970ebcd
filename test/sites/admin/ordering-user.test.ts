import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { assertProblem } from '../../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('sites and ordering users', () => {
  test('an ordering user must be an active user of the same site', async () => {
    const a = await ctx.site();
    const b = await ctx.site();
    const user = await ctx.adminCall({
      method: 'POST',
      url: `/admin/sites/${a}/users`,
      payload: { username: 'orders', email: 'orders@example.com' },
    });
    assert.equal(user.statusCode, 201);
    const userId = user.json().id;
    assertProblem(
      await ctx.adminCall({ method: 'PUT', url: `/admin/sites/${b}/ordering-user`, payload: { userId } }),
      400,
      'invalid_request',
    );
    const ok = await ctx.adminCall({ method: 'PUT', url: `/admin/sites/${a}/ordering-user`, payload: { userId } });
    assert.equal(ok.json().orderingUserId, userId);
    const cleared = await ctx.adminCall({ method: 'PUT', url: `/admin/sites/${a}/ordering-user`, payload: { userId: null } });
    assert.equal(cleared.json().orderingUserId, null);
  });

  test('a duplicate username on a site is a conflict', async () => {
    const a = await ctx.site();
    await ctx.adminCall({ method: 'POST', url: `/admin/sites/${a}/users`, payload: { username: 'dup' } });
    assertProblem(await ctx.adminCall({ method: 'POST', url: `/admin/sites/${a}/users`, payload: { username: 'DUP' } }), 409, 'conflict');
  });
});
