// SQL for webhook endpoints (back office only: partners never see them).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/transaction.ts';
import type { WebhookEndpointsTable } from '../../db/tables/webhooks.ts';

export interface EndpointRecord {
  id: number;
  partnerId: number;
  url: string;
  enabled: boolean;
  eventTypes: string[];
  signed: boolean;
  secretRotatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function toRecord(r: Selectable<WebhookEndpointsTable>): EndpointRecord {
  return {
    id: r.id,
    partnerId: r.partner_id,
    url: r.url,
    enabled: r.enabled,
    eventTypes: r.event_types,
    signed: r.secret_ciphertext !== null,
    secretRotatedAt: r.secret_rotated_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export interface EndpointChanges {
  url?: string;
  enabled?: boolean;
  eventTypes?: string[];
}

export class EndpointsRepo {
  constructor(private readonly db: Db) {}

  async partnerExists(partnerId: number): Promise<boolean> {
    return !!(await this.db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst());
  }

  async insert(
    input: { partnerId: number; url: string; enabled: boolean; eventTypes: string[]; secretCiphertext: string | null },
    now: Date,
  ): Promise<EndpointRecord> {
    const row = await this.db
      .insertInto('webhook_endpoints')
      .values({
        partner_id: input.partnerId,
        url: input.url,
        enabled: input.enabled,
        event_types: input.eventTypes,
        secret_ciphertext: input.secretCiphertext,
        secret_rotated_at: input.secretCiphertext ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async find(id: number): Promise<EndpointRecord | undefined> {
    const row = await this.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async listByPartner(partnerId: number): Promise<EndpointRecord[]> {
    const rows = await this.db.selectFrom('webhook_endpoints').selectAll().where('partner_id', '=', partnerId).orderBy('id').execute();
    return rows.map(toRecord);
  }

  async update(id: number, changes: EndpointChanges, now: Date): Promise<EndpointRecord | undefined> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set({
        ...(changes.url !== undefined && { url: changes.url }),
        ...(changes.enabled !== undefined && { enabled: changes.enabled }),
        ...(changes.eventTypes !== undefined && { event_types: changes.eventTypes }),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Replaces (or, with null, removes) the sealed signing secret. */
  async setSecret(id: number, secretCiphertext: string | null, now: Date): Promise<EndpointRecord | undefined> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set({ secret_ciphertext: secretCiphertext, secret_rotated_at: secretCiphertext ? now : null, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toRecord(row);
  }
}
