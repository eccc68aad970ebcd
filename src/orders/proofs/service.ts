// A line's print proof for the partner: the proof read (files with links
// signed per read), the denial reasons the line offers, and the two
// decisions. A decision serialises on the line's row (lockRow) and re-reads
// the state under the lock, so of many concurrent decisions exactly one
// wins and the rest see `proof_not_pending_review`.
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { requestClient, serialisedWrite } from '../../db/row-queue.ts';
import { type Db } from '../../db/transaction.ts';
import { isApiError } from '../../errors/catalogue.ts';
import { orderErrors } from '../errors.ts';
import type { Caller } from '../../access/caller.ts';
import { downloadLink, type ObjectStorage } from '../../storage/storage.ts';
import type { OrdersService } from '../service.ts';
import { publishedProofStatus } from '../statuses.ts';
import { ProofsRepo, type DenialReason } from './repo.ts';

/** Files per line in the proof read (the spec: the 200 oldest, no marker). */
export const PROOF_FILE_LIMIT = 200;

export interface ProofView {
  orderNumber: number;
  itemNumber: number;
  proofStatus: string | null;
  files: Array<{ name: string; link: string | null; active: boolean; createdOn: Date }>;
  visualUrl: string | null;
}

export interface Acknowledgement {
  orderNumber: number;
  itemNumber: number;
  proofStatus: string;
  reason?: string;
}

/** The proof log entry of a decline: reason (with its description) and comment, together as text. */
export function declineEntry(reason: DenialReason, comment: string | undefined): string {
  const head = `Proof declined. Reason: ${reason.code} (${reason.description}).`;
  return comment === undefined ? head : `${head} Comment: ${comment}`;
}

/** Whitespace-only counts as omitted. */
export function normaliseComment(comment: string | undefined): string | undefined {
  return comment === undefined || comment.trim() === '' ? undefined : comment.trim();
}

export class ProofsService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  async proof(caller: Caller, orderNumber: number, itemNumber: number): Promise<ProofView> {
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    let files;
    try {
      files = await new ProofsRepo(this.db).files(line.lineId, PROOF_FILE_LIMIT);
    } catch (error) {
      // Never a 200 with an empty list for a failure: the whole read is unavailable.
      if (isApiError(error)) throw error;
      throw orderErrors.proofFilesUnavailable();
    }
    const now = this.clock.now();
    return {
      orderNumber,
      itemNumber,
      proofStatus: publishedProofStatus(line.proofStatus),
      files: await Promise.all(
        files.map(async (f) => ({
          name: f.name,
          link: f.archived ? null : await downloadLink(this.storage, f.objectKey, now),
          active: f.active,
          createdOn: f.createdOn,
        })),
      ),
      visualUrl: await downloadLink(this.storage, line.visualObjectKey, now),
    };
  }

  async denialReasons(caller: Caller, orderNumber: number, itemNumber: number): Promise<DenialReason[]> {
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    return new ProofsRepo(this.db).reasons(line.lineId);
  }

  /** Runs a decision under the line's lock after the state rules (409s). */
  async #decide<T>(
    caller: Caller,
    orderNumber: number,
    itemNumber: number,
    work: (repo: ProofsRepo, lineId: string, at: Date) => Promise<T>,
  ): Promise<T> {
    const client = requestClient();
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    return serialisedWrite(
      this.db,
      `order_lines:${line.lineId}`,
      async (trx) => {
        await lockRow(trx, 'order_lines', 'id', line.lineId);
        const repo = new ProofsRepo(trx);
        const state = await repo.state(line.lineId);
        if (state.cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
        if (state.proofStatus !== 'PENDING_REVIEW') {
          const shown = publishedProofStatus(state.proofStatus) ?? 'null';
          throw orderErrors.proofNotPendingReview(itemNumber, shown);
        }
        return work(repo, line.lineId, this.clock.now());
      },
      client,
    );
  }

  /** Approve: the proof is APPROVED and the line moves into production. */
  approve(caller: Caller, orderNumber: number, itemNumber: number): Promise<Acknowledgement> {
    return this.#decide(caller, orderNumber, itemNumber, async (repo, lineId, at) => {
      await repo.setStatuses(lineId, 'APPROVED', 'IN_PRODUCTION', at);
      await repo.log(lineId, `partner:${caller.partnerId}`, 'Proof approved.', at);
      return { orderNumber, itemNumber, proofStatus: 'APPROVED' };
    });
  }

  /**
   * Decline with a reason the line offers (UNKNOWN never counts as one):
   * DECLINED, the line goes back to prepress, reason and comment are one
   * text entry on the proof log.
   */
  decline(caller: Caller, orderNumber: number, itemNumber: number, body: { reason: string; comment?: string }): Promise<Acknowledgement> {
    const comment = normaliseComment(body.comment);
    return this.#decide(caller, orderNumber, itemNumber, async (repo, lineId, at) => {
      const offered = await repo.reasons(lineId);
      const reason = body.reason === 'UNKNOWN' ? undefined : offered.find((r) => r.code === body.reason);
      if (!reason) {
        const valid = offered.filter((r) => r.code !== 'UNKNOWN').map((r) => r.code);
        throw orderErrors.denialReasonNotAvailable(body.reason, itemNumber, valid);
      }
      await repo.setStatuses(lineId, 'DECLINED', 'PREPRESS', at);
      await repo.log(lineId, `partner:${caller.partnerId}`, declineEntry(reason, comment), at);
      return { orderNumber, itemNumber, proofStatus: 'DECLINED', reason: reason.code };
    });
  }
}
