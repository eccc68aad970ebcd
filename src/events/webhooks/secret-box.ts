// Signing secrets at rest: AES-256-GCM under a key kept in
// environment_secrets (made on first start, shared by every process on the
// database, like the token signing key). The clear secret exists only when it
// is generated (shown once to staff) and in the dispatcher's memory while it
// signs (kept there at most a minute after its last use: OpenedSecrets); it
// is never stored, returned by a read, audited or logged.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/transaction.ts';
import { getOrCreate } from '../../identity/environment-secrets.ts';

const VERSION = 'v1';
// Binds ciphertexts to their purpose: one made for anything else never opens here.
const AAD = Buffer.from('webhook-endpoint-signing-secret');

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.#key = key;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv).setAAD(AAD);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed webhook secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url')).setAAD(AAD);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

export async function loadSecretBox(db: Db): Promise<SecretBox> {
  const text = await getOrCreate(db, 'webhook_secret_key', async () => randomBytes(32).toString('base64url'));
  return new SecretBox(Buffer.from(text, 'base64url'));
}

/** A new signing secret: 256 random bits, prefixed so partners recognise it. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The dispatcher's opened secrets, by ciphertext: one decryption per endpoint
 * a minute instead of one per delivery. A rotated secret has a new
 * ciphertext, so an entry is never stale; an entry unused for `ttlMs` is
 * dropped, so a clear secret stays in memory only while its endpoint has traffic.
 */
export class OpenedSecrets {
  readonly #opened = new Map<string, { secret: string; usedAt: number }>();
  #sweptAt = 0;

  constructor(
    private readonly box: SecretBox,
    private readonly ttlMs = 60_000,
    private readonly capacity = 4_096,
  ) {}

  open(sealed: string, now = performance.now()): string {
    if (now - this.#sweptAt >= this.ttlMs) this.#sweep(now);
    const hit = this.#opened.get(sealed);
    if (hit) {
      hit.usedAt = now;
      return hit.secret;
    }
    const secret = this.box.open(sealed); // throws for a ciphertext that does not open: nothing is kept
    if (this.#opened.size >= this.capacity) this.#opened.delete(this.#opened.keys().next().value!);
    this.#opened.set(sealed, { secret, usedAt: now });
    return secret;
  }

  #sweep(now: number): void {
    this.#sweptAt = now;
    for (const [sealed, entry] of this.#opened) if (now - entry.usedAt >= this.ttlMs) this.#opened.delete(sealed);
  }
}
