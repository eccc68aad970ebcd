// The receiver's own configuration, checked where it is given: a secret is never the sender's to choose.

/**
 * An empty secret (a `WEBHOOK_SECRET=` left blank) would let anyone sign, so it is refused as a programming
 * error, not answered as a bad delivery.
 */
export function requireSecret(secret: unknown): asserts secret is string {
  if (typeof secret !== 'string' || secret.length === 0)
    throw new TypeError("secret must be the endpoint's signing secret (whsec_…); it is empty or missing");
}
