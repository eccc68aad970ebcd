// Builds the whole service on a fresh database for one test file, with small
// factories for the data a test needs. Close it in `after`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../../src/clock.ts';
import { loadConfig, type Config } from '../../src/app/config.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { buildAdminApp } from '../../src/app/hosts/admin.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { createGateway, type GatewayOptions } from '../../src/gateway/gateway.ts';
import { UNTHROTTLED } from './gateway.ts';
import { SCOPES, type Scope } from '../../src/access/scopes.ts';
import { freshDatabase, type TestDatabase } from './database.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestContext {
  platform: Platform;
  app: FastifyInstance;
  admin: FastifyInstance;
  clock: ManualClock;
  config: Config;
  /** The database's URL for another process or pool (PostgreSQL; reading it has the database dropped after, not reused). */
  readonly databaseUrl: string | null;
  close(): Promise<void>;
  /** Creates a site (back office). */
  site(name?: string): Promise<number>;
  /** Creates a partner with an app client; returns its credentials and a token. */
  partner(options?: PartnerOptions): Promise<TestPartner>;
  /** POSTs the token endpoint with form fields. */
  requestToken(fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Calls the partner API with a bearer token. */
  call(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Calls the admin API with the admin token. */
  adminCall(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface PartnerOptions {
  name?: string;
  scopes?: readonly Scope[];
  siteIds?: number[];
  /** Sites to create and grant when siteIds is not given (default 1). */
  sites?: number;
  enabled?: boolean;
}

export interface TestPartner {
  partnerId: number;
  clientId: string;
  clientSecret: string;
  siteIds: number[];
  token: string;
}

export interface ContextOptions {
  /** The gateway's limits and store: by default limits that never bite, in process memory. */
  gateway?: GatewayOptions;
  /** PostgreSQL: connections in the pool (4 unless a test needs the service's default, 10). */
  poolSize?: number;
  /** PostgreSQL: the pool's wait on a lock fails after this (see FreshDatabaseOptions). */
  lockTimeoutMs?: number;
}

export async function createTestContext(overrides: Record<string, string> = {}, options: ContextOptions = {}): Promise<TestContext> {
  // A storage directory of its own unless the test names one; removed on close.
  const ownStorage = overrides.STORAGE_DIR === undefined ? mkdtempSync(join(tmpdir(), 'pcapi-storage-')) : null;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN,
    PUBLIC_BASE_URL: 'http://api.test',
    DATABASE_URL: 'memory://',
    // Every response of every test is checked against its published schema.
    CHECK_RESPONSES: 'true',
    // scrypt's smallest accepted cost: team members' passwords hash in milliseconds, not a quarter second.
    PASSWORD_SCRYPT_N: '16384',
    // The tests' webhook receivers listen on loopback, as the local demo's do; tests of the refusal set it off.
    WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: 'true',
    ...(ownStorage && { STORAGE_DIR: ownStorage }),
    ...overrides,
  });
  const testDb: TestDatabase = await freshDatabase({
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    ...(options.poolSize !== undefined && { poolSize: options.poolSize }),
    ...(options.lockTimeoutMs !== undefined && { lockTimeoutMs: options.lockTimeoutMs }),
  }).catch((error: unknown) => {
    // No context to close: its storage directory goes now.
    if (ownStorage) rmSync(ownStorage, { recursive: true, force: true });
    throw error;
  });
  const clock = new ManualClock(new Date());
  const platform = await createPlatform(config, testDb.database, clock);
  // The clock stands still unless a test moves it, so real limits would
  // throttle any test making a few requests: tests opt into them.
  await platform.gateway.close();
  platform.gateway = createGateway(config, clock, {
    ...(options.gateway ?? { limits: UNTHROTTLED, redisUrl: null }),
    recorder: platform.metrics.gateway,
    usage: platform.usage.counter,
  });
  // What the context holds, dropped once it is closed: a test file's module (and its `ctx`) stays loaded
  // in the runner's worker for the rest of the run, and a closed context still holding its apps and
  // platform kept every earlier file's alive (the worker's heap grew to 0.8–1 GB, each full collection
  // marking all of it).
  let held: { platform: Platform; app: FastifyInstance; admin: FastifyInstance; testDb: TestDatabase } | null = {
    platform,
    app: await buildPartnerApp(platform),
    admin: await buildAdminApp(platform),
    testDb,
  };
  const live = () => {
    if (!held) throw new Error('the test context is closed');
    return held;
  };
  let siteCounter = 0;

  const ctx: TestContext = {
    get platform() {
      return live().platform;
    },
    get app() {
      return live().app;
    },
    get admin() {
      return live().admin;
    },
    clock,
    config,
    get databaseUrl() {
      return live().testDb.url;
    },
    async close() {
      if (!held) return;
      const { app, admin, platform, testDb } = held;
      try {
        await app.close();
        await admin.close();
        await platform.usage.close();
        await platform.gateway.close();
        await platform.submissions.close();
        await testDb.close();
      } finally {
        held = null;
        // Even when a close step fails, the run's temporary directory is left clean.
        if (ownStorage) rmSync(ownStorage, { recursive: true, force: true });
      }
    },
    async site(name) {
      siteCounter += 1;
      const site = await ctx.platform.admin.sites.create(
        { name: name ?? `Site ${siteCounter}`, url: `https://site${siteCounter}.example.com` },
        'test',
      );
      return site.id;
    },
    async partner(options = {}) {
      const siteIds = options.siteIds ?? [];
      for (let i = 0; !options.siteIds && i < (options.sites ?? 1); i++) siteIds.push(await ctx.site());
      const partner = await ctx.platform.admin.partners.create(
        { name: options.name ?? 'Test Partner', capabilities: [...(options.scopes ?? SCOPES)], siteIds },
        'test',
      );
      const issued = await ctx.platform.admin.partners.issueClient(partner.id, null, 'test');
      let token = '';
      if (siteIds.length > 0 && (options.scopes ?? SCOPES).length > 0) {
        const res = await ctx.requestToken({
          grant_type: 'client_credentials',
          client_id: issued.client.clientId,
          client_secret: issued.clientSecret,
        });
        token = res.json().access_token;
      }
      if (options.enabled === false) await ctx.platform.admin.partners.update(partner.id, { enabled: false }, 'test');
      return { partnerId: partner.id, clientId: issued.client.clientId, clientSecret: issued.clientSecret, siteIds, token };
    },
    requestToken(fields, headers = {}) {
      return ctx.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    call(token, options) {
      return ctx.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } });
    },
    adminCall(options) {
      return ctx.admin.inject({ ...options, headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(options.headers ?? {}) } });
    },
  };
  return ctx;
}
