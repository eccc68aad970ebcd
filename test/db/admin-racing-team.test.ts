// Racing back-office writes of the team (members, the last administrator, personal API
// tokens, sessions, one console session's use), the workers' pause, submissions, partner staff accounts and app
// clients, storefront users' addresses, each kind on one row, through the admin API with the service's pool: no 5xx
// (before the per-row queue: up to 118 × 503 of 200 from pool waits), and the end state a serial order
// would give (admin-race.ts is the harness). Password changes are left out: their scrypt
// work, not a row, is what bounds them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { signInConsole } from '../console/browser.ts';
import { teamMember } from '../team/world.ts';
import { orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';
import { user } from '../users/fixtures.ts';
import { N, racingContext } from './admin-race.ts';

const racing = racingContext();
const { race, get, call } = racing;

let members = 0;
const member = async (role: string) => call('POST', '/admin/team', { email: `racer${++members}@team.example`, name: 'Racer', role });

describe(`${N} racing back-office writes of the team, the workers' pause and accounts per kind on one row: no 5xx, a consistent end state`, () => {
  test('team: one member renamed', async () => {
    const { memberId } = await member('operations');
    const counts = await race('PATCH team member, one member', (i) => ({
      method: 'PATCH',
      url: `/admin/team/${memberId}`,
      payload: { name: `Racer ${i}` },
    }));
    assert.deepEqual(counts, { 200: N });
    assert.match((await get(`/admin/team/${memberId}`)).name, /^Racer \d+$/);
  });

  test("team: one member renamed with one administrator's personal token (each request records the token's use)", async () => {
    const { memberId } = await member('support');
    const admin = await member('administrator');
    const { token } = await call('POST', '/admin/api-tokens', { memberId: admin.memberId, name: 'racing automation' });
    const counts = await race('PATCH team member with one personal token', (i) => ({
      method: 'PATCH',
      url: `/admin/team/${memberId}`,
      payload: { name: `Racer ${i}` },
      token,
    }));
    assert.deepEqual(counts, { 200: N });
    assert.ok((await get(`/admin/api-tokens?memberId=${admin.memberId}`)).tokens[0].lastUsedAt);
  });

  test('team: every administrator disabled or demoted at once, the last one stays', async () => {
    for (let i = 0; i < 10; i++) await member('administrator');
    const enabledAdministrators = async () =>
      ((await get('/admin/team?limit=200')).members as Array<{ memberId: number; role: string; disabled: boolean }>).filter(
        (m) => m.role === 'administrator' && !m.disabled,
      );
    const admins = (await enabledAdministrators()).map((m) => m.memberId);
    const counts = await race('PATCH team member, the last administrator', (i) => ({
      method: 'PATCH',
      url: `/admin/team/${admins[i % admins.length]}`,
      payload: i % 3 ? { disabled: true } : { role: 'support' },
    }));
    assert.equal((counts[200] ?? 0) + (counts[409] ?? 0), N);
    assert.ok((counts[409] ?? 0) >= 1, JSON.stringify(counts));
    assert.equal((await enabledAdministrators()).length, 1);
  });

  test('API tokens: created for one member, and one token revoked', async () => {
    const { memberId } = await member('support');
    const counts = await race('POST API token, one member', (i) => ({
      method: 'POST',
      url: '/admin/api-tokens',
      payload: { memberId, name: `racer ${i}` },
    }));
    assert.deepEqual(counts, { 201: N });
    const tokens = (await get(`/admin/api-tokens?memberId=${memberId}&limit=200`)).tokens as Array<{ tokenId: number }>;
    assert.equal(tokens.length, N);
    const tokenId = tokens[0]!.tokenId;
    const revokes = await race('DELETE API token, one token', () => ({ method: 'DELETE', url: `/admin/api-tokens/${tokenId}` }));
    assert.deepEqual(revokes, { 200: N });
    assert.ok((await get(`/admin/api-tokens/${tokenId}`)).revokedAt);
    const audit = await racing.ctx.platform.admin.audit.list({ targetType: 'api_token', targetId: String(tokenId), limit: 10 });
    assert.deepEqual(
      audit.map((e) => e.action),
      ['api_token.revoke', 'api_token.create'],
    );
  });

  test('team: one member signed out everywhere', async () => {
    const { memberId } = await member('support');
    const counts = await race('POST sign-out-everywhere, one member', () => ({
      method: 'POST',
      url: `/admin/team/${memberId}/sign-out-everywhere`,
    }));
    assert.deepEqual(counts, { 200: N });
  });

  test("console: one session's burst of page loads after a quiet spell (each load records the session's use)", async () => {
    const { ctx } = racing;
    const support = await teamMember(ctx, 'support');
    const browser = await signInConsole(ctx, support);
    // Last seen 20 s ago on the service's clock: every load of the burst finds the session's use due to be recorded
    // (every 15 s).
    const now = ctx.clock.nowMs();
    const back = await sql`UPDATE team_sessions SET last_seen_at = ${new Date(now - 20_000)} WHERE member_id = ${support.memberId}`.execute(
      ctx.platform.db,
    );
    assert.equal(Number(back.numAffectedRows), 1);
    const loads = await Promise.all(
      Array.from({ length: N }, () => ctx.admin.inject({ method: 'GET', url: '/console', headers: { cookie: browser.cookie } })),
    );
    const counts: Record<number, number> = {};
    for (const r of loads) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    assert.deepEqual(counts, { 200: N });
    // One load of the burst recorded the use, at the service's now.
    const { rows } = await sql<{ last_seen_at: Date }>`
      SELECT last_seen_at FROM team_sessions WHERE member_id = ${support.memberId}`.execute(ctx.platform.db);
    assert.deepEqual(
      rows.map((r) => r.last_seen_at.getTime()),
      [now],
    );
  });

  test("workers: paused and resumed at once; the pause row ends as one request's", async () => {
    const counts = await race('POST workers pause / resume', (i) =>
      i % 4 === 3
        ? { method: 'POST', url: '/admin/workers/resume' }
        : { method: 'POST', url: '/admin/workers/pause', payload: { hold: i % 2 ? 'processing' : 'queued', reason: `racer ${i}` } },
    );
    assert.deepEqual(counts, { 200: N });
    const state = await get('/admin/workers');
    if (state.paused) assert.match(state.reason, /^racer \d+$/);
    else assert.equal(state.hold, null);
    await call('POST', '/admin/workers/resume');
  });

  test('submissions: one submission requeued and failed at once; it fails once', async () => {
    const world = await orderWorld(racing.ctx);
    const submissionId = (await postOrder(racing.ctx, world.partner.token, orderBody(world))).json().submissionId as string;
    const counts = await race('POST submission requeue / fail, one submission', (i) =>
      i % 2
        ? { method: 'POST', url: `/admin/submissions/${submissionId}/requeue` }
        : { method: 'POST', url: `/admin/submissions/${submissionId}/fail`, payload: { detail: `racer ${i}` } },
    );
    assert.equal((counts[200] ?? 0) + (counts[409] ?? 0), N);
    assert.equal((await get(`/admin/submissions/${submissionId}`)).status, 'failed');
    const audit = await racing.ctx.platform.admin.audit.list({
      targetType: 'order_submission',
      targetId: submissionId,
      action: 'submission.fail',
      limit: 10,
    });
    assert.equal(audit.length, 1);
  });

  test('partner staff: one account enabled and disabled; one app client revoked', async () => {
    const partner = await racing.ctx.partner();
    const staff = await call('POST', `/admin/partners/${partner.partnerId}/staff`, {
      email: 'racer@partner.example',
      password: 'a long enough password',
    });
    const counts = await race('PATCH partner staff, one account', (i) => ({
      method: 'PATCH',
      url: `/admin/staff/${staff.staffId}`,
      payload: { enabled: i % 2 === 0 },
    }));
    assert.deepEqual(counts, { 200: N });
    const revokes = await race('DELETE app client, one client', () => ({ method: 'DELETE', url: `/admin/clients/${partner.clientId}` }));
    assert.equal((revokes[200] ?? 0) + (revokes[404] ?? 0), N);
    assert.equal(revokes[200], 1);
  });

  test('storefront users: addresses added to one user, one address deleted', async () => {
    const site = await racing.ctx.site();
    const userId = await user(racing.ctx, site);
    const counts = await race('POST address, one user', (i) => ({
      method: 'POST',
      url: `/admin/users/${userId}/addresses`,
      payload: { addressType: 'SHIP_TO', address1: `${i} Main St`, city: 'Columbus', zip: '43004', countryCode: 'US', stateCode: 'OH' },
    }));
    assert.deepEqual(counts, { 201: N });
    const addresses = (await get(`/admin/users/${userId}/addresses`)).addresses as Array<{ id: number }>;
    assert.equal(addresses.length, N);
    const deletes = await race('DELETE address, one address', () => ({
      method: 'DELETE',
      url: `/admin/addresses/${addresses[0]!.id}`,
    }));
    assert.equal(deletes[204], 1, JSON.stringify(deletes));
    assert.equal((await get(`/admin/users/${userId}/addresses`)).addresses.length, N - 1);
  });
});
