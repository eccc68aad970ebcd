// Back-office routes for credit accounts and their movements.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { idString, Nullable, numericString, answer, SITE_ID } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { CreditAdminService } from './service.ts';
import { MOVEMENT_TYPES } from '../rules.ts';
import { renderAdjustment, renderCreditAccount } from '../schemas.ts';
import * as EX from './examples.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Credit accounts']);
const account = resource(Answer.CreditAccount, EX.account);

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const When = (description: string) => Type.String({ format: 'date-time', description });
const W = Answer.CREDIT_WORDS;
const Money = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$', description: 'Non-negative decimal string, at most two decimals.' });
const AccountParams = Type.Object({ creditAccountId: idString('invalid_request') }, { additionalProperties: false });
const accountFields = {
  amount: Type.Optional(Money),
  issuedOn: Type.Optional(When(W.issuedOn)),
  startsOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }), { description: W.startsOn })),
  stopsOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }), { description: W.stopsOn })),
  active: Type.Optional(Type.Boolean({ description: 'Whether the record is active; inactive records stay listed.' })),
  templateName: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }), { description: W.templateName })),
  shippingApplicable: Type.Optional(Nullable(Type.Boolean(), { description: W.shippingApplicable })),
  handlingApplicable: Type.Optional(Nullable(Type.Boolean(), { description: W.handlingApplicable })),
  taxApplicable: Type.Optional(Nullable(Type.Boolean(), { description: W.taxApplicable })),
};
const NewAccountBody = Type.Object(
  {
    ...accountFields,
    siteId: Type.Integer({ minimum: 1, maximum: 2147483647, description: SITE_ID }),
    userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: "The user's id." })),
    divisionId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: "The division's id (null where the record has none)." }),
    ),
    amount: Money,
  },
  {
    additionalProperties: false,
    examples: [
      {
        siteId: 1,
        userId: 3,
        amount: '500.00',
        templateName: 'Annual allowance',
        startsOn: '2026-01-01T00:00:00Z',
        stopsOn: null,
        shippingApplicable: true,
      },
    ],
  },
);
const AccountPatchBody = Type.Object(accountFields, { additionalProperties: false, minProperties: 1, examples: [{ active: false }] });
const NewMovementBody = Type.Object(
  {
    type: Type.Unsafe<(typeof MOVEMENT_TYPES)[number]>({
      type: 'string',
      enum: [...MOVEMENT_TYPES],
      description: 'The movement type (PRODUCT_DEBIT, …, CREDIT, REFUND, ADJUSTMENT).',
    }),
    // credit_movements.amount is numeric(14,2).
    amount: numericString(14, 2, {
      signed: true,
      description:
        'Positive; the type gives the direction (ADJUSTMENT takes a signed amount). At most 12 digits before the point and 2 after (the column is numeric(14,2)).',
    }),
    orderNumber: Type.Optional(Nullable(Id, { description: "The order's number." })),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }), { description: W.note })),
    occurredOn: Type.Optional(When(W.occurredOn)),
  },
  { additionalProperties: false, examples: [{ type: 'PRODUCT_DEBIT', amount: '87.50', orderNumber: 100234 }] },
);

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
