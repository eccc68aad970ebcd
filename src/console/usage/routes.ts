// Usage per partner as charts: requests, 429s (bucket and quota) and quota
// used per hour over the last days, submissions per day. The numbers come
// from GET /admin/partners/{id}/usage?days=N (src/partners/usage/schemas.ts);
// a refusal (an unknown partner) shows an empty state.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consoleRoute, page } from '../layout/render.ts';
import { textQuery, type ApiFor } from '../api.ts';
import { PartnerIdParams } from '../../partners/admin/schemas.ts';
import { UsageQuery } from '../../partners/usage/schemas.ts';
import type { Usage } from '../answers.ts';
import { namesOf } from '../names.ts';
import { barChart } from './chart.ts';

/** The page's totals: the window's sums and its days. */
interface Totals {
  requests: number;
  refusedBucket: number;
  refusedQuota: number;
  submissions: number;
  daily: Usage['daily'];
}

export const usagePages: FastifyPluginAsyncTypebox<{ apiFor: ApiFor }> = async (app, { apiFor }) => {
  // The admin route's query, and its path's partner as a query field (the page chooses it).
  app.get('/console/usage', consoleRoute({ querystring: textQuery(UsageQuery, PartnerIdParams) }), async (request, reply) => {
    const api = apiFor(request);
    // The partner is chosen by name; a link may still name any partner id.
    const names = await namesOf(api, { partners: true });
    const list = names.partners;
    const partnerId = (request.query.partnerId ?? String(list[0]?.partnerId ?? '')).trim();
    const days = ['1', '3', '7', '14'].includes(request.query.days ?? '') ? Number(request.query.days) : 7;
    const data = {
      title: 'Usage',
      partners: list,
      partnerId,
      partnerName: names.partner(partnerId),
      days,
      charts: null as null | Record<string, string>,
      totals: null as null | Totals,
      status: 0,
    };
    if (!partnerId) return page(request, reply, 'usage/show', data);
    const res = await api.get<Usage>(`/admin/partners/${encodeURIComponent(partnerId)}/usage`, { days });
    data.status = res.status;
    if (res.status !== 200) return page(request, reply, 'usage/show', data);
    const hourly = res.body.hours;
    const daily = res.body.daily;
    const hours = hourly.map((h) => `${h.hour.slice(5, 10)} ${h.hour.slice(11, 13)}h`);
    data.charts = {
      requests: barChart('Requests per hour, with those refused (429)', hours, [
        { label: 'answered', className: '', values: hourly.map((h) => Math.max(0, h.requests - h.refusedBucket - h.refusedQuota)) },
        { label: '429 rate limit', className: 'alt', values: hourly.map((h) => h.refusedBucket) },
        { label: '429 quota', className: 'bad', values: hourly.map((h) => h.refusedQuota) },
      ]),
      quota: barChart('Daily quota used, per hour', hours, [
        { label: 'quota used', className: '', values: hourly.map((h) => h.quotaUsed) },
      ]),
      submissions: barChart(
        'Submissions per day',
        daily.map((d) => d.day.slice(5, 10)),
        [
          { label: 'completed', className: '', values: daily.map((d) => d.submissionsCompleted) },
          { label: 'failed', className: 'bad', values: daily.map((d) => d.submissionsFailed) },
          {
            label: 'not finished',
            className: 'alt',
            values: daily.map((d) => Math.max(0, d.submissions - d.submissionsCompleted - d.submissionsFailed)),
          },
        ],
        { height: 180, tick: 1 },
      ),
    };
    data.totals = {
      requests: hourly.reduce((s, h) => s + h.requests, 0),
      refusedBucket: hourly.reduce((s, h) => s + h.refusedBucket, 0),
      refusedQuota: hourly.reduce((s, h) => s + h.refusedQuota, 0),
      submissions: daily.reduce((s, d) => s + d.submissions, 0),
      daily,
    };
    return page(request, reply, 'usage/show', data);
  });
};
