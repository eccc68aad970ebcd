// The credential cache's rules, on a stand-in for the signals: nothing kept
// or served while not listening, everything dropped on a signal and when the
// LISTEN connection is lost or reopens, no answer kept whose read a drop
// overtook, and the age and size bounds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CredentialCache, type CacheSignals } from '../../src/identity/credential-cache.ts';
import type { CredentialPartnerRow } from '../../src/identity/repo.ts';

class FakeSignals implements CacheSignals {
  up = true;
  epoch = 1;
  readonly listeners: Array<() => void> = [];
  listening(): boolean {
    return this.up;
  }
  subscribe(_channel: string, listener: () => void): () => void {
    this.listeners.push(listener);
    return () => {};
  }
  signal(): void {
    for (const listener of this.listeners) listener();
  }
}

const row = (tier: CredentialPartnerRow['tier'] = 'standard'): CredentialPartnerRow => ({
  client_id: 'a',
  partner_id: 1,
  name: 'P',
  enabled: true,
  tier,
  capabilities: ['partner-api/sites:read'],
  site_ids: [1],
});

function setup(options = { maxEntries: 3, maxAgeMs: 5_000 }) {
  const signals = new FakeSignals();
  let now = 0;
  const cache = new CredentialCache(signals, options, () => now);
  /** A read as the token service does it: the ticket before, the put after. */
  const read = (clientId: string, answer = row()) => {
    const ticket = cache.ticket();
    cache.put(clientId, answer, ticket);
  };
  return { signals, cache, read, advance: (ms: number) => (now += ms) };
}

test('kept while listening; a signal drops everything', () => {
  const { signals, cache, read } = setup();
  assert.equal(cache.get('a'), undefined);
  read('a');
  assert.equal(cache.get('a')?.tier, 'standard');
  signals.signal();
  assert.equal(cache.get('a'), undefined);
  assert.deepEqual(cache.counts, { hits: 1, misses: 2, bypassed: 0, drops: 1 });
});

test('with the LISTEN connection down nothing is served or kept, and what was kept before is gone when it is back', () => {
  const { signals, cache, read } = setup();
  cache.get('a');
  read('a');
  assert.ok(cache.get('a'));
  signals.up = false;
  signals.epoch++;
  assert.equal(cache.get('a'), undefined, 'not served while down');
  read('b');
  assert.equal(cache.ticket(), null);
  signals.up = true;
  signals.epoch++;
  assert.equal(cache.get('a'), undefined, 'dropped: a signal may have been missed while down');
  assert.equal(cache.get('b'), undefined, 'nothing was kept while down');
  assert.equal(cache.counts.bypassed, 1);
  assert.equal(cache.size, 0);
});

test('a reopened connection (same state, new epoch) drops what was kept', () => {
  const { signals, cache, read } = setup();
  cache.get('a');
  read('a');
  signals.epoch++;
  assert.equal(cache.get('a'), undefined);
});

test('a read overtaken by a signal or a reconnection is not kept', () => {
  const { signals, cache } = setup();
  cache.get('a');
  let ticket = cache.ticket();
  signals.signal();
  cache.put('a', row('trial'), ticket);
  assert.equal(cache.get('a'), undefined, 'overtaken by a signal');
  ticket = cache.ticket();
  signals.epoch++;
  cache.put('a', row('trial'), ticket);
  assert.equal(cache.get('a'), undefined, 'overtaken by a reconnection');
  ticket = cache.ticket();
  cache.put('a', row('enterprise'), ticket);
  assert.equal(cache.get('a')?.tier, 'enterprise');
});

test('entries older than the age bound are read again; the oldest goes beyond the size bound', () => {
  const { cache, read, advance } = setup();
  cache.get('a');
  read('a');
  advance(4_999);
  assert.ok(cache.get('a'));
  advance(1);
  assert.equal(cache.get('a'), undefined);
  for (const id of ['a', 'b', 'c', 'd']) read(id);
  assert.equal(cache.size, 3);
  assert.equal(cache.get('a'), undefined);
  assert.ok(cache.get('d'));
});

test('a kept answer cannot be changed by the request it is served to', () => {
  const { cache, read } = setup();
  cache.get('a');
  read('a');
  const kept = cache.get('a')!;
  assert.throws(() => (kept.site_ids as number[]).push(2));
  assert.throws(() => {
    (kept as { tier: string }).tier = 'enterprise';
  });
});
