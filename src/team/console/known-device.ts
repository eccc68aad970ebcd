// The console's known-device cookie: set when a browser signs in, it says
// "this browser signed in to this email before". An attempt that carries a
// valid one for the email it signs in to waits in the password work's known
// lane and is not counted in the email's sign-in bucket (its address's bucket
// still counts it). Guesses at an account cannot carry it, so a flood of them
// can neither take the owner's place in the password queue nor spend the
// owner's bucket (docs/decisions.md, "Passwords").
//
// Value: `<expiry, Unix seconds>.<SHA-256 of the email>.<HMAC-SHA-256>`,
// under the environment's own key (environment_secrets): every admin process
// of the environment accepts the cookie, and a restart or deploy keeps it.
import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../identity/secrets.ts';

/** How long a browser stays known after its last sign-in. */
export const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 3600;

const subjectOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export class KnownDevices {
  constructor(
    private readonly key: Buffer,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** The cookie's value for a browser that has just signed in as `email`. */
  issue(email: string): string {
    const body = `${Math.floor(this.nowMs() / 1000) + KNOWN_DEVICE_MAX_AGE_S}.${subjectOf(email)}`;
    return `${body}.${this.#mac(body)}`;
  }

  /** Whether `value` (the cookie as sent) was issued by this process for `email` and has not expired. */
  vouchesFor(value: string | undefined, email: string): boolean {
    if (value === undefined || value.length > 200) return false;
    const parts = value.split('.');
    if (parts.length !== 3 || !/^\d{1,12}$/.test(parts[0]!)) return false;
    const [expires, subject, mac] = parts as [string, string, string];
    if (!safeEqual(mac, this.#mac(`${expires}.${subject}`))) return false;
    return Number(expires) * 1000 > this.nowMs() && subject === subjectOf(email);
  }

  #mac(body: string): string {
    return createHmac('sha256', this.key).update(`console-known-device\n${body}`).digest('base64url');
  }
}
