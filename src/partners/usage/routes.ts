// Back-office usage history of a partner (the staff console's usage page).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PartnerUsage, UsageService } from './service.ts';
import { UsageParams, UsageQuery, UsageResponse } from './schemas.ts';
import { operation } from '../../http/operations/operation.ts';
import { extended } from '../../objects.ts';

export function renderUsage(u: PartnerUsage) {
  return {
    partnerId: u.partnerId,
    days: u.days,
    from: u.from.toISOString(),
    to: u.to.toISOString(),
    hours: u.hours.map((h) => extended(h, { hour: h.hour.toISOString() })),
    daily: u.daily,
  };
}

export const usageAdminRoutes: FastifyPluginAsyncTypebox<{ usage: UsageService }> = async (app, { usage }) => {
  app.get(
    '/admin/partners/:partnerId/usage',
    operation(
      'partnersUsage',
      {
        schema: {
          tags: ['Partners'],
          summary: "A partner's usage per hour and per day: requests, 429s (bucket, quota), quota used, submissions",
          description:
            'Counted by the gateway of every API process and written every few seconds (USAGE_FLUSH_MS), so the current hour may lag by that much for other processes. Kept RETENTION_USAGE_DAYS (90 by default).',
          params: UsageParams,
          querystring: UsageQuery,
          response: { 200: UsageResponse },
        },
      },
      { answers: { 200: "The partner's usage per hour and per day." } },
    ),
    async (req) => renderUsage(await usage.usage(req.params.partnerId, req.query.days)),
  );
};
