// A partner's usage history for the staff console and the CLI: per UTC hour
// the requests, the 429s of its bucket and of its daily quota and the quota
// used; per UTC day the same summed (quota: the highest) with the
// submissions of the day. Every hour and day of the window is listed, zeros
// included, so a chart needs no gap filling. This process's counts not yet
// written are written first.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import { partnerErrors } from '../errors.ts';
import { PartnersRepo } from '../../identity/repo.ts';
import type { UsageCounter } from './recorder.ts';
import { UsageRepo, type HourCounts } from './repo.ts';

export const USAGE_DAYS = { default: 7, max: 90 };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** One hour of a partner's counts (the partner is the history's). */
export type UsageHour = Omit<HourCounts, 'partnerId'>;

export interface UsageDay {
  day: string;
  requests: number;
  refusedBucket: number;
  refusedQuota: number;
  quotaUsed: number;
  submissions: number;
  submissionsCompleted: number;
  submissionsFailed: number;
}

export interface PartnerUsage {
  partnerId: number;
  days: number;
  from: Date;
  to: Date;
  hours: UsageHour[];
  daily: UsageDay[];
}

export class UsageService {
  constructor(
    private readonly db: Db,
    private readonly counter: UsageCounter,
    private readonly clock: Clock,
  ) {}

  /** The last `days` UTC days, today included. */
  async usage(partnerId: number, days: number = USAGE_DAYS.default): Promise<PartnerUsage> {
    if (!(await new PartnersRepo(this.db).find(partnerId))) throw partnerErrors.notFound(partnerId);
    await this.counter.flush();
    const now = this.clock.now().getTime();
    const today = now - (now % DAY_MS);
    const from = today - (days - 1) * DAY_MS;
    const to = today + DAY_MS;
    const repo = new UsageRepo(this.db);
    const [rows, submissions] = await Promise.all([repo.hours(partnerId, new Date(from)), repo.submissionDays(partnerId, new Date(from))]);
    const byHour = new Map(rows.map((r) => [r.hour.getTime(), r]));
    const bySubmissionDay = new Map(submissions.map((s) => [s.day, s]));
    const hours: UsageHour[] = [];
    const daily: UsageDay[] = [];
    for (let day = from; day < to; day += DAY_MS) {
      const key = new Date(day).toISOString().slice(0, 10);
      const s = bySubmissionDay.get(key);
      const sum: UsageDay = {
        day: key,
        requests: 0,
        refusedBucket: 0,
        refusedQuota: 0,
        quotaUsed: 0,
        submissions: s?.submissions ?? 0,
        submissionsCompleted: s?.completed ?? 0,
        submissionsFailed: s?.failed ?? 0,
      };
      for (let hour = day; hour < day + DAY_MS && hour <= now; hour += HOUR_MS) {
        const r = byHour.get(hour);
        const h = { hour: new Date(hour), requests: 0, refusedBucket: 0, refusedQuota: 0, quotaUsed: 0, ...(r && strip(r)) };
        hours.push(h);
        sum.requests += h.requests;
        sum.refusedBucket += h.refusedBucket;
        sum.refusedQuota += h.refusedQuota;
        sum.quotaUsed = Math.max(sum.quotaUsed, h.quotaUsed);
      }
      daily.push(sum);
    }
    return { partnerId, days, from: new Date(from), to: new Date(to), hours, daily };
  }
}

function strip(r: HourCounts): UsageHour {
  return { hour: r.hour, requests: r.requests, refusedBucket: r.refusedBucket, refusedQuota: r.refusedQuota, quotaUsed: r.quotaUsed };
}
