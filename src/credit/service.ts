// Credit accounts through the partner API (read-only): list, detail and the
// account's adjustments (its movements).
import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import type { Caller } from '../access/caller.ts';
import { requireSiteInPath, sitesInScope } from '../access/tenancy.ts';
import { CreditRepo, type CreditAccountRecord, type MovementRecord } from './repo.ts';
import { creditErrors } from './errors.ts';
import { PAGES } from '../http/operations/pages.ts';

export interface AccountQuery {
  siteId?: number;
  divisionId?: number;
  userId?: number;
  active?: boolean;
  cursor?: string;
  limit?: number;
}

export class CreditService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
  ) {}

  async list(caller: Caller, query: AccountQuery, pathSiteId?: number): Promise<Page<CreditAccountRecord>> {
    const siteIds = pathSiteId === undefined ? sitesInScope(caller, query.siteId) : [requireSiteInPath(caller, pathSiteId)];
    const filters = { siteId: pathSiteId ?? query.siteId, divisionId: query.divisionId, userId: query.userId, active: query.active };
    const limit = pageLimit(query.limit, PAGES.credit);
    // Cursors are per route: the site alias issues its own.
    const route = pathSiteId === undefined ? 'credit.list' : 'sites.credit.list';
    const afterId = this.cursors.afterNumber(route, filters, query.cursor);
    const rows = await new CreditRepo(this.db).list(siteIds, { ...query, afterId, limit: limit + 1 });
    return this.cursors.page(rows, limit, route, filters, (a) => [a.id]);
  }

  async get(caller: Caller, id: number): Promise<CreditAccountRecord> {
    const account = await new CreditRepo(this.db).find(caller.grantedSiteIds, id);
    if (!account) throw creditErrors.accountNotFound();
    return account;
  }

  /** Movements of a granted account, oldest first; an unknown type code is an empty page. */
  async adjustments(caller: Caller, id: number, query: { type?: string; cursor?: string; limit?: number }): Promise<Page<MovementRecord>> {
    const filters = { creditAccountId: id, type: query.type };
    const limit = pageLimit(query.limit, PAGES.credit);
    const afterId = this.cursors.afterNumber('credit.adjustments', filters, query.cursor);
    const repo = new CreditRepo(this.db);
    if (!(await repo.find(caller.grantedSiteIds, id))) throw creditErrors.accountNotFound();
    const rows = await repo.movements(id, { type: query.type, afterId, limit: limit + 1 });
    return this.cursors.page(rows, limit, 'credit.adjustments', filters, (m) => [m.id]);
  }
}
