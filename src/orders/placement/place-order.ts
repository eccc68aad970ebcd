// Placing an order: the one way an order comes into being, used by the back
// office ("place a storefront order") and by the submission worker.
//
//   placeOrder(trx, input, clock?) → Promise<PlacedOrder>
//     throws PlacementRejected { errors: PlacementProblem[] } when the order
//     cannot be created (nothing is written; the caller's transaction rolls
//     back on the throw, or the caller catches before commit).
//
// `trx` must be a transaction (Kysely `db.transaction()` or
// `withTransaction`): the order, its lines and the `order.status_changed`
// outbox event are written in it, so they exist together or not at all.
//
// Input: an OrderIntake (intake.ts, normalised: validation of the HTTP
// body, grants, the ordering user and the division is the caller's job).
// Each line's product must be on the site, with a variantId exactly when it
// is a STOCK product (rules.ts, the same rule the POST checks apply), its
// quantity within the product's min/max and priced by a tier.
//
// Output: a PlacedOrder (intake.ts), status 'RECEIVED'; totalPrice =
// itemTotal + handlingTotal + (shippingTotal ?? 0); lines in input order.
// Every amount is an exact decimal string (2 places; the unit price keeps
// its tier's places). lineTotal = lineListTotal minus both discounts;
// handling is separate (see pricing.ts).
//
// Rejections (PlacementProblem: { detail, field?, partnerLineId? }) are
// collected over every line before anything is written: unknown product on
// the site, missing/foreign/superfluous variantId, quantity outside the
// product's limits or below its smallest priced tier, product not priced.
import type { Clock } from '../../clock.ts';
import { systemClock } from '../../clock.ts';
import type { ProductRecord } from '../../catalog/repo.ts';
import { formatProductId } from '../../catalog/ids.ts';
import { quoteProduct, type Quote } from '../../catalog/rules.ts';
import type { Db } from '../../db/transaction.ts';
import { announceOnCommit, orderEvent } from '../../events/outbox.ts';
import { isApiError } from '../../errors/catalogue.ts';
import { INITIAL_ORDER_STATUS } from '../statuses.ts';
import type { VariantAttribute } from '../../db/tables/orders.ts';
import { lineProblem, PlacementRejected, type IntakeLine, type OrderIntake, type PlacedOrder, type PlacementProblem } from './intake.ts';
import { addBusinessDays, exceedsOrderAmount, MAX_ORDER_AMOUNT, priceLine, sumMoney } from './pricing.ts';
import { PlacementRepo, type NewLineRow, type NewOrderEvent, type NewOrderRow } from './repo.ts';
import { loadSnapshot, type PlacementSnapshot, type SnapshotProduct } from './snapshot.ts';
import { lineProductRule, ruleField, type LineProductRule } from './rules.ts';

interface ResolvedLine {
  input: IntakeLine;
  found: SnapshotProduct;
  product: ProductRecord;
  quote: Quote;
  variant: { id: string; sku: string | null; choices: (string | null)[] } | null;
}

/** The worker's wording of the line rules (the POST checks word them as 400s). */
const RULE_REJECTIONS: Record<LineProductRule, (productId: string, siteId: number) => string> = {
  not_on_site: (productId, siteId) => `Product ${productId} is not in the product list of site ${siteId}.`,
  variant_required: (productId) => `variantId is required for the STOCK product ${productId}.`,
  variant_superfluous: (productId) => `variantId must be omitted for the POD product ${productId}.`,
};

/** Finds the product, variant and tier price of one line in the snapshot, or says why not. */
function resolveLine(snapshot: PlacementSnapshot, line: IntakeLine, index: number): ResolvedLine | PlacementProblem {
  const at = (field: string, detail: string) => lineProblem(line, index, field, detail);
  const found = snapshot.products.get(line.productId);
  const product = found?.product;
  const variantId = line.variantId == null ? null : String(line.variantId);
  const rule = lineProductRule(product, variantId !== null);
  if (rule !== null || !found || !product) {
    const broken = rule ?? 'not_on_site';
    return at(ruleField(broken), RULE_REJECTIONS[broken](line.productId, snapshot.siteId));
  }
  let variant: ResolvedLine['variant'] = null;
  if (variantId !== null) {
    variant = found.variants.find((v) => v.id === variantId) ?? null;
    if (!variant) return at('variantId', `Variant ${variantId} is not a variant of ${line.productId}.`);
  }
  try {
    const quote = quoteProduct(product, found.tiers, line.quantity);
    return { input: line, found, product, quote, variant };
  } catch (error) {
    if (isApiError(error)) return at('quantity', error.detail);
    throw error;
  }
}

function variantAttributes(product: ProductRecord, variant: ResolvedLine['variant']): VariantAttribute[] {
  if (!variant) return [];
  return product.attributeNames.flatMap((name, i) => {
    const choice = variant.choices[i];
    return name && choice ? [{ name, choice }] : [];
  });
}

/** What placing an order writes, priced and checked (planOrder), before its numbers exist. */
export interface OrderPlan {
  order: NewOrderRow;
  lines: NewLineRow[];
  event: NewOrderEvent;
}

/**
 * Checks and prices `input` against `snapshot` without writing anything;
 * throws PlacementRejected with every problem (see the top of this file).
 */
export function planOrder(input: OrderIntake, snapshot: PlacementSnapshot, clock: Clock = systemClock): OrderPlan {
  if (input.lines.length === 0) throw new PlacementRejected([{ detail: 'An order needs at least one line.', field: 'lines' }]);
  const read = snapshot;
  const resolved: ResolvedLine[] = [];
  const problems: PlacementProblem[] = [];
  for (const [index, line] of input.lines.entries()) {
    const outcome = resolveLine(read, line, index);
    if ('detail' in outcome) problems.push(outcome);
    else resolved.push(outcome);
  }
  if (problems.length > 0) throw new PlacementRejected(problems);
  const placedOn = input.placedOn ?? clock.now();
  const rows: NewLineRow[] = [];
  for (const { input: line, found, product, quote, variant } of resolved) {
    const pricing = priceLine(quote.totalPrice, found.productDiscount, read.userDiscount, found.handlingFee);
    const turnaround = product.serviceType === 'POD' ? product.turnaroundBusinessDays : null;
    rows.push({
      siteId: input.siteId,
      productId: formatProductId(product.kind, product.id),
      variantId: variant?.id ?? null,
      sku: line.sku ?? variant?.sku ?? null,
      productName: product.name,
      productCode: product.code,
      jobName: line.jobName ?? null,
      externalId: line.externalId ?? line.partnerLineId ?? null,
      partnerLineId: line.partnerLineId ?? null,
      quantity: line.quantity,
      unitPrice: quote.unitPrice,
      ...pricing,
      estimatedShipBy: turnaround === null ? null : addBusinessDays(placedOn, turnaround),
      turnaroundBusinessDays: turnaround,
      // Artwork products go through proofing; the proof does not exist yet.
      proofStatus: product.artworkSource === 'NONE' ? null : 'NOT_CREATED',
      note: line.note ?? null,
      variantAttributes: variantAttributes(product, variant),
      artworkUrl: line.artworkUrl ?? null,
      templateVariables: line.templateVariables ?? null,
      shipTo: line.shipTo ?? null,
    });
  }

  const itemTotal = sumMoney(rows.map((r) => r.lineTotal));
  const handlingTotal = sumMoney(rows.map((r) => r.handlingAmount));
  const shippingTotal = input.shipping?.price == null ? null : sumMoney([input.shipping.price]);
  const totalPrice = sumMoney([itemTotal, handlingTotal, shippingTotal]);
  // Every amount is at least 0, so the total bounds the other sums; a line's list total can pass it alone (a 100 % discount).
  const tooLarge: PlacementProblem[] = rows.flatMap((row, index) =>
    exceedsOrderAmount(row.lineListTotal)
      ? [lineProblem(input.lines[index]!, index, 'quantity', `The line's list total ${row.lineListTotal} exceeds ${MAX_ORDER_AMOUNT}.`)]
      : [],
  );
  if (tooLarge.length === 0 && exceedsOrderAmount(totalPrice))
    tooLarge.push({ detail: `The order's total ${totalPrice} exceeds ${MAX_ORDER_AMOUNT}.`, field: 'lines' });
  if (tooLarge.length > 0) throw new PlacementRejected(tooLarge);
  const event = orderEvent({
    type: 'order.status_changed',
    siteId: input.siteId,
    orderNumber: 0,
    sourcePartnerId: input.source?.partnerId ?? null,
    partnerOrderId: input.source?.partnerOrderId ?? null,
  });
  return {
    order: {
      siteId: input.siteId,
      status: INITIAL_ORDER_STATUS,
      placedOn,
      orderingUserId: input.orderingUserId,
      divisionId: input.divisionId ?? null,
      sourcePartnerId: input.source?.partnerId ?? null,
      partnerOrderId: input.source?.partnerOrderId ?? null,
      shipTo: input.shipTo ?? null,
      billTo: input.billTo ?? null,
      shippingProvider: input.shipping?.provider ?? null,
      shippingMethod: input.shipping?.method ?? null,
      shippingServiceId: input.shipping?.serviceId ?? null,
      shippingServiceName: input.shipping?.serviceName ?? null,
      shippingNotes: input.shippingNotes ?? null,
      itemTotal,
      handlingTotal,
      shippingTotal,
      totalPrice,
    },
    lines: rows,
    event: {
      eventId: event.eventId,
      type: event.type,
      sourcePartnerId: event.sourcePartnerId ?? null,
      partnerOrderId: event.partnerOrderId ?? null,
    },
  };
}

/** The placed order of `plan` once written with these numbers. */
export function placedOrder(plan: OrderPlan, orderNumber: number, projectId: number, itemNumbers: number[]): PlacedOrder {
  const o = plan.order;
  return {
    orderNumber,
    projectId,
    siteId: o.siteId,
    status: INITIAL_ORDER_STATUS,
    placedOn: o.placedOn,
    itemTotal: o.itemTotal,
    handlingTotal: o.handlingTotal,
    shippingTotal: o.shippingTotal,
    totalPrice: o.totalPrice,
    lines: plan.lines.map((r, i) => ({
      itemNumber: itemNumbers[i]!,
      partnerLineId: r.partnerLineId,
      productId: r.productId,
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      lineListTotal: r.lineListTotal,
      lineTotal: r.lineTotal,
      productDiscount: r.productDiscount,
      userDiscount: r.userDiscount,
      handlingAmount: r.handlingAmount,
    })),
  };
}

/**
 * Creates the order described by `input` inside `trx`; see the top of this
 * file. `snapshot`: what the caller read for this intake (snapshot.ts),
 * else it is read here, in `trx`.
 */
export async function placeOrder(
  trx: Db,
  input: OrderIntake,
  clock: Clock = systemClock,
  snapshot?: PlacementSnapshot,
): Promise<PlacedOrder> {
  if (!trx.isTransaction) throw new Error('placeOrder needs a transaction');
  if (input.lines.length === 0) throw new PlacementRejected([{ detail: 'An order needs at least one line.', field: 'lines' }]);
  const read =
    snapshot && snapshot.siteId === input.siteId && snapshot.orderingUserId === input.orderingUserId
      ? snapshot
      : await loadSnapshot(
          trx,
          input.siteId,
          input.lines.map((l) => l.productId),
          input.orderingUserId,
        );
  const plan = planOrder(input, read, clock);
  const { orderNumber, projectId, itemNumbers } = await new PlacementRepo(trx).insertOrder(plan.order, plan.lines, plan.event);
  announceOnCommit(trx, plan.event.eventId);
  return placedOrder(plan, orderNumber, projectId, itemNumbers);
}
