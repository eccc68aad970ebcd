// Back-office audit log: newest first, paged by an authenticated cursor.
import { renderPage } from '../../http/cursor.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { AuditService } from '../service.ts';
import * as EX from './examples.ts';
import { renderAudit } from './render.ts';
import { AuditQuery } from './schemas.ts';
import { operation } from '../../http/operations/operation.ts';

const { read } = adminDocs(['Audit']);

export const auditAdminRoutes: FastifyPluginAsyncTypebox<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/admin/audit',
    operation(
      'audit',
      read(
        'List audit log entries, newest first',
        'The audit log, newest first: who changed what, through the admin API, the CLI or a partner route.',
        { response: { 200: answer(Answer.AdminAuditPage, EX.auditPage) }, querystring: AuditQuery },
      ),
    ),
    async (req) => renderPage('entries', await audit.page(req.query), renderAudit),
  );
};
