// Credential material: generation, client-secret hashing, constant-time checks.
import { createHash, createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const HMAC_PREFIX = 'hmac-sha256$';

/**
 * Client secrets are 288-bit random values, so a keyed fast hash is as strong
 * for them as a slow one (nobody can enumerate 2^288 guesses) and costs
 * microseconds instead of ~40 ms of CPU per token request (docs/decisions.md,
 * "Identity"). The key is the environment's own (`environment_secrets`), so a
 * leaked copy of the clients table alone verifies nothing. Hashes written
 * before the switch are scrypt; they still verify, and answer `rehash` so
 * the caller replaces them on their next successful use.
 */
export class SecretHasher {
  /** Matches no secret: verified when the client id is unknown, so the answer takes the same time. */
  readonly decoy: string;

  constructor(private readonly key: Buffer) {
    this.decoy = this.hash(randomBytes(36).toString('base64url'));
  }

  hash(secret: string): string {
    return `${HMAC_PREFIX}${this.mac(secret).toString('base64url')}`;
  }

  /** Whether verifying against `stored` runs scrypt (tens of milliseconds of CPU). */
  isSlow(stored: string): boolean {
    return !stored.startsWith(HMAC_PREFIX);
  }

  async verify(secret: string, stored: string): Promise<{ valid: boolean; rehash: boolean }> {
    if (stored.startsWith(HMAC_PREFIX)) {
      const expected = Buffer.from(stored.slice(HMAC_PREFIX.length), 'base64url');
      const actual = this.mac(secret);
      return { valid: expected.length === actual.length && timingSafeEqual(actual, expected), rehash: false };
    }
    const valid = await verifyScrypt(secret, stored);
    return { valid, rehash: valid };
  }

  private mac(secret: string): Buffer {
    return createHmac('sha256', this.key).update(secret).digest();
  }
}

/** Checks a legacy `scrypt$N$r$p$salt$key` hash. */
async function verifyScrypt(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const key = await new Promise<Buffer>((resolve, reject) =>
    scryptCallback(secret, Buffer.from(saltText, 'base64url'), expected.length, options, (err, k) => (err ? reject(err) : resolve(k))),
  );
  return timingSafeEqual(key, expected);
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
