// The partners a bench loads the shipped service with: enterprise partners
// granted the demo's sites, an app client each, and their tokens, fetched
// through the service each from a client address of its own (the service
// trusts its loopback caller's X-Forwarded-For: TRUST_PROXY=loopback, as
// behind a balancer). The gateway is the one `npm start` runs, with the
// spec's limits: one enterprise partner's bucket is 50 req/s and one
// address's firewall window 2,000 requests in 5 minutes, so the load
// spreads over many partners and addresses as production traffic does
// (bench/load.ts, bench/cluster/load.ts). Not a script.
import type { Request } from 'autocannon';
import type { Platform } from '../src/app/platform.ts';
import { SCOPES } from '../src/access/scopes.ts';

export interface BenchClient {
  partnerId: number;
  clientId: string;
  clientSecret: string;
}

/** `count` enterprise partners with every scope, granted `siteIds`, one app client each. */
export async function enterprisePartners(platform: Platform, siteIds: number[], count: number): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let i = 1; i <= count; i++) {
    const partner = await platform.admin.partners.create(
      { name: `Bench enterprise ${i}`, tier: 'enterprise', capabilities: [...SCOPES], siteIds },
      'bench',
    );
    const issued = await platform.admin.partners.issueClient(partner.id, null, 'bench');
    clients.push({ partnerId: partner.id, clientId: issued.client.clientId, clientSecret: issued.clientSecret });
  }
  return clients;
}

/** The `i`-th of 4,096 client addresses the load comes from (X-Forwarded-For). */
export function clientAddress(i: number, net = 77): string {
  return `10.${net}.${(i >> 8) & 15}.${i & 255}`;
}

/** A client-credentials token for each client, each asked for from an address of its own (the token endpoint's limits are per address). */
export async function fetchTokens(base: string, clients: Array<{ clientId: string; clientSecret: string }>): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, client] of clients.entries()) {
    const res = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'x-forwarded-for': clientAddress(i, 78) },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
    });
    const token = ((await res.json()) as { access_token?: string }).access_token;
    if (!res.ok || !token) throw new Error(`token request answered ${res.status}`);
    tokens.push(token);
  }
  return tokens;
}

/**
 * autocannon's setupRequest for a load spread over partners and addresses:
 * each request takes the next token and the next client address.
 */
export function rotatingClients(tokens: string[]) {
  let n = 0;
  return (request: Request): Request => {
    n += 1;
    return {
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${tokens[n % tokens.length]}`, 'x-forwarded-for': clientAddress(n) },
    };
  };
}
