// An idle worker backs off its poll (idlePollMaxMs) and still runs work at
// once: an announced job wakes it, and it sleeps no longer than until the
// next job falls due (a retry's backoff, a lapsed lease), however long its poll.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { JobQueue } from '../../src/jobs/queue.ts';
import { Signals } from '../../src/jobs/signals.ts';
import type { JobHandler } from '../../src/jobs/handler.ts';
import { Worker } from '../../src/jobs/worker.ts';
import { freshDatabase, type TestDatabase } from '../helpers/database.ts';
import { backOff, HandTimers } from '../helpers/hand-timers.ts';

const AN_HOUR = 3_600_000;

let testDb: TestDatabase;
let signals: Signals;
before(async () => {
  testDb = await freshDatabase();
  signals = new Signals(testDb.database.kind === 'postgres' ? testDb.database.url : null);
  await signals.ready();
});
after(async () => {
  await signals.close();
  await testDb.close();
});

const db = () => testDb.database.db;

async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A handler of `kind` recording each run's payload; throws on the attempts `failOn` names. */
function recorder(kind: string, failOn: (attempt: number) => boolean = () => false) {
  const runs: Array<{ n: unknown; attempt: number }> = [];
  const handler: JobHandler = {
    kind,
    async run(job, complete) {
      runs.push({ n: job.payload.n, attempt: job.attempts });
      if (failOn(job.attempts)) throw new Error('not yet');
      await db()
        .transaction()
        .execute(async (trx) => assert.equal(await complete(trx), true));
    },
  };
  return { runs, handler };
}

/** A handler of `kind` recording each run's `n`; every run but `free`'s waits until the test opens its gate. */
function gated(kind: string, free: number) {
  const gates = new Map<number, () => void>();
  const runs: number[] = [];
  const handler: JobHandler = {
    kind,
    async run(job, complete) {
      const n = job.payload.n as number;
      runs.push(n);
      if (n !== free) await new Promise<void>((resolve) => gates.set(n, resolve));
      await db()
        .transaction()
        .execute(async (trx) => assert.equal(await complete(trx), true));
    },
  };
  return { kind, gates, runs, handler };
}

/**
 * A worker of `concurrency` loops whose poll has backed off from 5 ms to 200 ms, every loop asleep; the test fires
 * each poll, none fires on its own. A loop woken by an earlier firing may still be reading the due time when the poll
 * is armed, and the poll wakes only loops asleep: so the wait for all of them.
 */
async function backedOffWorker(handler: JobHandler, concurrency: number): Promise<{ worker: Worker; timers: HandTimers }> {
  const timers = new HandTimers();
  const worker = new Worker(db(), signals, [handler], { concurrency, leaseMs: 60_000, idlePollMs: 5, idlePollMaxMs: 200, timers });
  worker.start();
  try {
    await backOff(timers, 200);
    await until(() => worker.asleep === concurrency, 'every loop asleep');
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return { worker, timers };
}

/** Enqueues a job and announces it, as a change does (pg_notify at commit on PostgreSQL; in-process on PGlite). */
async function announceJob(kind: string, n: number): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      const id = await new JobQueue(trx).enqueue(kind, { n });
      await signals.notify(trx, 'jobs_ready', id);
    });
  if (!signals.crossProcess) signals.announce('jobs_ready', `local-${n}`);
}

/** One loop whose poll is half an hour: only signals, due times and the claims' answers bring jobs in. Started. */
function halfHourPoll(handle: ReturnType<typeof db>, handler: JobHandler): Worker {
  const worker = new Worker(handle, signals, [handler], {
    concurrency: 1,
    leaseMs: 60_000,
    idlePollMs: AN_HOUR / 2,
    idlePollMaxMs: AN_HOUR,
  });
  worker.start();
  return worker;
}

test('a worker whose poll backed off runs an announced job at once', async () => {
  const { runs, handler } = recorder('idle-wake');
  // From 1 ms, doubling each empty round, up to an hour; the test fires each poll, none fires on its own.
  const timers = new HandTimers();
  const worker = new Worker(db(), signals, [handler], { concurrency: 2, leaseMs: 60_000, idlePollMs: 1, idlePollMaxMs: AN_HOUR, timers });
  worker.start();
  try {
    // Twenty empty polls: the next is armed for about 17 minutes.
    await backOff(timers, 2 ** 20);
    await announceJob('idle-wake', 1);
    await until(() => runs.length === 1, 'the announced job, with the poll armed for 17 minutes');
    // The job brought the poll back to 1 ms; backed off again, the next job is as quick.
    await until(() => timers.delays.at(-1) === 1, 'the poll back at idlePollMs after the work');
    await backOff(timers, 2 ** 20);
    await announceJob('idle-wake', 2);
    await until(() => runs.length === 2, 'the second announced job, with the poll armed for 17 minutes');
  } finally {
    await worker.stop();
  }
  assert.deepEqual(
    runs.map((r) => r.n),
    [1, 2],
  );
});

test('with its poll at half an hour, a failed attempt is retried when its backoff ends and a lapsed lease is taken over when it lapses', async () => {
  const { runs, handler } = recorder('idle-due', (attempt) => attempt === 1);
  const worker = halfHourPoll(db(), handler);
  try {
    await announceJob('idle-due', 1);
    // The first attempt fails; the retry is due a second later (retryDelayMs): only the due time can wake the worker.
    await until(() => runs.length === 2, 'the retry after its backoff');
    assert.deepEqual(
      runs.map((r) => r.attempt),
      [1, 2],
    );
    // A job another worker claimed and then died holding: its lease lapses in a second and a half. Enqueued and
    // claimed in one transaction: on PostgreSQL the enqueue's NOTIFY reaches the idle worker at commit, and a
    // worker woken between the two statements would take the job itself before the "crashed" one holds it.
    const crashed = await db()
      .transaction()
      .execute(async (trx) => {
        const queue = new JobQueue(trx);
        await queue.enqueue('idle-due', { n: 2 });
        return queue.claim(['idle-due'], 'crashed-worker', 1_500);
      });
    assert.ok(crashed, 'the crashed worker held the job');
    // Wakes the idle loop (it then sleeps until the lease lapses, not for its half-hour poll).
    signals.announce('jobs_ready', '');
    await until(() => runs.some((r) => r.n === 2), 'the job whose lease lapsed');
    // Run and completed by this worker (the run is recorded before its completion commits).
    await until(async () => {
      const row = await sql<{ state: string }>`SELECT state FROM jobs WHERE id = ${crashed.id}`.execute(db());
      return row.rows[0]!.state === 'done';
    }, 'the job taken over, done');
  } finally {
    await worker.stop();
  }
});

/** The worker's db, counting its claims and due-time reads as they are sent (a claim is compiled once per worker). */
function counted(): { db: ReturnType<typeof db>; claims: () => number; dueReads: () => number } {
  let claims = 0;
  let dueReads = 0;
  // An instance of its own (no pool registered for it): every statement goes through its executor.
  const spied = db().withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
  const executor = spied.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = (query) => {
    if (query.sql.includes("UPDATE jobs SET state = 'running'")) claims++;
    else if (query.sql.includes('min(run_after)')) dueReads++;
    return execute(query);
  };
  return { db: spied, claims: () => claims, dueReads: () => dueReads };
}

test('idle loops share one poll: each round is one due-time read for the worker, not a claim per loop', async () => {
  const { handler } = recorder('idle-shared');
  const spy = counted();
  // Backs off from 5 ms to 40 ms; the test fires each poll.
  const timers = new HandTimers();
  const worker = new Worker(spy.db, signals, [handler], { concurrency: 3, leaseMs: 60_000, idlePollMs: 5, idlePollMaxMs: 40, timers });
  worker.start();
  try {
    // Each loop's first claim at start, and the due time read after it, before it sleeps.
    await until(() => spy.claims() === 3 && spy.dueReads() === 3, 'each loop claimed and read the due time once');
    for (let poll = 0; poll < 10; poll++) await timers.fire();
    await timers.armed();
  } finally {
    await worker.stop();
  }
  // Nothing claimable since: no claim; each poll woke one loop, which read the due time once.
  assert.equal(spy.claims(), 3);
  assert.equal(spy.dueReads(), 3 + 10, 'one read per poll, not per loop');
  // The poll doubled after each empty round, up to idlePollMaxMs.
  assert.deepEqual(timers.delays.slice(-11), [5, 10, 20, 40, 40, 40, 40, 40, 40, 40, 40]);
});

test('a loop done with a job sleeps without an empty claim, and claims again when its claim saw another job or a signal came meanwhile', async () => {
  const kind = 'idle-after-work';
  let release!: () => void;
  const first = new Promise<void>((resolve) => (release = resolve));
  const runs: unknown[] = [];
  const handler: JobHandler = {
    kind,
    async run(job, complete) {
      runs.push(job.payload.n);
      if (job.payload.n === 1) await first;
      await db()
        .transaction()
        .execute(async (trx) => assert.equal(await complete(trx), true));
    },
  };
  const spy = counted();
  // A half-hour poll: only signals and the claims' own answers can bring the jobs in.
  const worker = halfHourPoll(spy.db, handler);
  try {
    await until(() => spy.claims() === 1, 'the first (empty) claim at start');
    // One at a time: a claim per job, none after it.
    for (const n of [10, 11, 12]) {
      await announceJob(kind, n);
      await until(() => runs.includes(n), `job ${n}`);
    }
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(spy.claims(), 4, 'one claim per job, no empty claim after each');
    // Job 1 holds the loop; 2 and 3 are announced meanwhile (one signal kept): the claim after 1 takes 2 and sees 3.
    await announceJob(kind, 1);
    await until(() => runs.includes(1), 'job 1 running');
    await announceJob(kind, 2);
    await announceJob(kind, 3);
    release();
    await until(() => runs.includes(3), 'jobs 2 and 3 after job 1');
  } finally {
    await worker.stop();
  }
  assert.deepEqual(runs, [10, 11, 12, 1, 2, 3]);
});

test('a claim that saw another job hands it on: the next loop to finish takes it while this one still works', async () => {
  const { kind, gates, runs, handler } = gated('idle-hand-on', 4);
  const worker = new Worker(db(), signals, [handler], { concurrency: 2, leaseMs: 60_000, idlePollMs: AN_HOUR / 2, idlePollMaxMs: AN_HOUR });
  worker.start();
  try {
    for (const n of [1, 2]) {
      await announceJob(kind, n);
      await until(() => gates.has(n), `job ${n} running`);
    }
    // Both loops busy: 3 and 4 leave one kept signal. The loop freed by 1 takes 3 and sees 4; 3 then holds it.
    await announceJob(kind, 3);
    await announceJob(kind, 4);
    gates.get(1)!();
    await until(() => gates.has(3), 'job 3 running');
    gates.get(2)!();
    await until(() => runs.includes(4), 'job 4 run by the loop freed by 2 while 3 still works');
  } finally {
    for (const open of gates.values()) open();
    await worker.stop();
  }
  assert.deepEqual(runs, [1, 2, 3, 4]);
});

test('jobs found by the poll alone (no signal) are run by every loop at once', async () => {
  const kind = 'idle-found';
  let running = 0;
  let together = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  const handler: JobHandler = {
    kind,
    async run(_job, complete) {
      running++;
      together = Math.max(together, running);
      if (running === 3) release();
      // Each run waits for the other two: only three loops claiming at once get past this.
      await Promise.race([all, new Promise((r) => setTimeout(r, 10_000))]);
      running--;
      await db()
        .transaction()
        .execute(async (trx) => assert.equal(await complete(trx), true));
    },
  };
  const { worker, timers } = await backedOffWorker(handler, 3);
  try {
    // Enqueued without a signal, as a lost notification would leave them: only the next poll can find them.
    const queue = new JobQueue(db());
    for (let n = 0; n < 3; n++) await queue.enqueue(kind, { n });
    await timers.fire();
    await until(async () => {
      const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM jobs WHERE kind = ${kind} AND state = 'done'`.execute(db());
      return rows.rows[0]!.n === 3;
    }, 'the three jobs done');
  } finally {
    await worker.stop();
  }
  assert.equal(together, 3, 'the loop the poll woke woke the others');
});

test('a job found by the poll while no other loop sleeps is kept for the next loop to finish', async () => {
  const { kind, gates, runs, handler } = gated('idle-found-kept', 3);
  const { worker, timers } = await backedOffWorker(handler, 2);
  try {
    // Job 1 is announced: its claim sees no other job, so the loop running it sleeps when done unless told otherwise.
    await announceJob(kind, 1);
    await until(() => gates.has(1), 'job 1 running');
    await until(() => worker.asleep === 1, 'the other loop asleep');
    // Jobs 2 and 3 come unannounced: the poll wakes the loop asleep, which takes 2 while no other loop sleeps.
    const queue = new JobQueue(db());
    for (const n of [2, 3]) await queue.enqueue(kind, { n });
    await timers.fire();
    await until(() => gates.has(2), 'job 2 running');
    // The loop freed by job 1 claims again rather than sleep: job 3 runs while job 2 still works, no poll fired.
    gates.get(1)!();
    await until(() => runs.includes(3), 'job 3 run by the loop freed by job 1', 10_000);
    assert.equal(gates.size, 2, 'job 2 was still at work when job 3 ran');
  } finally {
    for (const open of gates.values()) open();
    await worker.stop();
  }
  assert.deepEqual(runs, [1, 2, 3]);
});
