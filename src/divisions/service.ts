// Divisions through the partner API: the rules of the spec's Divisions
// section. Creates and PATCHes serialise on the site row (lockRow): the code
// check and the tree checks then see every committed sibling, so parallel
// creates with one code give one 201 and 409s, never a duplicate.
import { AuditRepo } from '../audit/repo.ts';
import type { Clock } from '../clock.ts';
import { lockRow } from '../db/locks.ts';
import { requestClient, serialisedWrite } from '../db/row-queue.ts';
import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import type { Caller } from '../access/caller.ts';
import { SitesRepo } from '../sites/repo.ts';
import { requireGrantedSite, sitesInScope } from '../access/tenancy.ts';
import { ADDRESS_FIELDS, DivisionsRepo, type DivisionAddress, type DivisionRecord } from './repo.ts';
import { checkParent } from './rules.ts';
import { divisionErrors } from './errors.ts';
import { PAGES } from '../http/operations/pages.ts';

export interface DivisionPatch {
  name?: string;
  code?: string;
  parentId?: number | null;
  active?: boolean;
}

/** Appends an audit entry; a failure to record it refuses the write (503 audit_unavailable). */
export async function audit(trx: Db, entry: Parameters<AuditRepo['append']>[0]): Promise<void> {
  try {
    await new AuditRepo(trx).append(entry);
  } catch {
    throw divisionErrors.auditUnavailable();
  }
}

/** Shared by the partner API and the back office: code and parent checks under the site lock. */
export async function checkCodeAndParent(
  trx: Db,
  siteId: number,
  divisionId: number | undefined,
  change: { code?: string; parentId?: number | null },
): Promise<void> {
  const divisions = new DivisionsRepo(trx);
  if (change.code !== undefined && (await divisions.codeTaken(siteId, change.code, divisionId))) {
    throw divisionErrors.codeTaken();
  }
  if (change.parentId === undefined || change.parentId === null) {
    // Becoming a root never breaks the depth limit: the subtree only rises.
    return;
  }
  if (divisionId !== undefined && change.parentId === divisionId) throw divisionErrors.parentIsSelf();
  if (!(await divisions.find([siteId], change.parentId))) {
    throw divisionErrors.parentNotOnSite();
  }
  const height = divisionId === undefined ? 1 : await divisions.subtreeHeight(divisionId);
  checkParent(divisionId, await divisions.ancestry(change.parentId), height);
}

export class DivisionsService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
    private readonly clock: Clock,
  ) {}

  async list(
    caller: Caller,
    query: { siteId?: number; parentId?: number; cursor?: string; limit?: number },
  ): Promise<Page<DivisionRecord>> {
    const siteIds = sitesInScope(caller, query.siteId);
    const filters = { siteId: query.siteId, parentId: query.parentId };
    const limit = pageLimit(query.limit, PAGES.divisions);
    const afterId = this.cursors.afterNumber('divisions.list', filters, query.cursor);
    const rows = await new DivisionsRepo(this.db).list(siteIds, { parentId: query.parentId, afterId, limit: limit + 1 });
    return this.cursors.page(rows, limit, 'divisions.list', filters, (d) => [d.id]);
  }

  async get(caller: Caller, divisionId: number): Promise<DivisionRecord> {
    const division = await new DivisionsRepo(this.db).find(caller.grantedSiteIds, divisionId);
    if (!division) throw divisionErrors.notFound();
    return division;
  }

  async create(caller: Caller, input: { siteId: number; name: string; code: string; parentId?: number | null }): Promise<number> {
    const siteId = requireGrantedSite(caller, input.siteId);
    return serialisedWrite(this.db, `sites:${siteId}`, async (trx) => {
      await lockRow(trx, 'sites', 'id', siteId);
      const site = (await new SitesRepo(trx).find(siteId))!;
      if (site.storesDivisionAddresses) {
        throw divisionErrors.createNeedsAddress();
      }
      await checkCodeAndParent(trx, siteId, undefined, input);
      const id = await new DivisionsRepo(trx).insert(
        siteId,
        site.countryCode,
        { name: input.name, code: input.code, parentId: input.parentId ?? null, active: true },
        this.clock.now(),
      );
      await audit(trx, {
        actor: `partner:${caller.partnerId}`,
        action: 'division.create',
        targetType: 'division',
        targetId: id,
        details: { siteId, code: input.code, parentId: input.parentId ?? null },
      });
      return id;
    });
  }

  /**
   * The spec's warning holds: on a site that does not store division
   * addresses, every PATCH (even one that changes nothing) clears the nine
   * address fields, and the audit entry names them.
   */
  async patch(caller: Caller, divisionId: number, patch: DivisionPatch): Promise<DivisionRecord> {
    const client = requestClient();
    // The site is read first only to queue with the site's other writers (row-queue.ts); it is re-read under the lock.
    const site = (await new DivisionsRepo(this.db).find(caller.grantedSiteIds, divisionId))?.siteId;
    return serialisedWrite(
      this.db,
      site === undefined ? `divisions:${divisionId}` : `sites:${site}`,
      async (trx) => {
        const divisions = new DivisionsRepo(trx);
        const found = await divisions.find(caller.grantedSiteIds, divisionId);
        if (!found) throw divisionErrors.notFound();
        await lockRow(trx, 'sites', 'id', found.siteId);
        const site = (await new SitesRepo(trx).find(found.siteId))!;
        await checkCodeAndParent(trx, found.siteId, divisionId, patch);
        let cleared: { clearedAddressFields: string[]; addressFieldsThatHeldValues: string[] } | undefined;
        let address: Partial<DivisionAddress> | undefined;
        if (!site.storesDivisionAddresses) {
          const before = await divisions.address(divisionId);
          address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, null]));
          cleared = {
            clearedAddressFields: [...ADDRESS_FIELDS],
            addressFieldsThatHeldValues: ADDRESS_FIELDS.filter((f) => before[f] !== null),
          };
        }
        await divisions.update(divisionId, { ...patch, address }, this.clock.now());
        await audit(trx, {
          actor: `partner:${caller.partnerId}`,
          action: 'division.update',
          targetType: 'division',
          targetId: divisionId,
          details: { changedFields: Object.keys(patch), ...(cleared ?? { clearedAddressFields: [] }) },
        });
        return (await divisions.find([found.siteId], divisionId))!;
      },
      client,
    );
  }
}
