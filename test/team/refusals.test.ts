// "A support-role account is refused every write by the admin API, by the
// console and by the CLI acting through the service", and operations are
// refused every administrator-only operation: each surface's writes are
// walked from its own registry (the admin host's route table with the
// operation each route declares, the console's route table, the CLI's
// operation table), so a new route, form or command is covered without a new
// line here. After the refusals the database holds exactly what it held
// before (a digest of every table's rows).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { allows, type StaffRole } from '../../src/access/permissions.ts';
import { forward } from '../../src/app/cli/forward.ts';
import { CLI_ROUTE } from '../../src/app/cli/service-route.ts';
import { adminRouteTable, consoleRouteTable } from '../../src/team/staff-auth.ts';
import { CLI_OPERATIONS } from '../../src/cli/operations.ts';
import { jobsOf } from '../../src/console/jobs/catalogue.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { assertProblem } from '../helpers/problems.ts';
import { tableDigests } from '../console/browser.ts';
import { concrete as walkConcrete, walkWorld, type WalkIds } from './walk.ts';
import { teamMember, type TeamMemberWithToken } from './world.ts';

let ctx: TestContext;
let support: TeamMemberWithToken;
let operations: TeamMemberWithToken;
/** Real records for the path parameters (a console form re-renders its page, which must exist, to show the refusal). */
let ids: WalkIds;

// Reading refreshes these (last use of a token, a session's idle limit): compared by row count only.
const TOUCHED_BY_READS = new Set(['team_sessions', 'team_api_tokens']);

/** One digest per table of the file's database: every row's text (console/browser.ts, one statement). */
const snapshot = () => tableDigests(ctx, TOUCHED_BY_READS);

function assertUnchanged(before: Record<string, string>, now: Record<string, string>, what: string) {
  const changed = Object.keys({ ...before, ...now }).filter((t) => before[t] !== now[t]);
  assert.deepEqual(changed, [], `${what} changed these tables`);
}

before(async () => {
  // The submission of the walk's world is only a record for the routes' ids: no worker runs, so its POST
  // answers queued when its wait ends; a short wait, not the default 20 s.
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  ids = await walkWorld(ctx);
  support = await teamMember(ctx, 'support');
  operations = await teamMember(ctx, 'operations');
});
after(() => ctx.close());

const concrete = (url: string) => walkConcrete(url, ids);

const bearer = (token: string, method: string, url: string) =>
  ctx.admin.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: {},
  });

for (const [role, member] of [
  ['support', () => support],
  ['operations', () => operations],
] as const) {
  test(`admin API: ${role} is refused every write its role may not call (403 staff_role_forbidden), and nothing changes`, async () => {
    const refused = adminRouteTable(ctx.admin).filter((r) => r.method !== 'GET' && !allows(role as StaffRole, r.operation));
    assert.ok(refused.length >= (role === 'support' ? 70 : 50), `${refused.length} routes`);
    const start = await snapshot();
    for (const route of refused) {
      const res = await bearer(member().token, route.method, concrete(route.url));
      const body = assertProblem(res, 403, 'staff_role_forbidden');
      assert.match(String(body.detail), new RegExp(`The ${role} role may not perform ${route.operation.replace('.', '\\.')}`), route.url);
    }
    assertUnchanged(start, await snapshot(), `${role}'s refused admin writes`);
  });
}

/** A signed-in console browser for a member: its session cookie and the session's CSRF token. */
async function signedIn(member: TeamMemberWithToken) {
  const form = await ctx.admin.inject({ method: 'GET', url: '/console/sign-in' });
  const nonce = String(form.headers['set-cookie']).split(';')[0]!;
  const res = await ctx.admin.inject({
    method: 'POST',
    url: '/console/sign-in',
    headers: { cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      _csrf: /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!,
      email: member.email,
      password: member.password,
    }).toString(),
  });
  assert.equal(res.statusCode, 303, res.body);
  const cookie = [res.headers['set-cookie']]
    .flat()
    .find((c) => c!.startsWith('console_session='))!
    .split(';')[0]!;
  const home = await ctx.admin.inject({ method: 'GET', url: '/console', headers: { cookie } });
  return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(home.body)![1]! };
}

// The session's own forms: a member signs in and out of their own sessions whatever their role.
const SESSION_FORMS = new Set(['/console/sign-in', '/console/sign-out', '/console/sign-out-everywhere']);

test('console: a signed-in support member is refused every form post (403 with staff_role_forbidden on the page), and nothing changes', async () => {
  const forms = consoleRouteTable(ctx.admin).filter((r) => r.method === 'POST' && !SESSION_FORMS.has(r.url));
  assert.ok(forms.length >= 20, `${forms.length} console forms`);
  const browser = await signedIn(support);
  const start = await snapshot();
  // A job's form (/console/jobs/:jobId, one per admin write operation) is walked for every job support may not take.
  const refusedJobs = jobsOf(adminRouteTable(ctx.admin)).filter((job) => !allows('support', job.operation));
  assert.ok(refusedJobs.length >= 70, `${refusedJobs.length} jobs`);
  const urls = forms.flatMap((form) =>
    form.url.includes(':jobId')
      ? refusedJobs.map((job) => ({ form, url: form.url.replace(':jobId', job.id) }))
      : [{ form, url: concrete(form.url) }],
  );
  for (const { form, url } of urls) {
    const res = await ctx.admin.inject({
      method: 'POST',
      url,
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      // Confirmed, so destructive forms go straight to the admin API instead of the confirmation page.
      payload: new URLSearchParams({
        _csrf: browser.csrf,
        confirmed: 'yes',
        orderNumber: ids.orderNumber!,
        partnerId: ids.partnerId!,
      }).toString(),
    });
    assert.equal(res.statusCode, 403, `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    assert.match(res.body, /staff_role_forbidden/, url);
    assert.match(res.body, /The support role may not perform/, url);
  }
  assertUnchanged(start, await snapshot(), "support's refused console forms");
  // The same member still reads every page the forms live on.
  assert.equal(
    (await ctx.admin.inject({ method: 'GET', url: `/console/partners/${ids.partnerId}`, headers: { cookie: browser.cookie } })).statusCode,
    200,
  );
});

test('console: operations are refused the administrator-only forms, and allowed the order-moving ones through to the service', async () => {
  const browser = await signedIn(operations);
  const post = (url: string) =>
    ctx.admin.inject({
      method: 'POST',
      url,
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: browser.csrf, confirmed: 'yes', partnerId: ids.partnerId! }).toString(),
    });
  for (const url of [`/console/partners/${ids.partnerId}/clients`, '/console/partners', `/console/certificates/1/revoke`]) {
    const res = await post(url);
    assert.equal(res.statusCode, 403, url);
    assert.match(res.body, /The operations role may not perform/, url);
  }
  // A submission requeue is theirs: the service answers (not the matrix).
  const requeue = await post(`/console/submissions/${ids.submission}/requeue`);
  assert.doesNotMatch(requeue.body, /staff_role_forbidden/);
});

test('CLI through a running service (a real listener, the real forwarding): every write command refused for support, nothing changes', async () => {
  await ctx.admin.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.admin.server.address() as AddressInfo;
  const adminUrl = `http://127.0.0.1:${port}`;
  const service = {
    url: 'embedded',
    owner: { pid: 0, adminUrl, cli: { url: `${adminUrl}${CLI_ROUTE}`, secret: 'not-used-with-a-token' } },
  };
  const run = async (token: string, args: string[]) => {
    let out = '';
    let err = '';
    const code = await forward(service, args, { out: (t) => void (out += t), err: (t) => void (err += t) }, token);
    return { code, out, err };
  };
  const writes = Object.entries(CLI_OPERATIONS).filter(([, op]) => !allows('support', op));
  assert.ok(writes.length > 80, `${writes.length} commands`);
  const start = await snapshot();
  for (const [path] of writes) {
    const res = await run(support.token, path.split(' '));
    assert.equal(res.code, 1, path);
    assert.match(res.err, /^error \(staff_role_forbidden\): The support role may not perform /, path);
  }
  // Operations: every administrator-only command refused the same way.
  for (const [path, op] of Object.entries(CLI_OPERATIONS).filter(([, o]) => !allows('operations', o))) {
    const res = await run(operations.token, path.split(' '));
    assert.match(
      res.err,
      new RegExp(`^error \\(staff_role_forbidden\\): The operations role may not perform ${op.replace('.', '\\.')}`),
      path,
    );
  }
  assertUnchanged(start, await snapshot(), 'refused CLI commands');
  const read = await run(support.token, ['--json', 'partners', 'list']);
  assert.equal(read.code, 0, read.err);
  // A forwarded command with the member's token reaches the admin host as that member: 401 for a revoked-looking one.
  const stranger = await run('pcs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ['sites', 'list']);
  assert.equal(stranger.code, 1);
  assert.match(stranger.err, /HTTP 401/);
});

test('console: a member sees only the jobs their role may take; the others are disabled with the matrix’s reason', async () => {
  const jobs = jobsOf(adminRouteTable(ctx.admin));
  for (const [role, member] of [
    ['support', support],
    ['operations', operations],
  ] as const) {
    const browser = await signedIn(member);
    const get = (url: string) => ctx.admin.inject({ method: 'GET', url, headers: { cookie: browser.cookie } });
    const index = (await get('/console/jobs')).body;
    for (const job of jobs) {
      const linked = index.includes(`href="/console/jobs/${job.id}"`);
      assert.equal(linked, allows(role, job.operation), `${role}: ${job.id}`);
    }
    assert.match(index, new RegExp(`Your role \\(${role}\\) may not perform catalog\\.manage: administrator only\\.`));
    // Opened anyway, a refused job's form is disabled with the reason; an allowed one is not.
    const refused = jobs.find((j) => !allows(role, j.operation))!;
    const page = (await get(`/console/jobs/${refused.id}`)).body;
    assert.match(page, /id="job-refusal"/);
    assert.match(page, /<fieldset class="plain" disabled>/);
    const allowed = jobs.find((j) => allows(role, j.operation))!;
    const open = (await get(`/console/jobs/${allowed.id}`)).body;
    assert.doesNotMatch(open, /id="job-refusal"/);
    assert.doesNotMatch(open, /<fieldset class="plain" disabled>/);
  }
  // Operations may move orders: the line's production status job is theirs.
  const ops = await signedIn(operations);
  const line = await ctx.admin.inject({
    method: 'GET',
    url: '/console/jobs/ordersLineSetProductionStatus',
    headers: { cookie: ops.cookie },
  });
  assert.doesNotMatch(line.body, /id="job-refusal"/);
});
