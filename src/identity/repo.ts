// Partners, their granted sites and their app clients.
import { sql, type Selectable } from 'kysely';
import type { PartnersTable } from '../db/tables/foundation.ts';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/transaction.ts';
import { likeLiteral } from '../db/sql/like.ts';
import type { AuthMethod } from '../access/caller.ts';
import type { Tier } from '../access/scopes.ts';
import { extended } from '../objects.ts';

export interface PartnerRecord {
  id: number;
  name: string;
  enabled: boolean;
  tier: Tier;
  /** The partner's one machine method (bearer or mutual TLS), chosen by staff. */
  authMethod: MachineMethod;
  capabilities: string[];
  siteIds: number[];
  createdAt: Date;
  updatedAt: Date;
}

export type MachineMethod = Exclude<AuthMethod, 'IDP_USER'>;

export interface ClientRecord {
  id: number;
  partnerId: number;
  clientId: string;
  label: string | null;
  createdAt: Date;
}

export interface ClientWithSecret extends ClientRecord {
  secretHash: string;
}

const siteIdsOf = sql<number[]>`array(select ps.site_id from partner_sites ps where ps.partner_id = partners.id order by ps.site_id)`;

function toPartner(row: Selectable<PartnersTable> & { site_ids: number[] }): PartnerRecord {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    tier: row.tier,
    authMethod: row.auth_method,
    capabilities: row.capabilities,
    siteIds: row.site_ids,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class PartnersRepo {
  constructor(private readonly db: Db) {}

  #partners() {
    return this.db
      .selectFrom('partners')
      .select(['id', 'name', 'enabled', 'tier', 'auth_method', 'capabilities', 'created_at', 'updated_at', siteIdsOf.as('site_ids')]);
  }

  async find(id: number): Promise<PartnerRecord | undefined> {
    const row = await this.#partners().where('id', '=', id).executeTakeFirst();
    return row && toPartner(row);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('partners').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The partner's machine method; `lock` takes its row for the rest of the transaction. */
  async authMethod(id: number, lock = false): Promise<MachineMethod | undefined> {
    const query = this.db.selectFrom('partners').select('auth_method').where('id', '=', id);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    return row?.auth_method;
  }

  /** The partner's machine method and the live credentials of each method it holds (app clients, unrevoked certificates). */
  async credentials(id: number): Promise<{ auth_method: MachineMethod; clients: number; certificates: number } | undefined> {
    return this.db
      .selectFrom('partners')
      .select([
        'auth_method',
        sql<number>`(SELECT count(*)::int FROM app_clients c WHERE c.partner_id = partners.id)`.as('clients'),
        sql<number>`(SELECT count(*)::int FROM partner_certificates pc WHERE pc.partner_id = partners.id AND pc.status <> 'revoked')`.as(
          'certificates',
        ),
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async list(): Promise<PartnerRecord[]> {
    const rows = await this.#partners().orderBy('id').execute();
    return rows.map(toPartner);
  }

  /** One keyset page by id: after `afterId`, optionally only names containing `search` (or the partner with that id). */
  async page(options: { afterId?: number; search?: string; limit: number }): Promise<PartnerRecord[]> {
    let query = this.#partners();
    if (options.afterId !== undefined) query = query.where('id', '>', options.afterId);
    const search = options.search;
    if (search) {
      const pattern = `%${likeLiteral(search)}%`;
      const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
      query = query.where((eb) => (id === null ? eb('name', 'ilike', pattern) : eb.or([eb('name', 'ilike', pattern), eb('id', '=', id)])));
    }
    const rows = await query.orderBy('id').limit(options.limit).execute();
    return rows.map(toPartner);
  }

  async insert(values: { name: string; tier: Tier; auth_method: MachineMethod; capabilities: string[] }): Promise<number> {
    const row = await this.db.insertInto('partners').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    values: Partial<{ name: string; enabled: boolean; tier: Tier; auth_method: MachineMethod; capabilities: string[] }>,
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('partners')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async grantSite(partnerId: number, siteId: number): Promise<boolean> {
    const result = await this.db
      .insertInto('partner_sites')
      .values({ partner_id: partnerId, site_id: siteId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async revokeSite(partnerId: number, siteId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('partner_sites')
      .where('partner_id', '=', partnerId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

export class ClientsRepo {
  constructor(private readonly db: Db) {}

  async findWithSecret(clientId: string): Promise<ClientWithSecret | undefined> {
    const row = await this.db
      .selectFrom('app_clients')
      .select(['id', 'partner_id', 'client_id', 'label', 'created_at', 'secret_hash'])
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row && extended(toClient(row), { secretHash: row.secret_hash });
  }

  /** Replaces the hash unless the client changed meanwhile (revoked, or already re-hashed). */
  async replaceSecretHash(clientId: string, previous: string, next: string): Promise<void> {
    await this.db
      .updateTable('app_clients')
      .set({ secret_hash: next })
      .where('client_id', '=', clientId)
      .where('secret_hash', '=', previous)
      .execute();
  }

  async listForPartner(partnerId: number): Promise<ClientRecord[]> {
    const rows = await this.db
      .selectFrom('app_clients')
      .select(['id', 'partner_id', 'client_id', 'label', 'created_at'])
      .where('partner_id', '=', partnerId)
      .orderBy('id')
      .execute();
    return rows.map(toClient);
  }

  async countForPartner(partnerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('app_clients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('partner_id', '=', partnerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(values: { partnerId: number; clientId: string; secretHash: string; label: string | null }): Promise<ClientRecord> {
    const row = await this.db
      .insertInto('app_clients')
      .values({ partner_id: values.partnerId, client_id: values.clientId, secret_hash: values.secretHash, label: values.label })
      .returning(['id', 'partner_id', 'client_id', 'label', 'created_at'])
      .executeTakeFirstOrThrow();
    return toClient(row);
  }

  async delete(clientId: string): Promise<ClientRecord | undefined> {
    const row = await this.db
      .deleteFrom('app_clients')
      .where('client_id', '=', clientId)
      .returning(['id', 'partner_id', 'client_id', 'label', 'created_at'])
      .executeTakeFirst();
    return row && toClient(row);
  }
}

function toClient(row: { id: number; partner_id: number; client_id: string; label: string | null; created_at: Date }): ClientRecord {
  return { id: row.id, partnerId: row.partner_id, clientId: row.client_id, label: row.label, createdAt: row.created_at };
}

export interface CredentialPartnerRow {
  /** The client id the row was read for. */
  client_id: string;
  partner_id: number;
  name: string;
  enabled: boolean;
  tier: Selectable<PartnersTable>['tier'];
  capabilities: string[];
  site_ids: number[];
}

/**
 * The client, its partner and the partner's grants (fixed SQL, see db/prepared.ts), for each of the
 * client ids given ($1, an array: the reads that arrive together go as one, db/batched-reads.ts):
 * read for a partner request unless the credential cache holds it; every table it reads signals its
 * changes (migration 0023), so add a table here only with a trigger there.
 */
export const CREDENTIAL_PARTNER = prepared<CredentialPartnerRow>(
  `SELECT c.client_id, p.id AS partner_id, p.name, p.enabled, p.tier, p.capabilities,
    array(SELECT ps.site_id FROM partner_sites ps WHERE ps.partner_id = p.id ORDER BY ps.site_id) AS site_ids
  FROM app_clients c JOIN partners p ON p.id = c.partner_id WHERE c.client_id = ANY($1::text[])`,
  { named: true },
);
