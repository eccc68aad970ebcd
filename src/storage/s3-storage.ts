// ObjectStorage on an S3-compatible store through the AWS SDK v3: presigned
// PUT (Content-Type bound into the signature when given) and GET, size and
// MD5 from HEAD (the ETag of a single-part upload is the MD5 of its bytes;
// a multipart ETag, "<hex>-<parts>", is no MD5 and is reported as unknown).
// Signing uses the injected clock, so expiry is testable.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock.ts';
import type { S3Settings } from './config.ts';
import type { ObjectInfo, ObjectStorage } from './storage.ts';

export class S3ObjectStorage implements ObjectStorage {
  readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums the SDK would add by default are not in a presigned PUT the client sends itself.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  #expiresIn(expiresAt: Date): number {
    return Math.max(1, Math.round((expiresAt.getTime() - this.clock.now().getTime()) / 1000));
  }

  signedPutUrl(key: string, contentType: string | null, expiresAt: Date): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ...(contentType ? { ContentType: contentType } : {}) });
    return getSignedUrl(this.client, command, {
      expiresIn: this.#expiresIn(expiresAt),
      signingDate: this.clock.now(),
      ...(contentType ? { signableHeaders: new Set(['content-type']) } : {}),
    });
  }

  signedGetUrl(key: string, expiresAt: Date): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
      expiresIn: this.#expiresIn(expiresAt),
      signingDate: this.clock.now(),
    });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
        abortSignal: AbortSignal.timeout(10_000),
      });
      const etag = (out.ETag ?? '').replace(/"/g, '').toLowerCase();
      return { size: out.ContentLength ?? 0, md5: /^[0-9a-f]{32}$/.test(etag) ? etag : '' };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound')) return null;
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<ObjectInfo> {
    const out = await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType }),
      {
        abortSignal: AbortSignal.timeout(30_000),
      },
    );
    return { size: body.length, md5: (out.ETag ?? '').replace(/"/g, '').toLowerCase() };
  }

  /** S3 answers a delete of a missing key with success too. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
      abortSignal: AbortSignal.timeout(10_000),
    });
  }
}
