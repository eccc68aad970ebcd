import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { ApiError } from '../../src/errors/catalogue.ts';
import { CursorCodec, pageLimit, toPage } from '../../src/http/cursor.ts';

const codec = new CursorCodec(randomBytes(32));

function rejects(fn: () => unknown) {
  assert.throws(fn, (e: unknown) => e instanceof ApiError && e.code === 'invalid_cursor' && e.status === 400);
}

describe('CursorCodec', () => {
  test('round-trips the key for the same route and filters', () => {
    const cursor = codec.encode('orders.list', { siteId: 3 }, ['2026-01-01T00:00:00.000Z', 42]);
    assert.deepEqual(codec.decode('orders.list', { siteId: 3 }, cursor), ['2026-01-01T00:00:00.000Z', 42]);
  });

  test('filter order and undefined filters do not matter', () => {
    const cursor = codec.encode('r', { a: 1, b: undefined, c: 'x' }, [1]);
    assert.deepEqual(codec.decode('r', { c: 'x', a: 1 }, cursor), [1]);
  });

  test('is opaque: the key is not readable as plain text', () => {
    const cursor = codec.encode('users.list', {}, [12345]);
    assert.doesNotMatch(cursor, /12345/);
  });

  test('a cursor from another route is invalid_cursor', () => {
    rejects(() => codec.decode('users.list', {}, codec.encode('orders.list', {}, [1])));
  });

  test('a cursor replayed under other filters is invalid_cursor', () => {
    rejects(() => codec.decode('r', { siteId: 2 }, codec.encode('r', { siteId: 1 }, [1])));
  });

  test('a tampered cursor is invalid_cursor', () => {
    const cursor = codec.encode('r', {}, [1]);
    const [payload, mac] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), k: [999] })).toString(
      'base64url',
    );
    rejects(() => codec.decode('r', {}, `${forged}.${mac}`));
    rejects(() => codec.decode('r', {}, `${payload}.${mac!.slice(0, -2)}AA`));
    rejects(() => codec.decode('r', {}, 'garbage'));
    rejects(() => codec.decode('r', {}, `${cursor}.extra`));
  });

  test("a cursor signed under another environment's secret is invalid_cursor", () => {
    const other = new CursorCodec(randomBytes(32));
    rejects(() => codec.decode('r', {}, other.encode('r', {}, [1])));
  });
});

describe('toPage and pageLimit', () => {
  test('nextCursor is null exactly on the last page', () => {
    const encode = (k: Array<string | number>) => `c${k[0]}`;
    assert.deepEqual(
      toPage([1, 2, 3], 3, (n) => [n], encode),
      { items: [1, 2, 3], nextCursor: null },
    );
    assert.deepEqual(
      toPage([1, 2, 3, 4], 3, (n) => [n], encode),
      { items: [1, 2, 3], nextCursor: 'c3' },
    );
    assert.deepEqual(
      toPage([], 3, (n: number) => [n], encode),
      { items: [], nextCursor: null },
    );
  });

  test("limits default, cap, or are rejected per the route's rule", () => {
    assert.equal(pageLimit(undefined, { default: 50, max: 200, overflow: 'capped' }), 50);
    assert.equal(pageLimit(500, { default: 50, max: 200, overflow: 'capped' }), 200);
    assert.equal(pageLimit(200, { default: 50, max: 200, overflow: 'capped' }), 200);
    assert.equal(pageLimit(100, { default: 50, max: 100, overflow: 'rejected' }), 100);
    assert.throws(
      () => pageLimit(101, { default: 50, max: 100, overflow: 'rejected' }),
      (e: unknown) => e instanceof ApiError && e.code === 'invalid_request',
    );
  });
});
