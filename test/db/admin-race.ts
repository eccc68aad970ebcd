// The harness of the racing back-office tests (admin-racing-*.test.ts): a
// test context with the service's own pool (10 connections), the waits for
// a connection and a row's turn set out of the way (RACE_SETTINGS), and `race`, which sends N admin requests at once and asserts
// that none answers 5xx. On PostgreSQL 200 of each kind truly race; the
// embedded engine runs them one by one anyway, so it gets a smaller batch to
// keep the suite quick.
//
// What the harness exists to catch, writers of one row waiting on its lock on
// pooled connections instead of queueing in the process (src/db/row-queue.ts),
// it catches by the database's lock wait, not by the clock: every session of
// the pool gives up a wait on a lock after RACE_LOCK_TIMEOUT_MS, so such a
// writer fails its statement (500) however fast or loaded the machine. With
// the queue every writer of a row has it to itself and never waits on a lock.
// Before, the harness bounded the pool's wait for a connection at 1 s instead:
// that also failed with the queue working, once a burst's own reads queued
// for the CPU of a loaded machine (1 × 503 of 200 in CI, 2.2 s for the burst).
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../helpers/context.ts';

const onPostgres = /^postgres/i.test(process.env.DATABASE_URL ?? '');
export const N = onPostgres ? 200 : 40;

/**
 * The pool's sessions' `lock_timeout` in the racing tests. With the per-row queue switched off
 * (its `run` calling `work` at once), 20 ms failed 35 of the 39 tests of the five racing files
 * (up to 178 × 500 of 200 in a race); with it, none, in six runs of the five files at load
 * averages up to 9 on 2 cores (four busy loops beside them).
 */
export const RACE_LOCK_TIMEOUT_MS = 20;

/**
 * The racing contexts' settings. No worker runs: a POST /v1/orders answers `queued` after a short
 * wait. A writer's wait for its row's turn is bounded by the statement timeout (row-queue.ts:
 * beyond it 503 with Retry-After, test/db/row-queue-bounds.test.ts), and 200 writers of one row
 * take longer than the default 5 s on a loaded machine (load 20 on 2 cores: 47–155 × 503 of 200):
 * these races prove order and consistency, so the bound is set out of their way.
 */
export const RACE_SETTINGS = { SUBMISSION_WAIT_MS: '50', DATABASE_STATEMENT_TIMEOUT_MS: '60000' };

/** `token`: a personal API token to send instead of the ADMIN_TOKEN. */
export type Sent = { method: 'PATCH' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown; token?: string };

export interface Racing {
  ctx: TestContext;
  race(kind: string, send: (i: number) => Sent): Promise<Record<number, number>>;
  get(url: string): Promise<any>;
  call(method: Sent['method'], url: string, payload?: unknown): Promise<any>;
}

/** Registers the context's before/after hooks; the fields are usable inside tests. */
export function racingContext(): Racing {
  const figures: string[] = [];
  const racing = {} as Racing;
  before(async () => {
    racing.ctx = await createTestContext(RACE_SETTINGS, { poolSize: 10, lockTimeoutMs: RACE_LOCK_TIMEOUT_MS });
    await assertLockWaitsBounded(racing.ctx);
  });
  after(async () => {
    for (const line of figures) console.log(line);
    await racing.ctx.close();
  });
  racing.race = (kind, send) =>
    raceAll(racing.ctx, kind, figures, (i) => {
      const { method, url, payload, token } = send(i);
      return racing.ctx.adminCall({
        method,
        url,
        ...(payload !== undefined && { payload: payload as object }),
        ...(token !== undefined && { headers: { authorization: `Bearer ${token}` } }),
      });
    });
  racing.call = async (method, url, payload) => {
    const res = await racing.ctx.adminCall({ method, url, ...(payload !== undefined && { payload: payload as object }) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json();
  };
  racing.get = async (url) => {
    const res = await racing.ctx.adminCall({ method: 'GET', url });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  return racing;
}

/** The detector is armed: the service's pooled sessions carry the lock timeout (PostgreSQL; the embedded engine has one session and no waits). */
export async function assertLockWaitsBounded(ctx: TestContext): Promise<void> {
  if (ctx.platform.database.kind !== 'postgres') return;
  const { rows } = await sql<{ lock_timeout: string }>`SHOW lock_timeout`.execute(ctx.platform.db);
  assert.equal(rows[0]?.lock_timeout, `${RACE_LOCK_TIMEOUT_MS}ms`);
}

/** What a 500 in a race most likely is, for the failure's message. */
const LOCK_WAIT_HINT = ` (a 500 in a race is most likely a statement that waited on a row's lock past ${RACE_LOCK_TIMEOUT_MS} ms: writers of one row must queue in the process, serialisedWrite in src/db/row-queue.ts)`;

/**
 * Sends N requests at once (`send(i)` for racer i), records the statuses in `figures` and asserts that none answered
 * 5xx; returns how many answered each status.
 */
export async function raceAll(
  ctx: TestContext,
  kind: string,
  figures: string[],
  send: (i: number) => Promise<{ statusCode: number; body: string }>,
): Promise<Record<number, number>> {
  const started = Date.now();
  const responses = await Promise.all(Array.from({ length: N }, (_, i) => send(i)));
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  figures.push(`${N} × ${kind} on ${ctx.platform.database.kind}: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  const failed = responses.find((r) => r.statusCode >= 500);
  assert.equal(failed, undefined, `${kind}: ${failed?.statusCode} ${failed?.body}${failed?.statusCode === 500 ? LOCK_WAIT_HINT : ''}`);
  return counts;
}

/** The subsets of `ids` racer `i` sends: every racer a different one, so the end state names its winner. */
export const subsetOf = <T>(ids: T[], i: number) => ids.filter((_, k) => (i >> k) & 1);
