// Back office: the site rules that auto-assign segments (see auto-segments.ts
// for the model). Creating or deleting a rule re-derives the auto-assigned
// segments of every user of the site in the same transaction.
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import { withTransaction, type Db } from '../db/transaction.ts';
import { CatalogRepo } from '../catalog/repo.ts';
import { DivisionsRepo } from '../divisions/repo.ts';
import { problem } from '../errors/catalogue.ts';
import { SitesRepo } from '../sites/repo.ts';
import { syncAutoSegments } from './auto-segments.ts';

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

export class SegmentRulesService {
  constructor(private readonly db: Db) {}

  async list(siteId: number): Promise<SegmentRule[]> {
    if (!(await new SitesRepo(this.db).find(siteId))) throw problem('not_found', `No site ${siteId}.`);
    const rows = await this.db.selectFrom('segment_rules').selectAll().where('site_id', '=', siteId).orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      siteId: r.site_id,
      segmentId: r.segment_id,
      emailDomain: r.email_domain,
      divisionId: r.division_id,
    }));
  }

  async create(siteId: number, rule: NewSegmentRule, actor: Actor): Promise<SegmentRule> {
    if ((rule.emailDomain === undefined) === (rule.divisionId === undefined))
      throw problem('invalid_request', 'Give exactly one of emailDomain and divisionId.');
    return withTransaction(this.db, async (trx) => {
      if (!(await new SitesRepo(trx).find(siteId))) throw problem('not_found', `No site ${siteId}.`);
      if ((await new CatalogRepo(trx).segmentsOnSite(siteId, [rule.segmentId])).length === 0)
        throw problem('invalid_request', `Segment ${rule.segmentId} is not on site ${siteId}.`);
      if (rule.divisionId !== undefined && !(await new DivisionsRepo(trx).find([siteId], rule.divisionId))) {
        throw problem('invalid_request', `Division ${rule.divisionId} is not on site ${siteId}.`);
      }
      const row = await trx
        .insertInto('segment_rules')
        .values({
          site_id: siteId,
          segment_id: rule.segmentId,
          email_domain: rule.emailDomain?.toLowerCase() ?? null,
          division_id: rule.divisionId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await syncAutoSegments(trx, { siteId });
      await new AuditRepo(trx).append({
        actor,
        action: 'segment_rule.create',
        targetType: 'site',
        targetId: siteId,
        details: { ruleId: row.id, ...rule },
      });
      return {
        id: row.id,
        siteId,
        segmentId: rule.segmentId,
        emailDomain: rule.emailDomain?.toLowerCase() ?? null,
        divisionId: rule.divisionId ?? null,
      };
    });
  }

  async delete(ruleId: number, actor: Actor): Promise<void> {
    await withTransaction(this.db, async (trx) => {
      const row = await trx.deleteFrom('segment_rules').where('id', '=', ruleId).returning(['site_id', 'segment_id']).executeTakeFirst();
      if (!row) throw problem('not_found', `No segment rule ${ruleId}.`);
      await syncAutoSegments(trx, { siteId: row.site_id });
      await new AuditRepo(trx).append({
        actor,
        action: 'segment_rule.delete',
        targetType: 'site',
        targetId: row.site_id,
        details: { ruleId, segmentId: row.segment_id },
      });
    });
  }
}
