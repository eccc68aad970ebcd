// Bytes on local disk for the local storage host: one file per object under
// the storage directory, with its MD5 beside it (computed while the bytes
// stream in, as S3 computes an ETag), written to a temporary name first so
// an interrupted upload leaves no object behind.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectInfo } from './storage.ts';

export class ObjectExists extends Error {}

export class LocalDisk {
  readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  /** The file of `key`, or null for a key that would leave the root. */
  pathOf(key: string): string | null {
    if (key === '' || key.split('/').some((s) => s === '' || s === '.' || s === '..')) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const [info, md5] = await Promise.all([stat(path), readFile(`${path}.md5`, 'utf8')]);
      return { size: info.size, md5: md5.trim() };
    } catch {
      return null;
    }
  }

  /**
   * Streams `body` into the object `key` (never holding it in memory).
   * Objects are write-once: a second write is refused with ObjectExists.
   */
  async write(key: string, body: Readable): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`invalid object key ${key}`);
    if (await this.head(key)) throw new ObjectExists(key);
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

  read(key: string): ReadStream | null {
    const path = this.pathOf(key);
    return path ? createReadStream(path) : null;
  }
}
