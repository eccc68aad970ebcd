// Racing back-office writes of credit accounts, divisions, storefront users
// (segments, segment rules) and webhook endpoints and deliveries, each kind on
// one row, through the admin API with the service's pool: no 5xx, and the end
// state a serial order would give (admin-race.ts is the harness).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { segment } from '../catalog/fixtures.ts';
import { account, division, user } from '../users/fixtures.ts';
import { N, racingContext, subsetOf } from './admin-race.ts';

const racing = racingContext();
const { race, get, call } = racing;

describe(`${N} racing back-office writes of people and webhooks per kind on one row: no 5xx, a consistent end state`, () => {
  test('credit: one account edited and its movements added', async () => {
    const site = await racing.ctx.site();
    const id = await account(racing.ctx, site, { userId: await user(racing.ctx, site) });
    const counts = await race('PATCH credit account / POST movement, one account', (i) =>
      i % 2
        ? { method: 'PATCH', url: `/admin/credit-accounts/${id}`, payload: { active: i % 4 === 1, amount: `${100 + i}.00` } }
        : { method: 'POST', url: `/admin/credit-accounts/${id}/movements`, payload: { type: 'CREDIT', amount: '1' } },
    );
    assert.deepEqual(counts, { 200: N / 2, 201: N / 2 });
    assert.equal((await get(`/admin/credit-accounts/${id}/movements`)).movements.length, N / 2);
  });

  test('divisions: created on one site (codes unique), one division edited', async () => {
    const site = await racing.ctx.site();
    const counts = await race('POST division, one site', (i) => ({
      method: 'POST',
      url: `/admin/sites/${site}/divisions`,
      payload: { name: `Division ${i}`, code: `C${i % 10}` },
    }));
    assert.deepEqual(counts, { 201: 10, 409: N - 10 });
    const divisions = (await get(`/admin/sites/${site}/divisions`)).divisions as Array<{ divisionId: number; code: string }>;
    assert.equal(new Set(divisions.map((d) => d.code)).size, 10);
    const edits = await race('PATCH division, one site', (i) => ({
      method: 'PATCH',
      url: `/admin/divisions/${divisions[i % 2]!.divisionId}`,
      payload: { code: `E${i % 4}` },
    }));
    assert.equal((edits[200] ?? 0) + (edits[409] ?? 0), N);
    const codes = ((await get(`/admin/sites/${site}/divisions`)).divisions as Array<{ code: string }>).map((d) => d.code);
    assert.equal(new Set(codes).size, codes.length);
  });

  test('users: one user edited and its segments replaced', async () => {
    const site = await racing.ctx.site();
    const id = await user(racing.ctx, site);
    const segments: number[] = [];
    for (let i = 0; i < 5; i++) segments.push(await segment(racing.ctx, site));
    const counts = await race('PATCH user / PUT user segments, one user', (i) =>
      i % 2
        ? { method: 'PATCH', url: `/admin/users/${id}`, payload: { firstName: `Racer ${i}` } }
        : { method: 'PUT', url: `/admin/users/${id}/segments`, payload: { segmentIds: subsetOf(segments, i >> 1) } },
    );
    assert.deepEqual(counts, { 200: N });
    const stored = ((await get(`/admin/users/${id}`)).segments as Array<{ segmentId: number }>).map((s) => s.segmentId);
    const sent = Array.from({ length: N }, (_, i) => JSON.stringify(subsetOf(segments, i >> 1)));
    assert.ok(sent.includes(JSON.stringify(stored)), `stored ${stored}`);
  });

  test('users: segment rules created and deleted on one site, auto segments follow', async () => {
    const site = await racing.ctx.site();
    const segments: number[] = [];
    for (let i = 0; i < 4; i++) segments.push(await segment(racing.ctx, site));
    const d = await division(racing.ctx, site);
    for (let i = 0; i < 20; i++) await user(racing.ctx, site, { email: `u${i}@rules${i % 2}.test`, divisionId: i % 3 ? d : null });
    const counts = await race('POST segment rule, one site', (i) => ({
      method: 'POST',
      url: `/admin/sites/${site}/segment-rules`,
      payload: i % 2 ? { segmentId: segments[i % 4], emailDomain: `rules${i % 3}.test` } : { segmentId: segments[i % 4], divisionId: d },
    }));
    assert.deepEqual(counts, { 201: N });
    const rules = (await get(`/admin/sites/${site}/segment-rules`)).rules as Array<{ ruleId: number }>;
    assert.equal(rules.length, N);
    const deletes = await race('DELETE segment rule, one site', (i) => ({
      method: 'DELETE',
      url: `/admin/segment-rules/${rules[i]!.ruleId}`,
    }));
    assert.deepEqual(deletes, { 204: N });
    const probe = await user(racing.ctx, site, { email: 'late@rules1.test', divisionId: d });
    assert.deepEqual(
      ((await get(`/admin/users/${probe}`)).segments as Array<{ autoAssigned: boolean }>).filter((s) => s.autoAssigned),
      [],
    );
  });

  test('webhooks: one endpoint edited, its secret rotated and removed, pinged; one delivery redelivered', async () => {
    const partner = await racing.ctx.partner();
    const endpoint = await call('POST', `/admin/partners/${partner.partnerId}/webhook-endpoints`, {
      url: 'https://partner.example.com/hooks',
    });
    const path = `/admin/webhook-endpoints/${endpoint.endpointId}`;
    const counts = await race('PATCH endpoint / secret / test ping, one endpoint', (i) =>
      i % 4 === 0
        ? { method: 'PATCH', url: path, payload: { url: `https://partner.example.com/hooks/${i}` } }
        : i % 4 === 1
          ? { method: 'POST', url: `${path}/secret` }
          : i % 4 === 2
            ? { method: 'DELETE', url: `${path}/secret` }
            : { method: 'POST', url: `${path}/test` },
    );
    assert.equal((counts[200] ?? 0) + (counts[201] ?? 0) + (counts[202] ?? 0), N);
    assert.match((await get(path)).url, /^https:\/\/partner\.example\.com\/hooks\/\d+$/);

    const ping = await call('POST', `${path}/test`);
    await racing.ctx.platform.db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('id', '=', ping.deliveryId).execute();
    const redeliveries = await race('POST redeliver, one delivery', () => ({
      method: 'POST',
      url: `/admin/webhook-deliveries/${ping.deliveryId}/redeliver`,
    }));
    assert.deepEqual(redeliveries, { 202: N });
  });
});
