// Staff passwords: scrypt (node:crypto) with a per-password salt, compared in
// constant time. Unlike client secrets, passwords are chosen by people and
// guessable, so a slow hash is what protects a leaked table.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const PREFIX = 'scrypt$16384$8$1$';

export const MIN_PASSWORD_LENGTH = 12;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, 32, PARAMS);
  return `${PREFIX}${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(PREFIX)) return false;
  const [salt, expected] = stored.slice(PREFIX.length).split('$');
  const want = Buffer.from(expected ?? '', 'base64url');
  const got = await derive(password, Buffer.from(salt ?? '', 'base64url'), 32, PARAMS);
  return want.length === got.length && timingSafeEqual(got, want);
}

/** Verified when the email is unknown, so the answer takes as long as for a wrong password. */
export const DECOY_HASH = `${PREFIX}${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
