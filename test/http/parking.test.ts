// The parking of waiting requests (src/http/pressure/admission.ts): below
// PARKED_FLOOR a request waits parked as long as its own window; past it at
// most PARKED_WAIT_MS, so a backlog the worker drains slowly answers within
// a second (a submission, queued with where to poll) instead of keeping its
// client waiting past its patience; at the bound it does not wait. A crowd of PARKED_FLOOR that stands for
// HTTP_SHED_AFTER_MS refuses new waits (admits() false, counted as submission_backlog) while PARKED_BOUND
// are parked, until that bound has refused nothing for a second. Requests go through the admission's own
// listener wrapper, on an emitter standing for the server.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  Admission,
  PARKED_BOUND,
  PARKED_FLOOR,
  PARKED_WAIT_MS,
  type Parking,
  parkingOf,
  type ShedReason,
} from '../../src/http/pressure/admission.ts';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  /** An admission with room for `bound` requests; `arrive()` is one more request's parking. */
  function listener(bound: number, shedAfterMs = 0) {
    const server = new EventEmitter();
    let last: Parking | undefined;
    server.on('request', (request: IncomingMessage) => {
      last = parkingOf(request);
    });
    const shed: ShedReason[] = [];
    new Admission({ maxInFlight: bound, shedAfterMs, onShed: (reason) => shed.push(reason) }).install(server as unknown as Server);
    return {
      shed,
      arrive(): Parking {
        server.emit('request', new EventEmitter() as IncomingMessage, new EventEmitter() as unknown as ServerResponse);
        return last!;
      },
    };
  }

  test('below the floor a request waits parked as long as its own window; past it a second at most; at the bound not at all', () => {
    const { arrive } = listener(200);
    const waits = Array.from({ length: 200 }, () => arrive().park());
    assert.deepEqual(waits.slice(0, PARKED_FLOOR), Array(PARKED_FLOOR).fill(Number.POSITIVE_INFINITY));
    assert.deepEqual(waits.slice(PARKED_FLOOR), Array(200 - PARKED_FLOOR).fill(PARKED_WAIT_MS));
    assert.equal(PARKED_WAIT_MS, 1000);
    assert.equal(arrive().park(), 0, 'past the bound: no wait');
  });

  test("leaving the parking makes room: below the floor again, waits are the window's", () => {
    const { arrive } = listener(512);
    const parkings = Array.from({ length: PARKED_FLOOR + 10 }, () => arrive());
    for (const parking of parkings) parking.park();
    assert.equal(arrive().park(), PARKED_WAIT_MS);
    for (const parking of parkings.slice(0, 20)) parking.unpark();
    assert.equal(arrive().park(), Number.POSITIVE_INFINITY);
  });

  /** `count` requests parked at once. */
  const parkMany = (arrive: () => Parking, count: number) =>
    Array.from({ length: count }, () => {
      const parking = arrive();
      parking.park();
      return parking;
    });

  test('a crowd below the floor is never refused, however long it stands: a closed loop of clients waiting on the worker', async () => {
    const { arrive, shed } = listener(512, 20);
    parkMany(arrive, PARKED_FLOOR - 1);
    await sleep(60);
    for (let i = 0; i < 10; i++) assert.equal(arrive().admits(), true);
    assert.deepEqual(shed, []);
  });

  test('a crowd at the floor is let be for HTTP_SHED_AFTER_MS (a burst drains within it); once it stood, new waits are refused and counted', async () => {
    // A long onset: the first check comes well within it, however loaded the machine.
    const patient = listener(512, 60_000);
    parkMany(patient.arrive, PARKED_FLOOR + 20);
    assert.equal(patient.arrive().admits(), true, 'within the onset');

    const { arrive, shed } = listener(512, 20);
    const crowd = parkMany(arrive, PARKED_FLOOR + 20);
    await sleep(60);
    assert.equal(arrive().admits(), false, 'the crowd stood past the onset');
    assert.equal(arrive().admits(), false);
    assert.deepEqual(shed, ['submission_backlog', 'submission_backlog']);
    // Below the floor now, but the bound holds until fewer than PARKED_BOUND wait.
    for (const parking of crowd.splice(0, crowd.length - PARKED_BOUND)) parking.unpark();
    assert.equal(arrive().admits(), false, `${PARKED_BOUND} still parked`);
    crowd.pop()!.unpark();
    assert.equal(arrive().admits(), true, `${PARKED_BOUND - 1} parked: let in`);
    // Let in, it parks: the bound refuses again at PARKED_BOUND, a second not having passed since its last refusal.
    crowd.push(...parkMany(arrive, 1));
    assert.equal(arrive().admits(), false, 'back at the bound');
  });

  test('the bound ends once a second passed without a refusal: then only a crowd that stands again is refused', async () => {
    const { arrive } = listener(512, 20);
    const crowd = parkMany(arrive, PARKED_FLOOR);
    await sleep(60);
    assert.equal(arrive().admits(), false);
    for (const parking of crowd.splice(0)) parking.unpark();
    await sleep(1100);
    // Up to the floor again without a refusal: the bound is over.
    crowd.push(...parkMany(arrive, PARKED_FLOOR - 1));
    assert.equal(arrive().admits(), true, 'below the floor, the bound over');
  });

  test('a crowd that breaks up before its onset starts it again', async () => {
    const { arrive } = listener(512, 300);
    const crowd = parkMany(arrive, PARKED_FLOOR);
    await sleep(200);
    crowd.pop()!.unpark();
    crowd.push(...parkMany(arrive, 1));
    // 200 ms into a new onset of 300 at most, whatever the machine's load: the check runs right after the sleep.
    await sleep(200);
    assert.equal(arrive().admits(), true, 'the onset started again when the crowd broke');
    await sleep(200);
    assert.equal(arrive().admits(), false, 'and stood since');
  });

  test('with HTTP_SHED_AFTER_MS=0 no wait is ever refused', async () => {
    const { arrive, shed } = listener(512, 0);
    parkMany(arrive, 300);
    await sleep(30);
    assert.equal(arrive().admits(), true);
    assert.deepEqual(shed, []);
  });
});
