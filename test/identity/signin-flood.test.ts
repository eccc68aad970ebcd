// A sustained flood of console sign-ins with unknown emails, from 20
// addresses over real sockets, with real hashing: the password work's queue
// stays full for as long as it lasts (both lanes: an email's first attempt
// waits in the account lane whether or not an account has it, so a full
// queue tells no one which emails are real), yet the administrator, in a
// browser they signed in from before, from fresh addresses, signs in every
// time they try (src/identity/passwords.ts: its known-device cookie, the
// known lane). And a flood of wrong passwords for the administrator's own
// email cannot lock them out of that browser either (no per-email bucket). The flood lasts a few seconds: long enough to hold the queue full
// while the administrator signs in three times, bounded in time whatever
// the machine's speed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';

const QUEUE = 4;
const FLOOD_ADDRESSES = 20;
/** The aim: the administrator is signed in within this of the flood's start, every time. */
const SIGNED_IN_WITHIN_MS = 10_000;
let ctx: TestContext;
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

/**
 * A console sign-in form opened from `address` (X-Forwarded-For from the loopback proxy), in a browser
 * holding `cookies` (e.g. its known-device cookie); posts to it and answers the status.
 */
async function consoleForm(address: string, cookies: string[] = [], answered: (res: Response) => void = () => {}) {
  const form = await fetch(`${base}/console/sign-in`, { headers: { 'x-forwarded-for': address } });
  const html = await form.text();
  const cookie = [String(form.headers.get('set-cookie')).split(';')[0]!, ...cookies].join('; ');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
  return async (email: string, password: string) => {
    const res = await fetch(`${base}/console/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'x-forwarded-for': address, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf, email, password, next: '/console' }).toString(),
    });
    await res.arrayBuffer();
    answered(res);
    return res.status;
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Floods from FLOOD_ADDRESSES addresses (`first`, `first + 1`, …), each posting `emailFor(loop, n)` with a wrong password
 * again as soon as it is answered (a refusal after a short pause, as a client would), until `stop` or twice the aim;
 * resolves once the flood holds the queue full. `counted(email, status)` sees every answer.
 */
async function flood(first: number, emailFor: (loop: number, n: number) => string, counted: (email: string, status: number) => void) {
  const work = ctx.platform.passwords.backOffice.work;
  const forms = await Promise.all(Array.from({ length: FLOOD_ADDRESSES }, (_, i) => consoleForm(`198.51.100.${i + first}`)));
  const started = Date.now();
  let flooding = true;
  const loops = forms.map(async (post, loop) => {
    for (let n = 0; flooding && Date.now() - started < 2 * SIGNED_IN_WITHIN_MS; n++) {
      const email = emailFor(loop, n);
      const status = await post(email, `wrong password ${loop}.${n}, long enough`);
      counted(email, status);
      if (status !== 200) await pause(50);
    }
  });
  const stop = () => {
    flooding = false;
    return Promise.all(loops);
  };
  // The flood fills the queue (bounded: it fills in well under a second on any machine).
  for (const until = Date.now() + SIGNED_IN_WITHIN_MS; work.load.waiting < QUEUE; await pause(10))
    if (Date.now() >= until) {
      await stop();
      assert.fail(`the flood never filled the queue: ${JSON.stringify(work.load)}`);
    }
  return { started, stop };
}

/** The known-device cookie of a browser in which `email` signs in once, before any flood. */
async function knownDevice(email: string, password: string, address: string): Promise<string> {
  let device = '';
  const before = await consoleForm(address, [], (res) => {
    device =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('console_device='))
        ?.split(';')[0] ?? '';
  });
  assert.equal(await before(email, password), 303);
  assert.ok(device, 'a sign-in sets the known-device cookie');
  return device;
}

test(`console: ${FLOOD_ADDRESSES} addresses flooding unknown-email sign-ins keep the queue full; the administrator, in a browser that signed in before, signs in three times meanwhile`, async () => {
  const admin = await teamMember(ctx, 'administrator');
  const device = await knownDevice(admin.email, admin.password, '203.0.113.99');
  const work = ctx.platform.passwords.backOffice.work;
  const floodStatuses: Record<number, number> = {};
  const { started, stop } = await flood(
    1,
    (loop, n) => `flood${loop}.${n}@team.example`,
    (_, status) => (floodStatuses[status] = (floodStatuses[status] ?? 0) + 1),
  );
  try {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const post = await consoleForm(`203.0.113.${attempt}`, [device]);
      assert.ok(work.load.waiting >= QUEUE - 1, `the flood still holds the queue (${JSON.stringify(work.load)})`);
      assert.equal(await post(admin.email, admin.password), 303, `sign-in ${attempt} during the flood`);
      assert.ok(Date.now() - started < SIGNED_IN_WITHIN_MS, `sign-in ${attempt} within ${SIGNED_IN_WITHIN_MS} ms of the flood's start`);
    }
  } finally {
    await stop();
  }
  assert.ok((floodStatuses[503] ?? 0) > 0, `the flood was refused at the queue's bound: ${JSON.stringify(floodStatuses)}`);
  assert.ok((floodStatuses[200] ?? 0) > 0, 'and hashed in turn');
  assert.equal(floodStatuses[500], undefined);
});

test(`console: ${FLOOD_ADDRESSES} addresses flooding wrong passwords for the administrator's own email (and unknown emails, to keep the queue full); the administrator, in a browser that signed in before, signs in from three fresh addresses meanwhile`, async () => {
  const admin = await teamMember(ctx, 'administrator');
  // The administrator's browser signed in once before the flood: it keeps the known-device cookie that sign-in set.
  const device = await knownDevice(admin.email, admin.password, '203.0.113.100');
  const guesses: Record<number, number> = {};
  // Every other post guesses at the administrator; the unknown emails between keep the general lane full.
  const { started, stop } = await flood(
    101,
    (loop, n) => (n % 2 === 0 ? admin.email : `flood${loop}.${n}@team.example`),
    (email, status) => {
      if (email === admin.email) guesses[status] = (guesses[status] ?? 0) + 1;
    },
  );
  try {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const post = await consoleForm(`203.0.113.${attempt + 10}`, [device]);
      assert.equal(await post(admin.email, admin.password), 303, `sign-in ${attempt} during the flood`);
      assert.ok(Date.now() - started < SIGNED_IN_WITHIN_MS, `sign-in ${attempt} within ${SIGNED_IN_WITHIN_MS} ms of the flood's start`);
    }
  } finally {
    await stop();
  }
  assert.ok(Object.keys(guesses).length > 0, 'the flood guessed at the administrator');
  assert.equal(guesses[303], undefined, 'no guess signed in');
  assert.equal(guesses[500], undefined);
});
