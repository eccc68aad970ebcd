// The guard on fetches a client names (Client ID Metadata Documents): only
// hosts whose addresses are all public are fetched.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { test } from 'node:test';
import { fetchDocument } from '../../../src/identity/signin/client-documents.ts';
import { isPublicAddress, publicOnlyLookup } from '../../../src/identity/signin/public-address.ts';

test('loopback, private, link-local, shared and reserved addresses are not public', () => {
  for (const address of [
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    // IPv4-compatible and IPv4-translated forms carry their IPv4 address too.
    '::169.254.169.254',
    '::127.0.0.1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    // Local-use NAT64 and Teredo hide the address they reach; deprecated site-local; newer reserved ranges.
    '64:ff9b:1::a9fe:a9fe',
    '2001:0:4136:e378:8000:63bf:5601:5601',
    'fec0::1',
    '3fff::1',
    '5f00::1',
    '192.88.99.1',
  ]) {
    assert.equal(isPublicAddress(address), false, address);
  }
  for (const address of [
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:93.184.216.34',
    '::ffff:0:93.184.216.34',
  ]) {
    assert.equal(isPublicAddress(address), true, address);
  }
});

function resolver(addresses: LookupAddress[]) {
  return (_host: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) =>
    callback(null, addresses);
}

function look(addresses: LookupAddress[], all: boolean): Promise<{ error: NodeJS.ErrnoException | null; address: unknown }> {
  return new Promise((resolve) =>
    publicOnlyLookup(resolver(addresses))('client.example', { all }, (error, address) => resolve({ error, address })),
  );
}

test('a name is refused when any of its addresses is not public, in both lookup modes', async () => {
  for (const all of [false, true]) {
    assert.equal((await look([{ address: '10.0.0.5', family: 4 }], all)).error?.code, 'ENOTPUBLIC');
    assert.equal(
      (
        await look(
          [
            { address: '93.184.216.34', family: 4 },
            { address: '::1', family: 6 },
          ],
          all,
        )
      ).error?.code,
      'ENOTPUBLIC',
    );
    assert.equal((await look([], all)).error?.code, 'ENOTPUBLIC');
  }
  assert.deepEqual(await look([{ address: '93.184.216.34', family: 4 }], false), { error: null, address: '93.184.216.34' });
  assert.deepEqual(
    await look(
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
      true,
    ),
    {
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    },
  );
});

test('the document fetch refuses a host name that resolves to this machine, and an IP literal of our network', async () => {
  // localhost resolves through the hosts file: no network needed. Refused
  // before connecting (ENOTPUBLIC), not by a closed port (ECONNREFUSED).
  await assert.rejects(
    fetchDocument('https://localhost:9/.well-known/client.json'),
    (error: NodeJS.ErrnoException) => error.code === 'ENOTPUBLIC',
  );
  await assert.rejects(fetchDocument('https://127.0.0.1:9/client.json'), (error: NodeJS.ErrnoException) => error.code === 'ENOTPUBLIC');
  await assert.rejects(fetchDocument('https://[::1]:9/client.json'), (error: NodeJS.ErrnoException) => error.code === 'ENOTPUBLIC');
  await assert.rejects(
    fetchDocument('https://169.254.169.254/latest/meta-data'),
    (error: NodeJS.ErrnoException) => error.code === 'ENOTPUBLIC',
  );
});
