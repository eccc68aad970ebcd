// The signature scheme of the spec's "Signing" section, both sides:
// `signatureHeader` for the dispatcher, `verifyDelivery` for receivers (the
// tests use it; docs/webhooks.md gives partners the same code to copy).
//
//   Platform-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA-256 of "<t>." + raw body>
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The spec's tolerance between `t` and the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, t: number | string, rawBody: Uint8Array | string): string {
  return createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
}

/** The header value for `rawBody`, signed at `now`. */
export function signatureHeader(secret: string, rawBody: Uint8Array | string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

export type VerifyResult =
  | { ok: true; t: number }
  | { ok: false; reason: 'missing_header' | 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch' };

/**
 * Verifies one delivery: the raw request bytes (never a re-serialisation),
 * the header's `t` within 300 s of `now`, the digest compared in constant
 * time. A header without `t` or `v1` is refused. Several `v1` values are
 * accepted (any may match), so a sender may sign with two secrets.
 */
export function verifyDelivery(
  secret: string,
  rawBody: Uint8Array | string,
  header: string | undefined | null,
  now: Date = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): VerifyResult {
  if (!header) return { ok: false, reason: 'missing_header' };
  let t: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') t = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (t === undefined || !/^\d{1,12}$/.test(t) || signatures.length === 0) return { ok: false, reason: 'malformed_header' };
  if (Math.abs(Math.floor(now.getTime() / 1000) - Number(t)) > toleranceSeconds) return { ok: false, reason: 'timestamp_out_of_tolerance' };
  const expected = Buffer.from(hmacHex(secret, t, rawBody), 'hex');
  for (const signature of signatures) {
    if (!/^[0-9a-f]{64}$/.test(signature)) continue;
    if (timingSafeEqual(Buffer.from(signature, 'hex'), expected)) return { ok: true, t: Number(t) };
  }
  return { ok: false, reason: 'signature_mismatch' };
}
