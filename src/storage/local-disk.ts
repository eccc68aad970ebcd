// Bytes on local disk for the local storage host: one file per object, with
// its MD5 beside it (computed while the bytes stream in, as S3 computes an
// ETag), written to a temporary name first so an interrupted upload leaves
// no object behind.
//
// Where an object lives on disk is not its key: keys end in names partners
// and staff chose (up to 255 characters, so up to 255 bytes once made
// URL-safe, more before), and a file system allows 255 bytes per name. An
// object lives at `objects/<2 hex>/<SHA-256 hex of the key>` (68 bytes with
// the `.md5` side file, whatever the key). Objects written by the earlier
// layout (the key itself as the path under the directory) are still found
// there, read-only: nothing is moved.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectInfo } from './storage.ts';

export class ObjectExists extends Error {}

/** Longest key accepted, in UTF-8 bytes (S3's limit). */
export const MAX_KEY_BYTES = 1024;

export class LocalDisk {
  readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  /** Whether `key` is a well-formed object key: path-like, no empty, `.` or `..` segment. */
  isKey(key: string): boolean {
    return key !== '' && Buffer.byteLength(key) <= MAX_KEY_BYTES && !key.split('/').some((s) => s === '' || s === '.' || s === '..');
  }

  /** The file of `key`, or null for a malformed key. Its name never depends on the key's length. */
  pathOf(key: string): string | null {
    if (!this.isKey(key)) return null;
    const digest = createHash('sha256').update(key).digest('hex');
    return join(this.root, 'objects', digest.slice(0, 2), digest);
  }

  /** Where the earlier layout kept `key` (read-only), or null for a key that would leave the root. */
  legacyPathOf(key: string): string | null {
    if (!this.isKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  /** The file holding `key` and what it holds, in either layout; null when there is none. */
  async find(key: string): Promise<{ path: string; info: ObjectInfo } | null> {
    for (const path of [this.pathOf(key), this.legacyPathOf(key)]) {
      if (!path) continue;
      try {
        const [info, md5] = await Promise.all([stat(path), readFile(`${path}.md5`, 'utf8')]);
        if (info.isFile()) return { path, info: { size: info.size, md5: md5.trim() } };
      } catch {
        // Absent here (or a name this file system cannot hold, in the earlier layout).
      }
    }
    return null;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    return (await this.find(key))?.info ?? null;
  }

  /**
   * Streams `body` into the object `key` (never holding it in memory).
   * Objects are write-once: a second write is refused with ObjectExists.
   */
  async write(key: string, body: Readable): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`invalid object key ${key}`);
    if (await this.find(key)) throw new ObjectExists(`object already stored: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const tmp = join(dirname(path), `.upload-${randomBytes(8).toString('hex')}`);
    const hash = createHash('md5');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, tap, createWriteStream(tmp));
      const md5 = hash.digest('hex');
      await writeFile(`${path}.md5`, md5);
      await rename(tmp, path);
      return { size, md5 };
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  /** Removes `key` and its MD5 file, in either layout; nothing stored is not an error. */
  async remove(key: string): Promise<void> {
    for (const path of [this.pathOf(key), this.legacyPathOf(key)]) {
      // Only a file: in the earlier layout a key's path may be another key's folder.
      if (!path || !(await stat(path).catch(() => null))?.isFile()) continue;
      await rm(path, { force: true });
      await rm(`${path}.md5`, { force: true });
    }
  }

  /** The bytes of `key`, or null when nothing is stored under it. */
  async read(key: string): Promise<{ info: ObjectInfo; stream: ReadStream } | null> {
    const found = await this.find(key);
    return found && { info: found.info, stream: createReadStream(found.path) };
  }
}
