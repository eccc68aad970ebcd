// Signed URLs of the local storage host. A URL names the object and carries
// its expiry, the Content-Type bound into it (if any) and an HMAC-SHA-256
// over method, key, expiry and Content-Type under the environment's storage
// secret. The host recomputes it: any change to the URL breaks the MAC.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedRequest {
  method: 'PUT' | 'GET';
  key: string;
  /** Unix seconds. */
  expires: number;
  contentType: string | null;
}

export const PARAM = { expires: 'X-Expires', contentType: 'X-Content-Type', signature: 'X-Signature' } as const;

function mac(secret: Buffer, r: SignedRequest): Buffer {
  return createHmac('sha256', secret)
    .update(`${r.method}\n${r.key}\n${r.expires}\n${r.contentType ?? ''}`)
    .digest();
}

/** Object keys are our own path-like names; each segment is percent-encoded in the URL. */
export function keyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function signUrl(secret: Buffer, baseUrl: string, r: SignedRequest): string {
  const query = new URLSearchParams({ [PARAM.expires]: String(r.expires) });
  if (r.contentType !== null) query.set(PARAM.contentType, r.contentType);
  query.set(PARAM.signature, mac(secret, r).toString('base64url'));
  return `${baseUrl}/o/${keyPath(r.key)}?${query.toString()}`;
}

export type Verdict = 'ok' | 'bad_signature' | 'expired' | 'wrong_content_type';

/**
 * Checks a request against its URL: the MAC first (a tampered URL says
 * nothing more), then the expiry against `now`, then the Content-Type the
 * signature bound.
 */
export function verify(
  secret: Buffer,
  method: 'PUT' | 'GET',
  key: string,
  query: URLSearchParams,
  now: Date,
  sentContentType: string | null,
): Verdict {
  const expiresText = query.get(PARAM.expires) ?? '';
  const given = Buffer.from(query.get(PARAM.signature) ?? '', 'base64url');
  if (!/^\d{1,12}$/.test(expiresText)) return 'bad_signature';
  const bound = query.get(PARAM.contentType);
  const expected = mac(secret, { method, key, expires: Number(expiresText), contentType: bound });
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  if (now.getTime() > Number(expiresText) * 1000) return 'expired';
  if (method === 'PUT' && bound !== null && sentContentType !== bound) return 'wrong_content_type';
  return 'ok';
}
