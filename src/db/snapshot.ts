// A migrated, empty embedded database as a tarball (PGlite's dumpDataDir),
// cached under .cache/ by the contents of the migrations. Loading it takes
// about half a second where initdb plus migrations take five or more, so
// test files start from it and `npm start` starts a new data directory from
// it. It is made by `npm install` (scripts/prepare.mjs) and by the first test
// run; a start never makes it (that would cost more than the initdb it saves).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// src/db/ and dist/db/ are both two levels below the repository root.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let digest: string | null = null;

/**
 * A short digest of the migration sources: names the snapshot (and the tests' PostgreSQL template).
 * Computed once per process (it reads and hashes every migration file: a third of a second of CPU on a
 * loaded machine, and a start, the demo template and every in-memory database asked for it again).
 */
export function migrationsDigest(): string {
  digest ??= computeDigest();
  return digest;
}

function computeDigest(): string {
  const dir = join(root, 'src', 'db', 'migrations');
  const hash = createHash('sha256');
  // Recursive, so a sub-folder a migration might one day need is hashed too.
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

export function snapshotPath(): string {
  return join(root, '.cache', `pglite-migrated-${migrationsDigest()}.tar`);
}

/** The cached snapshot, for an in-memory database to start from (src/db/engine.ts); undefined when none is cached. */
export function readSnapshot(): Blob | undefined {
  const file = snapshotPath();
  return existsSync(file) ? tarballBlob(readFileSync(file)) : undefined;
}

/**
 * A tarball read from disk, as PGlite's `loadDataDir` takes it: PGlite reads it whole with `arrayBuffer()`,
 * which here hands over the bytes already read. A Blob made from them copies them and reads its copy
 * back in chunks: 0.5 s of CPU more for the 43 MB snapshot, on every in-memory database started.
 * For `loadDataDir` only (its size and bytes are the file's; it has no other content to slice or stream).
 */
export function tarballBlob(bytes: Buffer): Blob {
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return new (class extends Blob {
    override get size(): number {
      return buffer.byteLength;
    }
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(buffer);
    }
  })();
}

/**
 * Writes the cached snapshot's files into a new data directory; false when
 * no snapshot is cached. Unpacked here rather than by PGlite's loadDataDir,
 * which copies it through the WASM heap: that heap never shrinks, so the
 * first start would idle ~150 MB higher than every later one.
 */
export function unpackSnapshot(dataDir: string): boolean {
  const file = snapshotPath();
  if (!existsSync(file)) return false;
  const tar = readFileSync(file);
  const text = (from: number, length: number) => tar.toString('latin1', from, from + length).replace(/\0.*$/s, '');
  // A ustar archive: 512-byte headers, each followed by its file's data padded to 512 bytes.
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0; ) {
    const name = [text(at + 345, 155), text(at + 0, 100)].filter(Boolean).join('/');
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[at + 156]!);
    const target = join(dataDir, ...name.split('/').filter((part) => part && part !== '.' && part !== '..'));
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return true;
}
