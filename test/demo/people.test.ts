import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';

let ctx: TestContext;
let world: DemoWorld;
let token: string;

before(async () => {
  ctx = await createTestContext();
  world = await seedDemo(ctx.platform);
  const res = await ctx.requestToken({ grant_type: 'client_credentials', client_id: world.clientId, client_secret: world.clientSecret });
  token = res.json().access_token;
});
after(() => ctx.close());

const get = async (url: string) => (await ctx.call(token, { method: 'GET', url })).json();

describe('demo people', () => {
  test('users in several states, with auto-assigned and hand-assigned segments and addresses', async () => {
    const users = (await get(`/v1/users?siteId=${world.siteIds[0]}`)).users;
    const dana = users.find((u: { username: string }) => u.username === 'dana.lee');
    assert.ok(users.some((u: { active: boolean }) => !u.active));
    assert.equal(dana.userId, 3, 'README examples use user 3');
    const detail = await get(`/v1/users/${dana.userId}`);
    assert.deepEqual(
      detail.segments.map((s: { name: string; autoAssigned: boolean }) => [s.name, s.autoAssigned]),
      [
        ['Staff', true],
        ['Franchisees', false],
      ],
    );
    assert.equal((await get(`/v1/users/${dana.userId}/addresses`)).addresses.length, 2);
  });

  test('divisions with parents and credit accounts with balances', async () => {
    const divisions = (await get(`/v1/divisions?siteId=${world.siteIds[0]}`)).divisions;
    assert.deepEqual(
      divisions.map((d: { divisionId: number; code: string; parentId: number | null }) => [d.divisionId, d.code, d.parentId]),
      [
        [1, 'HQ', null],
        [2, 'EAST', 1],
        [3, 'WEST', 1],
      ],
    );
    const accounts = (await get('/v1/credit-accounts')).creditAccounts;
    assert.deepEqual(
      accounts.map((a: { creditAccountId: number; scope: string; currentBalance: string }) => [
        a.creditAccountId,
        a.scope,
        a.currentBalance,
      ]),
      [
        [1, 'USER', '420.50'],
        [2, 'DIVISION', '2750.00'],
        [3, 'DIVISION', '0.00'],
      ],
    );
    const segments = (await get(`/v1/segments?siteId=${world.siteIds[0]}`)).segments;
    assert.deepEqual(
      segments.map((s: { segmentId: number; name: string }) => [s.segmentId, s.name]),
      [
        [1, 'Staff'],
        [2, 'Franchisees'],
      ],
      'README segment ids',
    );
    assert.equal((await get(`/v1/divisions?siteId=${world.otherSiteId}`)).code, 'invalid_site_id');
  });
});
