// The environment's own secrets (token signing key, cursor and client-secret HMAC keys), made on
// first start and persisted, so tokens and cursors survive restarts and are
// shared by every process on the same database.
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/transaction.ts';
import type { SignInRealm } from '../gateway/limits/token-limit.ts';

export async function getOrCreate(db: Db, name: string, create: () => Promise<string>): Promise<string> {
  const existing = await db.selectFrom('environment_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  // Two processes starting together: the first insert wins, both read it back.
  await db
    .insertInto('environment_secrets')
    .values({ name, value: await create() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.selectFrom('environment_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const text = await getOrCreate(db, 'token_signing_key', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'ES256' });
  });
  const jwk = JSON.parse(text) as JWK & { kid: string };
  const { d: _private, ...publicJwk } = jwk;
  return {
    kid: jwk.kid,
    privateKey: (await importJWK(jwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk: { ...publicJwk, use: 'sig' },
  };
}

export async function loadCursorSecret(db: Db): Promise<Buffer> {
  const text = await getOrCreate(db, 'cursor_hmac_key', async () => randomBytes(32).toString('base64url'));
  return Buffer.from(text, 'base64url');
}

/** The key client secrets are hashed under (HMAC-SHA-256, see SecretHasher). */
export async function loadClientSecretKey(db: Db): Promise<Buffer> {
  const text = await getOrCreate(db, 'client_secret_hmac_key', async () => randomBytes(32).toString('base64url'));
  return Buffer.from(text, 'base64url');
}

/**
 * The key a sign-in form's known-device cookies are signed under, one per form
 * (the console's, the MCP sign-in's): every process accepts them, across restarts.
 */
export async function loadKnownDeviceKey(db: Db, realm: SignInRealm): Promise<Buffer> {
  const text = await getOrCreate(db, `${realm}_device_hmac_key`, async () => randomBytes(32).toString('base64url'));
  return Buffer.from(text, 'base64url');
}
