// Back office: divisions, including what partners cannot touch (the stored
// address, taxExempt, auditSalesTaxForTerms, creating inactive divisions, and
// creating on sites that store an address on every division). Writes lock
// the site row like the partner API's, so codes and the tree stay valid.
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { requestClient, serialisedWrite } from '../../db/row-queue.ts';
import type { Db } from '../../db/transaction.ts';
import { ApiError } from '../../errors/catalogue.ts';
import { SitesRepo } from '../../sites/repo.ts';
import { DivisionsRepo, type DivisionAddress, type DivisionRecord, type DivisionValues } from '../repo.ts';
import { audit, checkCodeAndParent } from '../service.ts';
import { divisionErrors } from '../errors.ts';

export type AdminDivision = DivisionRecord & { address: DivisionAddress };

/** Partner-API codes of the shared checks become the back office's own codes. */
function asAdminProblem(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'division_code_conflict') return divisionErrors.asAdmin('conflict', error);
  if (['parent_is_self', 'parent_not_on_site', 'division_parent_invalid'].includes(error.code))
    return divisionErrors.asAdmin('invalid_request', error);
  return error;
}

export class DivisionsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<AdminDivision> {
    return this.read(this.db, id);
  }

  async list(siteId: number): Promise<DivisionRecord[]> {
    return new DivisionsRepo(this.db).list([siteId], { limit: 10000 });
  }

  async create(siteId: number, input: DivisionValues & { name: string; code: string }, actor: Actor): Promise<AdminDivision> {
    try {
      return await serialisedWrite(this.db, `sites:${siteId}`, async (trx) => {
        if (!(await lockRow(trx, 'sites', 'id', siteId))) throw divisionErrors.noSite(siteId);
        const site = (await new SitesRepo(trx).find(siteId))!;
        if (site.storesDivisionAddresses && !input.address?.street1) {
          throw divisionErrors.adminNeedsAddress();
        }
        await checkCodeAndParent(trx, siteId, undefined, input);
        const id = await new DivisionsRepo(trx).insert(siteId, site.countryCode, input, this.clock.now());
        await audit(trx, {
          actor,
          action: 'division.create',
          targetType: 'division',
          targetId: id,
          details: { siteId, code: input.code, withAddress: input.address !== undefined },
        });
        return this.read(trx, id);
      });
    } catch (error) {
      throw asAdminProblem(error);
    }
  }

  /** Staff edits change only what they name (the address is never cleared implicitly here). */
  async update(id: number, changes: DivisionValues, actor: Actor): Promise<AdminDivision> {
    const client = requestClient();
    try {
      // Queued behind the other writers of its site (read first: a stale key only queues it with the wrong neighbours).
      const site = (await new DivisionsRepo(this.db).findAny(id))?.siteId;
      return await serialisedWrite(
        this.db,
        site === undefined ? `divisions:${id}` : `sites:${site}`,
        async (trx) => {
          const divisions = new DivisionsRepo(trx);
          const found = await divisions.findAny(id);
          if (!found) throw divisionErrors.noDivision(id);
          await lockRow(trx, 'sites', 'id', found.siteId);
          await checkCodeAndParent(trx, found.siteId, id, changes);
          await divisions.update(id, changes, this.clock.now());
          const fields = Object.keys(changes)
            .filter((k) => k !== 'address')
            .concat(Object.keys(changes.address ?? {}).map((f) => `address.${f}`));
          await audit(trx, { actor, action: 'division.update', targetType: 'division', targetId: id, details: { fields } });
          return this.read(trx, id);
        },
        client,
      );
    } catch (error) {
      throw asAdminProblem(error);
    }
  }

  private async read(db: Db, id: number): Promise<AdminDivision> {
    const divisions = new DivisionsRepo(db);
    const division = await divisions.findAny(id);
    if (!division) throw divisionErrors.noDivision(id);
    return { ...division, address: await divisions.address(id) };
  }
}
