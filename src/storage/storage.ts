// The object storage behind proofs and artwork, one interface for both
// backends: the local storage host (bytes on disk under the data
// directory, served by its own listener) and an S3-compatible store.
//
// Signed URLs are credentials: they are minted per request, handed to the
// client, and never logged or stored.

export interface ObjectInfo {
  /** Bytes, as the store reports them. */
  size: number;
  /** Lower-case hex MD5 of the bytes, as the store reports it. */
  md5: string;
}

export interface ObjectStorage {
  /**
   * A URL the client PUTs the bytes of `key` to until `expiresAt`. When
   * `contentType` is given it is bound into the signature and the PUT must
   * carry exactly that Content-Type.
   */
  signedPutUrl(key: string, contentType: string | null, expiresAt: Date): Promise<string>;
  /** A URL that downloads `key` until `expiresAt`. */
  signedGetUrl(key: string, expiresAt: Date): Promise<string>;
  /** Size and MD5 of a stored object; null when nothing is stored under `key`. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Stores bytes directly (back office: proof files and previews). */
  put(key: string, body: Buffer, contentType: string): Promise<ObjectInfo>;
  /** Removes `key` (retention: an upload never attached); nothing stored under it is not an error. */
  delete(key: string): Promise<void>;
}

/** Lifetime of a download link: a proof file's, a preview's, a print file's (the staff read). */
export const DOWNLOAD_LINK_SECONDS = 300;

/**
 * A signed download URL of `key`, valid DOWNLOAD_LINK_SECONDS from `now`; null
 * when there is nothing to link or the store cannot sign now, so a read that
 * carries links still answers (the caller retries later for the link).
 */
export async function downloadLink(storage: ObjectStorage, key: string | null, now: Date): Promise<string | null> {
  if (key === null) return null;
  try {
    return await storage.signedGetUrl(key, new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000));
  } catch {
    return null;
  }
}

/** The URL-safe stored name: accents dropped, anything but letters, digits, dot, dash and underscore becomes `_`. */
export function storedFileName(fileName: string): string {
  const safe = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '_');
  return safe.slice(0, 255) || 'file';
}
