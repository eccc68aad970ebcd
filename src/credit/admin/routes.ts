// Back-office routes for credit accounts and their movements.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { idString, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { CreditAdminService } from './service.ts';
import { renderAdjustment, renderCreditAccount } from '../schemas.ts';
import { AccountPatchBody, NewAccountBody, NewMovementBody } from './schemas.ts';
import * as EX from './examples.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Credit accounts']);
const account = resource(Answer.CreditAccount, EX.account);

const AccountParams = Type.Object({ creditAccountId: idString('invalid_request') }, { additionalProperties: false });

export const creditAdminRoutes: FastifyPluginAsyncTypebox<{ credit: CreditAdminService }> = async (app, { credit }) => {
  app.post(
    '/admin/credit-accounts',
    operation(
      'creditCreate',
      account.create(
        'credit.accounts',
        'Create a credit account held by one user or one division',
        'Creates a credit account held by exactly one user or one division.',
        { body: NewAccountBody },
        'not_found',
      ),
    ),
    async (req, reply) => reply.code(201).send(renderCreditAccount(await credit.create(req.body, actorOf(req)))),
  );
  app.get(
    '/admin/credit-accounts/:creditAccountId',
    operation('creditShow', account.read('One credit account', 'One credit account with its balance.', { params: AccountParams })),
    async (req) => renderCreditAccount(await credit.get(req.params.creditAccountId)),
  );
  app.patch(
    '/admin/credit-accounts/:creditAccountId',
    operation(
      'creditUpdate',
      account.write(
        'credit.accounts',
        'Edit a credit account (dates, active, allotment, template, applicable charges)',
        'Edits a credit account: dates, active, allotment, template and the charges it applies to.',
        { params: AccountParams, body: AccountPatchBody },
      ),
    ),
    async (req) => renderCreditAccount(await credit.update(req.params.creditAccountId, req.body, actorOf(req))),
  );
  app.get(
    '/admin/credit-accounts/:creditAccountId/movements',
    operation(
      'creditMovementsList',
      read("The account's movements", "The account's movements, oldest first.", {
        response: { 200: answer(Answer.AdminCreditMovementList, EX.movements) },
        params: AccountParams,
      }),
    ),
    async (req) => ({ movements: (await credit.movements(req.params.creditAccountId)).map(renderAdjustment) }),
  );
  app.post(
    '/admin/credit-accounts/:creditAccountId/movements',
    operation(
      'creditMovementsAdd',
      write(
        'credit.movements',
        'Record a movement (debit, credit, refund, expiry, adjustment)',
        'Records a movement on the account (debit, credit, refund, expiry or adjustment); the balance follows.',
        { response: { 201: answer(Answer.Adjustment, EX.movement) }, params: AccountParams, body: NewMovementBody },
      ),
    ),
    async (req, reply) =>
      reply.code(201).send(renderAdjustment(await credit.addMovement(req.params.creditAccountId, req.body, actorOf(req)))),
  );
};
