// Back-office audit log: newest first, paged by an authenticated cursor.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okExample } from '../../http/schema-helpers.ts';
import type { AuditService } from '../service.ts';
import * as EX from './examples.ts';
import { renderAudit } from './render.ts';
import { AuditQuery } from './schemas.ts';

export const auditAdminRoutes: FastifyPluginAsyncTypebox<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['Audit'],
        summary: 'List audit log entries, newest first',
        description: 'The audit log, newest first: who changed what, through the admin API, the CLI or a partner route.',
        response: { 200: okExample(EX.auditPage) },
        querystring: AuditQuery,
      },
    },
    async (req) => {
      const page = await audit.page(req.query);
      return { entries: page.items.map(renderAudit), nextCursor: page.nextCursor };
    },
  );
};
