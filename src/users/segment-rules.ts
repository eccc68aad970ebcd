// Back office: the site rules that auto-assign segments (see auto-segments.ts
// for the model). Creating or deleting a rule re-derives the auto-assigned
// segments of every user of the site in the same transaction, under the site
// row's lock (so two rule writes of one site never re-derive at once, which
// could deadlock on the users' segment rows), queued in process behind the
// site's other writers (db/row-queue.ts).
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import { lockRow } from '../db/locks.ts';
import { requestClient, serialisedWrite } from '../db/row-queue.ts';
import type { Db } from '../db/transaction.ts';
import { CatalogRepo } from '../catalog/repo.ts';
import { DivisionsRepo } from '../divisions/repo.ts';
import { segmentRuleErrors, userAdminErrors } from './errors.ts';
import { SitesRepo } from '../sites/repo.ts';
import { syncAutoSegments } from './auto-segments.ts';
import { SegmentRulesRepo, type SegmentRuleRow } from './segment-rules-repo.ts';

export interface SegmentRule {
  id: number;
  siteId: number;
  segmentId: number;
  emailDomain: string | null;
  divisionId: number | null;
}

export type NewSegmentRule = { segmentId: number } & (
  | { emailDomain: string; divisionId?: undefined }
  | { divisionId: number; emailDomain?: undefined }
);

const siteKey = (siteId: number) => `sites:${siteId}`;

const toRule = (r: SegmentRuleRow): SegmentRule => ({
  id: r.id,
  siteId: r.site_id,
  segmentId: r.segment_id,
  emailDomain: r.email_domain,
  divisionId: r.division_id,
});

export class SegmentRulesService {
  constructor(private readonly db: Db) {}

  async list(siteId: number): Promise<SegmentRule[]> {
    if (!(await new SitesRepo(this.db).find(siteId))) throw userAdminErrors.noSite(siteId);
    return (await new SegmentRulesRepo(this.db).list(siteId)).map(toRule);
  }

  async create(siteId: number, rule: NewSegmentRule, actor: Actor): Promise<SegmentRule> {
    if ((rule.emailDomain === undefined) === (rule.divisionId === undefined)) throw segmentRuleErrors.oneMatch();
    return serialisedWrite(this.db, siteKey(siteId), async (trx) => {
      if (!(await lockRow(trx, 'sites', 'id', siteId))) throw userAdminErrors.noSite(siteId);
      if ((await new CatalogRepo(trx).segmentsOnSite(siteId, [rule.segmentId])).length === 0)
        throw segmentRuleErrors.segmentOffSite(rule.segmentId, siteId);
      if (rule.divisionId !== undefined && !(await new DivisionsRepo(trx).find([siteId], rule.divisionId))) {
        throw segmentRuleErrors.divisionOffSite(rule.divisionId, siteId);
      }
      const row = {
        site_id: siteId,
        segment_id: rule.segmentId,
        email_domain: rule.emailDomain?.toLowerCase() ?? null,
        division_id: rule.divisionId ?? null,
      };
      const id = await new SegmentRulesRepo(trx).insert(row);
      await syncAutoSegments(trx, { siteId });
      await new AuditRepo(trx).append({
        actor,
        action: 'segment_rule.create',
        targetType: 'site',
        targetId: siteId,
        details: { ruleId: id, ...rule },
      });
      return toRule({ id, ...row });
    });
  }

  async delete(ruleId: number, actor: Actor): Promise<void> {
    const client = requestClient();
    // The rule's site is read first to queue and lock there (a rule never changes site).
    const siteId = await new SegmentRulesRepo(this.db).siteOf(ruleId);
    if (siteId === undefined) throw segmentRuleErrors.noRule(ruleId);
    await serialisedWrite(
      this.db,
      siteKey(siteId),
      async (trx) => {
        await lockRow(trx, 'sites', 'id', siteId);
        const row = await new SegmentRulesRepo(trx).delete(ruleId);
        if (!row) throw segmentRuleErrors.noRule(ruleId);
        await syncAutoSegments(trx, { siteId: row.site_id });
        await new AuditRepo(trx).append({
          actor,
          action: 'segment_rule.delete',
          targetType: 'site',
          targetId: row.site_id,
          details: { ruleId, segmentId: row.segment_id },
        });
      },
      client,
    );
  }
}
