// The harness of the racing back-office tests (admin-racing-*.test.ts): a
// test context with the service's own pool (10 connections) and the bounded
// connection wait of racing-writes.test.ts, and `race`, which sends N admin
// requests at once and asserts that none answers 5xx. On PostgreSQL 200 of
// each kind truly race; the embedded engine runs them one by one anyway, so
// it gets a smaller batch to keep the suite quick.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';

const onPostgres = /^postgres/i.test(process.env.DATABASE_URL ?? '');
export const N = onPostgres ? 200 : 40;

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
    // No worker runs here: a POST /v1/orders answers `queued` after the wait, kept short (a test only needs the queued submission).
    racing.ctx = await createTestContext({ DATABASE_STATEMENT_TIMEOUT_MS: '1000', SUBMISSION_WAIT_MS: '50' }, { poolSize: 10 });
  });
  after(async () => {
    for (const line of figures) console.log(line);
    await racing.ctx.close();
  });
  racing.race = async (kind, send) => {
    const { ctx } = racing;
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const { method, url, payload, token } = send(i);
        return ctx.adminCall({
          method,
          url,
          ...(payload !== undefined && { payload: payload as object }),
          ...(token !== undefined && { headers: { authorization: `Bearer ${token}` } }),
        });
      }),
    );
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    figures.push(`${N} × ${kind} on ${ctx.platform.database.kind}: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
    const failed = responses.find((r) => r.statusCode >= 500);
    assert.equal(failed, undefined, `${kind}: ${failed?.statusCode} ${failed?.body}`);
    return counts;
  };
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

/** The subsets of `ids` racer `i` sends: every racer a different one, so the end state names its winner. */
export const subsetOf = <T>(ids: T[], i: number) => ids.filter((_, k) => (i >> k) & 1);
