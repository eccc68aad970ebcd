// Floods of sign-ins and password changes. Every password hash goes through
// a bounded PasswordWork (src/identity/passwords.ts): one hash at a time
// here, 4 waiting in each lane (a browser's known email; an email's first
// attempt, whether or not an account has it; everything else), 2 per source. The test holds the one slot
// with a task of its own, so what is queued and what is refused does not
// depend on how fast this machine hashes: a flood beyond the queue is refused
// at once (503, or 429 for a source over its share) while the slot is still
// held, every request is answered, and a legitimate sign-in gets through.
import assert from 'node:assert/strict';
import { after, before, test, type TestContext as TestContext_ } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { PasswordWork } from '../../src/identity/passwords.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';
import { authorizeQuery, openForm, PASSWORD, pkce, registerClient, staffAccount } from './signin/helpers.ts';

const QUEUE = 4;
let ctx: TestContext;
/** The admin host on a real listener: a reset connection would fail its fetch. */
let base: string;
before(async () => {
  ctx = await createTestContext({
    PASSWORD_HASH_CONCURRENCY: '1',
    PASSWORD_HASH_QUEUE: String(QUEUE),
    PASSWORD_HASH_PER_SOURCE: '2',
    TRUST_PROXY: 'loopback',
  });
  base = await ctx.admin.listen({ host: '127.0.0.1', port: 0 });
});
after(() => ctx.close());

/** Occupies the work's only slot until released (at the latest when the test ends, whatever happened). */
async function holdSlot(t: TestContext_, work: PasswordWork) {
  let release!: () => void;
  const held = work.run('test', () => new Promise<void>((resolve) => (release = resolve)));
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(work.load, { running: 1, waiting: 0 });
  const done = async () => {
    release();
    await held;
  };
  t.after(done);
  return done;
}

/** Waits until the work holds what a test expects (requests over real sockets arrive when they arrive). */
async function until(work: PasswordWork, waiting: number) {
  while (work.load.waiting < waiting) await new Promise((r) => setTimeout(r, 5));
  assert.deepEqual(work.load, { running: 1, waiting });
}

/** Resolves with the first `count` answers, in the order they came, while the rest may still be pending. */
function firstAnswers<T>(requests: Promise<T>[], count: number): Promise<T[]> {
  const answers: T[] = [];
  return new Promise((resolve, reject) => {
    for (const request of requests)
      request.then((answer) => {
        answers.push(answer);
        if (answers.length === count) resolve([...answers]);
      }, reject);
  });
}

/**
 * A console sign-in over a real socket from `address` (X-Forwarded-For from the loopback proxy), in a browser holding
 * `cookies` (its known-device cookie): form, then post. The answer names the known-device cookie a sign-in set.
 */
async function consoleForm(address: string, cookies: string[] = []) {
  const form = await fetch(`${base}/console/sign-in`, { headers: { 'x-forwarded-for': address } });
  const html = await form.text();
  const cookie = [String(form.headers.get('set-cookie')).split(';')[0]!, ...cookies].join('; ');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
  return (email: string, password: string) =>
    fetch(`${base}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-forwarded-for': address, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, email, password, next: '/console' }).toString(),
    }).then(async (res) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      location: res.headers.get('location'),
      device: res.headers
        .getSetCookie()
        .find((c) => c.startsWith('console_device='))
        ?.split(';')[0],
      body: await res.text(),
    }));
}

test('console: 40 sign-ins at unknown emails from 40 addresses fill both lanes; a probe at a real email is answered as one at an unknown email; a browser that signed in before is served first', async (t) => {
  const admin = await teamMember(ctx, 'administrator');
  // The administrator's browser signed in once before: it holds the known-device cookie that sign-in set.
  const before = await (await consoleForm('203.0.113.70'))(admin.email, admin.password);
  assert.equal(before.status, 303);
  assert.ok(before.device, 'a sign-in sets the known-device cookie');
  const flood = 40;
  const posts = await Promise.all(Array.from({ length: flood }, (_, i) => consoleForm(`198.51.100.${i + 1}`)));
  const probes = await Promise.all([consoleForm('203.0.113.71'), consoleForm('203.0.113.72')]);
  const known = await consoleForm('203.0.113.7', [before.device!]);
  const work = ctx.platform.passwords.backOffice.work;
  const release = await holdSlot(t, work);

  const order: string[] = [];
  const answers = posts.map((post, i) =>
    post(`nobody${i}@team.example`, 'a wrong password, long enough').then((res) => (order.push('flood'), res)),
  );
  // While the slot is held nothing can have been hashed: these answers are refusals made at once.
  const refused = await firstAnswers(answers, flood - 2 * QUEUE);
  for (const res of refused) {
    assert.equal(res.status, 503);
    assert.ok(Number(res.retryAfter) >= 1, 'Retry-After');
    assert.match(res.body, /Too many password checks are waiting/);
    assert.match(res.body, /<form method="post" action="\/console\/sign-in">/, 'the form again, to try once more');
  }
  assert.deepEqual(work.lanes, { known: 0, account: QUEUE, general: QUEUE }, 'one account-lane place per email, then the general lane');
  // Whether an account has the email changes nothing: both probes are refused alike, at once.
  const [real, unknown] = await Promise.all([
    probes[0]!(admin.email, 'a wrong password, long enough'),
    probes[1]!('nobody-at-all@team.example', 'a wrong password, long enough'),
  ]);
  assert.deepEqual(
    [real, unknown].map((r) => [r.status, r.body.replace(/\d+ seconds?/, 'N seconds').replace(/value="[^"]*"/g, '')]),
    Array(2).fill([503, unknown.body.replace(/\d+ seconds?/, 'N seconds').replace(/value="[^"]*"/g, '')]),
  );
  // The administrator's known browser, from a fresh address, has a lane of its own.
  const during = known(admin.email, admin.password).then((res) => (order.push('administrator'), res));
  await until(work, 2 * QUEUE + 1);
  assert.deepEqual(work.lanes, { known: 1, account: QUEUE, general: QUEUE });

  await release();
  const signedIn = await during;
  assert.equal(signedIn.status, 303, 'signed in during the flood');
  assert.equal(signedIn.location, '/console');
  const all = await Promise.all(answers); // a reset connection would reject here
  assert.equal(
    order.indexOf('administrator'),
    flood - 2 * QUEUE,
    'the first answer after the refusals: served before every queued attempt',
  );
  const outcomes = all.map((r) => r.status);
  assert.equal(outcomes.filter((s) => s === 200).length, 2 * QUEUE, 'the queued ones are answered: wrong email or password');
  assert.equal(outcomes.filter((s) => s === 503).length, flood - 2 * QUEUE);
  for (const res of all.filter((r) => r.status === 200)) assert.match(res.body, /Email or password is incorrect/);
});

test('console: guesses hold one account-lane place per email, whether an account has it, is disabled or is unknown; the administrator has a place of their own', async (t) => {
  const admin = await teamMember(ctx, 'administrator');
  const guessed = [(await teamMember(ctx, 'support')).email, 'no-such-member@team.example'];
  const disabled = await teamMember(ctx, 'support');
  const off = await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${disabled.memberId}`, payload: { disabled: true } });
  assert.equal(off.statusCode, 200, off.body);
  const work = ctx.platform.passwords.backOffice.work;
  // Three guesses at each of two emails (a member's, an unknown one), and one at the disabled member's: 7 attempts from 7 addresses.
  const targets = [...guessed, ...guessed, ...guessed, disabled.email];
  const posts = await Promise.all(targets.map((_, i) => consoleForm(`198.51.100.${150 + i}`)));
  const legit = await consoleForm('203.0.113.17');
  const release = await holdSlot(t, work);
  const answers = posts.map((post, i) => post(targets[i]!, 'a wrong password, long enough'));
  // Each email's first attempt in the account lane (three), its others in the general lane (four): nothing refused.
  await until(work, 3 + QUEUE);
  assert.deepEqual(work.lanes, { known: 0, account: 3, general: QUEUE });
  const signedIn = legit(admin.email, admin.password);
  await until(work, 4 + QUEUE);
  assert.deepEqual(work.lanes, { known: 0, account: 4, general: QUEUE }, 'the administrator has a place of their own');
  await release();
  assert.equal((await signedIn).status, 303);
  const statuses = (await Promise.all(answers)).map((r) => r.status);
  assert.deepEqual(statuses, Array(7).fill(200), 'the guesses are answered: wrong email or password');
});

test('console: one address cannot fill the queue; a legitimate sign-in from another is queued and succeeds', async (t) => {
  const ops = await teamMember(ctx, 'operations');
  const posts = await Promise.all(Array.from({ length: 20 }, () => consoleForm('192.0.2.99')));
  const legit = await consoleForm('203.0.113.8');
  const release = await holdSlot(t, ctx.platform.passwords.backOffice.work);
  const answers = posts.map((post, i) => post(`guess${i}@team.example`, 'a wrong password, long enough'));
  const refused = await firstAnswers(answers, 18);
  for (const res of refused) {
    assert.equal(res.status, 429, 'two under way from this address already');
    assert.ok(Number(res.retryAfter) >= 1);
  }
  const signedIn = legit(ops.email, ops.password);
  await until(ctx.platform.passwords.backOffice.work, 3); // queued behind two of the flood
  await release();
  assert.equal((await signedIn).status, 303);
  assert.deepEqual((await Promise.all(answers)).map((r) => r.status).sort(), [...Array(2).fill(200), ...Array(18).fill(429)]);
});

test('admin API: 30 concurrent password changes by one caller are answered (2 in turn, 28 × 429); 6 members at once fill the queue (503)', async (t) => {
  const target = await teamMember(ctx, 'support');
  const members = [];
  // One after another: the bootstrap token is one source, and may have two hashes under way.
  for (let i = 0; i < 6; i++) members.push(await teamMember(ctx, 'support'));
  const release = await holdSlot(t, ctx.platform.passwords.backOffice.work);
  const change = (token: string, memberId: number, n: number, currentPassword?: string) =>
    ctx.admin.inject({
      method: 'PUT',
      url: `/admin/team/${memberId}/password`,
      headers: { authorization: `Bearer ${token}` },
      payload: { password: `a brand new password ${n}`, ...(currentPassword && { currentPassword }) },
    });
  const byOne = Array.from({ length: 30 }, (_, i) => change(ADMIN_TOKEN, target.memberId, i));
  const refused = await firstAnswers(byOne, 28);
  for (const res of refused) {
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().code, 'rate_limit_exceeded');
    assert.ok(Number(res.headers['retry-after']) >= 1);
  }
  // Two of the bootstrap's are queued; each member changing its own password (its current one checked first) is a source of its own.
  const byMany = members.map((m, i) => change(m.token, m.memberId, i, m.password));
  const full = await firstAnswers(byMany, members.length - (QUEUE - 2));
  for (const res of full) {
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().code, 'service_unavailable');
    assert.ok(Number(res.headers['retry-after']) >= 1);
  }
  await release();
  const statuses = (await Promise.all([...byOne, ...byMany])).map((r: LightMyRequestResponse) => r.statusCode);
  assert.equal(statuses.filter((s) => s === 200).length, QUEUE);
  assert.equal(statuses.length, 36);
});

test('MCP sign-in: a flood of the public form is refused at once (503 problem or page) and leaves the console alone; staff sign in meanwhile', async (t) => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const { email } = await staffAccount(ctx, partner.partnerId);
  const clientId = await registerClient(ctx);
  const admin = await teamMember(ctx, 'administrator');
  const forms = await Promise.all(Array.from({ length: 20 }, () => openForm(ctx, authorizeQuery(ctx, clientId, pkce().challenge))));
  const post = (i: number, who: string, password: string, accept: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      remoteAddress: `198.51.100.${100 + i}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: forms[i]!.cookie, accept },
      payload: new URLSearchParams({ ...forms[i]!.fields, email: who, password }).toString(),
    });
  const release = await holdSlot(t, ctx.platform.passwords.partnerSignIn.work);
  // Guesses at one email from 19 addresses: its first attempt holds one account-lane place, the rest the general lane.
  const answers = Array.from({ length: 19 }, (_, i) =>
    post(i, 'someone@partner.example', 'a wrong password, long enough', i % 2 ? 'application/json' : 'text/html'),
  );
  const refused = await firstAnswers(answers, 19 - QUEUE - 1);
  for (const res of refused) {
    assert.equal(res.statusCode, 503);
    assert.ok(Number(res.headers['retry-after']) >= 1);
    if (/json/.test(String(res.headers['content-type']))) assert.equal(res.json().code, 'service_unavailable');
    else assert.match(res.body, /Too many password checks are waiting/);
  }
  // The back office has a PasswordWork of its own: the administrator signs in to the console meanwhile.
  const backOffice = await (await consoleForm('203.0.113.9'))(admin.email, admin.password);
  assert.equal(backOffice.status, 303);
  // Partner staff signing in to their own account wait in the account lane, not refused with the guesses at another.
  const signingIn = post(19, email, PASSWORD, 'text/html');
  await until(ctx.platform.passwords.partnerSignIn.work, QUEUE + 2);
  assert.deepEqual(ctx.platform.passwords.partnerSignIn.work.lanes, { known: 0, account: 2, general: QUEUE });
  await release();
  const statuses = (await Promise.all(answers)).map((r) => r.statusCode);
  assert.deepEqual(
    statuses.filter((s) => s !== 503),
    Array(QUEUE + 1).fill(200),
    'the queued ones: the form again, wrong email or password',
  );
  const signedIn = await signingIn;
  assert.equal(signedIn.statusCode, 302);
  assert.ok(new URL(String(signedIn.headers.location)).searchParams.get('code'));
});
