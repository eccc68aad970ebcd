import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import { AuditRepo, type AuditEntry, type AuditFilters } from './repo.ts';
import { PAGES } from '../http/operations/pages.ts';

/** Who did a staff action: `staff:<id> <email>` (console), `token:<id> (<email>)` (API token), `bootstrap` (ADMIN_TOKEN), `cli:<user>`, `seed`. */
export type Actor = string;

export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
  ) {}

  async list(options: AuditFilters & { beforeId?: number; limit: number }): Promise<AuditEntry[]> {
    return new AuditRepo(this.db).list(options);
  }

  /** One page, newest first, keyset by id behind an authenticated cursor bound to the filters. */
  async page(query: AuditFilters & { cursor?: string; limit?: number }): Promise<Page<AuditEntry>> {
    const { targetType, targetId, actor, person, action } = query;
    const filters = { targetType, targetId, actor, person, action };
    const limit = pageLimit(query.limit, PAGES.audit);
    const beforeId = query.cursor ? Number(this.cursors.decode('admin.audit', filters, query.cursor)[0]) : undefined;
    const rows = await this.list({ ...filters, beforeId, limit: limit + 1 });
    return this.cursors.page(rows, limit, 'admin.audit', filters, (e) => [e.id]);
  }
}
