// Back office: one line's lifecycle. Production status, any proof status
// (an unrecognised one reads UNKNOWN), flags (hidden, problem, reorder,
// backorder, shippable, digital delivery, note, dates, the line's own
// site), cancellation (`order_line.cancelled`), and the proof side:
// publishing a revision (→ PENDING_REVIEW), the preview, the offered denial
// reasons, archiving a file (its link then reads null). Writes lock the
// line row, run in one transaction and are audited. The detail carries a
// signed download link per proof and print file, minted per read as the
// partner's proof read mints its own.
import { randomBytes } from 'node:crypto';
import { AuditRepo } from '../../audit/repo.ts';
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { requestClient, serialisedWrite, sharedRead, type RequestClient } from '../../db/row-queue.ts';
import type { Db } from '../../db/transaction.ts';
import { recordEvent } from '../../events/outbox.ts';
import { notFound } from '../../errors/back-office.ts';
import { adminOrderErrors } from '../errors.ts';
import { downloadLink, storedFileName, type ObjectStorage } from '../../storage/storage.ts';
import { ProofsRepo, type DenialReason } from '../proofs/repo.ts';
import { PRODUCTION_STATUSES } from '../statuses.ts';
import { assertOnNoLiveShipment, changeOrderStatus, eventBase, rederiveShippingStatus, requireLine } from './lifecycle.ts';
import { LinesAdminRepo } from './lines-repo.ts';
import { OrdersAdminRepo, type AdminLine, type LinePatch, type OrderRef } from './repo.ts';

export interface AdminLineDetail {
  line: AdminLine;
  proofFiles: Array<{
    fileId: string;
    name: string;
    active: boolean;
    archived: boolean;
    consumerVisible: boolean;
    createdOn: Date;
    link: string | null;
  }>;
  denialReasons: DenialReason[];
  proofLog: Array<{ actor: string; entry: string; createdOn: Date }>;
  printFiles: Array<{ fileName: string; fileSize: number; md5: string; active: boolean; link: string | null }>;
}

type LineWork = (ctx: { trx: Db; order: OrderRef; line: AdminLine; at: Date }) => Promise<Record<string, unknown> | void>;

export class LinesAdminService {
  constructor(
    private readonly db: Db,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  async detail(orderNumber: number, itemNumber: number, db: Db = this.db): Promise<AdminLineDetail> {
    const { line } = await requireLine(db, orderNumber, itemNumber);
    const proofs = new ProofsRepo(db);
    const repo = new LinesAdminRepo(db);
    const files = await repo.proofFiles(line.lineId);
    const printFiles = await repo.printFiles(line.lineId);
    const now = this.clock.now();
    // An archived proof file has no link, as on the partner's proof read.
    const link = (key: string, archived = false) => (archived ? null : downloadLink(this.storage, key, now));
    return {
      line,
      proofFiles: await Promise.all(
        files.map(async (f) => ({
          fileId: f.id,
          name: f.name,
          active: f.active,
          archived: f.archived,
          consumerVisible: f.consumer_visible,
          createdOn: f.created_at,
          link: await link(f.object_key, f.archived),
        })),
      ),
      denialReasons: await proofs.reasons(line.lineId),
      proofLog: await proofs.entries(line.lineId),
      printFiles: await Promise.all(
        printFiles.map(async (p) => ({
          fileName: p.file_name,
          fileSize: Number(p.file_size),
          md5: p.md5,
          active: p.active,
          link: await link(p.object_key),
        })),
      ),
    };
  }

  /** The line a write names (404 when none), read once for the writers that ask together (sharedRead). */
  #find(orderNumber: number, itemNumber: number) {
    return sharedRead(this.db, `order_lines:${orderNumber}/${itemNumber}`, () => requireLine(this.db, orderNumber, itemNumber));
  }

  /**
   * Locks the order, then the line, runs `work`, audits `action`, returns the
   * line as it now is. The order first, as shipment moves lock it before they
   * update its lines: a line write that ends in an order change (the last
   * line cancelled) then never holds the line while a shipment holds the
   * order (a deadlock). Writers of one order queue in process first, with
   * the shipments, so a burst holds one connection, not the pool.
   * `client`: the request's, read before the caller's first await (the
   * queue drops the write if it goes).
   */
  async #onLine(
    orderNumber: number,
    itemNumber: number,
    action: string,
    actor: Actor,
    work: LineWork,
    client: RequestClient | null = requestClient(),
  ): Promise<AdminLineDetail> {
    const found = await this.#find(orderNumber, itemNumber);
    return serialisedWrite(
      this.db,
      `orders:${orderNumber}`,
      async (trx) => {
        await lockRow(trx, 'orders', 'order_number', orderNumber);
        await lockRow(trx, 'order_lines', 'id', found.line.lineId);
        const { order, line } = await requireLine(trx, orderNumber, itemNumber);
        const details = (await work({ trx, order, line, at: this.clock.now() })) ?? {};
        await new AuditRepo(trx).append({ actor, action, targetType: 'order_line', targetId: `${orderNumber}/${itemNumber}`, details });
        return this.detail(orderNumber, itemNumber, trx);
      },
      client,
    );
  }

  patch(orderNumber: number, itemNumber: number, patch: LinePatch, actor: Actor): Promise<AdminLineDetail> {
    return this.#onLine(orderNumber, itemNumber, 'order_line.update', actor, async ({ trx, order, line, at }) => {
      if (patch.siteId !== undefined && !(await new LinesAdminRepo(trx).siteExists(patch.siteId))) {
        throw adminOrderErrors.noSuchSite(patch.siteId);
      }
      if (patch.shippable === false) await assertOnNoLiveShipment(trx, line, 'made unshippable');
      await new OrdersAdminRepo(trx).patchLine(line.lineId, patch, at);
      if (patch.shippable !== undefined && patch.shippable !== line.shippable) await rederiveShippingStatus(trx, order, at);
      return { ...patch };
    });
  }

  setProductionStatus(orderNumber: number, itemNumber: number, status: string | null, actor: Actor): Promise<AdminLineDetail> {
    if (status !== null && !(PRODUCTION_STATUSES as readonly string[]).includes(status)) {
      throw adminOrderErrors.unknownProductionStatus(PRODUCTION_STATUSES);
    }
    return this.#onLine(orderNumber, itemNumber, 'order_line.set_production_status', actor, async ({ trx, line, at }) => {
      if (line.cancelled) throw adminOrderErrors.cancelledItemTakesNo(itemNumber, 'production status');
      await new OrdersAdminRepo(trx).setLineStatuses(line.lineId, { production_status: status }, at);
      return { from: line.productionStatus, to: status };
    });
  }

  /** Stores any proof status: one this API does not know is published as UNKNOWN. */
  setProofStatus(orderNumber: number, itemNumber: number, status: string | null, actor: Actor): Promise<AdminLineDetail> {
    return this.#onLine(orderNumber, itemNumber, 'order_line.set_proof_status', actor, async ({ trx, line, at }) => {
      if (line.cancelled) throw adminOrderErrors.cancelledItemTakesNo(itemNumber, 'proof status');
      await new OrdersAdminRepo(trx).setLineStatuses(line.lineId, { proof_status: status }, at);
      return { from: line.proofStatus, to: status };
    });
  }

  /**
   * Cancels the line (it stays listed) and announces it; an order whose lines are all cancelled is CANCELLED.
   * A line a shipment that is not cancelled carries is refused (`order_item_on_shipment`).
   */
  cancel(orderNumber: number, itemNumber: number, actor: Actor): Promise<AdminLineDetail> {
    return this.#onLine(orderNumber, itemNumber, 'order_line.cancel', actor, async ({ trx, order, line, at }) => {
      if (line.cancelled) throw adminOrderErrors.itemAlreadyCancelled(itemNumber);
      await assertOnNoLiveShipment(trx, line, 'cancelled');
      const repo = new OrdersAdminRepo(trx);
      await repo.setLineStatuses(line.lineId, { cancelled: true, cancelled_at: at }, at);
      await recordEvent(trx, { type: 'order_line.cancelled', ...eventBase(order) }, at);
      const remaining = (await repo.lines(orderNumber)).filter((l) => !l.internalRecord && !l.cancelled);
      if (remaining.length === 0) await changeOrderStatus(trx, order, 'CANCELLED', at);
      else await rederiveShippingStatus(trx, order, at);
      return {};
    });
  }

  /**
   * Publishes a proof revision: the bytes go to storage first (never inside
   * the transaction), then the new file becomes the active one, earlier
   * revisions stay listed as inactive, and the line waits on review. A file
   * hidden from the partner (`consumerVisible: false`) is kept for staff
   * only: the partner reviews the current revision on its proof read, which
   * lists only what it may see, so a hidden file becomes no revision, demotes
   * none and moves no status (the partner is never asked to decide on a
   * proof it cannot read). A cancelled line is refused (409 `conflict`): the
   * partner's decisions refuse it, so its proof would wait on a review that
   * can never come.
   */
  async publishProof(
    orderNumber: number,
    itemNumber: number,
    file: { name: string; content: Buffer; contentType: string; consumerVisible?: boolean },
    actor: Actor,
  ): Promise<AdminLineDetail> {
    const client = requestClient();
    // Refused before the bytes are stored, and again under the lock (a cancel may land in between).
    if ((await this.#find(orderNumber, itemNumber)).line.cancelled) throw adminOrderErrors.proofOnCancelledItem(itemNumber);
    const key = `proofs/${orderNumber}/${itemNumber}/${randomBytes(9).toString('base64url')}/${storedFileName(file.name)}`;
    await this.storage.put(key, file.content, file.contentType);
    const consumerVisible = file.consumerVisible ?? true;
    return this.#onLine(
      orderNumber,
      itemNumber,
      'proof.publish',
      actor,
      async ({ trx, line, at }) => {
        if (line.cancelled) throw adminOrderErrors.proofOnCancelledItem(itemNumber);
        await new LinesAdminRepo(trx).addProofFile(line.lineId, { name: file.name, objectKey: key, consumerVisible }, at);
        if (consumerVisible)
          await new OrdersAdminRepo(trx).setLineStatuses(
            line.lineId,
            { proof_status: 'PENDING_REVIEW', production_status: 'PROOFING' },
            at,
          );
        const entry = consumerVisible
          ? `Proof revision published: ${file.name}.`
          : `Proof file kept for staff (hidden from the partner): ${file.name}.`;
        await new ProofsRepo(trx).log(line.lineId, actor, entry, at);
        return { name: file.name, size: file.content.length, consumerVisible };
      },
      client,
    );
  }

  /** The rendered preview behind `visualUrl`. */
  async setVisual(
    orderNumber: number,
    itemNumber: number,
    file: { content: Buffer; contentType: string },
    actor: Actor,
  ): Promise<AdminLineDetail> {
    const client = requestClient();
    // Refused before the bytes are stored, and again under the lock, as a proof revision is.
    if ((await this.#find(orderNumber, itemNumber)).line.cancelled)
      throw adminOrderErrors.cancelledItemTakesNo(itemNumber, 'proof preview');
    const key = `previews/${orderNumber}/${itemNumber}/${randomBytes(9).toString('base64url')}`;
    await this.storage.put(key, file.content, file.contentType);
    return this.#onLine(
      orderNumber,
      itemNumber,
      'proof.set_visual',
      actor,
      async ({ trx, line, at }) => {
        if (line.cancelled) throw adminOrderErrors.cancelledItemTakesNo(itemNumber, 'proof preview');
        await new LinesAdminRepo(trx).setVisual(line.lineId, key, at);
        return { size: file.content.length };
      },
      client,
    );
  }

  /** Replaces the set of reasons the line offers (UNKNOWN is never a reason). */
  setDenialReasons(orderNumber: number, itemNumber: number, reasons: DenialReason[], actor: Actor): Promise<AdminLineDetail> {
    const codes = reasons.map((r) => r.code);
    const repeated = codes.findIndex((code, index) => codes.indexOf(code) !== index);
    if (repeated >= 0) throw adminOrderErrors.reasonCodesRepeated(repeated);
    if (codes.includes('UNKNOWN')) throw adminOrderErrors.unknownOffered(codes.indexOf('UNKNOWN'));
    return this.#onLine(orderNumber, itemNumber, 'proof.set_denial_reasons', actor, async ({ trx, line }) => {
      if (line.cancelled) throw adminOrderErrors.cancelledItemTakesNo(itemNumber, 'denial reasons');
      await new LinesAdminRepo(trx).replaceDenialReasons(line.lineId, reasons);
      return { codes };
    });
  }

  /**
   * Archives a proof file: still listed, but its link reads null. Allowed on a
   * cancelled line: it withdraws a download and puts nothing up for review.
   */
  async archiveProofFile(fileId: string, actor: Actor): Promise<AdminLineDetail> {
    const client = requestClient();
    const found = await new LinesAdminRepo(this.db).proofFileLine(fileId);
    if (!found) throw notFound('proof file', fileId);
    return this.#onLine(
      found.orderNumber,
      found.itemNumber,
      'proof.archive_file',
      actor,
      async ({ trx }) => {
        await new LinesAdminRepo(trx).archiveProofFile(fileId);
        return { fileId };
      },
      client,
    );
  }
}
