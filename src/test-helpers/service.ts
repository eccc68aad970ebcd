// The sandbox's test helpers: the staff actions of the order lifecycle, taken
// by a partner on its own orders. Each resolves the order (or line, or
// shipment) through the partner's tenancy first (ungranted or hidden answers
// exactly like missing), then calls the back-office service staff's action
// calls: the same rules, the same transaction with its audit entry and its
// outbox event, so the same webhooks reach the partner's endpoints. What the
// back office answers with its generic `conflict` is the partner API's
// `test_helper_refused`, with the same words.
import type { Caller } from '../access/caller.ts';
import type { Actor } from '../audit/service.ts';
import type { Db } from '../db/transaction.ts';
import { isApiError } from '../errors/catalogue.ts';
import type { LinesAdminService } from '../orders/admin/lines-service.ts';
import type { OrdersAdminService } from '../orders/admin/service.ts';
import type { ShipmentsAdminService } from '../orders/admin/shipments-service.ts';
import { orderErrors } from '../orders/errors.ts';
import type { DenialReason } from '../orders/proofs/repo.ts';
import type { ProofsService, ProofView } from '../orders/proofs/service.ts';
import { OrdersRepo, type LineRecord, type OrderRecord, type ShipmentRecord } from '../orders/repo.ts';
import type { OrdersService } from '../orders/service.ts';
import { testHelperErrors } from './errors.ts';

/** The reasons a proof offers when the helper is given none and the line offers none yet. */
export const DEFAULT_DENIAL_REASONS: DenialReason[] = [
  { code: 'TYPO', description: 'Text contains a typo' },
  { code: 'WRONG_COLOR', description: 'Colours are wrong' },
];

/** What a sandbox proof file holds: a one-page placeholder, not a render of the artwork. */
const PROOF_BYTES = Buffer.from('%PDF-1.4\n% Sandbox proof: a placeholder published by the test helper.\n');
const MAX_INT32 = 2147483647;

export interface ShipmentRequest {
  lines?: Array<{ itemNumber: number; quantity?: number }>;
  carrier?: string;
  service?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

export interface BackOffice {
  orders: OrdersAdminService;
  lines: LinesAdminService;
  shipments: ShipmentsAdminService;
}

/** The audit log's name for a partner acting through a test helper. */
export const helperActor = (caller: Caller): Actor => `partner:${caller.partnerId} (sandbox test helper)`;

/** The back office's generic refusals as the partner API's codes (the detail is kept). */
async function asPartner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isApiError(error) && error.code === 'conflict') throw testHelperErrors.refused(error.detail);
    throw error;
  }
}

export class TestHelpersService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly proofs: ProofsService,
    private readonly backOffice: BackOffice,
  ) {}

  /**
   * `order.status_changed` when the status changes (the order as it now is). A status the order's
   * shipments contradict is the back office's refusal (409 `test_helper_refused`).
   */
  async setStatus(caller: Caller, orderNumber: number, status: string): Promise<OrderRecord> {
    await this.orders.requireOrder(caller, orderNumber);
    await asPartner(() => this.backOffice.orders.setStatus(orderNumber, status, helperActor(caller)));
    return this.orders.requireOrder(caller, orderNumber);
  }

  /** A cancelled line is 409 `order_item_cancelled`, as its proof and its cancel are (the back office re-checks under the lock). */
  async setProductionStatus(caller: Caller, orderNumber: number, itemNumber: number, status: string | null): Promise<LineRecord> {
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    if (line.cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
    await asPartner(() => this.backOffice.lines.setProductionStatus(orderNumber, itemNumber, status, helperActor(caller)));
    return this.orders.requireLine(caller, orderNumber, itemNumber);
  }

  /**
   * Publishes a proof revision (the line goes to PENDING_REVIEW, production
   * PROOFING) and sets the reasons a decline may give: `reasons` when given,
   * else the line's own, else DEFAULT_DENIAL_REASONS.
   */
  async publishProof(
    caller: Caller,
    orderNumber: number,
    itemNumber: number,
    input: { reasons?: DenialReason[]; fileName?: string },
  ): Promise<ProofView> {
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    if (line.cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
    const actor = helperActor(caller);
    const { lines } = this.backOffice;
    const published = await asPartner(() =>
      lines.publishProof(
        orderNumber,
        itemNumber,
        { name: input.fileName ?? `sandbox-proof-${itemNumber}.pdf`, content: PROOF_BYTES, contentType: 'application/pdf' },
        actor,
      ),
    );
    const reasons = input.reasons ?? (published.denialReasons.length > 0 ? null : DEFAULT_DENIAL_REASONS);
    if (reasons) await asPartner(() => lines.setDenialReasons(orderNumber, itemNumber, reasons, actor));
    return this.proofs.proof(caller, orderNumber, itemNumber);
  }

  /**
   * `order_line.cancelled`; the order is CANCELLED when no line is left. A cancelled line is 409 `order_item_cancelled`,
   * a line a live shipment carries 409 `order_item_on_shipment` (the back office's rule, under the order's lock).
   */
  async cancelLine(caller: Caller, orderNumber: number, itemNumber: number): Promise<LineRecord> {
    const line = await this.orders.requireLine(caller, orderNumber, itemNumber);
    if (line.cancelled) throw orderErrors.itemCancelled(orderNumber, itemNumber);
    await asPartner(() => this.backOffice.lines.cancel(orderNumber, itemNumber, helperActor(caller)));
    return this.orders.requireLine(caller, orderNumber, itemNumber);
  }

  /**
   * Creates a shipment and ships it (`shipment.shipped`): the lines asked
   * for, or every visible, shippable, uncancelled line with what is left of
   * it to ship. The back office's rules decide the rest (quantities).
   */
  async ship(caller: Caller, orderNumber: number, input: ShipmentRequest): Promise<ShipmentRecord> {
    await this.orders.requireOrder(caller, orderNumber);
    const lines = input.lines ? await this.#asked(caller, orderNumber, input.lines) : await this.#unshipped(caller, orderNumber);
    if (lines.length === 0) throw testHelperErrors.nothingToShip(orderNumber);
    const actor = helperActor(caller);
    const { shipments } = this.backOffice;
    const created = await asPartner(() =>
      shipments.create(
        orderNumber,
        {
          carrier: input.carrier ?? 'UPS',
          service: input.service ?? 'Ground',
          trackingNumber: input.trackingNumber,
          trackingUrl: input.trackingUrl,
          lines,
        },
        actor,
      ),
    );
    const tracking = input.trackingNumber === undefined ? { trackingNumber: `SANDBOX${created.shipmentNumber}` } : {};
    await asPartner(() => shipments.ship(created.shipmentNumber, tracking, actor));
    return this.#shipment(caller, orderNumber, created.shipmentNumber);
  }

  /** `shipment.cancelled`; the lines' shipped flags and the order's status follow. */
  async cancelShipment(caller: Caller, orderNumber: number, shipmentNumber: number): Promise<ShipmentRecord> {
    await this.orders.requireOrder(caller, orderNumber);
    await this.#shipment(caller, orderNumber, shipmentNumber);
    await asPartner(() => this.backOffice.shipments.cancel(shipmentNumber, helperActor(caller)));
    return this.#shipment(caller, orderNumber, shipmentNumber);
  }

  /** Each line asked for must be one the partner sees (404 otherwise) and not cancelled (409). */
  async #asked(caller: Caller, orderNumber: number, asked: NonNullable<ShipmentRequest['lines']>) {
    for (const wanted of asked) {
      const line = await this.orders.requireLine(caller, orderNumber, wanted.itemNumber);
      if (line.cancelled) throw orderErrors.itemCancelled(orderNumber, wanted.itemNumber);
    }
    return asked;
  }

  /** Every visible line still to ship, with the quantity no live shipment carries yet. */
  async #unshipped(caller: Caller, orderNumber: number): Promise<Array<{ itemNumber: number; quantity: number }>> {
    const visible: LineRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.orders.listItems(caller, orderNumber, { cursor, limit: 200 });
      visible.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const carried = new Map<number, number>();
    for (const s of await this.backOffice.shipments.list(orderNumber)) {
      if (s.cancelled) continue;
      for (const l of s.lines) carried.set(l.itemNumber, (carried.get(l.itemNumber) ?? 0) + l.quantity);
    }
    return visible
      .filter((l) => !l.cancelled && l.shippable)
      .map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity - (carried.get(l.itemNumber) ?? 0) }))
      .filter((l) => l.quantity > 0);
  }

  /** A shipment of the order as the partner reads it; 404 `shipment_not_found` for any other. */
  async #shipment(caller: Caller, orderNumber: number, shipmentNumber: number): Promise<ShipmentRecord> {
    const found =
      shipmentNumber > MAX_INT32
        ? undefined
        : await new OrdersRepo(this.db).shipmentsOfOrder(caller.grantedSiteIds, orderNumber, shipmentNumber - 1, 1);
    const shipment = found?.[0];
    if (!shipment || shipment.shipmentNumber !== shipmentNumber) throw testHelperErrors.shipmentNotFound(orderNumber, shipmentNumber);
    return shipment;
  }
}
