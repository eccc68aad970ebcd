// Partner API: a line's proof, its denial reasons, and the two decisions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../../http/schema-helpers.ts';
import { callerOf } from '../../access/tenancy.ts';
import { ORDERS_READ, ORDERS_WRITE } from '../routes.ts';
import { ItemParams } from '../schemas.ts';
import * as S from './schemas.ts';
import type { ProofsService } from './service.ts';

const tags = ['Proofs'];

export const proofRoutes: FastifyPluginAsyncTypebox<{ proofs: ProofsService }> = async (app, { proofs }) => {
  app.get(
    '/v1/orders/:orderNumber/items/:itemNumber/proof',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: "The line's proof: status, files with fresh signed links, preview",
        params: ItemParams,
        response: { 200: S.ProofSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => S.renderProof(await proofs.proof(callerOf(request), request.params.orderNumber, request.params.itemNumber)),
  );

  app.get(
    '/v1/orders/:orderNumber/items/:itemNumber/proof/denial-reasons',
    {
      config: { scope: ORDERS_READ },
      schema: {
        tags,
        summary: 'The denial reason codes this line offers',
        params: ItemParams,
        response: { 200: S.DenialReasonsSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const { orderNumber, itemNumber } = request.params;
      return S.renderReasons(orderNumber, itemNumber, await proofs.denialReasons(callerOf(request), orderNumber, itemNumber));
    },
  );

  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/proof/approve',
    {
      config: { scope: ORDERS_WRITE },
      schema: {
        tags,
        summary: 'Approve the proof (PENDING_REVIEW only); the line goes into production',
        params: ItemParams,
        body: S.ApproveBody,
        response: { 200: S.AcknowledgementSchema, ...problemResponses(400, 404, 409) },
      },
    },
    async (request) => proofs.approve(callerOf(request), request.params.orderNumber, request.params.itemNumber),
  );

  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/proof/decline',
    {
      config: { scope: ORDERS_WRITE },
      schema: {
        tags,
        summary: 'Decline the proof with a reason this line offers (PENDING_REVIEW only)',
        params: ItemParams,
        body: S.DeclineBody,
        response: { 200: S.AcknowledgementSchema, ...problemResponses(400, 404, 409, 422) },
      },
    },
    async (request) => proofs.decline(callerOf(request), request.params.orderNumber, request.params.itemNumber, request.body),
  );
};
