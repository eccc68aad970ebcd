// The credential cache through the surfaces users touch, in one process: a
// revocation, a grant taken away and a tier change made through the admin
// API are seen by the partner API's very next request, while the request
// before was answered from the cache; so is a change made in SQL, outside
// the back office (migration 0023's triggers: at once on the embedded
// engine, whose instance delivers them before the statement returns; on
// PostgreSQL once the notification reached the LISTEN connection).
// Across processes: credential-cache-processes.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const me = (p: TestPartner) => ctx.call(p.token, { method: 'GET', url: '/v1/me' });
const counts = () => ctx.platform.tokens.cacheCounts();

/** Until a request is answered from the cache (the LISTEN is in place and the client kept). */
async function answeredFromCache(p: TestPartner): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const hits = counts().hits;
    const res = await me(p);
    assert.equal(res.statusCode, 200, res.body);
    if (counts().hits > hits) return res.json();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no request was answered from the credential cache');
}

test('a client revoked through the admin API is refused on the next request, though the one before came from the cache', async () => {
  const p = await ctx.partner();
  await answeredFromCache(p);
  const res = await ctx.adminCall({ method: 'DELETE', url: `/admin/clients/${p.clientId}` });
  assert.equal(res.statusCode, 200);
  assertProblem(await me(p), 401, 'invalid_token');
});

test('a grant taken away and a tier change through the admin API are in the next answer', async () => {
  const p = await ctx.partner({ sites: 2 });
  assert.deepEqual((await answeredFromCache(p)).grantedSiteIds, p.siteIds);
  const revoke = await ctx.adminCall({ method: 'DELETE', url: `/admin/partners/${p.partnerId}/sites/${p.siteIds[1]}` });
  assert.equal(revoke.statusCode, 200, revoke.body);
  assert.deepEqual((await me(p)).json().grantedSiteIds, [p.siteIds[0]]);

  const before = (await answeredFromCache(p)).tier;
  const tier = before === 'enterprise' ? 'standard' : 'enterprise';
  const patch = await ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${p.partnerId}`, payload: { tier } });
  assert.equal(patch.statusCode, 200, patch.body);
  assert.equal((await me(p)).json().tier, tier);
});

test('a change made in SQL, outside the back office, is signalled by the trigger and seen', async () => {
  const p = await ctx.partner();
  await answeredFromCache(p);
  const drops = counts().drops;
  await ctx.platform.db.updateTable('partners').set({ enabled: false }).where('id', '=', p.partnerId).execute();
  if (ctx.platform.database.kind === 'postgres') {
    // The notification reaches this process's LISTEN connection after the commit; wait for it.
    for (let i = 0; i < 500 && counts().drops === drops; i++) await new Promise((r) => setTimeout(r, 10));
  }
  assert.ok(counts().drops > drops, 'the trigger signalled the change');
  assertProblem(await me(p), 401, 'invalid_token');
});

test('every partner read again at once (the cache dropped) is read in a handful of statements, each answered as itself', async () => {
  const partners = await Promise.all(Array.from({ length: 24 }, () => ctx.partner()));
  for (const p of partners) await answeredFromCache(p);
  const drops = counts().drops;
  // Any partner's change drops the whole cache in every process: here one outside the herd.
  const other = await ctx.partner();
  await ctx.platform.db.updateTable('partners').set({ name: 'Renamed' }).where('id', '=', other.partnerId).execute();
  for (let i = 0; i < 500 && counts().drops === drops; i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(counts().drops > drops, 'the cache was dropped');

  const before = counts();
  const answers = await Promise.all(partners.map((p) => me(p)));
  const after = counts();
  for (const [i, res] of answers.entries()) {
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().partnerId, partners[i]!.partnerId, 'each partner answered as itself');
  }
  const read = after.misses + after.bypassed - before.misses - before.bypassed;
  const statements = after.statements - before.statements;
  assert.ok(read >= partners.length, `every credential was read again (${read})`);
  assert.ok(statements >= 1 && statements <= 8, `${partners.length} credentials read in ${statements} statements`);
});
