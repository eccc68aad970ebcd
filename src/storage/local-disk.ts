// Bytes on local disk for the local storage host: one file per object, with
// its MD5 beside it (computed while the bytes stream in, as S3 computes an
// ETag), written to a temporary name first so an interrupted upload leaves
// no object behind.
//
// Write-once holds under racing writers. A writer first claims the key by
// creating `<path>.claim` exclusively (a second writer is refused before it
// reads a byte), streams into a temporary file, then publishes it with
// link(), which fails if the object exists: of racing writers exactly one
// publishes, whatever the claims did. The `.md5` side file is written after
// the object appears, so it is only a cache: a reader that finds none (or a
// torn one) hashes the bytes, which are complete from the moment of the link.
//
// Where an object lives on disk is not its key: keys end in names partners
// and staff chose (up to 255 characters, so up to 255 bytes once made
// URL-safe, more before), and a file system allows 255 bytes per name. An
// object lives at `objects/<2 hex>/<SHA-256 hex of the key>` (68 bytes with
// the `.md5` side file, whatever the key). Objects written by the earlier
// layout (the key itself as the path under the directory) are still found
// there, read-only: nothing is moved.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectInfo } from './storage.ts';

export class ObjectExists extends Error {}

/**
 * Age past which a claim belongs to a writer that died (the process was killed mid-upload) and is taken over.
 * A live claim lasts one upload: its request starts while the signed URL is valid (60 s for artwork, the
 * longest signed for PUT) and the listener's request timeout (90 s by default) cuts it off after that. Taking
 * over a claim that was alive after all costs only a wasted upload: link() still lets one writer publish.
 */
export const STALE_CLAIM_MS = 15 * 60_000;

const MD5_HEX = /^[0-9a-f]{32}$/;

/** The MD5 of a file's bytes, read as a stream. */
async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

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
        const [info, side] = await Promise.all([stat(path), readFile(`${path}.md5`, 'utf8').catch(() => '')]);
        if (!info.isFile()) continue;
        // No side file yet (its writer is between the link and it, or died there), or one caught mid-write.
        const md5 = MD5_HEX.test(side.trim()) ? side.trim() : await md5Of(path);
        return { path, info: { size: info.size, md5 } };
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
   * Objects are write-once: a second write, racing or later, is refused with ObjectExists.
   */
  async write(key: string, body: Readable): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`invalid object key ${key}`);
    if (await this.find(key)) throw new ObjectExists(`object already stored: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const claim = `${path}.claim`;
    await this.#claim(claim, key);
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
      // Opened here, not by the stream, so the file is closed before it is removed whatever fails.
      const file = await open(tmp, 'wx');
      try {
        await pipeline(body, tap, file.createWriteStream());
      } finally {
        await file.close();
      }
      const md5 = hash.digest('hex');
      // One left by a removal cut short would be believed for these bytes.
      await rm(`${path}.md5`, { force: true });
      try {
        await link(tmp, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExists(`object already stored: ${key}`);
        throw error;
      }
      // Lost, it costs a reader one hash of the bytes (find).
      await writeFile(`${path}.md5`, md5).catch(() => undefined);
      return { size, md5 };
    } finally {
      await rm(tmp, { force: true });
      await rm(claim, { force: true });
    }
  }

  /** Creates `claim` exclusively, taking over one older than STALE_CLAIM_MS; ObjectExists while another writer holds it. */
  async #claim(claim: string, key: string): Promise<void> {
    try {
      await (await open(claim, 'wx')).close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = await stat(claim).catch(() => null);
    if (held && Date.now() - held.mtimeMs <= STALE_CLAIM_MS) throw new ObjectExists(`object being uploaded: ${key}`);
    await rm(claim, { force: true });
    try {
      await (await open(claim, 'wx')).close();
    } catch (error) {
      // Another writer took it over first.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExists(`object being uploaded: ${key}`);
      throw error;
    }
  }

  /**
   * Removes what writers that died mid-upload left (their temporary files and claims, untouched for
   * STALE_CLAIM_MS); objects and their MD5 files are never touched. Returns how many files it removed.
   */
  async sweep(now = Date.now()): Promise<number> {
    const objects = join(this.root, 'objects');
    let removed = 0;
    for (const folder of await readdir(objects).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(folder)) continue;
      for (const name of await readdir(join(objects, folder)).catch(() => [] as string[])) {
        if (!name.startsWith('.upload-') && !name.endsWith('.claim')) continue;
        const path = join(objects, folder, name);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile() || now - info.mtimeMs <= STALE_CLAIM_MS) continue;
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Removes `key` and its MD5 file, in either layout; nothing stored is not an error. */
  async remove(key: string): Promise<void> {
    for (const path of [this.pathOf(key), this.legacyPathOf(key)]) {
      // Only a file: in the earlier layout a key's path may be another key's folder.
      if (!path || !(await stat(path).catch(() => null))?.isFile()) continue;
      // The MD5 first: one left without its object would be believed by the next object of the key.
      await rm(`${path}.md5`, { force: true });
      await rm(path, { force: true });
    }
  }

  /** The bytes of `key`, or null when nothing is stored under it. The stream opens at once: consume it in this turn (its failure needs a listener). */
  async read(key: string): Promise<{ info: ObjectInfo; stream: ReadStream } | null> {
    const found = await this.find(key);
    return found && { info: found.info, stream: createReadStream(found.path) };
  }
}
