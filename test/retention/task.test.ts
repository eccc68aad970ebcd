// Retention's settings and its running: the variables are validated at
// start (configuration errors name the variable); two workers pruning at
// once share the rows without error; the worker role's task prunes on its
// own and stops between two statements.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/app/config.ts';
import { RetentionService } from '../../src/retention/service.ts';
import { SUBMISSION_JOB } from '../../src/submissions/service.ts';
import { RetentionTask } from '../../src/retention/task.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { backdate, daysAgo, insertRow, remaining } from './fixtures.ts';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({ RETENTION_BATCH_SIZE: '3', RETENTION_BATCH_PAUSE_MS: '1' });
});
after(() => ctx.close());

test('RETENTION_* variables: days or off, bounded batch size, interval or off; a bad value names its variable', () => {
  const defaults = loadConfig({}).retention;
  assert.deepEqual(defaults.days, {
    events: 30,
    deliveries: 30,
    jobs: 14,
    uploads: 7,
    signin_codes: 1,
    signin_clients_unused: 1,
    signin_clients: 90,
    audit: 365,
    usage: 90,
  });
  assert.equal(defaults.intervalMs, 60 * 60_000);
  assert.equal(defaults.batchSize, 500);
  const set = loadConfig({ RETENTION_AUDIT_DAYS: 'off', RETENTION_EVENTS_DAYS: '7', RETENTION_INTERVAL_MINUTES: 'off' }).retention;
  assert.equal(set.days.audit, null);
  assert.equal(set.days.events, 7);
  assert.equal(set.intervalMs, null);
  for (const [name, value] of [
    ['RETENTION_EVENTS_DAYS', '0'],
    ['RETENTION_DELIVERIES_DAYS', 'forever'],
    ['RETENTION_USAGE_DAYS', '-1'],
    ['RETENTION_BATCH_SIZE', '0'],
    ['RETENTION_BATCH_SIZE', '100000'],
    ['RETENTION_INTERVAL_MINUTES', '1.5'],
    ['RETENTION_BATCH_PAUSE_MS', 'x'],
  ] as const) {
    assert.throws(
      () => loadConfig({ [name]: value }),
      (error: unknown) => error instanceof ConfigError && error.message.startsWith(`${name} must be`),
      `${name}=${value}`,
    );
  }
});

test('a kind set to off is never pruned', async () => {
  const id = await insertRow(ctx, 'audit_log', { actor: 'test', action: 'test.off', target_type: 'test' });
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', [id], daysAgo(ctx, 5000));
  const config = { ...ctx.config.retention, days: { ...ctx.config.retention.days, audit: null } };
  const pass = await new RetentionService(ctx.platform.db, ctx.platform.orders.storage.storage, ctx.clock, config, SUBMISSION_JOB).run();
  assert.equal(pass.pruned.audit, 0);
  assert.deepEqual(await remaining(ctx, 'audit_log', 'id', [id]), [id]);
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', [id], ctx.clock.now());
});

test('two workers pruning at once take different rows: together they delete each old row once, without error', async () => {
  const ids = [];
  for (let i = 0; i < 20; i++) ids.push(await insertRow(ctx, 'audit_log', { actor: 'test', action: 'test.race', target_type: 'test' }));
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', ids, daysAgo(ctx, 400));
  const service = () =>
    new RetentionService(ctx.platform.db, ctx.platform.orders.storage.storage, ctx.clock, ctx.config.retention, SUBMISSION_JOB);
  const [a, b] = await Promise.all([service().run(), service().run()]);
  assert.equal(a.pruned.audit + b.pruned.audit, 20);
  assert.deepEqual(await remaining(ctx, 'audit_log', 'id', ids), []);
});

test('the background task prunes on its own, and stops between two statements', async () => {
  const ids = [];
  for (let i = 0; i < 7; i++) ids.push(await insertRow(ctx, 'audit_log', { actor: 'test', action: 'test.task', target_type: 'test' }));
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', ids, daysAgo(ctx, 400));
  const before = ctx.platform.retention.service.policy().lastPass;
  const task = new RetentionTask(ctx.platform.retention.service, { intervalMs: 3_600_000, firstDelayMs: 0 }).start();
  try {
    // The rows go with the pass's audit statement; the pass is recorded once its last table is done.
    const passed = () => ctx.platform.retention.service.policy().lastPass !== before;
    for (let i = 0; i < 500 && ((await remaining(ctx, 'audit_log', 'id', ids)).length > 0 || !passed()); i++)
      await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(await remaining(ctx, 'audit_log', 'id', ids), []);
    assert.equal(ctx.platform.retention.service.policy().lastPass?.pruned.audit, 7);
  } finally {
    await task.stop();
  }
  // Stopped: an aborted pass ends before its next statement.
  const more = [];
  for (let i = 0; i < 4; i++) more.push(await insertRow(ctx, 'audit_log', { actor: 'test', action: 'test.task', target_type: 'test' }));
  await backdate(ctx, 'audit_log', 'occurred_at', 'id', more, daysAgo(ctx, 400));
  const aborted = new AbortController();
  aborted.abort();
  const pass = await new RetentionService(
    ctx.platform.db,
    ctx.platform.orders.storage.storage,
    ctx.clock,
    ctx.config.retention,
    SUBMISSION_JOB,
  ).run(aborted.signal);
  assert.equal(pass.interrupted, true);
  assert.equal(pass.statements, 0);
  assert.equal((await remaining(ctx, 'audit_log', 'id', more)).length, 4);
});
