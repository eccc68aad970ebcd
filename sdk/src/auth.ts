// Client credentials (spec, "Method 1"): one token cached for slightly less
// than `expires_in`, never one per request; concurrent callers share the one
// refresh in flight; a token the service refuses (401) is dropped so the next
// caller mints a new one (the client retries a 401 once).
export interface TokenGrant {
  accessToken: string;
  expiresInSeconds: number;
}

export class TokenCache {
  private current: { token: string; expiresAt: number } | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly mint: () => Promise<TokenGrant>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A live token: the cached one, the refresh in flight, or a new one. */
  token(): Promise<string> {
    if (this.current && this.now() < this.current.expiresAt) return Promise.resolve(this.current.token);
    if (!this.inFlight) {
      this.inFlight = this.mint()
        .then((grant) => {
          // Renewed a little early: 10% of the lifetime, at most a minute.
          const margin = Math.min(60, grant.expiresInSeconds * 0.1) * 1000;
          this.current = { token: grant.accessToken, expiresAt: this.now() + grant.expiresInSeconds * 1000 - margin };
          return grant.accessToken;
        })
        .finally(() => {
          this.inFlight = null;
        });
    }
    return this.inFlight;
  }

  /** Drops `token` if it is still the cached one (a 401 answered it). */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = null;
  }
}
