// The per-request I/O every bench twin shares with the service, written bare
// (no Fastify hooks, no gateway module, no Caller), so that a twin's cost is
// the I/O the service cannot avoid and the ratio is the service's own work:
//
// - the bearer token verified as the service verifies it (src/identity/
//   tokens.ts): by the SHA-256 digest of the whole Authorization value in a
//   map until the token's expiry, an ES256 `jwtVerify` with the issuer,
//   audience, `typ` and required claims on a miss;
// - the credential (CREDENTIAL_PARTNER, under the service's prepared name,
//   misses sent together as the service sends them: src/db/batched-reads.ts)
//   kept in memory per client id, dropped whole when `credentials_changed`
//   arrives on a LISTEN of the twin's own and read again past the cache's age
//   bound, as src/identity/credential-cache.ts keeps it (nothing kept while
//   the LISTEN is not open);
// - the answer's request id and RateLimit headers (twinAnswerHeaders);
// - with a Redis URL, the gateway's two script calls per request, sent as
//   the service's RedisStore sends them (the same class, the same options):
//   the firewall's window by source address, then the partner's bucket and
//   daily quota, under a key prefix of the twin's own so that the two sides
//   never spend each other's allowance. Without one, no gateway I/O at all:
//   the service's counters are then in its memory.
//
// What a twin does not do: Fastify's hooks, validation, scopes, the caller's
// capabilities, the gateway's counting, metrics, the request log's end line,
// problem documents, every other role. Not a script.
import { hash, randomUUID } from 'node:crypto';
import { importJWK, jwtVerify, type JWK } from 'jose';
import type pg from 'pg';
import { utcDay } from '../src/gateway/limits/bucket.ts';
import { SPEC_LIMITS } from '../src/gateway/limits/limits.ts';
import { sourceKey } from '../src/gateway/firewall/source-address.ts';
import { RedisStore } from '../src/gateway/stores/redis-store.ts';
import { CREDENTIAL_CACHE_DEFAULTS } from '../src/identity/credential-cache.ts';
import { BatchedReads } from '../src/db/batched-reads.ts';

/** What the bench passes a twin so it does the service's per-request I/O. */
export interface TwinIoJob {
  /** The service's public signing key (from its JWKS), issuer and audience. */
  identity: { jwk: JWK; issuer: string; audience: string };
  /** Set when the service runs with REDIS_URL: the twin then sends the same scripts. */
  redisUrl?: string;
  /** The credential read: the service's text and prepared name (null: unnamed). */
  credential: { text: string; name: string | null };
}

/** The credential row as CREDENTIAL_PARTNER answers it (the fields a twin uses). */
export interface TwinCredential {
  partner_id: number;
  name: string;
  tier: 'trial' | 'standard' | 'enterprise';
  enabled: boolean;
  site_ids: number[];
  capabilities: string[];
  /** The client id the row was read for. */
  client_id: string;
}

/** How a twin runs one of the service's statements on its pool. */
export type TwinQuery = (statement: { text: string; name: string | null }, values: unknown[]) => Promise<pg.QueryResult>;

/** How the twin hears a channel (`credentials_changed`, a submission's signals): resolves once listening, with the unlisten. */
export type TwinListen = (channel: string, onSignal: (payload: string) => void) => Promise<() => Promise<void>>;

const CREDENTIALS_CHANNEL = 'credentials_changed';
const BEARER_PREFIX = 'Bearer ';

export interface TwinIo {
  /** The caller's credential, or undefined for anything the service would answer 401. */
  authenticate(authorization: string | undefined): Promise<TwinCredential | undefined>;
  /** The firewall's Redis call, before authentication as in the service (nothing without Redis). */
  firewall(sourceAddress: string): Promise<void>;
  /** The partner limit's Redis call, once the caller is known (nothing without Redis). */
  limit(caller: TwinCredential): Promise<void>;
  close(): Promise<void>;
}

export async function twinIo(job: TwinIoJob, query: TwinQuery, listen: TwinListen): Promise<TwinIo> {
  const publicKey = await importJWK(job.identity.jwk, 'ES256');
  const verified = new Map<string, { clientId: string; expiresAtMs: number }>();
  // Kept as the service keeps it (src/identity/credential-cache.ts): until `credentials_changed`, and read again once
  // older than its age bound, so both send the same credential reads (200 a second for 1,000 partners at 5 s).
  const credentials = new Map<string, { row: TwinCredential; readAtMs: number }>();
  // Misses read as the service reads them: a few statements at once, the rest together (the same class and bounds).
  const reads = new BatchedReads<TwinCredential>(
    async (clientIds) => new Map((await query(job.credential, [clientIds])).rows.map((row: TwinCredential) => [row.client_id, row])),
  );
  let listening = false;
  const unlisten = await listen(CREDENTIALS_CHANNEL, () => credentials.clear());
  listening = true;

  async function clientOf(authorization: string): Promise<string | undefined> {
    const key = hash('sha256', authorization, 'base64url');
    const known = verified.get(key);
    if (known) return Date.now() < known.expiresAtMs ? known.clientId : undefined;
    if (!authorization.startsWith(BEARER_PREFIX)) return undefined;
    try {
      const { payload } = await jwtVerify(authorization.slice(BEARER_PREFIX.length), publicKey, {
        issuer: job.identity.issuer,
        audience: job.identity.audience,
        algorithms: ['ES256'],
        typ: 'at+jwt',
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (typeof payload.client_id !== 'string') return undefined;
      verified.set(key, { clientId: payload.client_id, expiresAtMs: payload.exp! * 1000 });
      return payload.client_id;
    } catch {
      return undefined;
    }
  }

  async function authenticate(authorization: string | undefined): Promise<TwinCredential | undefined> {
    if (authorization === undefined) return undefined;
    const clientId = await clientOf(authorization);
    if (clientId === undefined) return undefined;
    const kept = listening ? credentials.get(clientId) : undefined;
    let row = kept !== undefined && performance.now() - kept.readAtMs < CREDENTIAL_CACHE_DEFAULTS.maxAgeMs ? kept.row : undefined;
    if (row === undefined) {
      const readAtMs = performance.now();
      row = await reads.read(clientId);
      if (row && listening) credentials.set(clientId, { row, readAtMs });
    }
    return row?.enabled && row.site_ids.length > 0 ? row : undefined;
  }

  const store = job.redisUrl ? new RedisStore(job.redisUrl) : null;
  // A prefix of the twin's own: the same key shapes as the service's, never its counters.
  const keyPrefix = `pcapi:bench-twin-${process.pid}:gw:`;
  const windowMs = SPEC_LIMITS.firewall.windowSeconds * 1000;
  async function firewall(sourceAddress: string): Promise<void> {
    if (!store) return;
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    await store.hit(`${keyPrefix}fw:${sourceKey(sourceAddress)}:${window}`, now, (window + 1) * windowMs);
  }
  async function limit(caller: TwinCredential): Promise<void> {
    if (!store) return;
    const now = Date.now();
    const { day, resetAt } = today(now);
    const tier = SPEC_LIMITS.tiers[caller.tier];
    const partner = `${keyPrefix}{p${caller.partner_id}}`;
    await store.consume({
      now,
      bucket: { key: `${partner}:bucket`, ratePerSecond: tier.ratePerSecond, burst: tier.burst },
      quota: { key: `${partner}:day:${day}`, limit: tier.dailyQuota, resetAt },
    });
  }

  return {
    authenticate,
    firewall,
    limit,
    async close() {
      listening = false;
      await unlisten().catch(() => {});
      await store?.close();
    },
  };
}

/** The service's gateway order: firewall, authentication, partner limit; undefined where it answers 401. */
export async function twinCaller(
  io: TwinIo,
  headers: { authorization?: string; 'x-forwarded-for'?: string | string[] },
  peer: string | undefined,
): Promise<TwinCredential | undefined> {
  await io.firewall(twinSourceAddress(headers['x-forwarded-for'], peer));
  const caller = await io.authenticate(headers.authorization);
  if (caller) await io.limit(caller);
  return caller;
}

/** The source address as the service takes it behind TRUST_PROXY=loopback: the last X-Forwarded-For entry, else the peer. */
export function twinSourceAddress(forwardedFor: string | string[] | undefined, peer: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (header) return header.slice(header.lastIndexOf(',') + 1).trim();
  return peer ?? '';
}

/**
 * LISTEN on one pg client of its own for every channel (PostgreSQL), as the
 * service's signals do (src/jobs/signals.ts): the notifications of all its
 * channels come over the one connection, as many reads as the service's.
 */
export function postgresListen(connectionString: string, Client: typeof pg.Client): TwinListen {
  const handlers = new Map<string, (payload: string) => void>();
  let connection: Promise<pg.Client> | null = null;
  const connected = () =>
    (connection ??= (async () => {
      const client = new Client({ connectionString });
      client.on('error', () => {});
      client.on('notification', (n) => handlers.get(n.channel)?.(n.payload ?? ''));
      await client.connect();
      return client;
    })());
  // One statement at a time on the connection, as the service issues its LISTENs (pg queues a query sent while
  // another runs, and warns that pg 9 will not).
  let statements: Promise<unknown> = Promise.resolve();
  const inTurn = (client: pg.Client, text: string) => {
    const run = statements.then(() => client.query(text));
    statements = run.catch(() => {});
    return run;
  };
  return async (channel, onSignal) => {
    const client = await connected();
    handlers.set(channel, onSignal);
    await inTurn(client, `LISTEN ${channel}`);
    return async () => {
      handlers.delete(channel);
      if (handlers.size > 0) return void (await inTurn(client, `UNLISTEN ${channel}`));
      connection = null;
      await statements;
      await client.end();
    };
  };
}

/** LISTEN on the embedded instance, as the service's signals do on PGlite. */
export function embeddedListen(lite: { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> }): TwinListen {
  return (channel, onSignal) => lite.listen(channel, onSignal);
}

/** The bench's side: the service's public key from its JWKS, and the issuer and audience its tokens carry. */
export async function serviceIdentity(base: string, token: string): Promise<TwinIoJob['identity']> {
  const res = await fetch(`${base}/.well-known/jwks.json`);
  const { keys } = (await res.json()) as { keys: JWK[] };
  if (!res.ok || !keys[0]) throw new Error(`the service's JWKS answered ${res.status}`);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iss: string; aud: string };
  return { jwk: keys[0], issuer: claims.iss, audience: claims.aud };
}

/** The twin's I/O job for a service started by bench/service.ts (its Redis when BENCH_REDIS_URL is set). */
export async function twinIoJob(base: string, token: string, credential: TwinIoJob['credential']): Promise<TwinIoJob> {
  const redisUrl = process.env.BENCH_REDIS_URL;
  return { identity: await serviceIdentity(base, token), credential, ...(redisUrl ? { redisUrl } : {}) };
}

/** The UTC day (its date and end), worked out again only once it has passed, as the service's limit hook keeps it. */
let day = { day: '', resetAt: 0 };
function today(now: number): { day: string; resetAt: number } {
  if (now >= day.resetAt) day = utcDay(now);
  return day;
}

const policies = new Map<string, string>();

/**
 * The headers the service adds to every partner answer, of the same length:
 * the request id (a fresh UUID, as the service makes one) and the RateLimit
 * fields of the caller's tier (the bucket one short of full, the day's quota
 * one short, the seconds to the UTC day's end), and `Cache-Control: no-store`,
 * so both send the same bytes.
 */
export function twinAnswerHeaders(caller: TwinCredential, now = Date.now()): Record<string, string> {
  const tier = SPEC_LIMITS.tiers[caller.tier];
  let policy = policies.get(caller.tier);
  if (policy === undefined) {
    policy = `"bucket";q=${tier.burst};w=${Math.ceil(tier.burst / tier.ratePerSecond)}, "daily";q=${tier.dailyQuota};w=86400`;
    policies.set(caller.tier, policy);
  }
  const dayEndsIn = Math.ceil((today(now).resetAt - now) / 1000);
  return {
    'ratelimit-policy': policy,
    ratelimit: `"bucket";r=${tier.burst - 1};t=1, "daily";r=${tier.dailyQuota - 1};t=${dayEndsIn}`,
    'x-request-id': randomUUID(),
    'cache-control': 'no-store',
  };
}
