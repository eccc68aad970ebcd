// Credential material: generation, scrypt hashing, constant-time checks.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

// N=2^14 costs ~30 ms per check here: paid once per token request, never per API call.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scrypt(secret, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/**
 * A hash of a well-formed secret that matches nothing: verified when the
 * client id is unknown so the response time does not reveal which ids exist.
 */
let decoyHash: Promise<string> | null = null;
export function decoySecretHash(): Promise<string> {
  decoyHash ??= hashSecret(randomBytes(24).toString('base64url'));
  return decoyHash;
}

/** Constant-time equality of two strings of any length (compares their digests). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

const CLIENT_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 26-character lower-case alphanumeric client id, like an identity pool app client's. */
export function newClientId(): string {
  const bytes = randomBytes(26);
  let out = '';
  for (const b of bytes) out += CLIENT_ID_ALPHABET[b % CLIENT_ID_ALPHABET.length];
  return out;
}

export function newClientSecret(): string {
  return randomBytes(36).toString('base64url');
}
