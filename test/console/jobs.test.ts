// Every back-office job in the console. Every write
// operation of the admin API (its route registry, the same list as the
// admin OpenAPI document) is reached by a console form: the jobs page links
// to it, its page holds a form, and posting that form as it stands reaches
// the admin route itself (counted by the admin host's own request metrics),
// unless the operation is on the short API-only list, each with its reason.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { API_ONLY, operationIdOf } from '../../src/console/jobs/catalogue.ts';
import { adminRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';
import { answeredOn, consoleRequests, formsOf, signInConsole, tokenForms, type ConsoleBrowser } from './browser.ts';

let ctx: TestContext;
let browser: ConsoleBrowser;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  await seedDemo(ctx.platform);
  browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
});
after(() => ctx?.close());

const get = (url: string) => consoleRequests(ctx, browser).get(url);
const post = (url: string, form: URLSearchParams) => consoleRequests(ctx, browser).post(url, form);
const answered = (method: string, route: string) => answeredOn(ctx, method, route);

/** Every write operation of the admin API: the registry's, checked against the published document. */
async function writeOperations(): Promise<Array<{ method: string; url: string; id: string }>> {
  const routes = adminRouteTable(ctx.admin).filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  const doc = (await ctx.adminCall({ method: 'GET', url: '/admin/openapi.json' })).json() as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const documented = Object.values(doc.paths)
    .flatMap((ops) => Object.entries(ops).filter(([m]) => m !== 'get' && m !== 'parameters'))
    .map(([, op]) => op.operationId)
    .sort();
  const ids = routes.map((r) => operationIdOf(r));
  assert.deepEqual([...ids].sort(), documented, 'the registry and the admin document list the same write operations');
  return routes.map((r, i) => ({ method: r.method, url: r.url, id: ids[i]! }));
}

test('every admin write operation is reached by a console form, except the commented API-only ones', async () => {
  const operations = await writeOperations();
  assert.ok(operations.length >= 80, `${operations.length} write operations`);
  const index = await get('/console/jobs');
  assert.equal(index.statusCode, 200, index.body);
  const unreached: string[] = [];
  let reached = 0;
  for (const op of operations) {
    const key = `${op.method} ${op.url}`;
    if (API_ONLY[op.id]) {
      assert.doesNotMatch(index.body, new RegExp(`href="/console/jobs/${op.id}"`), `${key} is API-only but listed`);
      continue;
    }
    if (!index.body.includes(`href="/console/jobs/${op.id}"`)) {
      unreached.push(`${key} (not on /console/jobs)`);
      continue;
    }
    const jobPage = await get(`/console/jobs/${op.id}`);
    assert.equal(jobPage.statusCode, 200, `${key}: ${jobPage.body.slice(0, 200)}`);
    const form = tokenForms(jobPage.body, browser.csrf).find((f) => f.action === `/console/jobs/${op.id}`);
    if (!form) {
      unreached.push(`${key} (no form)`);
      continue;
    }
    // The form as it stands (its own fields, empty), confirmed: it must reach the admin route (whatever that answers).
    const body = new URLSearchParams();
    for (const f of form.fields) if (f.type !== 'file' && (f.type !== 'checkbox' || f.checked)) body.append(f.name, f.value);
    body.set('confirmed', 'yes');
    const before = await answered(op.method, op.url);
    const res = await post(`/console/jobs/${op.id}`, body);
    assert.ok(res.statusCode < 500, `${key}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if ((await answered(op.method, op.url)) === before) unreached.push(`${key} (its form did not reach the admin route)`);
    else reached += 1;
  }
  assert.deepEqual(unreached, [], 'admin write operations no console form reaches');
  assert.equal(reached, operations.length - Object.keys(API_ONLY).length);
  // The API-only list names only real operations, each with a reason.
  for (const [key, reason] of Object.entries(API_ONLY)) {
    assert.ok(
      operations.some((op) => op.id === key),
      `${key} is not an admin write operation`,
    );
    assert.ok(reason.length > 20, key);
  }
});

test('a job’s form is the route’s schema: required fields, enums as selects, bounds as attributes', async () => {
  const page = await get('/console/jobs/creditMovementsAdd');
  assert.equal(page.statusCode, 200);
  const form = formsOf(page.body).find((f) => f.action.endsWith('creditMovementsAdd'))!;
  assert.deepEqual(
    form.fields.map((f) => f.name),
    ['_csrf', 'path.creditAccountId', 'type', 'amount', 'orderNumber', 'null:orderNumber', 'note', 'null:note', 'occurredOn'],
    'an optional field the API lets be null has its "none" box beside it',
  );
  assert.match(page.body, /<select id="j-type" name="type" required/);
  assert.match(page.body, /<option value="ADJUSTMENT"/);
  assert.match(page.body, /name="path.creditAccountId" type="text" value="" required pattern="\[1-9\]\[0-9\]\{0,8\}"/);
  assert.match(page.body, /name="orderNumber" type="number" value="" min="1" max="2147483647" step="1"/);
  assert.match(page.body, /name="note"[^>]*maxlength="1000"/);
  // An id of a site or partner is offered with the record's name (read through the admin API), never required from the list.
  const users = await get('/console/jobs/usersCreate');
  assert.match(users.body, /name="path.siteId"[^>]* list="j-path-siteId-list"/);
  assert.match(users.body, /<datalist id="j-path-siteId-list"><option value="1">Acme Print Co<\/option>/);
});

test('a job posts through the admin API and shows its answer once; a refusal is shown on the form with the API’s words', async () => {
  // A new site, through its job; the answer is shown once (POST/redirect/GET).
  const form = new URLSearchParams({ _csrf: browser.csrf, name: 'Jobs site', url: 'https://jobs.example.com', countryCode: 'US' });
  const created = await post('/console/jobs/sitesCreate', form);
  assert.equal(created.statusCode, 303, created.body);
  const location = String(created.headers.location);
  assert.match(location, /^\/console\/jobs\/sitesCreate\/done\/[A-Za-z0-9_-]+$/);
  const done = await get(location);
  assert.equal(done.statusCode, 200);
  assert.match(done.body, /the admin API answered 201/);
  const siteId = /data-fact="siteId">(\d+)</.exec(done.body)?.[1] ?? /data-fact="id">(\d+)</.exec(done.body)?.[1];
  assert.ok(siteId, done.body);
  const site = await ctx.adminCall({ method: 'GET', url: `/admin/sites/${siteId}` });
  assert.equal(site.json().name, 'Jobs site');
  assert.equal((await get(location)).statusCode, 410, 'the answer is shown once');
  // Refused by the API's validation: the form again, the API's words beside the field, the values kept.
  const refused = await post('/console/jobs/sitesCreate', new URLSearchParams({ _csrf: browser.csrf, name: '', url: 'nope' }));
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /class="field-error" id="j-(name|url)-note"/);
  assert.match(refused.body, /value="nope"/);
});

test('a destructive job asks first with its own form again, values checked against the schema; confirmed, it acts', async () => {
  const asked = await post(
    '/console/jobs/workersPause',
    new URLSearchParams({ _csrf: browser.csrf, hold: 'queued', reason: 'Incident 7' }),
  );
  assert.equal(asked.statusCode, 200);
  assert.match(asked.body, /id="job-confirm"/);
  const confirm = tokenForms(asked.body, browser.csrf)[1]!;
  assert.equal(confirm.action, '/console/jobs/workersPause');
  assert.deepEqual(
    confirm.fields.map((f) => [f.name, f.value]),
    [
      ['_csrf', browser.csrf],
      ['confirmed', 'yes'],
      ['hold', 'queued'],
      ['reason', 'Incident 7'],
    ],
  );
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/workers' })).json().paused, false, 'nothing written yet');
  // A value its field's schema refuses is not carried into the confirmation.
  const odd = await post('/console/jobs/workersPause', new URLSearchParams({ _csrf: browser.csrf, hold: 'everything' }));
  assert.equal(tokenForms(odd.body, browser.csrf)[1]!.fields.find((f) => f.name === 'hold')!.value, '');
  const body = new URLSearchParams(confirm.fields.map((f) => [f.name, f.value]));
  const paused = await post('/console/jobs/workersPause', body);
  assert.equal(paused.statusCode, 303, paused.body);
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/workers' })).json().paused, true);
  const resumed = await post('/console/jobs/workersResume', new URLSearchParams({ _csrf: browser.csrf }));
  assert.equal(resumed.statusCode, 303);
  assert.equal((await ctx.adminCall({ method: 'GET', url: '/admin/workers' })).json().paused, false);
});

test('an unknown job is a 404 page', async () => {
  assert.equal((await get('/console/jobs/postAdminNothing')).statusCode, 404);
  assert.equal((await post('/console/jobs/postAdminNothing', new URLSearchParams({ _csrf: browser.csrf }))).statusCode, 404);
});

test('a job that ends the caller’s own session (their password, role, disabling, sign-out everywhere) is done, and says so on the signed-out page', async () => {
  const jobs: Array<[string, (member: { memberId: number; password: string }) => Record<string, string>]> = [
    [
      'teamSetPassword',
      (m) => ({ 'path.memberId': String(m.memberId), password: 'a brand new passphrase 42', currentPassword: m.password }),
    ],
    ['teamSignOutEverywhere', (m) => ({ 'path.memberId': String(m.memberId), confirmed: 'yes' })],
    ['teamUpdate', (m) => ({ 'path.memberId': String(m.memberId), role: 'support' })],
    ['teamUpdate', (m) => ({ 'path.memberId': String(m.memberId), disabled: 'true', confirmed: 'yes' })],
  ];
  for (const [job, fields] of jobs) {
    const member = await teamMember(ctx, 'administrator');
    const own = await signInConsole(ctx, member);
    const auditBefore = (await ctx.adminCall({ method: 'GET', url: `/admin/audit?limit=1` })).json();
    const res = await consoleRequests(ctx, own).post(`/console/jobs/${job}`, new URLSearchParams({ _csrf: own.csrf, ...fields(member) }));
    assert.equal(res.statusCode, 200, `${job}: ${res.body.slice(0, 300)}`);
    assert.match(res.body, /<h1>Signed out<\/h1>/, job);
    assert.match(res.body, /done\. It ended your console session; sign in again\./, job);
    assert.match(String(res.headers['set-cookie']), /console_session=;/, `${job}: the cookie is cleared`);
    const auditAfter = (await ctx.adminCall({ method: 'GET', url: `/admin/audit?limit=1` })).json();
    assert.notDeepEqual(auditAfter, auditBefore, `${job}: the change was made and audited`);
    const after = await consoleRequests(ctx, own).get('/console/jobs');
    assert.equal(after.statusCode, 303, `${job}: the old session is over`);
  }
});

test('a password field is typed masked and never written back into the page, a refused form included', async () => {
  const member = await teamMember(ctx, 'support');
  const secret = 'Very-Secret-Pass-123';
  for (const [job, fields] of [
    ['teamCreate', { email: member.email, name: 'Dup', role: 'support', password: secret }],
    ['teamSetPassword', { 'path.memberId': String(member.memberId), password: 'short', currentPassword: secret }],
    ['staffResetPassword', { 'path.staffId': '999999', password: secret }],
  ] as Array<[string, Record<string, string>]>) {
    const form = await get(`/console/jobs/${job}`);
    assert.match(form.body, /<input id="j-password" name="password" type="password"[^>]* autocomplete="new-password"/, job);
    const refused = await post(`/console/jobs/${job}`, new URLSearchParams({ _csrf: browser.csrf, ...fields }));
    assert.ok(refused.statusCode >= 400, `${job}: ${refused.statusCode}`);
    assert.ok(!refused.body.includes(secret) && !refused.body.includes('value="short"'), `${job}: the password is not echoed`);
    assert.match(refused.body, /name="password" type="password" value=""/, job);
  }
  // The current password is asked masked too, for the browser to fill in the one it keeps, and never written back.
  const form = await get('/console/jobs/teamSetPassword');
  assert.match(form.body, /<input id="j-currentPassword" name="currentPassword" type="password"[^>]* autocomplete="current-password"/);
  assert.match(form.body, /Needed to change your own password; not for another member’s\./);
});
