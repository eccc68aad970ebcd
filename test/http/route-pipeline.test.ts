// inSequence runs the partner pipeline's checks (credential, limits, scope) as
// one hook with Fastify's own runner rules: in order, callback or async, the
// first refusal wins, and a step that answered itself ends the chain.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { inSequence } from '../../src/http/route-pipeline.ts';

type Step = onRequestHookHandler | onRequestAsyncHookHandler;

/** Runs the composed hook once; resolves with what it passed to done (undefined to go on) and the steps that ran. */
function run(steps: (log: string[]) => Step[], reply = { sent: false }): Promise<{ error: unknown; ran: string[] }> {
  const ran: string[] = [];
  const hook = inSequence(steps(ran));
  return new Promise((resolve) => {
    hook.call(
      {} as FastifyInstance,
      {} as FastifyRequest,
      reply as unknown as FastifyReply,
      ((error?: Error) => resolve({ error, ran })) as never,
    );
    // A chain stopped by a sent reply never calls done.
    if (reply.sent) setImmediate(() => resolve({ error: 'not called', ran }));
  });
}

const sync =
  (name: string, log: string[], error?: Error): onRequestHookHandler =>
  (_request, _reply, done) => {
    log.push(name);
    done(error);
  };
const later =
  (name: string, log: string[], error?: Error): onRequestAsyncHookHandler =>
  async () => {
    await new Promise((r) => setImmediate(r));
    log.push(name);
    if (error) throw error;
  };

describe('inSequence', () => {
  test('runs callback and async steps in order and goes on', async () => {
    const { error, ran } = await run((log) => [later('credential', log), sync('limits', log), sync('scope', log)]);
    assert.equal(error, undefined);
    assert.deepEqual(ran, ['credential', 'limits', 'scope']);
  });

  test('the first refusal wins and later steps do not run', async () => {
    const refused = new Error('401');
    const { error, ran } = await run((log) => [
      later('credential', log, refused),
      sync('limits', log, new Error('429')),
      sync('scope', log),
    ]);
    assert.equal(error, refused);
    assert.deepEqual(ran, ['credential']);

    const limited = new Error('429');
    const second = await run((log) => [later('credential', log), sync('limits', log, limited), sync('scope', log, new Error('403'))]);
    assert.equal(second.error, limited);
    assert.deepEqual(second.ran, ['credential', 'limits']);
  });

  test('a step that throws synchronously refuses like one that passes its error', async () => {
    const thrown = new Error('thrown');
    const { error, ran } = await run((log) => [
      () => {
        log.push('throws');
        throw thrown;
      },
      sync('scope', log),
    ]);
    assert.equal(error, thrown);
    assert.deepEqual(ran, ['throws']);
  });

  test('a step that sent the reply itself ends the chain without done', async () => {
    const reply = { sent: false };
    const { error, ran } = await run(
      (log) => [
        (_request, _reply, done) => {
          log.push('answers');
          reply.sent = true;
          done();
        },
        sync('scope', log),
      ],
      reply,
    );
    assert.equal(error, 'not called');
    assert.deepEqual(ran, ['answers']);
  });
});
