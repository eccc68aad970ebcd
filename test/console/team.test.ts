// The Team page: every member's id, and the API tokens the admin API lets the
// signed-in member see (an administrator everyone's, anyone else their own),
// each row linking to the team's jobs with its id filled in; hostile names
// are escaped. The jobs take a path parameter from a link's query string (a
// plain value fitting its field, nothing else), and the account page shows
// the member's id.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { StaffRole } from '../../src/access/permissions.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember, type TeamMemberWithToken } from '../team/world.ts';
import { consoleRequests, formsOf, signInConsole } from './browser.ts';

let ctx: TestContext;
let team: Record<StaffRole, TeamMemberWithToken>;
let hostile: { memberId: number; tokenId: number };
const HOSTILE = '<script>alert("team")</script>&\'';

before(async () => {
  ctx = await createTestContext();
  team = {
    support: await teamMember(ctx, 'support'),
    operations: await teamMember(ctx, 'operations'),
    administrator: await teamMember(ctx, 'administrator'),
  };
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/team',
    payload: { email: 'hostile@team.example', name: HOSTILE, role: 'support' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const token = await ctx.adminCall({
    method: 'POST',
    url: '/admin/api-tokens',
    payload: { memberId: created.json().memberId, name: HOSTILE },
  });
  assert.equal(token.statusCode, 201, token.body);
  hostile = { memberId: created.json().memberId, tokenId: token.json().tokenId };
});
after(() => ctx?.close());

async function as(role: StaffRole) {
  return consoleRequests(ctx, await signInConsole(ctx, team[role]));
}

/** The table row of `id` (`member-7`, `token-3`), or undefined. */
const rowOf = (html: string, id: string) => new RegExp(`<tr id="${id}">([\\s\\S]*?)</tr>`).exec(html)?.[1];
const linksOf = (row: string | undefined) => [...(row ?? '').matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const members = () => [...Object.values(team), hostile];
const tokenIds = () => [...Object.values(team).map((m) => m.tokenId), hostile.tokenId];

test('an administrator sees every member and every token, each row linking to its jobs with the id filled in', async () => {
  const res = await (await as('administrator')).get('/console/team');
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.match(res.body, /<a href="\/console\/team" aria-current="page">Team<\/a>/);
  for (const { memberId } of members()) {
    const row = rowOf(res.body, `member-${memberId}`);
    assert.ok(row, `member ${memberId} listed`);
    assert.match(row, new RegExp(`<td class="num">${memberId}</td>`));
    assert.deepEqual(linksOf(row), [
      `/console/jobs/teamUpdate?memberId=${memberId}`,
      `/console/jobs/teamSetPassword?memberId=${memberId}`,
      `/console/jobs/teamSignOutEverywhere?memberId=${memberId}`,
    ]);
  }
  for (const tokenId of tokenIds())
    assert.deepEqual(linksOf(rowOf(res.body, `token-${tokenId}`)), [`/console/jobs/tokensRevoke?tokenId=${tokenId}`], `token ${tokenId}`);
});

for (const role of ['operations', 'support'] as const)
  test(`${role} sees every member's id but only their own tokens, and only the jobs they may take`, async () => {
    const me = team[role];
    const res = await (await as(role)).get('/console/team');
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    for (const { memberId } of members()) assert.ok(rowOf(res.body, `member-${memberId}`), `member ${memberId} listed`);
    for (const tokenId of tokenIds())
      assert.equal(rowOf(res.body, `token-${tokenId}`) !== undefined, tokenId === me.tokenId, `token ${tokenId}`);
    assert.match(res.body, /Your own tokens: only administrators see other members’ tokens\./);
    // Their own password and sessions; no role change (team.manage), and nothing on another member's row.
    assert.deepEqual(linksOf(rowOf(res.body, `member-${me.memberId}`)), [
      `/console/jobs/teamSetPassword?memberId=${me.memberId}`,
      `/console/jobs/teamSignOutEverywhere?memberId=${me.memberId}`,
    ]);
    assert.deepEqual(linksOf(rowOf(res.body, `member-${team.administrator.memberId}`)), []);
    assert.deepEqual(linksOf(rowOf(res.body, `token-${me.tokenId}`)), [`/console/jobs/tokensRevoke?tokenId=${me.tokenId}`]);
  });

test('hostile member and token names are escaped', async () => {
  const res = await (await as('administrator')).get('/console/team');
  assert.ok(!res.body.includes('<script>alert'), 'no raw script');
  const escaped = '&lt;script&gt;alert(&quot;team&quot;)&lt;/script&gt;&amp;&#39;';
  assert.ok(rowOf(res.body, `member-${hostile.memberId}`)!.includes(escaped));
  assert.ok(rowOf(res.body, `token-${hostile.tokenId}`)!.includes(escaped));
});

test("a row's link opens its job with the id filled in; posting it acts on that record", async () => {
  const browser = await signInConsole(ctx, team.operations);
  const { get, post } = consoleRequests(ctx, browser);
  const [link] = linksOf(rowOf((await get('/console/team')).body, `token-${team.operations.tokenId}`));
  const job = await get(link!);
  assert.equal(job.statusCode, 200);
  assert.match(job.body, /Filled in from the link you followed: Token Id\. Check before you continue\./);
  const form = formsOf(job.body).find((f) => f.action === '/console/jobs/tokensRevoke')!;
  const fields = new URLSearchParams(form.fields.map((f) => [f.name, f.value]));
  assert.equal(fields.get('path.tokenId'), String(team.operations.tokenId));
  // A revocation asks first; confirmed, it revokes the token the row named.
  const asked = await post(form.action, fields);
  assert.match(asked.body, /Please confirm/);
  fields.set('confirmed', 'yes');
  assert.equal((await post(form.action, fields)).statusCode, 303);
  const after = await get('/console/team');
  assert.match(rowOf(after.body, `token-${team.operations.tokenId}`)!, /revoked/);
  assert.deepEqual(linksOf(rowOf(after.body, `token-${team.operations.tokenId}`)), [], 'a revoked token offers no revocation');
});

test('a link fills in only path parameters, with plain values that fit them', async () => {
  const { get } = await as('administrator');
  const value = async (url: string) => {
    const res = await get(url);
    assert.equal(res.statusCode, 200, url);
    const form = formsOf(res.body).find((f) => f.action === '/console/jobs/teamUpdate')!;
    return { body: res.body, fields: Object.fromEntries(form.fields.map((f) => [f.name, f.value])) };
  };
  assert.equal((await value('/console/jobs/teamUpdate?memberId=7')).fields['path.memberId'], '7');
  for (const query of ['memberId=%3Cscript%3E', 'memberId=0', 'memberId=7&memberId=8', 'memberId=', 'role=administrator&name=x']) {
    const { body, fields } = await value(`/console/jobs/teamUpdate?${query}`);
    assert.equal(fields['path.memberId'], '', query);
    assert.equal(fields.name ?? '', '', query);
    assert.doesNotMatch(body, /Filled in from the link/, query);
    assert.ok(!body.includes('<script>'), query);
  }
});

test('the account page shows the member id; the Team page is in every role’s navigation', async () => {
  for (const role of ['support', 'operations', 'administrator'] as const) {
    const { get } = await as(role);
    const account = await get('/console/account');
    assert.match(account.body, new RegExp(`<dt>Member id</dt><dd>${team[role].memberId}</dd>`), role);
    assert.match((await get('/console')).body, /<a href="\/console\/team">Team<\/a>/, role);
  }
});
