// Back-office routes for partner staff accounts (interactive sign-in).
import { actorOf } from '../../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems, answer } from '../../../http/schema-helpers.ts';
import { adminDocs } from '../../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import { NewStaffBody, PartnerIdParams, PasswordBody, StaffIdParams, StaffPatchBody } from './schemas.ts';
import type { StaffService } from './service.ts';
import { renderStaff } from './service.ts';
import { operation } from '../../../http/operations/operation.ts';

const { read, write } = adminDocs(['Staff accounts']);
const T = '2026-01-15T09:30:00.000Z';
const staffExample = { staffId: 3, partnerId: 1, email: 'jane@partner.example', enabled: true, createdAt: T, updatedAt: T };

export const staffAdminRoutes: FastifyPluginAsyncTypebox<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/admin/partners/:partnerId/staff',
    operation(
      'staffList',
      read("List a partner's staff accounts", "The partner's staff accounts (interactive sign-in for MCP).", {
        params: PartnerIdParams,
        response: { 200: answer(Answer.AdminPartnerStaffList, { staff: [staffExample] }) },
      }),
      { answers: { 200: "The partner's staff accounts." } },
    ),
    async (req) => ({ staff: (await staff.list(req.params.partnerId)).map(renderStaff) }),
  );
  app.post(
    '/admin/partners/:partnerId/staff',
    operation(
      'staffCreate',
      write(
        'partner_staff.manage',
        'Create a staff account (email unique, case-insensitively)',
        'Creates a staff account; the email is unique, case-insensitively.',
        {
          params: PartnerIdParams,
          body: NewStaffBody,
          response: { 201: answer(Answer.AdminPartnerStaff, staffExample), ...problems('conflict', 'not_found', 'rate_limit_exceeded') },
        },
      ),
      { answers: { 201: 'Created: the staff account.' } },
    ),
    async (req, reply) =>
      reply.code(201).send(renderStaff(await staff.create(req.params.partnerId, req.body.email, req.body.password, actorOf(req)))),
  );
  app.patch(
    '/admin/staff/:staffId',
    operation(
      'staffUpdate',
      write(
        'partner_staff.manage',
        'Disable or enable a staff account (its tokens stop on their next request)',
        'Disables or enables a staff account; its tokens stop on their next request.',
        {
          params: StaffIdParams,
          body: StaffPatchBody,
          response: { 200: answer(Answer.AdminPartnerStaff, { ...staffExample, enabled: false }), ...problems('not_found') },
        },
      ),
      { answers: { 200: 'The staff account, as it now is.' }, confirm: { enabled: false } },
    ),
    async (req) => renderStaff(await staff.setEnabled(req.params.staffId, req.body.enabled, actorOf(req))),
  );
  app.post(
    '/admin/staff/:staffId/password',
    operation(
      'staffResetPassword',
      write(
        'partner_staff.manage',
        "Reset a staff account's password (its tokens stop)",
        "Resets a staff account's password; the tokens it signed in for before stop on their next request.",
        {
          params: StaffIdParams,
          body: PasswordBody,
          response: { 200: answer(Answer.AdminPartnerStaff, staffExample), ...problems('rate_limit_exceeded') },
        },
      ),
      { answers: { 200: 'The staff account (its password is never shown).' } },
    ),
    async (req) => renderStaff(await staff.resetPassword(req.params.staffId, req.body.password, actorOf(req))),
  );
};
