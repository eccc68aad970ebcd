// The durable job queue: claims never hand one job to two workers, a lapsed
// lease makes a job claimable again, failures retry with backoff and end
// dead, completion needs the lease, and a worker wakes on a signal.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { JobQueue, retryDelayMs } from '../../src/jobs/queue.ts';
import { Signals, waitFor } from '../../src/jobs/signals.ts';
import type { JobHandler } from '../../src/jobs/handler.ts';
import { Worker } from '../../src/jobs/worker.ts';
import { isPostgresUrl } from '../../src/db/url.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';

let testDb: TestDatabase;
before(async () => {
  testDb = await freshDatabase();
});
after(() => testDb.close());

const db = () => testDb.database.db;
const clear = () => db().deleteFrom('jobs').execute();

test('backoff doubles from one second and caps at a minute', () => {
  assert.deepEqual([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs), [1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000]);
});

test('parallel claims take each job exactly once, oldest first', async () => {
  await clear();
  const queue = new JobQueue(db());
  const ids = [];
  for (let i = 0; i < 20; i++) ids.push(await queue.enqueue('k', { i }));
  const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => new JobQueue(db()).claim(['k'], `w${i}`, 60_000)));
  const taken = claims.filter((c) => c !== null).map((c) => c!.id);
  assert.equal(taken.length, 20);
  assert.equal(new Set(taken).size, 20);
  assert.equal(await queue.claim(['k'], 'late', 60_000), null);
  assert.equal(await queue.claim(['other'], 'x', 60_000), null);
});

test('a lapsed lease makes the job claimable again; the old holder can no longer complete it', async () => {
  await clear();
  const queue = new JobQueue(db());
  await queue.enqueue('k', {});
  const first = (await queue.claim(['k'], 'crashed', 60_000))!;
  assert.equal(await queue.claim(['k'], 'other', 60_000), null, 'a live lease is respected');
  await sql`UPDATE jobs SET lease_expires_at = now() - interval '1 second'`.execute(db());
  const second = (await queue.claim(['k'], 'rescuer', 60_000))!;
  assert.equal(second.id, first.id);
  assert.equal(second.attempts, 2);
  assert.equal(await queue.complete(first), false);
  assert.equal(await queue.complete(second), true);
  assert.equal((await queue.find(first.id))!.state, 'done');
});

test('a failed attempt waits out its backoff; the last one leaves the job dead; requeue revives it', async () => {
  await clear();
  const queue = new JobQueue(db());
  const id = await queue.enqueue('k', {}, 2);
  assert.equal(await queue.fail((await queue.claim(['k'], 'w', 60_000))!, 'boom'), 'ready');
  assert.equal(await queue.claim(['k'], 'w', 60_000), null, 'not before its backoff');
  await sql`UPDATE jobs SET run_after = now()`.execute(db());
  assert.equal(await queue.fail((await queue.claim(['k'], 'w', 60_000))!, 'boom again'), 'dead');
  await sql`UPDATE jobs SET run_after = now()`.execute(db());
  assert.equal(await queue.claim(['k'], 'w', 60_000), null, 'dead jobs are never claimed');
  const dead = (await queue.find(id))!;
  assert.equal(dead.lastError, 'boom again');
  assert.equal(await queue.requeue(id), true);
  const revived = (await queue.claim(['k'], 'w', 60_000))!;
  assert.equal(revived.attempts, 1);
});

test('a worker runs jobs as they are announced, records failures, and stops cleanly', async () => {
  await clear();
  const signals = new Signals(testDb.database.kind === 'postgres' ? testDb.database.url : null);
  await signals.ready();
  const seen: unknown[] = [];
  const handler: JobHandler = {
    kind: 'echo',
    async run(job, complete) {
      if (job.payload.fail) throw new Error('refused');
      await db()
        .transaction()
        .execute(async (trx) => {
          seen.push(job.payload.n);
          assert.equal(await complete(trx), true);
        });
    },
  };
  // A long idle poll: only the signal can wake it in time.
  const worker = new Worker(db(), signals, [handler], { concurrency: 2, leaseMs: 60_000, idlePollMs: 60_000 });
  worker.start();
  await new Promise((r) => setTimeout(r, 50));
  const queue = new JobQueue(db());
  await queue.enqueue('echo', { n: 1 });
  const failing = await queue.enqueue('echo', { fail: true });
  signals.announce('jobs_ready', 'x');
  for (let i = 0; i < 100 && seen.length < 1; i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  await worker.stop();
  await signals.close();
  assert.deepEqual(seen, [1]);
  const failed = (await queue.find(failing))!;
  assert.equal(failed.state, 'ready');
  assert.equal(failed.lastError, 'refused');
});

test('a waiter wakes on a signal committed elsewhere (pg_notify on PostgreSQL, in-process on PGlite), not on other keys, and times out otherwise', async () => {
  const postgres = testDb.database.kind === 'postgres' ? testDb.database.url : null;
  const waiting = new Signals(postgres);
  const elsewhere = new Signals(postgres); // stands for another process
  await waiting.ready();
  let done = false;
  const started = Date.now();
  const result = waitFor(waiting, 'submission_done', 'abc', 5_000, async () => (done ? 'finished' : null), 60_000);
  await new Promise((r) => setTimeout(r, 50));
  done = true;
  await db()
    .transaction()
    .execute((trx) => elsewhere.notify(trx, 'submission_done', 'other'));
  if (!postgres) elsewhere.announce('submission_done', 'other');
  await db()
    .transaction()
    .execute((trx) => elsewhere.notify(trx, 'submission_done', 'abc'));
  if (!postgres) waiting.announce('submission_done', 'abc');
  assert.equal(await result, 'finished');
  assert.ok(Date.now() - started < 10_000, 'woken by the signal, not the 60-second safety poll');
  assert.equal(await waitFor(waiting, 'submission_done', 'never', 100, async () => null), null);
  await waiting.close();
  await elsewhere.close();
});

/** Signals listening (on PostgreSQL, through its LISTEN connection), with what a subscriber of `submission_done` heard. */
async function heardHere() {
  const postgres = testDb.database.kind === 'postgres' ? testDb.database.url : null;
  const here = new Signals(postgres);
  const seen: Array<[string, unknown]> = [];
  const stop = here.subscribe('submission_done', (payload, detail) => seen.push([payload, detail]));
  // Listening to the channel once ready: the empty signal its LISTEN gave is not what a test looks for.
  await here.ready();
  seen.length = 0;
  return {
    postgres,
    here,
    seen,
    /** Waits (5 s at most) until what was heard satisfies `done`. */
    async until(done: () => boolean) {
      for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
    },
    async close() {
      stop();
      await here.close();
    },
  };
}

test("a payload this process is announcing itself is not passed on from LISTEN: the subscribers get the announce's detail once, and later signals of it again", async () => {
  const { postgres, here, seen, until, close } = await heardHere();
  const release = here.announcing('submission_done', 'mine');
  // One transaction: the held payload's notification comes before 'marker', in order (PostgreSQL).
  await db()
    .transaction()
    .execute(async (trx) => {
      await here.notify(trx, 'submission_done', 'mine');
      await here.notify(trx, 'submission_done', 'marker');
    });
  if (!postgres) here.announce('submission_done', 'marker');
  await until(() => seen.some(([p]) => p === 'marker'));
  here.announce('submission_done', 'mine', { status: 'completed' });
  release();
  await db()
    .transaction()
    .execute((trx) => here.notify(trx, 'submission_done', 'mine'));
  if (!postgres) here.announce('submission_done', 'mine');
  await until(() => seen.length >= 3);
  assert.deepEqual(seen, [
    ['marker', undefined],
    ['mine', { status: 'completed' }],
    ['mine', undefined],
  ]);
  await close();
});

test('a signal sent with a detail after its key reaches subscribers as the key and the detail text; a key this process is announcing is held back, detail or not', async () => {
  const { postgres, here, seen, until, close } = await heardHere();
  const release = here.announcing('submission_done', 'mine');
  await db()
    .transaction()
    .execute(async (trx) => {
      await here.notify(trx, 'submission_done', 'mine {"held":true}');
      await here.notify(trx, 'submission_done', 'theirs {"status":"completed", "note":"two words"}');
      await here.notify(trx, 'submission_done', 'plain');
    });
  // The embedded engine has no other process: what LISTEN would deliver is announced here.
  if (!postgres) {
    here.announce('submission_done', 'theirs', '{"status":"completed", "note":"two words"}');
    here.announce('submission_done', 'plain');
  }
  await until(() => seen.some(([p]) => p === 'plain'));
  release();
  await close();
  assert.deepEqual(seen, [
    ['theirs', '{"status":"completed", "note":"two words"}'],
    ['plain', undefined],
  ]);
});

test("a keyed subscriber hears its key's signals and the empty one only, with the announce's detail, and nothing once unsubscribed", () => {
  const signals = new Signals(null);
  const heard: Array<[string, string, unknown]> = [];
  const stopA = signals.subscribeTo('submission_done', 'a', (payload, detail) => heard.push(['a', payload, detail]));
  const stopA2 = signals.subscribeTo('submission_done', 'a', (payload) => heard.push(['a2', payload, undefined]));
  const stopB = signals.subscribeTo('submission_done', 'b', (payload) => heard.push(['b', payload, undefined]));
  const all: string[] = [];
  const stopAll = signals.subscribe('submission_done', (payload) => all.push(payload));
  signals.announce('submission_done', 'a', { status: 'completed' });
  signals.announce('submission_done', 'c');
  signals.announce('submission_done', '');
  stopA();
  stopA(); // a second call removes nothing else
  signals.announce('submission_done', 'a');
  stopA2();
  signals.announce('submission_done', 'a');
  signals.announce('submission_done', 'b');
  stopB();
  signals.announce('submission_done', 'b');
  signals.announce('jobs_ready', 'b');
  assert.deepEqual(heard, [
    ['a', 'a', { status: 'completed' }],
    ['a2', 'a', undefined],
    // The empty signal (a LISTEN took effect, so something may have been missed) is every key's.
    ['a', '', undefined],
    ['a2', '', undefined],
    ['b', '', undefined],
    ['a2', 'a', undefined],
    ['b', 'b', undefined],
  ]);
  // Keyed listeners ride on one channel listener: the channel's other subscribers are untouched.
  assert.deepEqual(all, ['a', 'c', '', 'a', 'a', 'b', 'b']);
  stopAll();
});

// On PostgreSQL only: PGlite runs in one process, and nothing is LISTENed to across processes.
if (isPostgresUrl(process.env.DATABASE_URL ?? ''))
  test('a process listens to the channels it has subscribers on, each from its first subscriber, whose waiters re-check then', async () => {
    assert.equal(testDb.database.kind, 'postgres');
    const postgres = testDb.database.kind === 'postgres' ? testDb.database.url : '';
    const here = new Signals(postgres);
    const elsewhere = new Signals(postgres);
    const jobs: string[] = [];
    const offJobs = here.subscribe('jobs_ready', (payload) => jobs.push(payload));
    await here.ready();
    assert.equal(here.listening('jobs_ready'), true);
    for (const channel of ['submission_done', 'events_ready', 'deliveries_ready', 'truststore_changed', 'credentials_changed'] as const) {
      assert.equal(here.listening(channel), false, `${channel}: no subscriber, not listened to`);
    }
    // The first waiter on a channel not yet listened to: a change that commits while its LISTEN is being set up sends
    // nothing it can hear (here no NOTIFY at all), and the waiter still re-checks as soon as the LISTEN takes effect,
    // not on its (here one-minute) safety poll.
    let committed = false;
    // Not woken, it would give up after 20 s with null, before its first safety poll.
    const waiting = waitFor(here, 'submission_done', 'early', 20_000, async () => (committed ? 'found' : null), 60_000);
    committed = true;
    assert.equal(await waiting, 'found');
    await here.ready();
    assert.equal(here.listening('submission_done'), true, 'listened to from its first subscriber on');
    // Signals on it now arrive, and the other channel's still do.
    const done: string[] = [];
    const offDone = here.subscribe('submission_done', (payload) => done.push(payload));
    await db()
      .transaction()
      .execute(async (trx) => {
        await elsewhere.notify(trx, 'submission_done', 'later');
        await elsewhere.notify(trx, 'jobs_ready', 'job-1');
      });
    for (let i = 0; i < 500 && !(done.includes('later') && jobs.includes('job-1')); i++) await new Promise((r) => setTimeout(r, 10));
    assert.ok(done.includes('later'), JSON.stringify(done));
    assert.ok(jobs.includes('job-1'), JSON.stringify(jobs));
    offJobs();
    offDone();
    await here.close();
    await elsewhere.close();
  });
