// The database pool's queue bounded at the listener once it stands
// (src/http/pressure/queue-pressure.ts, pool-waits.ts): a burst waits; a
// queue that has stood for the onset bounds each arriving request by the
// wait it would have for a connection, refusing past POOL_BOUND_MS and
// admitting the rest, until the bound has refused nothing for a second;
// and the expected wait, from a real pg-pool's own counters and events.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import pg from 'pg';
import { CROWD_IN_FLIGHT, CROWD_PER_TURN, POOL_BOUND_MS, POOL_TARGET_MS, QueuePressure } from '../../src/http/pressure/queue-pressure.ts';
import { timePoolWaits } from '../../src/http/pressure/pool-waits.ts';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  /** A pressure watching a pool whose expected wait the test sets, with a clock and turn ends it moves by hand. */
  function bounded() {
    const c = { wall: 1000, cpu: 0, wait: 0 };
    const ends: Array<() => void> = [];
    const pressure = new QueuePressure({
      now: () => c.wall,
      cpuMs: () => c.cpu,
      idleMs: () => 0,
      random: () => 0.99,
      atTurnEnd: (callback) => ends.push(callback),
    });
    pressure.watchPool({ expectedWaitMs: () => c.wait });
    /** One short turn of `ms` with `requests` arriving while `inFlight` are in progress; whether each was refused. */
    const turn = (ms = 2, requests = 1, inFlight = CROWD_IN_FLIGHT): boolean[] => {
      const refused = Array.from({ length: requests }, () => pressure.refuse(100, inFlight));
      c.wall += ms;
      for (const end of ends.splice(0)) end();
      return refused;
    };
    /** The pool's queue standing: every wait past its target, turn after turn, for `ms`. */
    const stand = (ms: number) => {
      for (let t = 0; t < ms; t += 2) {
        pressure.poolWaited(POOL_TARGET_MS + 10);
        turn(2);
      }
    };
    return { c, pressure, turn, stand };
  }

  test('a burst waits: a long expected wait refuses nothing until the queue has stood for the onset', () => {
    const { c, pressure, turn, stand } = bounded();
    c.wait = 100;
    for (let i = 0; i < 200; i++) assert.deepEqual(turn(2, CROWD_PER_TURN), Array(CROWD_PER_TURN).fill(false), `turn ${i}`);
    // The first long wait began 30 ms before it ended: 90 ms in all.
    stand(60);
    assert.equal(pressure.bounding, false, 'a queue of 90 ms has not stood for the onset (100 ms)');
    assert.deepEqual(turn(2, 4), [false, false, false, false]);
  });

  test('once the queue has stood, a request is refused when it would wait past the bound, admitted when not, or when few are in progress', () => {
    const { c, pressure, turn, stand } = bounded();
    stand(110);
    assert.equal(pressure.bounding, true);
    assert.equal(pressure.share, 0, 'bounded, not a random share: every request the pool can serve in time is admitted');
    for (const [wait, inFlight, refused] of [
      [POOL_BOUND_MS + 0.5, CROWD_IN_FLIGHT, true],
      [50, CROWD_IN_FLIGHT + 100, true],
      [POOL_BOUND_MS, CROWD_IN_FLIGHT, false],
      [0, CROWD_IN_FLIGHT + 100, false],
      [50, CROWD_IN_FLIGHT - 1, false],
    ] as const) {
      c.wait = wait;
      assert.deepEqual(turn(0.1, 1, inFlight), [refused], `expected wait ${wait} ms, ${inFlight} in progress`);
      if (refused) assert.equal(pressure.refusedFor, 'database');
    }
  });

  test('the bound holds while it refuses and ends a second after its last refusal; a queue standing again soon restarts it at once', () => {
    const { c, pressure, turn, stand } = bounded();
    stand(110);
    c.wait = 20;
    // Refusing now and then for three seconds, the queue's waits short (the bound keeps them so): it holds.
    for (let i = 0; i < 30; i++) {
      assert.deepEqual(turn(100), [true], `refusal ${i}`);
      pressure.poolWaited(1);
    }
    assert.equal(pressure.bounding, true);
    c.wait = 0;
    for (let i = 0; i < 9; i++) turn(100);
    assert.equal(pressure.bounding, true, 'within a second of its last refusal');
    turn(100);
    turn(100);
    assert.equal(pressure.bounding, false, 'a second without refusing');
    c.wait = 20;
    assert.deepEqual(turn(2, 3), [false, false, false], 'no bound, no refusal');
    // Back within the second: eight long waits restart it without the onset.
    stand(16);
    assert.equal(pressure.bounding, true, 'the same overload returning');
    assert.deepEqual(turn(2), [true]);
    // Waits past their target under the bound start the share only once they stand for the whole onset, restart or not.
    stand(50);
    assert.equal(pressure.share, 0, 'the bound missing for 80 ms');
  });

  test('waits still standing past their target under the bound (an estimate gone wrong) start the share as well', () => {
    const { c, pressure, turn, stand } = bounded();
    stand(110);
    assert.equal(pressure.share, 0);
    c.wait = 0;
    stand(110);
    assert.ok(pressure.share > 0, 'the queue stood again for the onset');
    assert.equal(pressure.cause, 'database');
    assert.equal(pressure.bounding, true);
  });

  test("the expected wait from a real pg-pool: 0 while a connection is free, else those waiting ahead drained at the pool's pace", async () => {
    const HOLD_MS = 30;
    /** A pg client that connects at once and answers each statement after HOLD_MS: the pool's own logic is real. */
    class TimedClient extends EventEmitter {
      _queryable = true;
      _ending = false;
      connect(callback: (error?: Error) => void) {
        setImmediate(() => callback());
      }
      query(_text: string, _values: unknown, callback: (error: Error | null, result: { rows: unknown[] }) => void) {
        setTimeout(() => callback(null, { rows: [] }), HOLD_MS);
      }
      end(callback?: () => void) {
        this._ending = true;
        callback?.();
      }
    }
    const pool = new pg.Pool({ max: 2, Client: TimedClient as unknown as typeof pg.Client });
    const waits: number[] = [];
    const queue = timePoolWaits(pool, (ms) => waits.push(ms));
    assert.equal(
      timePoolWaits(pool, () => assert.fail('a pool is watched once')),
      queue,
      'the same estimate for the same pool',
    );
    assert.equal(queue.expectedWaitMs(), 0, 'an empty pool has room');
    // Warm the average of holds: ten statements, two at a time, so none waits and each one's time is its hold.
    const times: number[] = [];
    const timed = async (text: string) => {
      const startedAt = performance.now();
      await pool.query(text);
      times.push(performance.now() - startedAt);
    };
    for (let i = 0; i < 5; i++) await Promise.all([timed('a'), timed('b')]);
    const held = [pool.query('c'), pool.query('d')];
    assert.equal(queue.expectedWaitMs() > 0, true, 'both connections held: the next request waits for one');
    const queued = [pool.query('e'), pool.query('f'), pool.query('g')];
    const expected = queue.expectedWaitMs();
    // Three waiting ahead and this one, two connections: (3 + 1) × hold / 2, the hold an average of those timed.
    const [shortest, longest] = [Math.min(...times), Math.max(...times)];
    assert.ok(expected >= 2 * (shortest - 2) && expected <= 2 * longest, `expected wait ${expected} ms, holds ${times.join(', ')}`);
    assert.ok(shortest >= HOLD_MS - 1);
    await Promise.all([...held, ...queued]);
    assert.equal(queue.expectedWaitMs(), 0, 'idle again');
    assert.equal(waits.length, 15);
    assert.ok(waits.filter((ms) => ms > 0).length >= 3, `the queued statements' waits were timed (${waits.join(', ')})`);
    await pool.end();
  });
});
