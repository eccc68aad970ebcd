// The S3 adapter against s3rver (an S3-compatible server from npm, run in
// process on port 0): presigned PUT and GET, size and MD5 from HEAD, the
// injected clock in the signature. s3rver does not check that the signed
// Content-Type header matches, so that check is asserted on the URL here
// (SignedHeaders) and enforced by real S3.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import S3rver from 's3rver';
import { ManualClock } from '../../src/clock.ts';
import { loadStorageConfig } from '../../src/storage/config.ts';
import { S3ObjectStorage } from '../../src/storage/s3-storage.ts';

let server: S3rver;
const scratch = mkdtempSync(join(tmpdir(), 'pcapi-s3rver-'));
let endpoint: string;
const clock = new ManualClock(new Date());
let s3: S3ObjectStorage;

before(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: scratch,
    configureBuckets: [{ name: 'artwork', configs: [] }],
  });
  const address = (await server.run()) as unknown as { port: number };
  endpoint = `http://127.0.0.1:${address.port}`;
  const config = loadStorageConfig(
    { STORAGE_BACKEND: 's3', S3_BUCKET: 'artwork', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    'memory://',
  );
  assert.equal(config.s3!.forcePathStyle, true);
  s3 = new S3ObjectStorage(config.s3!, clock);
});
after(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('presigned PUT with the content type signed, HEAD gives exact size and md5, presigned GET downloads', async () => {
  const bytes = randomBytes(3 * 1024 * 1024 + 17);
  const expiresAt = new Date(clock.now().getTime() + 60_000);
  const url = await s3.signedPutUrl('artwork/1/2/rsv/a.pdf', 'application/pdf', expiresAt);
  const parsed = new URL(url);
  assert.equal(parsed.searchParams.get('X-Amz-Expires'), '60');
  assert.match(parsed.searchParams.get('X-Amz-SignedHeaders')!, /content-type/);
  assert.equal(await s3.head('artwork/1/2/rsv/a.pdf'), null, 'nothing uploaded yet');
  const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });
  assert.equal(res.status, 200, await res.text());
  assert.deepEqual(await s3.head('artwork/1/2/rsv/a.pdf'), { size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') });
  const download = await fetch(await s3.signedGetUrl('artwork/1/2/rsv/a.pdf', expiresAt));
  assert.equal(download.status, 200);
  assert.ok(Buffer.from(await download.arrayBuffer()).equals(bytes));
});

test('a URL signed an hour ago (injected clock) is refused by the store', async () => {
  const past = new ManualClock(new Date(Date.now() - 3_600_000));
  const old = new S3ObjectStorage(
    loadStorageConfig(
      { STORAGE_BACKEND: 's3', S3_BUCKET: 'artwork', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
      'x',
    ).s3!,
    past,
  );
  const url = await old.signedPutUrl('artwork/stale.pdf', null, new Date(past.now().getTime() + 60_000));
  assert.equal((await fetch(url, { method: 'PUT', body: 'x' })).status, 403);
  assert.equal(await s3.head('artwork/stale.pdf'), null);
});

test('put (back office) stores bytes and reports their md5', async () => {
  const info = await s3.put('proofs/p.pdf', Buffer.from('proof'), 'application/pdf');
  assert.deepEqual(info, { size: 5, md5: createHash('md5').update('proof').digest('hex') });
});

test('configuration: the s3 backend needs its bucket and credentials', () => {
  assert.throws(() => loadStorageConfig({ STORAGE_BACKEND: 's3' }, 'memory://'), /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  assert.throws(() => loadStorageConfig({ STORAGE_BACKEND: 'ftp' }, 'memory://'), /local or s3/);
  assert.equal(loadStorageConfig({}, './data/pglite').directory, 'data/storage');
  assert.equal(loadStorageConfig({ STORAGE_DIR: '/srv/objects' }, 'memory://').directory, '/srv/objects');
});

test('delete removes an object; deleting a key with nothing stored is not an error', async () => {
  await s3.put('artwork/9/1/rsv/gone.pdf', Buffer.from('%PDF'), 'application/pdf');
  assert.ok(await s3.head('artwork/9/1/rsv/gone.pdf'));
  await s3.delete('artwork/9/1/rsv/gone.pdf');
  assert.equal(await s3.head('artwork/9/1/rsv/gone.pdf'), null);
  await s3.delete('artwork/9/1/rsv/never-uploaded.pdf');
});
