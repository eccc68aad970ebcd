// Shedding at the listener when a queue stands
// (src/http/pressure/queue-pressure.ts, admission.ts): the share refused as
// the loop's turns and the pool's waits stay long or short, with a clock,
// CPU meter and dice of the test's own; the pool's waits timed
// (src/http/pressure/pool-waits.ts); then admission in front
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
import { CROWD_IN_FLIGHT, CROWD_PER_TURN, POOL_TARGET_MS, QueuePressure, TARGET_MS } from '../../src/http/pressure/queue-pressure.ts';
import { timePoolWaits } from '../../src/http/pressure/pool-waits.ts';
import type pg from 'pg';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  /** A clock, CPU meter, dice and turn ends the test moves by hand. */
  function loop() {
    const c = { wall: 1000, cpu: 500, idle: 0, dice: 0 };
    const ends: Array<() => void> = [];
    const pressure = new QueuePressure({
      now: () => c.wall,
      cpuMs: () => c.cpu,
      idleMs: () => c.idle,
      random: () => c.dice,
      atTurnEnd: (callback) => ends.push(callback),
    });
    /**
     * One turn of `ms` holding `requests` requests (a crowd unless told), `ownShare` of it the process's CPU, with
     * `inFlight` requests in progress (a crowd unless told); whether each was refused.
     */
    const turn = (ms: number, requests = CROWD_PER_TURN, ownShare = 1, inFlight = CROWD_IN_FLIGHT): boolean[] => {
      const refused = Array.from({ length: requests }, () => pressure.refuse(100, inFlight));
      c.wall += ms;
      c.cpu += ms * ownShare;
      for (const end of ends.splice(0)) end();
      return refused;
    };
    return { c, pressure, turn };
  }

  test('a loop busy with short turns is not overloaded: a thousand turns of half the target in a row refuse nothing', () => {
    const { c, pressure, turn } = loop();
    for (let i = 0; i < 1000; i++) assert.deepEqual(turn(TARGET_MS / 2, 50), Array(50).fill(false));
    assert.equal(pressure.share, 0);
    c.dice = 0;
    assert.equal(pressure.refuse(100, CROWD_IN_FLIGHT), false);
  });

  test('turns long for the whole onset start refusing a share of requests; one long turn, or long ones with a short between, do not', () => {
    const { c, pressure, turn } = loop();
    turn(500);
    assert.equal(pressure.share, 0, 'one long turn (a large page, a collection)');
    turn(1);
    for (let i = 0; i < 4; i++) turn(30);
    turn(1);
    for (let i = 0; i < 4; i++) turn(30);
    assert.equal(pressure.share, 0, 'runs of long turns shorter than the onset, broken by a short one');
    for (let i = 0; i < 20; i++) {
      c.wall += 2;
      c.idle += 2;
      turn(30);
    }
    assert.equal(pressure.share, 0, 'long turns with the loop idle between them');
    turn(1);
    for (let i = 0; i < 4; i++) turn(30);
    // The last run goes on: 100 ms after its first long turn ended, the next long turn starts the refusing.
    turn(30);
    assert.equal(pressure.share, 0.1, 'started at a small share');
    c.dice = pressure.share - 0.001;
    assert.equal(pressure.refuse(100, CROWD_IN_FLIGHT), true, 'a request whose draw falls in the share is refused');
    c.dice = pressure.share + 0.001;
    assert.equal(pressure.refuse(100, CROWD_IN_FLIGHT), false, 'one outside it is admitted');
  });

  test('the share grows while turns stay long, never past 95 %, and decays by time while they are short, to none', () => {
    const { c, pressure, turn } = loop();
    for (let i = 0; i < 6; i++) turn(30);
    let share = pressure.share;
    for (let i = 0; i < 5; i++) {
      turn(30);
      assert.ok(pressure.share > share, 'each long turn refuses more');
      share = pressure.share;
    }
    for (let i = 0; i < 200; i++) turn(30);
    assert.ok(pressure.share <= 0.95 && pressure.share > 0.9, `at most 95 % (${pressure.share})`);
    c.dice = 0.96;
    assert.equal(pressure.refuse(100, CROWD_IN_FLIGHT), false, 'some requests are always served');
    // Short turns: the share halves every 100 ms of them, however many turns that is.
    const top = pressure.share;
    for (let i = 0; i < 100; i++) turn(1, 1);
    assert.ok(Math.abs(pressure.share / top - 0.5) < 0.02, `halved in 100 ms (${pressure.share / top})`);
    turn(30);
    assert.ok(pressure.share > top * 0.5, 'a long turn again: growing again at once, no new onset');
    for (let i = 0; i < 140; i++) turn(5, 1);
    assert.equal(pressure.share, 0, 'short for 0.7 s: refusing nothing');
    c.dice = 0;
    assert.equal(pressure.refuse(100, CROWD_IN_FLIGHT), false);
    turn(30);
    assert.equal(pressure.share, 0, 'one long turn soon after is still nothing');
    turn(30);
    assert.equal(pressure.share, 0.1, 'two in a row soon after: the overload is back, refusing again without the onset');
    for (let i = 0; i < 400; i++) turn(5, 1);
    assert.equal(pressure.share, 0);
    for (let i = 0; i < 4; i++) turn(30);
    assert.equal(pressure.share, 0, 'long after, a new run of long turns waits for the onset again');
  });

  test('long turns that read only a few requests are that work, not a queue of requests: they never refuse', () => {
    const { pressure, turn } = loop();
    for (let i = 0; i < 100; i++) turn(50, CROWD_PER_TURN - 1);
    assert.equal(pressure.share, 0);
    for (let i = 0; i < 8; i++) turn(50);
    assert.ok(pressure.share > 0, 'the same turns with a crowd in each');
  });

  test('turns long because the process waited for a core (a busy machine) never start the refusing', () => {
    const { pressure, turn } = loop();
    for (let i = 0; i < 100; i++) turn(30, CROWD_PER_TURN, 0.3);
    assert.equal(pressure.share, 0);
    // Its own work then fills the turns: refusing starts one onset later.
    for (let i = 0; i < 5; i++) turn(30, CROWD_PER_TURN, 1);
    assert.ok(pressure.share > 0, "the process's own overload");
  });

  test('pool waits of a statement or two never refuse; every wait past its target for the onset does, until one is short', () => {
    const { c, pressure, turn } = loop();
    for (let i = 0; i < 500; i++) {
      pressure.poolWaited(i % 2 === 0 ? 0 : POOL_TARGET_MS);
      turn(1, 5);
    }
    assert.equal(pressure.share, 0, 'waits up to the target, however many');
    // Every wait past the target, but not yet for 100 ms: nothing.
    for (let i = 0; i < 30; i++) {
      pressure.poolWaited(POOL_TARGET_MS + 5);
      turn(2);
    }
    assert.equal(pressure.share, 0, 'a queue of 85 ms is not yet standing');
    // A slow database under a few requests in progress (a test's, one request's statements side by side): not a crowd.
    for (let i = 0; i < 200; i++) {
      pressure.poolWaited(POOL_TARGET_MS + 50);
      turn(2, 1, 1, CROWD_IN_FLIGHT - 1);
    }
    assert.equal(pressure.share, 0, 'waits past the target with fewer than a crowd in progress');
    pressure.poolWaited(0);
    turn(1);
    for (let i = 0; i < 60; i++) {
      pressure.poolWaited(POOL_TARGET_MS + 5);
      turn(2);
    }
    assert.ok(pressure.share > 0, 'standing for the onset: refusing');
    assert.equal(pressure.cause, 'database');
    // Many short turns a second while it stands: the share grows by time, not by turn.
    const before = pressure.share;
    for (let i = 0; i < 10; i++) turn(0.1);
    assert.ok(pressure.share - before < 0.1, `1 ms of short turns grows the share by little (${pressure.share - before})`);
    // No wait ends for a while (the requests served need no connection): the pool's queue is not theirs, the share decays.
    for (let i = 0; i < 300; i++) turn(5);
    assert.equal(pressure.share, 0, 'no long wait lately: no queue at the pool');
    for (let i = 0; i < 10; i++) {
      pressure.poolWaited(POOL_TARGET_MS + 5);
      turn(2);
    }
    assert.ok(pressure.share > 0, 'standing again soon after: refusing again');
    // One wait within the target: the queue emptied, the share decays.
    pressure.poolWaited(1);
    for (let i = 0; i < 300; i++) turn(5);
    assert.equal(pressure.share, 0);
    c.dice = 0;
    assert.equal(pressure.refuse(100, CROWD_IN_FLIGHT), false);
  });

  test('one or two slow statements are not a queue: the pool is judged on eight long waits in a row', () => {
    const { pressure, turn } = loop();
    for (let i = 0; i < 7; i++) {
      pressure.poolWaited(POOL_TARGET_MS + 100);
      for (let t = 0; t < 10; t++) turn(5);
    }
    assert.equal(pressure.share, 0, 'seven long waits over 350 ms, a crowd in flight');
    pressure.poolWaited(POOL_TARGET_MS + 100);
    turn(5);
    assert.ok(pressure.share > 0, 'the eighth');
    assert.equal(pressure.cause, 'database');
  });

  test("pool waits made long by long turns are the loop's queue: refused as loop_saturated, never database_saturated", () => {
    const { pressure, turn } = loop();
    for (let i = 0; i < 40; i++) {
      pressure.poolWaited(POOL_TARGET_MS + 30);
      turn(30);
      assert.notEqual(pressure.share > 0 && pressure.cause, 'database', `turn ${i}`);
    }
    assert.ok(pressure.share > 0);
    assert.equal(pressure.cause, 'loop');
  });

  test('timePoolWaits: 0 for a free connection with no clock read, the queued wait for one that waited, through query() and connect()', async () => {
    const times: number[] = [];
    /** A pool with pg-pool's counters, handing out its one connection in turn. */
    const waiters: Array<() => void> = [];
    let busy = false;
    const fake = {
      options: { max: 1 },
      /** The pool's acquire and release events, which the average hold is taken from (pool-bound.test.ts). */
      on() {},
      get waitingCount() {
        return waiters.length;
      },
      get idleCount() {
        return busy ? 0 : 1;
      },
      get totalCount() {
        return 1;
      },
      connect(callback?: (error: Error | undefined, client: unknown, release: () => void) => void): unknown {
        const give = (done: (client: unknown) => void) => {
          const release = () => {
            const next = waiters.shift();
            if (next) next();
            else busy = false;
          };
          done({ release });
          return release;
        };
        const acquire = (done: (client: unknown) => void) => {
          if (!busy) {
            busy = true;
            give(done);
          } else waiters.push(() => give(done));
        };
        if (callback) return acquire((client) => callback(undefined, client, (client as { release: () => void }).release));
        return new Promise((resolve) => acquire(resolve));
      },
      query(text: string) {
        return new Promise((resolve) =>
          this.connect((_error, _client, release) =>
            setTimeout(() => {
              release();
              resolve(text);
            }, 30),
          ),
        );
      },
    };
    timePoolWaits(fake as unknown as pg.Pool, (ms) => times.push(ms));
    timePoolWaits(fake as unknown as pg.Pool, () => assert.fail('a pool is timed once'));
    await Promise.all([fake.query('a'), fake.query('b'), fake.query('c')]);
    assert.equal(times.length, 3);
    assert.equal(times[0], 0, 'free: 0');
    assert.ok(times[1]! >= 25 && times[2]! >= 55, `queued: their waits (${times.join(', ')})`);
    const client = await (fake.connect as () => Promise<{ release: () => void }>)();
    assert.equal(times.at(-1), 0, 'connect() with the connection free');
    const waiting = (fake.connect as () => Promise<{ release: () => void }>)();
    setTimeout(() => client.release(), 20);
    (await waiting).release();
    assert.ok(times.at(-1)! >= 15, `connect() that waited (${times.at(-1)})`);
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
  let cause: 'loop' | 'database' = 'loop';
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
      pressure: {
        refuse: () => saturated,
        get refusedFor() {
          return cause;
        },
      } as unknown as QueuePressure,
      onShed: (reason) => shed.push(reason),
      log: (fields, message) => lines.push({ fields, message }),
    }).install(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("a standing queue, the loop's or the pool's: every request refused at once with the problem document, nothing behind the listener runs", async () => {
    saturated = true;
    const before = served;
    for (const [method, body, queue] of [
      ['GET', undefined, 'loop'],
      ['POST', JSON.stringify({ partnerOrderId: 'x' }), 'loop'],
      ['DELETE', undefined, 'loop'],
      ['GET', undefined, 'database'],
      ['PUT', JSON.stringify({ a: 1 }), 'database'],
    ] as const) {
      cause = queue;
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
    assert.deepEqual(shed.slice(-5), ['loop_saturated', 'loop_saturated', 'loop_saturated', 'database_saturated', 'database_saturated']);
    cause = 'loop';
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
