// Staff confirm an admin write in the console exactly when its admin route
// declares it (`confirm`, src/http/operations/operation.ts), whichever way
// they reach it: the operation's job form or a hand-written page. Nothing is
// written until they do: the admin route is not called.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { API_ONLY, operationIdOf } from '../../src/console/jobs/catalogue.ts';
import { adminRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';
import { answeredOn, consoleRequests, signInConsole, tokenForms, type ConsoleBrowser } from './browser.ts';

let ctx: TestContext;
let browser: ConsoleBrowser;
let partnerId: string;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  partnerId = String((await seedDemo(ctx.platform)).partnerId);
  browser = await signInConsole(ctx, await teamMember(ctx, 'administrator'));
});
after(() => ctx?.close());

const get = (url: string) => consoleRequests(ctx, browser).get(url);
const post = (url: string, form: URLSearchParams) => consoleRequests(ctx, browser).post(url, form);
const answered = (method: string, route: string) => answeredOn(ctx, method, route);

/** Posts a console form unconfirmed: whether it asked first, and whether it called the admin route. */
async function unconfirmed(url: string, form: URLSearchParams, admin: { method: string; url: string }) {
  const before = await answered(admin.method, admin.url);
  const res = await post(url, form);
  assert.ok(res.statusCode < 500, `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const asked = res.body.includes('Please confirm');
  return { asked, called: (await answered(admin.method, admin.url)) > before };
}

/** A job's own form, its fields as they stand, with `values` set. */
async function jobForm(id: string, values: Record<string, string>): Promise<URLSearchParams> {
  const page = await get(`/console/jobs/${id}`);
  assert.equal(page.statusCode, 200, `${id}: ${page.body.slice(0, 200)}`);
  const form = tokenForms(page.body, browser.csrf).find((f) => f.action === `/console/jobs/${id}`);
  assert.ok(form, `${id} has its form`);
  const body = new URLSearchParams();
  for (const f of form.fields) if (f.type !== 'file' && (f.type !== 'checkbox' || f.checked)) body.append(f.name, f.value);
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return body;
}

test('every job asks first exactly when its route declares it: always, or for the bodies its condition names and no other', async () => {
  const writes = adminRouteTable(ctx.admin).filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && !API_ONLY[operationIdOf(r)]);
  assert.ok(writes.length >= 80, `${writes.length} write operations`);
  const mismatches: string[] = [];
  let conditional = 0;
  for (const route of writes) {
    const id = operationIdOf(route);
    const check = async (values: Record<string, string>, expected: boolean, label: string) => {
      const { asked, called } = await unconfirmed(`/console/jobs/${id}`, await jobForm(id, values), route);
      if (asked !== expected || called === expected) mismatches.push(`${id} ${label}: asked ${asked}, called the API ${called}`);
    };
    if (route.confirm === true) await check({}, true, 'always');
    else if (route.confirm === undefined) await check({}, false, 'never');
    else {
      conditional += 1;
      const met = Object.fromEntries(Object.entries(route.confirm).map(([k, v]) => [k, String(v)]));
      const unmet = Object.fromEntries(Object.entries(route.confirm).map(([k, v]) => [k, String(v === false ? true : `not-${v}`)]));
      await check(met, true, `with ${JSON.stringify(met)}`);
      await check(unmet, false, `with ${JSON.stringify(unmet)}`);
    }
  }
  assert.deepEqual(mismatches, [], 'jobs whose confirmation is not their route’s declaration');
  assert.ok(conditional >= 2, 'disabling staff and certificates ask; enabling does not');
  const declared = (id: string) => writes.find((r) => operationIdOf(r) === id)?.confirm;
  assert.deepEqual(declared('staffUpdate'), { enabled: false });
  assert.deepEqual(declared('certificatesUpdate'), { enabled: false });
  assert.equal(declared('certificatesRevoke'), true);
});

test('the hand-written pages ask as the jobs do: disabling a staff account or a certificate asks first, enabling acts at once', async () => {
  const cases: Array<{
    url: string;
    admin: { method: string; url: string };
    disable: Record<string, string>;
    enable: Record<string, string>;
  }> = [
    {
      url: '/console/staff/1/state',
      admin: { method: 'PATCH', url: '/admin/staff/:staffId' },
      disable: { enabled: 'false' },
      enable: { enabled: 'true' },
    },
    {
      url: '/console/certificates/1/state',
      admin: { method: 'PATCH', url: '/admin/certificates/:certificateId' },
      disable: { status: 'disabled' },
      enable: { status: 'enabled' },
    },
  ];
  for (const c of cases) {
    const form = (values: Record<string, string>) => new URLSearchParams({ _csrf: browser.csrf, partnerId, ...values });
    const disabling = await unconfirmed(c.url, form(c.disable), c.admin);
    assert.deepEqual(disabling, { asked: true, called: false }, `${c.url}: disabling asks first and writes nothing`);
    const confirmed = await unconfirmed(c.url, form({ ...c.disable, confirmed: 'yes' }), c.admin);
    assert.equal(confirmed.called, true, `${c.url}: confirmed, it calls the admin API`);
    const enabling = await unconfirmed(c.url, form(c.enable), c.admin);
    assert.deepEqual(enabling, { asked: false, called: true }, `${c.url}: enabling acts at once`);
  }
});
