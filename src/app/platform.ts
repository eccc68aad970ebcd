// The composition root: builds every service once from the configuration,
// the database and the clock. Listeners, workers, the CLI and tests take
// what they need from here; services themselves receive only their own
// dependencies.
import { systemClock, type Clock } from '../clock.ts';
import type { Config } from './config.ts';
import type { AdminServices } from '../cli/services.ts';
import { AuditService } from '../audit/service.ts';
import { createCatalog, templateVendorFor, type Catalog } from './wiring/catalog.ts';
import type { Database } from '../db/engine.ts';
import type { Db } from '../db/transaction.ts';
import { createWebhooks, type Webhooks } from './wiring/webhooks.ts';
import { createGateway } from '../gateway/gateway.ts';
import type { GatewayHooks } from '../gateway/hooks.ts';
import { CursorCodec } from '../http/cursor.ts';
import {
  loadClientSecretKey,
  loadCursorSecret,
  loadKnownDeviceKey,
  loadSigningKey,
  type SigningKey,
} from '../identity/environment-secrets.ts';
import { PartnersService } from '../partners/admin/service.ts';
import { CertificatesService } from '../identity/mtls/admin/service.ts';
import { Passwords, PasswordWork } from '../identity/passwords.ts';
import { SecretHasher } from '../identity/secrets.ts';
import { TokenService } from '../identity/token-service.ts';
import { CredentialCache } from '../identity/credential-cache.ts';
import { TokenIssuer } from '../identity/tokens.ts';
import { StaffService } from '../identity/signin/admin/service.ts';
import { SigninClientsService } from '../identity/signin/clients/service.ts';
import { SigninService } from '../identity/signin/signin-service.ts';
import { createOrders, type Orders } from './wiring/orders.ts';
import { ShippingAdminService } from '../shipping/admin/service.ts';
import { ShippingService } from '../shipping/service.ts';
import { createSubmissions, type Submissions } from './wiring/submissions.ts';
import { SitesAdminService } from '../sites/admin/service.ts';
import { SitesService } from '../sites/service.ts';
import { UsersAdminService } from '../users/admin/service.ts';
import { createPeople, type People } from './wiring/people.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { Health } from '../metrics/health.ts';
import { connectProbes, platformHealth, platformMetrics } from './wiring/metrics.ts';
import { createOperations, type Operations } from './wiring/operations.ts';
import { createTeam, type Team } from './wiring/team.ts';

export interface Platform {
  config: Config;
  clock: Clock;
  database: Database;
  db: Db;
  signingKey: SigningKey;
  cursors: CursorCodec;
  tokens: TokenService;
  signin: SigninService;
  gateway: GatewayHooks;
  sites: SitesService;
  catalog: Catalog;
  shipping: ShippingService;
  people: People;
  webhooks: Webhooks;
  submissions: Submissions;
  orders: Orders;
  /** This process's metrics (its own registry) and readiness, served on the metrics listener. */
  metrics: Metrics;
  health: Health;
  /** Retention (pruning passes; the worker role's task) and the per-partner usage history. */
  retention: Operations['retention'];
  usage: Operations['usage'];
  /** The platform's own staff: team members, their API tokens, console sessions (src/team/). */
  team: Team;
  /**
   * Password hashing, each with its own bounded PasswordWork: partner staff's
   * public sign-in form, and the back office (console sign-in, passwords set
   * by staff), so a flood of the one never holds up the other.
   */
  passwords: { partnerSignIn: Passwords; backOffice: Passwords };
  /** The back office's services of no area of their own (what src/cli/services.ts declares the CLI's commands call). */
  admin: AdminServices;
}

export async function createPlatform(config: Config, database: Database, clock: Clock = systemClock): Promise<Platform> {
  const db = database.db;
  const signingKey = await loadSigningKey(db);
  const issuer = new TokenIssuer(
    signingKey,
    { issuer: config.tokenIssuer, audience: `${config.environment}/partner-api`, ttlSeconds: config.tokenTtlSeconds },
    clock,
  );
  const cursors = new CursorCodec(await loadCursorSecret(db));
  const secretHasher = new SecretHasher(await loadClientSecretKey(db));
  const metrics = platformMetrics();
  // Readiness reads the platform's gateway when checked (a test context replaces it).
  const health = platformHealth(database, () => platform.gateway);
  const usage = createOperations.usage(db, config, clock);
  const orders = await createOrders(db, cursors, config, clock);
  const passwords = {
    partnerSignIn: new Passwords(config.passwords.costN, new PasswordWork(config.passwords.work)),
    backOffice: new Passwords(config.passwords.costN, new PasswordWork(config.passwords.work)),
  };
  const submissions = createSubmissions(database, cursors, config, templateVendorFor(db, config), clock, metrics.submissions);
  const platform: Platform = {
    config,
    clock,
    database,
    db,
    signingKey,
    cursors,
    // The credential read kept per process, dropped on the signal of any change to it (src/identity/credential-cache.ts).
    tokens: new TokenService(db, issuer, secretHasher, new CredentialCache(submissions.signals)),
    signin: new SigninService(
      db,
      issuer,
      clock,
      await loadClientSecretKey(db),
      config.publicBaseUrl,
      passwords.partnerSignIn,
      await loadKnownDeviceKey(db, 'signin'),
    ),
    gateway: createGateway(config, clock, { recorder: metrics.gateway, usage: usage.counter }),
    sites: new SitesService(db),
    catalog: createCatalog(db, cursors, config, clock),
    shipping: new ShippingService(db),
    people: createPeople(db, cursors, clock),
    // The dispatcher wakes on the submissions' LISTEN connection too (one per process).
    webhooks: await createWebhooks(db, config, clock, cursors, metrics.webhooks, submissions.signals),
    submissions,
    orders,
    metrics,
    health,
    retention: createOperations.retention(db, config, clock, orders.storage.storage, metrics.retention),
    usage,
    team: createTeam(db, clock, cursors, config.team, passwords.backOffice, () => platform.gateway.tokenRequest),
    passwords,
    admin: {
      partners: new PartnersService(db, clock, secretHasher, cursors, () => submissions.signals.announce('credentials_changed', '')),
      sites: new SitesAdminService(db, clock),
      users: new UsersAdminService(db, clock),
      audit: new AuditService(db, cursors),
      shipping: new ShippingAdminService(db, clock),
      certificates: new CertificatesService(db, clock),
      staff: new StaffService(db, clock, passwords.backOffice),
      signinClients: new SigninClientsService(db, cursors),
    },
  };
  connectProbes(metrics, database, platform.webhooks, platform.tokens);
  return platform;
}
