// Shedding at the listener when the event loop is saturated
// (src/http/pressure/loop-turns.ts, admission.ts): the turn clock's rule
// with a clock and a CPU meter of the test's own, then admission in front
// of a real node:http listener: the refusal is the service's problem
// document, nothing behind the listener runs, the connection stays usable,
// each refusal is counted and a summary line is logged, not one per request.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { loadConfig } from '../../src/app/config.ts';
import { Admission, type ShedReason } from '../../src/http/pressure/admission.ts';
import { LoopTurns } from '../../src/http/pressure/loop-turns.ts';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  /** A clock and a CPU meter the test moves by hand. */
  function clocks() {
    const c = { wall: 1000, cpu: 500 };
    return {
      c,
      turns: new LoopTurns(
        () => c.wall,
        () => c.cpu,
      ),
    };
  }

  test('one long turn is not saturation; two in a row are, from the budget on, for the rest of the turn', async () => {
    const { c, turns } = clocks();
    // Turn 1: first request starts the clock; within the budget, admitted; past it, still admitted (the turn before was short).
    assert.equal(turns.saturated(10), false);
    c.wall += 9;
    assert.equal(turns.saturated(10), false);
    c.wall += 5;
    c.cpu += 14;
    assert.equal(turns.saturated(10), false, 'one long turn alone');
    await nextTurn();
    // Turn 2, after a long one: within its budget admitted, past it refused, and so for every later request of the turn.
    assert.equal(turns.saturated(10), false, 'the first request of a turn');
    c.wall += 4;
    c.cpu += 4;
    assert.equal(turns.saturated(10), false, 'within the budget');
    c.wall += 7;
    c.cpu += 7;
    assert.equal(turns.saturated(10), true, 'past the budget after a long turn');
    c.cpu += 100;
    assert.equal(turns.saturated(10), true, 'the rest of the turn');
    await nextTurn();
    // Turn 3 (the one before was long) ends short: turn 4 admits everything again.
    assert.equal(turns.saturated(10), false);
    c.wall += 2;
    assert.equal(turns.saturated(10), false);
    await nextTurn();
    assert.equal(turns.saturated(10), false);
    c.wall += 30;
    c.cpu += 30;
    assert.equal(turns.saturated(10), false, 'long, but after a short turn');
  });

  test('two long turns with the loop idle between them are not in a row', async () => {
    const { c, turns } = clocks();
    turns.saturated(10);
    c.wall += 20;
    c.cpu += 20;
    turns.saturated(10);
    await nextTurn();
    // The loop waited 5 ms (half the budget) for work: the next long turn follows an idle loop, not a long turn.
    c.wall += 5;
    turns.saturated(10);
    c.wall += 20;
    c.cpu += 20;
    assert.equal(turns.saturated(10), false);
    await nextTurn();
    // Right after that long one (no gap): two in a row.
    turns.saturated(10);
    c.wall += 20;
    c.cpu += 20;
    assert.equal(turns.saturated(10), true);
  });

  test('a turn long only because the process waited for a core is not saturation', async () => {
    const { c, turns } = clocks();
    turns.saturated(10);
    c.wall += 20;
    turns.saturated(10);
    await nextTurn();
    turns.saturated(10);
    // 40 ms of wall time, 3 ms of the process's own: the machine is busy, not this loop.
    c.wall += 40;
    c.cpu += 3;
    assert.equal(turns.saturated(10), false);
    // Its own work catches up within the same turn: now it is saturated.
    c.cpu += 5;
    assert.equal(turns.saturated(10), true);
  });

  test('HTTP_SHED_AFTER_MS: 200 by default, 0 never, anything else but whole milliseconds up to 10,000 refused at start', () => {
    const env = { ADMIN_TOKEN: 'a'.repeat(32), DATABASE_URL: 'memory://' };
    assert.equal(loadConfig(env).httpShedAfterMs, 200);
    assert.equal(loadConfig({ ...env, HTTP_SHED_AFTER_MS: '0' }).httpShedAfterMs, 0);
    assert.equal(loadConfig({ ...env, HTTP_SHED_AFTER_MS: '10000' }).httpShedAfterMs, 10_000);
    for (const bad of ['-1', '2.5', 'soon', '10001', ' 5', '1e2', '50ms'])
      assert.throws(() => loadConfig({ ...env, HTTP_SHED_AFTER_MS: bad }), /HTTP_SHED_AFTER_MS/, bad);
  });
});

engineIndependent(describeListener);

function describeListener(): void {
  let server: Server;
  let port: number;
  let saturated = false;
  let served = 0;
  const shed: ShedReason[] = [];
  const lines: Array<{ fields: { refused: Record<ShedReason, number>; seconds: number }; message: string }> = [];

  before(async () => {
    server = createServer((request, response) => {
      served += 1;
      request.resume();
      request.on('end', () => response.end('served'));
    });
    new Admission({
      maxInFlight: 0,
      shedAfterMs: 5,
      turns: { saturated: () => saturated } as unknown as LoopTurns,
      onShed: (reason) => shed.push(reason),
      log: (fields, message) => lines.push({ fields, message }),
    }).install(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a saturated loop: every request refused at once with the problem document, nothing behind the listener runs', async () => {
    saturated = true;
    const before = served;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', JSON.stringify({ partnerOrderId: 'x' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${port}/v1/orders`, {
        method,
        ...(body && { body, headers: { 'content-type': 'application/json' } }),
      });
      assert.equal(res.status, 503, method);
      assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8', method);
      assert.equal(res.headers.get('retry-after'), '1', method);
      const text = await res.text();
      assert.equal(res.headers.get('content-length'), String(Buffer.byteLength(text)), method);
      const problem = JSON.parse(text) as Record<string, unknown>;
      assert.deepEqual(Object.keys(problem), ['type', 'title', 'status', 'code', 'detail', 'requestId'], method);
      assert.equal(problem.type, 'about:blank');
      assert.equal(problem.title, 'Service Unavailable');
      assert.equal(problem.status, 503);
      assert.equal(problem.code, 'service_unavailable');
      assert.match(String(problem.detail), /limit of requests per second; retry after 1 s/);
      assert.match(String(problem.requestId), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.equal(problem.requestId, res.headers.get('x-request-id'), method);
    }
    assert.equal(served, before, 'the listener behind admission never ran');
    assert.deepEqual(shed.slice(-3), ['loop_saturated', 'loop_saturated', 'loop_saturated']);
  });

  test('a refused request with a body leaves its keep-alive connection usable', async () => {
    saturated = true;
    const socket = connect(port, '127.0.0.1');
    const answers: string[] = [];
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      for (let end = text.indexOf('\r\n\r\n'); end >= 0; end = text.indexOf('\r\n\r\n')) {
        const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
        if (text.length < end + 4 + length) break;
        answers.push(text.slice(0, end + 4 + length));
        text = text.slice(end + 4 + length);
      }
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = JSON.stringify({ lines: 'x'.repeat(2000) });
    socket.write(
      `POST /v1/orders HTTP/1.1\r\nHost: a.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    for (let wait = 0; answers.length < 1 && wait < 200; wait++) await new Promise((resolve) => setTimeout(resolve, 25));
    saturated = false;
    socket.write('GET /v1/me HTTP/1.1\r\nHost: a.test\r\n\r\n');
    for (let wait = 0; answers.length < 2 && wait < 200; wait++) await new Promise((resolve) => setTimeout(resolve, 25));
    socket.destroy();
    assert.equal(answers.length, 2, answers.join('\n---\n'));
    assert.match(answers[0]!, /^HTTP\/1\.1 503 /);
    assert.match(answers[1]!, /^HTTP\/1\.1 200 [\s\S]*\r\n\r\nserved$/);
  });

  test('refusals are summed into one line a second, not a line each', async () => {
    saturated = true;
    lines.length = 0;
    await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/v1/me`).then((r) => r.text())));
    saturated = false;
    for (let wait = 0; lines.length === 0 && wait < 200; wait++) await new Promise((resolve) => setTimeout(resolve, 25));
    assert.ok(lines.length >= 1, 'a summary line');
    const total = lines.reduce((n, line) => n + line.fields.refused.loop_saturated, 0);
    assert.ok(total >= 20, `the summary counts the refusals (${total})`);
    assert.equal(lines[0]!.message, 'requests refused at the listener: at its limits');
    assert.ok(lines.length <= 3, `at most a line a second (${lines.length})`);
  });
}
