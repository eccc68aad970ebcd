// Back-office routes of the pricing rules placement applies: set (PUT,
// creates or replaces) or remove (DELETE) a product discount, a handling fee
// or a user discount, and list them all. Each handler calls one audited
// service method.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from 'typebox';
import { AnyProductParams } from '../../catalog/admin/schemas.ts';
import { idString, noContent, problems, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from '../admin/answers.ts';
import { DiscountBody, FeeBody } from './schemas.ts';
import type { PricingRulesService } from './service.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write } = adminDocs(['Pricing rules']);
const UserParams = Type.Object({ userId: idString('invalid_request') }, { additionalProperties: false });

const productDiscount = { productId: 'SLO_12', name: 'Spring sale', percent: '10.00' };
const userDiscount = { userId: 3, name: 'Loyal customer', percent: '5.00' };
const handlingFee = { productId: 'SLO_12', amount: '2.50' };

export const pricingAdminRoutes: FastifyPluginAsyncTypebox<{ pricing: PricingRulesService }> = async (app, { pricing }) => {
  /** A rule's DELETE: 204, or 404 `not_found` when there is none (the three rules alike). */
  const remove = <P extends TSchema>(
    operationId: string,
    url: string,
    rule: string,
    params: P,
    run: (params: Static<P>, actor: string) => Promise<void>,
  ) =>
    app.delete(
      url,
      operation(
        operationId,
        write('pricing.manage', `Remove the ${rule}`, `Removes the ${rule}; 404 \`not_found\` when there is none.`, {
          response: { 204: noContent, ...problems('not_found') },
          params,
        }),
        { confirm: true },
      ),
      async (req, reply) => {
        await run(req.params as Static<P>, actorOf(req));
        return reply.code(204).send();
      },
    );
  app.get(
    '/admin/pricing-rules',
    operation(
      'ordersPricingList',
      read(
        'Every product discount, user discount and handling fee',
        'Every product discount, user discount and handling fee of the environment.',
        {
          response: {
            200: answer(Answer.AdminPricingRules, {
              productDiscounts: [productDiscount],
              userDiscounts: [userDiscount],
              handlingFees: [handlingFee],
            }),
          },
        },
      ),
      { answers: { 200: 'The product discounts, user discounts and handling fees.' } },
    ),
    async () => pricing.list(),
  );
  app.put(
    '/admin/products/:productId/discount',
    operation(
      'ordersPricingSetProductDiscount',
      write(
        'pricing.manage',
        'Set (create or replace) the product discount: a percent off every line of the product',
        'Sets (creates or replaces) the product discount: a percent off every line of the product.',
        {
          response: { 200: answer(Answer.AdminProductDiscount, productDiscount), ...problems('not_found') },
          params: AnyProductParams,
          body: DiscountBody,
        },
      ),
      { answers: { 200: "The product's discount." } },
    ),
    async (req) => pricing.setProductDiscount(req.params.productId, req.body, actorOf(req)),
  );
  remove(
    'ordersPricingRemoveProductDiscount',
    '/admin/products/:productId/discount',
    'product discount',
    AnyProductParams,
    (params, actor) => pricing.removeProductDiscount(params.productId, actor),
  );
  app.put(
    '/admin/products/:productId/handling-fee',
    operation(
      'ordersPricingSetHandlingFee',
      write(
        'pricing.manage',
        'Set (create or replace) the flat handling fee charged per line of the product',
        'Sets (creates or replaces) the flat handling fee charged per line of the product, separately from the line total.',
        {
          response: { 200: answer(Answer.AdminHandlingFee, handlingFee) },
          params: AnyProductParams,
          body: FeeBody,
        },
      ),
      { answers: { 200: "The product's handling fee." } },
    ),
    async (req) => pricing.setHandlingFee(req.params.productId, req.body.amount, actorOf(req)),
  );
  remove('ordersPricingRemoveHandlingFee', '/admin/products/:productId/handling-fee', 'handling fee', AnyProductParams, (params, actor) =>
    pricing.removeHandlingFee(params.productId, actor),
  );
  app.put(
    '/admin/users/:userId/discount',
    operation(
      'ordersPricingSetUserDiscount',
      write(
        'pricing.manage',
        'Set (create or replace) the user discount: a percent off every line the user orders, after the product discount',
        'Sets (creates or replaces) the user discount: a percent off every line the user orders, after the product discount.',
        {
          response: { 200: answer(Answer.AdminUserDiscount, userDiscount), ...problems('not_found') },
          params: UserParams,
          body: DiscountBody,
        },
      ),
      { answers: { 200: "The user's discount." } },
    ),
    async (req) => pricing.setUserDiscount(req.params.userId, req.body, actorOf(req)),
  );
  remove('ordersPricingRemoveUserDiscount', '/admin/users/:userId/discount', 'user discount', UserParams, (params, actor) =>
    pricing.removeUserDiscount(params.userId, actor),
  );
};
