// Team members' passwords: scrypt (node:crypto, memory-hard, no dependency)
// with a per-password salt; the cost travels in the stored string
// (`scrypt$N$r$p$salt$key`), so raising TEAM_PASSWORD_SCRYPT_N later keeps
// old hashes verifiable and re-hashes them at the next sign-in.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 12;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const m = /^scrypt\$(\d{5,8})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!m) return null;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (N > 1 << 20 || (N & (N - 1)) !== 0 || r < 1 || p < 1) return null;
  return { N, r, p, salt: Buffer.from(m[4]!, 'base64url'), key: Buffer.from(m[5]!, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const got = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return got.length === parsed.key.length && timingSafeEqual(got, parsed.key);
}

/** A hash weaker than the configured cost (re-hashed at the next successful sign-in). */
export function needsRehash(stored: string, N: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < N || parsed.r < R;
}

/** Verified when the email is unknown or has no password, so the answer takes as long as for a wrong password. */
export function decoyHash(N: number): string {
  return `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
}
