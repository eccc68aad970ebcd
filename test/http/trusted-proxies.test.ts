// TRUST_PROXY's verdicts are remembered per address (src/http/host-header.ts):
// every verdict, first asked or remembered, is proxy-addr's own for the same
// list, and the memory, bounded, never changes an answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import proxyAddr from '@fastify/proxy-addr';
import { trustedProxies } from '../../src/http/host-header.ts';

const ADDRESSES = [
  '127.0.0.1',
  '127.5.6.7',
  '::1',
  '::ffff:127.0.0.1',
  '10.0.0.1',
  '10.0.1.77',
  '10.0.2.1',
  '192.168.1.1',
  'fe80::1',
  'fd00::5',
  '2001:db8::1',
  '::ffff:10.0.1.3',
  'not an address',
  '',
];

for (const list of [['loopback'], ['10.0.0.1', '10.0.1.0/24'], ['loopback', 'linklocal', 'uniquelocal'], ['2001:db8::/32']]) {
  test(`TRUST_PROXY=${list.join(',')}: every verdict is proxy-addr's, asked first or again`, () => {
    const expected = proxyAddr.compile(list);
    const trusted = trustedProxies(list);
    for (let pass = 0; pass < 3; pass++)
      for (const [hop, address] of ADDRESSES.entries())
        assert.equal(trusted(address, hop), expected(address, hop), `${address}, pass ${pass}`);
  });
}

test('past its bound the memory starts again and the verdicts stay right', () => {
  const trusted = trustedProxies(['10.0.0.0/8']);
  for (let i = 0; i < 3_000; i++) {
    const inside = `10.${(i >> 8) & 255}.${i & 255}.1`;
    const outside = `11.${(i >> 8) & 255}.${i & 255}.1`;
    assert.equal(trusted(inside, 0), true, inside);
    assert.equal(trusted(outside, 0), false, outside);
  }
  assert.equal(trusted('10.0.0.1', 0), true);
  assert.equal(trusted('11.0.0.1', 0), false);
});
