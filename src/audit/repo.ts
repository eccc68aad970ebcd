// The append-only audit log of staff actions: rows are inserted, never updated;
// retention deletes the oldest after RETENTION_AUDIT_DAYS (src/retention/).
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../db/tables/foundation.ts';
import { likeLiteral } from '../db/sql/like.ts';
import type { Db } from '../db/transaction.ts';

export interface AuditEntry {
  id: number;
  occurredAt: Date;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

export interface AuditInput {
  actor: string;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

export interface AuditFilters {
  targetType?: string;
  targetId?: string;
  actor?: string;
  /** A person's email: what they did in the console (`staff:<id> <email>`) and with their personal tokens (`token:<id> (<email>)`). */
  person?: string;
  action?: string;
}

/** `details` is a jsonb object written by `append`; the table types it unknown. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toEntry(r: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: Number(r.id),
    occurredAt: r.occurred_at,
    actor: r.actor,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    details: isRecord(r.details) ? r.details : {},
  };
}

export class AuditRepo {
  constructor(private readonly db: Db) {}

  async append(entry: AuditInput): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        actor: entry.actor,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId == null ? null : String(entry.targetId),
        details: JSON.stringify(entry.details ?? {}),
      })
      .execute();
  }

  /** Newest first, keyset by id. */
  async list(options: AuditFilters & { beforeId?: number; limit: number }): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(options.limit);
    if (options.beforeId !== undefined) query = query.where('id', '<', String(options.beforeId));
    if (options.targetType) query = query.where('target_type', '=', options.targetType);
    if (options.targetId) query = query.where('target_id', '=', options.targetId);
    if (options.actor) query = query.where('actor', '=', options.actor);
    if (options.person) {
      const email = likeLiteral(options.person);
      query = query.where((eb) => eb.or([eb('actor', 'like', `staff:% ${email}`), eb('actor', 'like', `token:% (${email})`)]));
    }
    if (options.action) query = query.where('action', '=', options.action);
    return (await query.execute()).map(toEntry);
  }
}
