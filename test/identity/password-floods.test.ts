// Floods of sign-ins and password changes. Every password hash goes through
// a bounded PasswordWork (src/identity/passwords.ts): one hash at a time
// here, 4 waiting in each lane (accounts that may sign in; everything else),
// 2 per source. The test holds the one slot
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

/** A console sign-in over a real socket from `address` (X-Forwarded-For from the loopback proxy): form, then post. */
async function consoleForm(address: string) {
  const form = await fetch(`${base}/console/sign-in`, { headers: { 'x-forwarded-for': address } });
  const html = await form.text();
  const cookie = String(form.headers.get('set-cookie')).split(';')[0]!;
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
      body: await res.text(),
    }));
}

test('console: 40 sign-ins with unknown emails from 40 addresses fill the general lane; the administrator, queued in the account lane, signs in first', async (t) => {
  const admin = await teamMember(ctx, 'administrator');
  const flood = 40;
  const posts = await Promise.all(Array.from({ length: flood }, (_, i) => consoleForm(`198.51.100.${i + 1}`)));
  const legit = await consoleForm('203.0.113.7');
  const work = ctx.platform.passwords.backOffice.work;
  const release = await holdSlot(t, work);

  const order: string[] = [];
  const answers = posts.map((post, i) =>
    post(`nobody${i}@team.example`, 'a wrong password, long enough').then((res) => (order.push('flood'), res)),
  );
  // While the slot is held nothing can have been hashed: these answers are refusals made at once.
  const refused = await firstAnswers(answers, flood - QUEUE);
  for (const res of refused) {
    assert.equal(res.status, 503);
    assert.ok(Number(res.retryAfter) >= 1, 'Retry-After');
    assert.match(res.body, /Too many password checks are waiting/);
    assert.match(res.body, /<form method="post" action="\/console\/sign-in">/, 'the form again, to try once more');
  }
  assert.deepEqual(work.lanes, { known: 0, account: 0, general: QUEUE }, 'the flood fills the general lane');
  // The administrator, from a fresh address, is not refused: their account waits in a lane of its own.
  const during = legit(admin.email, admin.password).then((res) => (order.push('administrator'), res));
  await until(work, QUEUE + 1);
  assert.deepEqual(work.lanes, { known: 0, account: 1, general: QUEUE });

  await release();
  const signedIn = await during;
  assert.equal(signedIn.status, 303, 'signed in during the flood');
  assert.equal(signedIn.location, '/console');
  const all = await Promise.all(answers); // a reset connection would reject here
  assert.equal(
    order.indexOf('administrator'),
    flood - QUEUE,
    'the first answer after the refusals: served before every queued flood attempt',
  );
  const outcomes = all.map((r) => r.status);
  assert.equal(outcomes.filter((s) => s === 200).length, QUEUE, 'the queued ones are answered: wrong email or password');
  assert.equal(outcomes.filter((s) => s === 503).length, flood - QUEUE);
  for (const res of all.filter((r) => r.status === 200)) assert.match(res.body, /Email or password is incorrect/);
});

test('console: guesses at known accounts hold one account-lane place per account; a disabled account waits in the general lane', async (t) => {
  const admin = await teamMember(ctx, 'administrator');
  const guessed = await Promise.all([teamMember(ctx, 'support'), teamMember(ctx, 'support')]);
  const disabled = await teamMember(ctx, 'support');
  const off = await ctx.adminCall({ method: 'PATCH', url: `/admin/team/${disabled.memberId}`, payload: { disabled: true } });
  assert.equal(off.statusCode, 200, off.body);
  const work = ctx.platform.passwords.backOffice.work;
  // Three guesses at each of two known accounts, and one at the disabled one: 7 attempts from 7 addresses.
  const targets = [...guessed, ...guessed, ...guessed, disabled];
  const posts = await Promise.all(targets.map((_, i) => consoleForm(`198.51.100.${150 + i}`)));
  const legit = await consoleForm('203.0.113.17');
  const release = await holdSlot(t, work);
  const answers = posts.map((post, i) => post(targets[i]!.email, 'a wrong password, long enough'));
  // Two in the account lane (one per account), four in the general lane, the seventh refused (503): the general lane is full.
  const [refused] = await firstAnswers(answers, 1);
  assert.equal(refused!.status, 503);
  await until(work, 2 + QUEUE);
  assert.deepEqual(work.lanes, { known: 0, account: 2, general: QUEUE });
  const signedIn = legit(admin.email, admin.password);
  await until(work, 3 + QUEUE);
  assert.deepEqual(work.lanes, { known: 0, account: 3, general: QUEUE }, 'the administrator has a place of their own');
  await release();
  assert.equal((await signedIn).status, 303);
  const statuses = (await Promise.all(answers)).map((r) => r.status).sort();
  assert.deepEqual(statuses, [...Array(6).fill(200), 503], 'the guesses are answered: wrong email or password');
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
  const change = (token: string, memberId: number, n: number) =>
    ctx.admin.inject({
      method: 'PUT',
      url: `/admin/team/${memberId}/password`,
      headers: { authorization: `Bearer ${token}` },
      payload: { password: `a brand new password ${n}` },
    });
  const byOne = Array.from({ length: 30 }, (_, i) => change(ADMIN_TOKEN, target.memberId, i));
  const refused = await firstAnswers(byOne, 28);
  for (const res of refused) {
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().code, 'rate_limit_exceeded');
    assert.ok(Number(res.headers['retry-after']) >= 1);
  }
  // Two of the bootstrap's are queued; each member changing its own password is a source of its own.
  const byMany = members.map((m, i) => change(m.token, m.memberId, i));
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
  const answers = Array.from({ length: 19 }, (_, i) =>
    post(i, `nobody${i}@partner.example`, 'a wrong password, long enough', i % 2 ? 'application/json' : 'text/html'),
  );
  const refused = await firstAnswers(answers, 19 - QUEUE);
  for (const res of refused) {
    assert.equal(res.statusCode, 503);
    assert.ok(Number(res.headers['retry-after']) >= 1);
    if (/json/.test(String(res.headers['content-type']))) assert.equal(res.json().code, 'service_unavailable');
    else assert.match(res.body, /Too many password checks are waiting/);
  }
  // The back office has a PasswordWork of its own: the administrator signs in to the console meanwhile.
  const backOffice = await (await consoleForm('203.0.113.9'))(admin.email, admin.password);
  assert.equal(backOffice.status, 303);
  // Partner staff signing in to their own account wait in the account lane, not refused with the flood.
  const signingIn = post(19, email, PASSWORD, 'text/html');
  await until(ctx.platform.passwords.partnerSignIn.work, QUEUE + 1);
  assert.deepEqual(ctx.platform.passwords.partnerSignIn.work.lanes, { known: 0, account: 1, general: QUEUE });
  await release();
  const statuses = (await Promise.all(answers)).map((r) => r.statusCode);
  assert.deepEqual(
    statuses.filter((s) => s !== 503),
    Array(QUEUE).fill(200),
    'the queued ones: the form again, wrong email or password',
  );
  const signedIn = await signingIn;
  assert.equal(signedIn.statusCode, 302);
  assert.ok(new URL(String(signedIn.headers.location)).searchParams.get('code'));
});
