// SQL for placement: the pricing rules of a product and a user, and the
// inserts of an order with its lines. Always run inside the placing
// transaction.
import type { Db } from '../../db/transaction.ts';
import type { StoredAddress, StoredDiscount, VariantAttribute } from '../../db/tables/orders.ts';
import type { DiscountRule } from './pricing.ts';

export interface NewOrderRow {
  siteId: number;
  status: string;
  placedOn: Date;
  orderingUserId: number | null;
  divisionId: number | null;
  sourcePartnerId: number | null;
  partnerOrderId: string | null;
  shipTo: StoredAddress | null;
  billTo: StoredAddress | null;
  shippingProvider: string | null;
  shippingMethod: string | null;
  shippingServiceId: number | null;
  shippingServiceName: string | null;
  shippingNotes: string | null;
  itemTotal: string;
  handlingTotal: string;
  shippingTotal: string | null;
  totalPrice: string;
}

export interface NewLineRow {
  siteId: number;
  productId: string;
  variantId: string | null;
  sku: string | null;
  productName: string;
  productCode: string;
  jobName: string | null;
  externalId: string | null;
  partnerLineId: string | null;
  quantity: number;
  unitPrice: string;
  lineListTotal: string;
  lineTotal: string;
  handlingAmount: string | null;
  productDiscount: StoredDiscount | null;
  userDiscount: StoredDiscount | null;
  estimatedShipBy: Date | null;
  turnaroundBusinessDays: number | null;
  proofStatus: string | null;
  note: string | null;
  variantAttributes: VariantAttribute[];
  artworkUrl: string | null;
  templateVariables: Record<string, string> | null;
  shipTo: StoredAddress | null;
}

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

export class PlacementRepo {
  constructor(private readonly trx: Db) {}

  async productDiscount(masterId: string): Promise<DiscountRule | null> {
    const row = await this.trx
      .selectFrom('product_discounts')
      .select(['name', 'percent'])
      .where('product_id', '=', masterId)
      .executeTakeFirst();
    return row ?? null;
  }

  async userDiscount(userId: number | null): Promise<DiscountRule | null> {
    if (userId === null) return null;
    const row = await this.trx.selectFrom('user_discounts').select(['name', 'percent']).where('user_id', '=', userId).executeTakeFirst();
    return row ?? null;
  }

  async handlingFee(masterId: string): Promise<string | null> {
    const row = await this.trx.selectFrom('product_handling_fees').select('amount').where('product_id', '=', masterId).executeTakeFirst();
    return row?.amount ?? null;
  }

  async insertOrder(o: NewOrderRow): Promise<{ orderNumber: number; projectId: number }> {
    const row = await this.trx
      .insertInto('orders')
      .values({
        site_id: o.siteId,
        status: o.status,
        placed_on: o.placedOn,
        ordering_user_id: o.orderingUserId,
        division_id: o.divisionId,
        source_partner_id: o.sourcePartnerId,
        partner_order_id: o.partnerOrderId,
        ship_to: json(o.shipTo),
        bill_to: json(o.billTo),
        shipping_provider: o.shippingProvider,
        shipping_method: o.shippingMethod,
        shipping_service_id: o.shippingServiceId,
        shipping_service_name: o.shippingServiceName,
        shipping_notes: o.shippingNotes,
        item_total: o.itemTotal,
        handling_total: o.handlingTotal,
        shipping_total: o.shippingTotal,
        total_price: o.totalPrice,
      })
      .returning(['order_number', 'project_id'])
      .executeTakeFirstOrThrow();
    return { orderNumber: row.order_number, projectId: row.project_id };
  }

  /** Inserts the lines in input order; returns their item numbers in the same order. */
  async insertLines(orderNumber: number, lines: NewLineRow[]): Promise<number[]> {
    const rows = await this.trx
      .insertInto('order_lines')
      .values(
        lines.map((l) => ({
          order_number: orderNumber,
          site_id: l.siteId,
          product_id: l.productId,
          variant_id: l.variantId,
          sku: l.sku,
          product_name: l.productName,
          product_code: l.productCode,
          job_name: l.jobName,
          external_id: l.externalId,
          partner_line_id: l.partnerLineId,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          line_list_total: l.lineListTotal,
          line_total: l.lineTotal,
          handling_amount: l.handlingAmount,
          product_discount: json(l.productDiscount),
          user_discount: json(l.userDiscount),
          estimated_ship_by: l.estimatedShipBy,
          turnaround_business_days: l.turnaroundBusinessDays,
          proof_status: l.proofStatus,
          note: l.note,
          variant_attributes: JSON.stringify(l.variantAttributes),
          artwork_url: l.artworkUrl,
          template_variables: json(l.templateVariables),
          ship_to: json(l.shipTo),
        })),
      )
      .returning(['id', 'item_number'])
      .execute();
    // INSERT … RETURNING keeps the VALUES order in PostgreSQL; sort by the
    // serial id anyway so the mapping never depends on it.
    return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((r) => r.item_number!);
  }
}
