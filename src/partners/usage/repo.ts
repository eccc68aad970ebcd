// SQL of the per-partner usage history: the hourly counts the API processes
// add (one upsert per flush), and the reads of the staff console.
import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

export interface HourCounts {
  partnerId: number;
  hour: Date;
  requests: number;
  refusedBucket: number;
  refusedQuota: number;
  quotaUsed: number;
}

export interface SubmissionDay {
  day: string;
  submissions: number;
  completed: number;
  failed: number;
}

export class UsageRepo {
  constructor(private readonly db: Db) {}

  /** Adds each row's counts to its (partner, hour) row; the quota use is the highest seen. One statement. */
  async add(rows: HourCounts[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('partner_usage_hourly')
      .values(
        rows.map((r) => ({
          partner_id: r.partnerId,
          hour: r.hour,
          requests: r.requests,
          refused_bucket: r.refusedBucket,
          refused_quota: r.refusedQuota,
          quota_used: r.quotaUsed,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['partner_id', 'hour']).doUpdateSet({
          requests: sql`partner_usage_hourly.requests + excluded.requests`,
          refused_bucket: sql`partner_usage_hourly.refused_bucket + excluded.refused_bucket`,
          refused_quota: sql`partner_usage_hourly.refused_quota + excluded.refused_quota`,
          quota_used: sql`greatest(partner_usage_hourly.quota_used, excluded.quota_used)`,
        }),
      )
      .execute();
  }

  async hours(partnerId: number, from: Date): Promise<HourCounts[]> {
    const rows = await this.db
      .selectFrom('partner_usage_hourly')
      .selectAll()
      .where('partner_id', '=', partnerId)
      .where('hour', '>=', from)
      .orderBy('hour')
      .execute();
    return rows.map((r) => ({
      partnerId: r.partner_id,
      hour: r.hour,
      requests: Number(r.requests),
      refusedBucket: Number(r.refused_bucket),
      refusedQuota: Number(r.refused_quota),
      quotaUsed: Number(r.quota_used),
    }));
  }

  /** The partner's submissions per UTC day since `from`, by outcome so far. */
  async submissionDays(partnerId: number, from: Date): Promise<SubmissionDay[]> {
    const result = await sql<{ day: string; submissions: number; completed: number; failed: number }>`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
             count(*)::int AS submissions,
             count(*) FILTER (WHERE status = 'completed')::int AS completed,
             count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM order_submissions
      WHERE partner_id = ${partnerId} AND created_at >= ${from}
      GROUP BY 1 ORDER BY 1`.execute(this.db);
    return result.rows;
  }
}
