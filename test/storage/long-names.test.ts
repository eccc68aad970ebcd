// File names at the spec's limit (255 characters, multi-byte included) on the
// local storage host: the reservation, the PUT, the attach and staff's proof
// files all work, the names partners see stay theirs, nothing on disk is
// named after them, and objects written by the earlier layout (one file per
// key under the storage directory) are still served.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { ManualClock } from '../../src/clock.ts';
import { createStorageHost, listenStorageHost } from '../../src/storage/host.ts';
import { LocalDisk, ObjectExists } from '../../src/storage/local-disk.ts';
import { keyPath, signUrl } from '../../src/storage/signing.ts';
import { startStorageHost, type RunningStorageHost } from '../../src/app/hosts/storage.ts';
import { createTestContext, type TestContext, type TestPartner } from '../helpers/context.ts';
import { lineUrl, order } from '../orders/fixtures.ts';

let ctx: TestContext;
let partner: TestPartner;
let api: string;
let storage: RunningStorageHost;
let storageDir: string;

before(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pcapi-artwork-'));
  ctx = await createTestContext({ STORAGE_DIR: storageDir });
  partner = await ctx.partner();
  storage = (await startStorageHost(ctx.platform, 0))!;
  api = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  await storage.close();
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${partner.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function newLine() {
  const placed = await order(ctx, partner.siteIds[0]!);
  return {
    orderNumber: placed.orderNumber,
    itemNumber: placed.lines[0]!.itemNumber,
    url: lineUrl(placed.orderNumber, placed.lines[0]!.itemNumber),
  };
}

/** Every file and directory name under `dir`, recursively. */
function namesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => [e.name, ...(e.isDirectory() ? namesUnder(join(dir, e.name)) : [])]);
}

// 255 characters (code points, as the schema counts them) each.
const LONG_NAMES = [
  `${'x'.repeat(251)}.pdf`,
  `${'a'.repeat(252)}.ai`,
  `${'é'.repeat(251)}.pdf`,
  `${'日本語'.repeat(85)}`,
  `${'ﬃ'.repeat(251)}.pdf`,
  'z'.repeat(255),
  `${'📄'.repeat(252)}pdf`,
];

test('artwork: 255-character file names reserve, upload and attach', async () => {
  for (const fileName of LONG_NAMES) {
    assert.equal([...fileName].length, 255);
    const line = await newLine();
    const reserved = await call('POST', `${line.url}/artwork/upload-url`, { fileName, contentType: 'application/pdf' });
    assert.equal(reserved.status, 200, JSON.stringify(reserved.body));
    const bytes = Buffer.from(`bytes of ${fileName}`);
    const uploaded = await fetch(reserved.body.uploadUrl, { method: 'PUT', body: bytes, headers: { 'content-type': 'application/pdf' } });
    assert.equal(uploaded.status, 200, `${fileName.slice(0, 8)}…: ${await uploaded.text()}`);
    const attached = await call('POST', `${line.url}/artwork`, { reservationName: reserved.body.reservationName });
    assert.equal(attached.status, 200, JSON.stringify(attached.body));
    assert.equal(attached.body.fileSize, bytes.length);
    assert.equal(attached.body.md5, createHash('md5').update(bytes).digest('hex'));
    assert.ok(attached.body.fileName.length <= 255 && attached.body.fileName.length > 0);
  }
  for (const name of namesUnder(storageDir)) assert.ok(Buffer.byteLength(name) <= 255, `on-disk name of ${Buffer.byteLength(name)} bytes`);
});

test("staff's proof files with 255-character names publish, and partners see and download them under their exact names", async () => {
  for (const name of LONG_NAMES) {
    const line = await newLine();
    const content = Buffer.from(`%PDF ${name.length}`);
    const published = await ctx.adminCall({
      method: 'POST',
      url: `/admin/orders/${line.orderNumber}/items/${line.itemNumber}/proof-files`,
      headers: { 'content-type': 'application/json' },
      payload: { name, contentBase64: content.toString('base64'), contentType: 'application/pdf' },
    });
    assert.equal(published.statusCode, 201, published.body);
    const proof = await call('GET', `${line.url}/proof`);
    assert.equal(proof.status, 200);
    assert.equal(proof.body.files[0].name, name, 'the name partners see is exactly the one staff gave');
    const download = await fetch(proof.body.files[0].link);
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), content);
  }
});

test('an object written by the earlier layout (file named after its key, .md5 beside it) is still found and served', async () => {
  const key = 'proofs/1/1/legacyAbC/old-proof.pdf';
  const content = Buffer.from('%PDF written by the earlier layout');
  const path = join(storageDir, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  writeFileSync(`${path}.md5`, createHash('md5').update(content).digest('hex'));
  const disk = ctx.platform.orders.storage.local!.disk;
  assert.deepEqual(await disk.head(key), { size: content.length, md5: createHash('md5').update(content).digest('hex') });
  const url = await ctx.platform.orders.storage.storage.signedGetUrl(key, new Date(ctx.clock.now().getTime() + 60_000));
  const res = await fetch(url);
  assert.equal(res.status, 200);
  assert.deepEqual(Buffer.from(await res.arrayBuffer()), content);
  await assert.rejects(disk.write(key, Readable.from([Buffer.from('x')])), ObjectExists, 'still write-once');
});

test('the storage host logs the cause of a 500 with the object key', async () => {
  // A storage "directory" that is a file: every write fails below the host.
  const parent = mkdtempSync(join(tmpdir(), 'pcapi-storage-'));
  const root = join(parent, 'not-a-directory');
  writeFileSync(root, '');
  const secret = Buffer.alloc(32, 7);
  const clock = new ManualClock(new Date());
  const entries: Array<Record<string, unknown>> = [];
  const server = createStorageHost({ disk: new LocalDisk(root), secret, clock, log: (e) => entries.push(e) });
  try {
    const base = await listenStorageHost(server, '127.0.0.1', 0);
    const key = 'artwork/1/1/rsv_x/broken.pdf';
    const url = signUrl(secret, base, { method: 'PUT', key, expires: Math.floor(clock.now().getTime() / 1000) + 60, contentType: null });
    assert.ok(url.includes(`/o/${keyPath(key)}?`));
    const res = await fetch(url, { method: 'PUT', body: 'x' });
    assert.equal(res.status, 500);
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.status, 500);
    assert.equal(entries[0]!.key, key);
    assert.match(String(entries[0]!.reason), /ENOTDIR|EEXIST|not a directory/i);
    assert.doesNotMatch(JSON.stringify(entries), /X-Signature|X-Expires/, 'never the query string');
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(parent, { recursive: true, force: true });
  }
});

test('a target no URL parses (//, a port past 65535) is a 400 from the host, which goes on serving', async () => {
  const root = mkdtempSync(join(tmpdir(), 'pcapi-storage-'));
  const entries: Array<Record<string, unknown>> = [];
  const server = createStorageHost({
    disk: new LocalDisk(root),
    secret: Buffer.alloc(32, 7),
    clock: new ManualClock(new Date()),
    log: (e) => entries.push(e),
  });
  try {
    const base = await listenStorageHost(server, '127.0.0.1', 0);
    const port = Number(new URL(base).port);
    for (const target of ['//', '//a:99999/o/x', '//[/o/x']) {
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
        let text = '';
        socket.on('data', (chunk) => void (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
      });
      assert.match(answer, /^HTTP\/1.1 400 /, target);
      assert.equal((await fetch(`${base}/o/missing`)).status, 403, 'still serving: an unsigned link is refused');
    }
    assert.ok(entries.some((e) => e.reason === 'invalid_target'));
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(root, { recursive: true, force: true });
  }
});
