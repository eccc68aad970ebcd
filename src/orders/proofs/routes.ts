// Partner API: a line's proof, its denial reasons, and the two decisions.
import { problems } from '../../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../../http/operations/docs.ts';
import { callerOf } from '../../access/tenancy.ts';
import { ItemParams } from '../schemas.ts';
import * as S from './schemas.ts';
import type { ProofsService } from './service.ts';
import { ORDERS_READ, ORDERS_WRITE } from '../../access/scopes.ts';
import { operation, DESTRUCTIVE_IDEMPOTENT, READ_ONLY, WRITE_IDEMPOTENT } from '../../http/operations/operation.ts';

const { read, write } = partnerDocs(['Proofs'], { read: ORDERS_READ, write: ORDERS_WRITE });

export function proofRoutes(app: PartnerApp, { proofs }: { proofs: ProofsService }): void {
  app.get(
    '/v1/orders/:orderNumber/items/:itemNumber/proof',
    operation(
      'ordersProof',
      read(
        "The line's proof: status, files with fresh signed links, preview",
        "The line's proof: `proofStatus`, every consumer-visible proof file oldest first (at most 200, not paged) with fresh signed links, and the preview URL. A file with `link: null` has no download available now; retry later. A whole-response failure is a 503, never an empty 200.",
        {
          params: ItemParams,
          response: { 200: S.ProofSchema, ...problems('order_item_not_found', 'order_not_found') },
        },
      ),
      { mcp: { words: "The line's proof: status, files with fresh signed links, preview.", hints: READ_ONLY } },
    ),
    async (request) => S.renderProof(await proofs.proof(callerOf(request), request.params.orderNumber, request.params.itemNumber)),
  );

  app.get(
    '/v1/orders/:orderNumber/items/:itemNumber/proof/denial-reasons',
    operation(
      'ordersDenialReasons',
      read(
        'The denial reason codes this line offers',
        'The denial reason codes this line offers, to send as `reason` when declining its proof.',
        {
          params: ItemParams,
          response: { 200: S.DenialReasonsSchema, ...problems('order_item_not_found', 'order_not_found') },
        },
      ),
      { mcp: { words: "The denial reason codes the line's proof offers.", hints: READ_ONLY } },
    ),
    async (request) => {
      const { orderNumber, itemNumber } = request.params;
      return S.renderReasons(orderNumber, itemNumber, await proofs.denialReasons(callerOf(request), orderNumber, itemNumber));
    },
  );

  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/proof/approve',
    operation(
      'ordersApproveProof',
      write(
        'Approve the proof (PENDING_REVIEW only); the line goes into production',
        "Approves the line's proof; applies only in `PENDING_REVIEW` (else 409 `proof_not_pending_review`), and a cancelled line is 409 `order_item_cancelled`. The line goes into production. Returns an acknowledgement, not a re-read of the line.",
        {
          params: ItemParams,
          body: S.ApproveBody,
          response: {
            200: S.AcknowledgementSchema,
            ...problems('order_item_cancelled', 'order_item_not_found', 'order_not_found', 'proof_not_pending_review'),
          },
        },
      ),
      {
        answers: { 200: 'Approved: the line leaves review.' },
        mcp: { words: "Approve the line's proof pending review.", hints: WRITE_IDEMPOTENT },
      },
    ),
    async (request) => proofs.approve(callerOf(request), request.params.orderNumber, request.params.itemNumber),
  );

  app.post(
    '/v1/orders/:orderNumber/items/:itemNumber/proof/decline',
    operation(
      'ordersDeclineProof',
      write(
        'Decline the proof with a reason this line offers (PENDING_REVIEW only)',
        "Declines the line's proof with `reason`, a code from this line's denial-reasons list (a code the line does not offer, or `UNKNOWN`, is 422 `denial_reason_not_available` and `detail` lists the valid ones), and an optional `comment` of at most 2,000 characters. Applies only in `PENDING_REVIEW`. Returns an acknowledgement.",
        {
          params: ItemParams,
          body: S.DeclineBody,
          response: {
            200: S.AcknowledgementSchema,
            ...problems(
              'denial_reason_not_available',
              'order_item_cancelled',
              'order_item_not_found',
              'order_not_found',
              'proof_not_pending_review',
            ),
          },
        },
      ),
      {
        answers: { 200: 'Declined: the line goes back to prepress with your reason.' },
        mcp: { words: "Decline the line's proof pending review, with a denial reason.", hints: DESTRUCTIVE_IDEMPOTENT },
      },
    ),
    async (request) => proofs.decline(callerOf(request), request.params.orderNumber, request.params.itemNumber, request.body),
  );
}
