// Back office: partners, their grants and their app clients. Every change is
// written to the audit log in the same transaction as the change itself.
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../audit/service.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { siteErrors } from '../../sites/errors.ts';
import { partnerErrors } from '../errors.ts';
import { SitesRepo } from '../../sites/repo.ts';
import { assertMethodChange } from '../../identity/mtls/method-rules.ts';
import { ClientsRepo, PartnersRepo, type ClientRecord, type MachineMethod, type PartnerRecord } from '../../identity/repo.ts';
import { SCOPES, normaliseScope, type Scope, type Tier } from '../../access/scopes.ts';
import { pageLimit, type CursorCodec, type Page } from '../../http/cursor.ts';
import { newClientId, newClientSecret, type SecretHasher } from '../../identity/secrets.ts';
import { auditTrail } from '../../audit/trail.ts';
import { PAGES } from '../../http/operations/pages.ts';

const auditPartner = auditTrail('partner');

export const MAX_LIVE_CLIENTS = 2;

export interface NewPartner {
  name: string;
  tier?: Tier;
  authMethod?: MachineMethod;
  capabilities?: string[];
  siteIds?: number[];
}

export interface PartnerChanges {
  name?: string;
  enabled?: boolean;
  tier?: Tier;
  authMethod?: MachineMethod;
  capabilities?: string[];
}

export interface IssuedClient {
  client: ClientRecord;
  /** Shown once; only its scrypt hash is stored. */
  clientSecret: string;
}

function toScopes(values: string[]): Scope[] {
  const scopes = values.map((v, index) => {
    const scope = normaliseScope(v);
    if (!scope) throw partnerErrors.unknownScope(v, SCOPES, index);
    return scope;
  });
  return [...new Set(scopes)];
}

/**
 * The row a partner's writes serialise on (db/row-queue.ts): edits, grants
 * and revocations of its sites (one grant row each), and issues of its app
 * clients (which lock it to count them).
 */
const partnerKey = (partnerId: number) => `partners:${partnerId}`;

export class PartnersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secrets: SecretHasher,
    private readonly cursors: CursorCodec,
    /**
     * After a change to what the credential read returns has committed: the
     * process's own credential cache drops it at once (other processes drop
     * theirs on the trigger's notification, migration 0023).
     */
    private readonly credentialsChanged: () => void = () => {},
  ) {}

  /** A serialised write to what the credential read returns; the local cache drops once it has ended (committed or not). */
  #credentialWrite<T>(key: string, write: (trx: Db) => Promise<T>): Promise<T> {
    return serialisedWrite(this.db, key, write).finally(this.credentialsChanged);
  }

  async list(): Promise<PartnerRecord[]> {
    return new PartnersRepo(this.db).list();
  }

  /** One page of partners by id, optionally searched by name (or an exact id); the cursor is bound to the search. */
  async page(query: { q?: string; cursor?: string; limit?: number }): Promise<Page<PartnerRecord>> {
    const limit = pageLimit(query.limit, PAGES.partners);
    const search = query.q?.trim() || undefined;
    const filters = { q: search };
    const afterId = query.cursor ? Number(this.cursors.decode('admin.partners', filters, query.cursor)[0]) : undefined;
    const rows = await new PartnersRepo(this.db).page({ afterId, search, limit: limit + 1 });
    return this.cursors.page(rows, limit, 'admin.partners', filters, (p) => [p.id]);
  }

  async get(id: number): Promise<PartnerRecord> {
    const partner = await new PartnersRepo(this.db).find(id);
    if (!partner) throw partnerErrors.notFound(id);
    return partner;
  }

  async create(input: NewPartner, actor: Actor): Promise<PartnerRecord> {
    const capabilities = toScopes(input.capabilities ?? []);
    return withTransaction(this.db, async (trx) => {
      const partners = new PartnersRepo(trx);
      const authMethod = input.authMethod ?? 'IDP_M2M';
      const id = await partners.insert({ name: input.name, tier: input.tier ?? 'trial', auth_method: authMethod, capabilities });
      for (const siteId of input.siteIds ?? []) {
        if (!(await new SitesRepo(trx).find(siteId))) throw siteErrors.notFound(siteId);
        await partners.grantSite(id, siteId);
      }
      await auditPartner(trx, {
        actor,
        action: 'partner.create',
        targetId: id,
        details: { name: input.name, tier: input.tier ?? 'trial', authMethod, capabilities, siteIds: input.siteIds ?? [] },
      });
      return (await partners.find(id))!;
    });
  }

  async update(id: number, changes: PartnerChanges, actor: Actor): Promise<PartnerRecord> {
    const { authMethod, ...rest } = changes;
    const values = { ...rest, ...(changes.capabilities && { capabilities: toScopes(changes.capabilities) }) };
    return this.#credentialWrite(partnerKey(id), async (trx) => {
      const partners = new PartnersRepo(trx);
      // The method moves only while the partner holds no credential of the old one (see method-rules.ts).
      if (authMethod) await assertMethodChange(trx, id, authMethod);
      if (!(await partners.update(id, { ...values, ...(authMethod && { auth_method: authMethod }) }, this.clock.now())))
        throw partnerErrors.notFound(id);
      await auditPartner(trx, { actor, action: 'partner.update', targetId: id, details: { ...values, ...(authMethod && { authMethod }) } });
      return (await partners.find(id))!;
    });
  }

  async grantSite(partnerId: number, siteId: number, actor: Actor): Promise<PartnerRecord> {
    return this.#credentialWrite(partnerKey(partnerId), async (trx) => {
      const partners = new PartnersRepo(trx);
      if (!(await partners.find(partnerId))) throw partnerErrors.notFound(partnerId);
      if (!(await new SitesRepo(trx).find(siteId))) throw siteErrors.notFound(siteId);
      await partners.grantSite(partnerId, siteId);
      await auditPartner(trx, { actor, action: 'partner.grant_site', targetId: partnerId, details: { siteId } });
      return (await partners.find(partnerId))!;
    });
  }

  async revokeSite(partnerId: number, siteId: number, actor: Actor): Promise<PartnerRecord> {
    return this.#credentialWrite(partnerKey(partnerId), async (trx) => {
      const partners = new PartnersRepo(trx);
      if (!(await partners.find(partnerId))) throw partnerErrors.notFound(partnerId);
      if (!(await partners.revokeSite(partnerId, siteId))) throw partnerErrors.noGrant(partnerId, siteId);
      await auditPartner(trx, { actor, action: 'partner.revoke_site', targetId: partnerId, details: { siteId } });
      return (await partners.find(partnerId))!;
    });
  }

  async listClients(partnerId: number): Promise<ClientRecord[]> {
    await this.get(partnerId);
    return new ClientsRepo(this.db).listForPartner(partnerId);
  }

  /** Issues an app client; at most two live per partner, for rotation. */
  async issueClient(partnerId: number, label: string | null, actor: Actor): Promise<IssuedClient> {
    const clientSecret = newClientSecret();
    const secretHash = this.secrets.hash(clientSecret);
    const client = await serialisedWrite(this.db, partnerKey(partnerId), async (trx) => {
      // Lock the partner row so two concurrent issues cannot both pass the limit.
      const authMethod = await new PartnersRepo(trx).authMethod(partnerId, true);
      if (!authMethod) throw partnerErrors.notFound(partnerId);
      if (authMethod === 'MTLS') throw partnerErrors.onMutualTls(partnerId);
      const clients = new ClientsRepo(trx);
      if ((await clients.countForPartner(partnerId)) >= MAX_LIVE_CLIENTS) throw partnerErrors.tooManyClients(partnerId, MAX_LIVE_CLIENTS);
      const created = await clients.insert({ partnerId, clientId: newClientId(), secretHash, label });
      await auditPartner(trx, { actor, action: 'client.issue', targetId: partnerId, details: { clientId: created.clientId, label } });
      return created;
    });
    return { client, clientSecret };
  }

  /** Deletes the client: tokens minted from it fail on their next use. */
  async revokeClient(clientId: string, actor: Actor): Promise<ClientRecord> {
    return this.#credentialWrite(`partner_clients:${clientId}`, async (trx) => {
      const deleted = await new ClientsRepo(trx).delete(clientId);
      if (!deleted) throw partnerErrors.clientNotFound(clientId);
      await auditPartner(trx, { actor, action: 'client.revoke', targetId: deleted.partnerId, details: { clientId } });
      return deleted;
    });
  }
}
