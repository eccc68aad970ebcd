// The one password module of team members and partner staff: its rules, the
// hashes stored by both earlier modules still verifying, and PasswordWork's
// queue rule, driven with tasks the test finishes and a clock it moves.
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { test } from 'node:test';
import { ApiError } from '../../src/errors/catalogue.ts';
import { ConfigError } from '../../src/errors/config-error.ts';
import {
  checkNewPassword,
  hashPassword,
  loadPasswordConfig,
  Passwords,
  PasswordWork,
  type PasswordWorkLimits,
  verifyPassword,
} from '../../src/identity/passwords.ts';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  const PASSWORD = 'correct horse battery staple';

  test('hashes are scrypt with a salt of their own, verified only by the right password', async () => {
    const a = await hashPassword(PASSWORD, 16384);
    const b = await hashPassword(PASSWORD, 16384);
    assert.match(a, /^scrypt\$16384\$8\$1\$/);
    assert.notEqual(a, b);
    assert.equal(await verifyPassword(PASSWORD, a), true);
    assert.equal(await verifyPassword('something else entirely', a), false);
    assert.equal(await verifyPassword(PASSWORD, 'garbage'), false);
  });

  test('one set of rules: 12 to 200 characters, for team members and partner staff alike', () => {
    const refused = (password: string) =>
      assert.throws(
        () => checkNewPassword(password),
        (e: ApiError) => e.code === 'invalid_request',
      );
    refused('x'.repeat(11));
    refused('x'.repeat(201));
    checkNewPassword('x'.repeat(12));
    checkNewPassword('x'.repeat(200));
  });

  test('hashes stored by the earlier partner-staff and team modules still verify, and weaker ones are re-hashed', async () => {
    const salt = randomBytes(16);
    // identity/signin/passwords.ts wrote `scrypt$16384$8$1$salt$key` with node's scrypt defaults.
    const partnerStaff = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync(PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
    // team/passwords.ts wrote the same format at TEAM_PASSWORD_SCRYPT_N (here 32768).
    const team = await hashPassword(PASSWORD, 32768);
    const passwords = new Passwords(32768, new PasswordWork({ concurrency: 1, queue: 4, perSource: 2 }));
    for (const stored of [partnerStaff, team]) {
      assert.equal(await passwords.verify(PASSWORD, stored, 'a'), true);
      assert.equal(await passwords.verify('another password', stored, 'a'), false);
    }
    assert.match((await passwords.rehashIfWeak(PASSWORD, partnerStaff, 'a')) ?? '', /^scrypt\$32768\$8\$1\$/);
    assert.equal(await passwords.rehashIfWeak(PASSWORD, team, 'a'), null, 'already at the configured cost');
    assert.equal(await passwords.verify(PASSWORD, null, 'a'), false, 'no hash: false, after a decoy');
  });

  test('an over-long password never verifies and costs no hashing', async () => {
    const work = new PasswordWork({ concurrency: 1, queue: 0, perSource: 1 });
    const passwords = new Passwords(16384, work);
    let release!: () => void;
    const busy = work.run('x', () => new Promise<void>((r) => (release = r)));
    assert.equal(
      await passwords.verify('x'.repeat(201), await hashPassword('x'.repeat(201), 16384), 'a'),
      false,
      'refused before the full queue',
    );
    release();
    await busy;
  });

  /** A PasswordWork on a clock the test moves, and tasks the test finishes. */
  function harness(limits: PasswordWorkLimits) {
    let now = 0;
    const work = new PasswordWork(limits, () => now, 1000);
    const started: string[] = [];
    const finishers = new Map<string, (fail?: boolean) => void>();
    const settled = new Map<string, 'ok' | 'failed' | number>();
    const submit = (source: string, name: string) => {
      const result = work.run(source, () => {
        started.push(name);
        return new Promise<void>((resolve, reject) => finishers.set(name, (fail) => (fail ? reject(new Error('boom')) : resolve())));
      });
      const outcome = result.then(
        () => settled.set(name, 'ok'),
        (error: unknown) => settled.set(name, error instanceof ApiError ? error.status : 'failed'),
      );
      return outcome;
    };
    const finish = async (name: string, afterMs: number, fail = false) => {
      now += afterMs;
      finishers.get(name)!(fail);
      await new Promise((r) => setImmediate(r));
    };
    return { work, started, settled, submit, finish, tick: () => new Promise((r) => setImmediate(r)) };
  }

  test('PasswordWork: at most `concurrency` at once, first come first served, a full queue refused at once with 503', async () => {
    const h = harness({ concurrency: 2, queue: 3, perSource: 5 });
    for (let i = 1; i <= 8; i++) void h.submit(`source${i}`, `t${i}`);
    await h.tick();
    assert.deepEqual(h.started, ['t1', 't2'], 'two at once');
    assert.deepEqual(h.work.load, { running: 2, waiting: 3 });
    assert.deepEqual(
      [...h.settled],
      [
        ['t6', 503],
        ['t7', 503],
        ['t8', 503],
      ],
      'beyond the queue: refused before any hash finished',
    );
    await h.finish('t1', 2000);
    assert.deepEqual(h.started, ['t1', 't2', 't3'], 'the freed slot goes to the first waiter');
    assert.deepEqual(h.work.load, { running: 2, waiting: 2 });
    void h.submit('source9', 't9');
    await h.tick();
    assert.deepEqual(h.work.load, { running: 2, waiting: 3 }, 'a freed queue place is taken again');
    for (const name of ['t2', 't3', 't4', 't5', 't9']) await h.finish(name, 1000);
    assert.deepEqual(h.started, ['t1', 't2', 't3', 't4', 't5', 't9']);
    assert.deepEqual(h.work.load, { running: 0, waiting: 0 });
    assert.equal([...h.settled.values()].filter((v) => v === 'ok').length, 6);
  });

  test('PasswordWork: one source may have `perSource` attempts under way; more is 429 at once, others are not held up', async () => {
    const h = harness({ concurrency: 1, queue: 10, perSource: 2 });
    void h.submit('flood', 'f1');
    void h.submit('flood', 'f2');
    void h.submit('flood', 'f3');
    void h.submit('fresh', 'legit');
    await h.tick();
    assert.equal(h.settled.get('f3'), 429);
    assert.equal(h.settled.get('legit'), undefined, 'another source queues behind only two of the flood');
    await h.finish('f1', 100);
    await h.finish('f2', 100);
    assert.equal(h.started.at(-1), 'legit');
    await h.finish('legit', 100);
    assert.equal(h.settled.get('legit'), 'ok');
    void h.submit('flood', 'f4');
    await h.tick();
    assert.deepEqual(h.started.at(-1), 'f4', "the source's count went down as its attempts finished");
    await h.finish('f4', 100);
  });

  test('PasswordWork: a failing hash frees its slot and its source; Retry-After follows the measured durations', async () => {
    const h = harness({ concurrency: 1, queue: 1, perSource: 1 });
    const refusal = async (source: string) => {
      try {
        await h.work.run(source, async () => undefined);
        return null;
      } catch (error) {
        return error as ApiError;
      }
    };
    void h.submit('a', 'a1');
    void h.submit('b', 'b1');
    await h.tick();
    // One running and one waiting at the initial estimate of 1 s each: 2 s.
    const full = (await refusal('c'))!;
    assert.equal(full.status, 503);
    assert.equal(full.code, 'service_unavailable');
    assert.equal(full.headers['retry-after'], '2');
    const again = (await refusal('a'))!;
    assert.equal(again.status, 429);
    assert.equal(again.code, 'rate_limit_exceeded');
    await h.finish('a1', 11_000, true);
    assert.equal(h.settled.get('a1'), 'failed');
    assert.equal(h.started.at(-1), 'b1', 'the failed hash handed its slot on');
    // Average 0.8 × 1000 + 0.2 × 11000 = 3000 ms; one running and one waiting: 6 s.
    void h.submit('a', 'a2');
    await h.tick();
    assert.equal(h.work.load.waiting, 1, "a's count was released by the failure");
    assert.equal((await refusal('d'))!.headers['retry-after'], '6');
    await h.finish('b1', 0);
    await h.finish('a2', 0);
  });

  test('configuration: PASSWORD_SCRYPT_N (TEAM_PASSWORD_SCRYPT_N its former name) and the work limits', () => {
    assert.equal(loadPasswordConfig({}).costN, 65536);
    assert.equal(loadPasswordConfig({ TEAM_PASSWORD_SCRYPT_N: '32768' }).costN, 32768);
    assert.equal(loadPasswordConfig({ TEAM_PASSWORD_SCRYPT_N: '32768', PASSWORD_SCRYPT_N: '131072' }).costN, 131072);
    assert.throws(() => loadPasswordConfig({ PASSWORD_SCRYPT_N: '20000' }), ConfigError);
    assert.throws(() => loadPasswordConfig({ TEAM_PASSWORD_SCRYPT_N: '8192' }), /TEAM_PASSWORD_SCRYPT_N/);
    const { work } = loadPasswordConfig({ PASSWORD_HASH_CONCURRENCY: '2' });
    assert.deepEqual(work, { concurrency: 2, queue: 16, perSource: 2 });
    assert.deepEqual(loadPasswordConfig({ PASSWORD_HASH_QUEUE: '3', PASSWORD_HASH_PER_SOURCE: '1' }).work.queue, 3);
    assert.throws(() => loadPasswordConfig({ PASSWORD_HASH_QUEUE: '0' }), ConfigError);
  });
});
