// What a process killed mid-upload leaves on the local storage host's disk
// (its temporary file and its claim on the key) is removed when the host
// starts, once older than any live upload can be; objects, their MD5 files,
// uploads still under way and the earlier layout's files are never touched.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStorageHost } from '../../src/app/hosts/storage.ts';
import { LocalDisk, STALE_CLAIM_MS } from '../../src/storage/local-disk.ts';
import { createTestContext } from '../helpers/context.ts';

/** A disk holding one stored object and, beside it, what writers left: dead ones' (old) and live ones' (fresh). */
async function leftovers(root: string) {
  const disk = new LocalDisk(root);
  await disk.write('artwork/1/1/rsv_kept/file.pdf', Readable.from([Buffer.from('%PDF-1.7 kept')]));
  const object = disk.pathOf('artwork/1/1/rsv_kept/file.pdf')!;
  const folder = dirname(object);
  const other = join(root, 'objects', '0f');
  mkdirSync(other, { recursive: true });
  const file = (path: string, ageMs: number) => {
    writeFileSync(path, 'x');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path, at, at);
    return path;
  };
  const stale = STALE_CLAIM_MS + 60_000;
  const dead = [
    file(join(folder, '.upload-00aa11bb22cc33dd'), stale),
    file(join(other, `${'0f'.padEnd(64, 'e')}.claim`), stale),
    file(join(other, '.upload-99887766554433ff'), stale * 10),
  ];
  const kept = [
    object,
    `${object}.md5`,
    file(join(folder, '.upload-fresh0011223344'), 1000),
    file(join(other, `${'0f'.padEnd(64, 'a')}.claim`), STALE_CLAIM_MS - 60_000),
    // The earlier layout's files are objects under their keys, whatever their names.
    file(join(root, 'artwork', '2', '.upload-named-by-a-partner'), stale),
    file(join(root, 'artwork', '2', 'proof.claim'), stale),
  ];
  for (const path of kept) assert.ok(existsSync(path), path);
  return { disk, dead, kept };
}

test('a sweep removes only the temporary files and claims older than any live upload, and says how many', async () => {
  const root = mkdtempSync(join(tmpdir(), 'pcapi-sweep-'));
  try {
    mkdirSync(join(root, 'artwork', '2'), { recursive: true });
    const { disk, dead, kept } = await leftovers(root);
    assert.equal(await disk.sweep(), dead.length);
    for (const path of dead) assert.equal(existsSync(path), false, `removed: ${path}`);
    for (const path of kept) assert.equal(existsSync(path), true, `kept: ${path}`);
    assert.equal(await disk.sweep(), 0, 'nothing left to remove');
    assert.equal((await disk.head('artwork/1/1/rsv_kept/file.pdf'))?.size, 13, 'the object still reads');
    assert.equal(await new LocalDisk(join(root, 'never-made')).sweep(), 0, 'an empty storage directory');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the storage host sweeps what a killed process left as it starts', async () => {
  const root = mkdtempSync(join(tmpdir(), 'pcapi-sweep-host-'));
  mkdirSync(join(root, 'artwork', '2'), { recursive: true });
  const { dead, kept } = await leftovers(root);
  const ctx = await createTestContext({ STORAGE_DIR: root });
  const host = (await startStorageHost(ctx.platform, 0))!;
  try {
    for (let waited = 0; dead.some(existsSync) && waited < 30_000; waited += 20) await sleep(20);
    for (const path of dead) assert.equal(existsSync(path), false, `removed: ${path}`);
    for (const path of kept) assert.equal(existsSync(path), true, `kept: ${path}`);
  } finally {
    await host.close();
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  }
});
