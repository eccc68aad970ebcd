// Known-device cookies of the two sign-in forms, the back office's console
// and partner staff's MCP sign-in: set when a browser signs in, one says
// "this browser signed in to this email before". An attempt that carries a
// valid one for the email it signs in to waits in the password work's known
// lane and is not counted in the email's sign-in bucket (its address's bucket
// still counts it). Guesses at an account cannot carry it, so a flood of them
// can neither take the owner's place in the password queue nor spend the
// owner's bucket (docs/decisions.md, "Passwords").
//
// Value: `<expiry, Unix seconds>.<SHA-256 of the email>.<HMAC-SHA-256>`,
// under the form's own environment key (environment_secrets,
// `<realm>_device_hmac_key`): every process of the environment accepts the
// cookie, and a restart or deploy keeps it. The MAC also covers the form's
// name, so one form's cookie never vouches at the other's.
import { createHash, createHmac } from 'node:crypto';
import type { SignInRealm } from '../../gateway/limits/token-limit.ts';
import { safeEqual } from '../secrets.ts';

/** How long a browser stays known after its last sign-in. */
export const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 3600;

const subjectOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The value of the cookie `name` in a Cookie request header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The known-device cookie's name: `__Host-` prefixed (so Secure, Path=/ and no Domain) under https. */
export function knownDeviceCookieName(realm: SignInRealm, secure: boolean): string {
  return `${secure ? '__Host-' : ''}${realm}_device`;
}

export class KnownDevices {
  readonly cookieName: string;

  constructor(
    private readonly key: Buffer,
    private readonly realm: SignInRealm,
    private readonly secure: boolean,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.cookieName = knownDeviceCookieName(realm, secure);
  }

  /** The cookie's value for a browser that has just signed in as `email`. */
  issue(email: string): string {
    const body = `${Math.floor(this.nowMs() / 1000) + KNOWN_DEVICE_MAX_AGE_S}.${subjectOf(email)}`;
    return `${body}.${this.#mac(body)}`;
  }

  /** The Set-Cookie header for a browser that has just signed in as `email`. */
  setCookie(email: string): string {
    const value = this.issue(email);
    return `${this.cookieName}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${KNOWN_DEVICE_MAX_AGE_S}${this.secure ? '; Secure' : ''}`;
  }

  /** Whether `value` (the cookie as sent) was issued for this form and `email` and has not expired. */
  vouchesFor(value: string | undefined, email: string): boolean {
    if (value === undefined || value.length > 200) return false;
    const parts = value.split('.');
    if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0]!)) return false;
    const [expires, subject, mac] = parts as [string, string, string];
    if (!safeEqual(mac, this.#mac(`${expires}.${subject}`))) return false;
    return Number(expires) * 1000 > this.nowMs() && subject === subjectOf(email);
  }

  /** Whether a request's Cookie header carries this form's cookie, vouching for `email`. */
  vouchesForBrowser(cookieHeader: string | undefined, email: string): boolean {
    return this.vouchesFor(cookieValue(cookieHeader, this.cookieName), email);
  }

  #mac(body: string): string {
    return createHmac('sha256', this.key).update(`${this.realm}-known-device\n${body}`).digest('base64url');
  }
}
