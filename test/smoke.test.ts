import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
before(async () => { ctx = await createTestContext(); });
after(async () => { await ctx.close(); });

test('token then me', async () => {
  const p = await ctx.partner({ sites: 2 });
  const res = await ctx.call(p.token, { method: 'GET', url: '/v1/me' });
  console.log(res.statusCode, res.body);
  assert.equal(res.statusCode, 200);
});
