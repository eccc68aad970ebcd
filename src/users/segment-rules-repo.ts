// Statements on segment_rules (the site rules that auto-assign segments).
import type { Db } from '../db/transaction.ts';

export interface SegmentRuleRow {
  id: number;
  site_id: number;
  segment_id: number;
  email_domain: string | null;
  division_id: number | null;
}

export class SegmentRulesRepo {
  constructor(private readonly db: Db) {}

  list(siteId: number): Promise<SegmentRuleRow[]> {
    return this.db.selectFrom('segment_rules').selectAll().where('site_id', '=', siteId).orderBy('id').execute();
  }

  /** The site of a rule, or undefined when there is none. */
  async siteOf(ruleId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('segment_rules').select('site_id').where('id', '=', ruleId).executeTakeFirst();
    return row?.site_id;
  }

  async insert(rule: Omit<SegmentRuleRow, 'id'>): Promise<number> {
    const row = await this.db.insertInto('segment_rules').values(rule).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Deletes the rule; what it was, or undefined when there was none. */
  delete(ruleId: number): Promise<{ site_id: number; segment_id: number } | undefined> {
    return this.db.deleteFrom('segment_rules').where('id', '=', ruleId).returning(['site_id', 'segment_id']).executeTakeFirst();
  }
}
