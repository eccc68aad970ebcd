// The parking of waiting requests (src/http/pressure/admission.ts): below
// PARKED_FLOOR a request waits parked as long as its own window; past it at
// most PARKED_WAIT_MS, so a backlog the worker drains slowly answers within
// a second (a submission, queued with where to poll) instead of keeping its
// client waiting past its patience; at the bound it does not wait. Requests go through the admission's own
// listener wrapper, on an emitter standing for the server.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { Admission, PARKED_FLOOR, PARKED_WAIT_MS, type Parking, parkingOf } from '../../src/http/pressure/admission.ts';
import { engineIndependent } from '../helpers/engines.ts';

engineIndependent(() => {
  /** An admission with room for `bound` requests; `arrive()` is one more request's parking. */
  function listener(bound: number) {
    const server = new EventEmitter();
    let last: Parking | undefined;
    server.on('request', (request: IncomingMessage) => {
      last = parkingOf(request);
    });
    new Admission({ maxInFlight: bound, shedAfterMs: 0 }).install(server as unknown as Server);
    return {
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
});
