// ObjectStorage on the local storage host: URLs signed with the
// environment's storage secret (signing.ts), bytes on disk (local-disk.ts).
// The host's public address may be learnt only once it listens (port 0 in
// tests), hence `useBaseUrl`.
import { Readable } from 'node:stream';
import { LocalDisk } from './local-disk.ts';
import { signUrl } from './signing.ts';
import type { ObjectInfo, ObjectStorage } from './storage.ts';

export class LocalObjectStorage implements ObjectStorage {
  #baseUrl: string;

  constructor(
    readonly disk: LocalDisk,
    private readonly secret: Buffer,
    baseUrl: string,
  ) {
    this.#baseUrl = baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  /** Points signed URLs at the address the storage host actually listens on. */
  useBaseUrl(url: string): void {
    this.#baseUrl = url.replace(/\/+$/, '');
  }

  async signedPutUrl(key: string, contentType: string | null, expiresAt: Date): Promise<string> {
    return signUrl(this.secret, this.#baseUrl, { method: 'PUT', key, expires: Math.floor(expiresAt.getTime() / 1000), contentType });
  }

  async signedGetUrl(key: string, expiresAt: Date): Promise<string> {
    return signUrl(this.secret, this.#baseUrl, { method: 'GET', key, expires: Math.floor(expiresAt.getTime() / 1000), contentType: null });
  }

  head(key: string): Promise<ObjectInfo | null> {
    return this.disk.head(key);
  }

  put(key: string, body: Buffer): Promise<ObjectInfo> {
    return this.disk.write(key, Readable.from([body]));
  }

  delete(key: string): Promise<void> {
    return this.disk.remove(key);
  }
}
