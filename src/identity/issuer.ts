// The issuer of an environment's tokens. It names the environment, never a
// process: every API process of one environment verifies every token of it,
// whatever port it listens on (tokens are signed with the environment's key
// from the database, and their audience is the environment's).
//
// With PUBLIC_BASE_URL set (production: the same on every process) the
// issuer is that URL, as RFC 8414 expects. Without it each process is
// reached at `http://localhost:<its PORT>`, which cannot name the
// environment, so the issuer is a URN of ENVIRONMENT_NAME. Clients never
// read it: the discovery documents identify the authorization server by each
// process's own URL (src/mcp/metadata-routes.ts; docs/decisions.md, "Identity").

/** `urn:partner-api:<ENVIRONMENT_NAME>`: the issuer when PUBLIC_BASE_URL is not set. */
export function environmentIssuer(environment: string): string {
  return `urn:partner-api:${environment}`;
}
