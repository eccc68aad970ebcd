// `partner-api orders ...`: the order lifecycle from the command line, on
// the same audited services as the admin API. Staff can take an order from
// placement through proofing and production to shipped.
import { basename } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { renderAdminOrder, renderLineDetail, renderPlaced } from '../../../orders/admin/render.ts';
import { ORDER_STATUSES, PRODUCTION_STATUSES } from '../../../orders/statuses.ts';
import type { Static } from 'typebox';
import {
  type GlobalOptions,
  actingAs,
  bigintId,
  CliError,
  heldTo,
  positiveInt,
  readInput,
  run,
  runner,
  table,
  tableOf,
} from '../../runtime.ts';
import * as S from '../../../orders/admin/schemas.ts';
import { storefrontOrderInput } from '../../../orders/admin/service.ts';
import { given } from '../people/users.ts';
import { pricingCommands } from './pricing.ts';
import { shipmentCommands } from './shipments.ts';

/** `--line SLO_12:250[:variantId]`, repeatable. */
function collectLine(value: string, previous: Array<{ productId: string; quantity: number; variantId?: number }> = []) {
  const match = /^((?:SLO|SLS)_\d{1,18}):([1-9]\d{0,8})(?::([1-9]\d{0,17}))?$/.exec(value);
  if (!match) throw new InvalidArgumentError('--line must be <productId>:<quantity>[:<variantId>], e.g. SLO_12:250');
  return [...previous, { productId: match[1]!, quantity: Number(match[2]), ...(match[3] ? { variantId: Number(match[3]) } : {}) }];
}
/** A JSON option's value (held to its route's schema where the command builds its body). */
const json =
  (name: string) =>
  (value: string): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      throw new InvalidArgumentError(`${name} must be JSON.`);
    }
  };
/** Commander cannot carry a null option value: parsers keep the word `null`, `nullable` turns it into null. */
const nullable = (value: string): string | null => (value === 'null' ? null : value);
/** An option given (`nullable`), or not given. */
const orNullWord = (value: string | undefined): string | null | undefined => (value === undefined ? undefined : nullable(value));
const oneOf =
  (name: string, values: readonly string[], allowNull = false) =>
  (value: string) => {
    if (allowNull && value === 'null') return value;
    if (!values.includes(value))
      throw new InvalidArgumentError(`${name} must be ${allowNull ? 'null or ' : ''}one of ${values.join(', ')}`);
    return value;
  };
const proofStatus = (value: string) => {
  if (value === 'null') return value;
  if (!/^[A-Z][A-Z0-9_]{0,49}$/.test(value)) throw new InvalidArgumentError('--status must be an upper-case status or null');
  return value;
};
const bool = (value: string) => {
  if (value !== 'true' && value !== 'false') throw new InvalidArgumentError('expected true or false');
  return value === 'true';
};
const backorder = (value: string): string => {
  if (value !== 'null' && !/^(0|[1-9]\d{0,8})$/.test(value)) throw new InvalidArgumentError('--backorder must be a whole number or null');
  return value;
};
const reason = (value: string, previous: Array<{ code: string; description: string }> = []) => {
  const match = /^([A-Z][A-Z0-9_]{0,49})=(.{1,200})$/.exec(value);
  if (!match) throw new InvalidArgumentError('--reason must be CODE=description, e.g. TYPO="Text contains a typo"');
  return [...previous, { code: match[1]!, description: match[2]! }];
};

/**
 * A file named on the command line, read where the CLI runs and held to its route's body (which carries the bytes
 * as base64) before the database opens.
 */
function heldFile(g: GlobalOptions, path: string, schema: object, fields: Record<string, unknown>): Buffer {
  const content = readInput(g.io, path);
  heldTo(schema, { ...fields, contentBase64: content.toString('base64') });
  return content;
}

const lineSummary = (l: ReturnType<typeof renderLineDetail>) =>
  `order ${l.orderNumber} item ${l.itemNumber}: production ${l.productionStatus ?? 'null'}, proof ${l.storedProofStatus ?? 'null'}, ${l.cancelled ? 'cancelled' : l.shipped ? 'shipped' : 'open'}${l.hidden ? ', hidden' : ''}${l.problem ? ', PROBLEM' : ''}`;

export function orderCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const orders = program.command('orders').description('Orders, lines, proofs and shipments (the platform lifecycle)');
  const item = (c: Command) =>
    c
      .requiredOption('--order <n>', 'order number', positiveInt('--order'))
      .requiredOption('--item <n>', 'item number', positiveInt('--item'));
  type Item = { order: number; item: number };
  pricingCommands(orders, globals);

  orders
    .command('list')
    .option('--site <id>', 'one site', positiveInt('--site'))
    .option(
      '--partner-order-id <prefix>',
      "orders whose partner order id starts with this, whatever its case (the admin API's partnerOrderIdPrefix)",
    )
    .action((o: { site?: number; partnerOrderId?: string }) =>
      exec(
        async (p) =>
          (o.partnerOrderId
            ? (await p.orders.admin.orders.search({ siteId: o.site, partnerOrderIdPrefix: o.partnerOrderId }, {})).items
            : await p.orders.admin.orders.list(o.site)
          ).map((r) => ({
            orderNumber: r.order_number,
            siteId: r.site_id,
            status: r.status,
            placedOn: r.placed_on.toISOString(),
            partnerOrderId: r.partner_order_id,
            totalPrice: r.total_price,
          })),
        tableOf(['orderNumber', 'siteId', 'status', 'placedOn', 'partnerOrderId', 'totalPrice']),
      ),
    );
  orders
    .command('place')
    .description('Place a storefront order with lines of the catalog')
    .requiredOption('--site <id>', 'site', positiveInt('--site'))
    .option('--line <productId:quantity[:variantId]>', 'a line (repeatable)', collectLine)
    .option(
      '--lines <json>',
      'the lines as a JSON array, each {productId, quantity, variantId, jobName, note, sku} (instead of --line)',
      json('--lines'),
    )
    .option('--user <id>', 'ordering user', positiveInt('--user'))
    .option(
      '--ship-to <json>',
      'ship-to address as JSON: {name, company, address1, address2, city, state, postalCode, country, phone, email}',
      json('--ship-to'),
    )
    .option('--bill-to <json>', 'bill-to address as JSON, as --ship-to', json('--bill-to'))
    .option('--shipping-method <text>', 'the shipping method')
    .option('--shipping-price <amount>', 'the shipping price, a decimal')
    .option('--shipping-notes <text>', 'notes for the carrier')
    .option('--placed-on <iso>', 'when the order was placed (default: now)')
    .action(
      (o: {
        site: number;
        line?: Array<{ productId: string; quantity: number }>;
        lines?: unknown;
        user?: number;
        shipTo?: unknown;
        billTo?: unknown;
        shippingMethod?: string;
        shippingPrice?: string;
        shippingNotes?: string;
        placedOn?: string;
      }) =>
        exec(
          async (p, body) => renderPlaced(await p.orders.admin.orders.placeStorefrontOrder(storefrontOrderInput(body), actor())),
          (r) => `placed order ${r.orderNumber} (total ${r.totalPrice}); items ${r.lines.map((l) => l.itemNumber).join(', ')}`,
          // Before the database opens: the body POST /admin/orders would take, or its refusal.
          () => {
            if ((o.line === undefined) === (o.lines === undefined)) throw new CliError('give the lines with --line or with --lines.');
            const { site, line, lines, user, ...rest } = o;
            const body = { siteId: site, orderingUserId: user ?? null, lines: line ?? lines, ...given(rest) };
            return heldTo(S.PlaceOrderBody, body as Static<typeof S.PlaceOrderBody>);
          },
        ),
    );
  orders
    .command('show')
    .requiredOption('--order <n>', 'order number', positiveInt('--order'))
    .action((o: { order: number }) =>
      exec(
        async (p) => renderAdminOrder(await p.orders.admin.orders.get(o.order)),
        (r) =>
          [
            `order ${r.orderNumber} on site ${r.siteId}: ${r.status}, total ${r.totalPrice}`,
            table(r.lines, [
              'itemNumber',
              'productId',
              'quantity',
              'productionStatus',
              'storedProofStatus',
              'shipped',
              'cancelled',
              'hidden',
              'internalRecord',
            ]),
          ].join('\n'),
      ),
    );
  orders
    .command('timeline')
    .description('Everything that happened to an order, oldest first: placement, staff actions, proof log, events and their deliveries')
    .requiredOption('--order <n>', 'order number', positiveInt('--order'))
    .action((o: { order: number }) =>
      exec(
        async (p) => p.orders.admin.orders.timeline(o.order),
        (r) => [`order ${r.orderNumber}: ${r.status}`, table(r.entries, ['at', 'kind', 'actor', 'summary', 'outcome'])].join('\n'),
      ),
    );
  orders
    .command('status')
    .requiredOption('--order <n>', 'order number', positiveInt('--order'))
    .requiredOption('--status <status>', ORDER_STATUSES.join(' | '), oneOf('--status', ORDER_STATUSES))
    .action((o: { order: number; status: string }) =>
      exec(
        async (p) =>
          renderAdminOrder(await p.orders.admin.orders.setStatus(o.order, heldTo(S.OrderStatusBody, { status: o.status }).status, actor())),
        (r) => `order ${r.orderNumber} is ${r.status}`,
      ),
    );
  orders
    .command('internal-record')
    .requiredOption('--order <n>', 'order number', positiveInt('--order'))
    .requiredOption('--kind <kind>', 'REWORK | PROOF', oneOf('--kind', ['REWORK', 'PROOF']))
    .option('--quantity <n>', 'quantity', positiveInt('--quantity'), 1)
    .option('--note <text|null>', 'note for staff ("null": not set)')
    .action((o: { order: number; kind: 'REWORK' | 'PROOF'; quantity: number; note?: string }) =>
      exec(
        async (p) =>
          p.orders.admin.orders.addInternalRecord(
            o.order,
            heldTo(S.InternalRecordBody, { kind: o.kind, quantity: o.quantity, ...given({ note: orNullWord(o.note) }) }),
            actor(),
          ),
        (r) => `internal record item ${r.itemNumber} added`,
      ),
    );

  const line = orders.command('line').description('One line of an order');
  item(line.command('show')).action((o: Item) =>
    exec(async (p) => renderLineDetail(await p.orders.admin.lines.detail(o.order, o.item)), lineSummary),
  );
  item(line.command('production'))
    .requiredOption('--status <status>', `null | ${PRODUCTION_STATUSES.join(' | ')}`, oneOf('--status', PRODUCTION_STATUSES, true))
    .action((o: Item & { status: string }) =>
      exec(async (p) => {
        const { productionStatus } = heldTo(S.ProductionStatusBody, { productionStatus: nullable(o.status) });
        return renderLineDetail(await p.orders.admin.lines.setProductionStatus(o.order, o.item, productionStatus, actor()));
      }, lineSummary),
    );
  item(line.command('proof-status'))
    .requiredOption(
      '--status <status>',
      'NOT_CREATED | PENDING_REVIEW | APPROVED | DECLINED | any other (read as UNKNOWN) | null',
      proofStatus,
    )
    .action((o: Item & { status: string }) =>
      exec(async (p) => {
        const { proofStatus } = heldTo(S.ProofStatusBody, { proofStatus: nullable(o.status) });
        return renderLineDetail(await p.orders.admin.lines.setProofStatus(o.order, o.item, proofStatus, actor()));
      }, lineSummary),
    );
  item(line.command('set'))
    .description('Set line flags, the note, the ship-by dates or the site')
    .option('--hidden <bool>', 'hidden from the customer', bool)
    .option('--problem <bool>', 'problem flag', bool)
    .option('--reorder <bool>', 'reorder flag', bool)
    .option('--shippable <bool>', 'shippable (false is refused while a shipment that is not cancelled carries the line)', bool)
    .option('--digital-delivery <bool>', 'digital delivery', bool)
    .option('--backorder <n>', 'backorder quantity ("null" = not computed, distinct from 0)', backorder)
    .option('--note <text|null>', 'line note ("null": not set)')
    .option('--ship-by <iso|null>', 'the date the line must ship by, ISO 8601 ("null": not set)')
    .option('--estimated-ship-by <iso|null>', 'the date the line is expected to ship, ISO 8601 ("null": not set)')
    .option('--site <id>', "the line's own site (a line whose site differs from its order's is shown to nobody)", positiveInt('--site'))
    .action(
      (
        o: Item & {
          hidden?: boolean;
          problem?: boolean;
          reorder?: boolean;
          shippable?: boolean;
          digitalDelivery?: boolean;
          backorder?: string;
          note?: string;
          shipBy?: string;
          estimatedShipBy?: string;
          site?: number;
        },
      ) => {
        const backorderQuantity = o.backorder === undefined ? undefined : o.backorder === 'null' ? null : Number(o.backorder);
        const patch = given({
          hidden: o.hidden,
          problem: o.problem,
          reorder: o.reorder,
          shippable: o.shippable,
          digitalDelivery: o.digitalDelivery,
          backorderQuantity,
          note: orNullWord(o.note),
          shipBy: orNullWord(o.shipBy),
          estimatedShipBy: orNullWord(o.estimatedShipBy),
          siteId: o.site,
        });
        return exec(
          async (p) => renderLineDetail(await p.orders.admin.lines.patch(o.order, o.item, heldTo(S.LinePatchBody, patch), actor())),
          lineSummary,
        );
      },
    );
  item(line.command('cancel'))
    .description('Cancel the line (refused while a shipment that is not cancelled carries it: order_item_on_shipment)')
    .action((o: Item) => exec(async (p) => renderLineDetail(await p.orders.admin.lines.cancel(o.order, o.item, actor())), lineSummary));

  const proof = orders.command('proof').description("A line's print proof");
  item(proof.command('publish'))
    .description('Publish a proof revision from a file (the line goes to PENDING_REVIEW)')
    .requiredOption('--file <path>', 'the proof file')
    .option('--content-type <type>', 'media type', 'application/pdf')
    .option('--consumer-visible <bool>', 'shown to the partner and its users (default true)', bool)
    .action((o: Item & { file: string; contentType: string; consumerVisible?: boolean }) => {
      const g = globals();
      const fields = { name: basename(o.file), contentType: o.contentType, ...given({ consumerVisible: o.consumerVisible }) };
      return run(
        g,
        async (p, content) => renderLineDetail(await p.orders.admin.lines.publishProof(o.order, o.item, { ...fields, content }, actor())),
        lineSummary,
        // Read before the database opens: a file that cannot be read, or that the route refuses, answers at once.
        () => heldFile(g, o.file, S.ProofFileBody, fields),
      );
    });
  item(proof.command('visual'))
    .requiredOption('--file <path>', 'the rendered preview')
    .option('--content-type <type>', 'media type', 'image/png')
    .action((o: Item & { file: string; contentType: string }) => {
      const g = globals();
      return run(
        g,
        async (p, content) =>
          renderLineDetail(await p.orders.admin.lines.setVisual(o.order, o.item, { content, contentType: o.contentType }, actor())),
        lineSummary,
        () => heldFile(g, o.file, S.VisualBody, { contentType: o.contentType }),
      );
    });
  item(proof.command('reasons'))
    .description('Set the denial reasons the line offers (none given: offers none)')
    .option('--reason <CODE=description>', 'a reason (repeatable)', reason)
    .action((o: Item & { reason?: Array<{ code: string; description: string }> }) =>
      exec(
        async (p) =>
          renderLineDetail(
            await p.orders.admin.lines.setDenialReasons(
              o.order,
              o.item,
              heldTo(S.DenialReasonsBody, { reasons: o.reason ?? [] }).reasons,
              actor(),
            ),
          ),
        (l) => `item ${l.itemNumber} offers ${l.denialReasons.map((r) => r.code).join(', ') || 'no reasons'}`,
      ),
    );
  proof
    .command('archive')
    .requiredOption('--file-id <id>', 'proof file id (from `orders line show --json`)', bigintId('--file-id'))
    .action((o: { fileId: string }) =>
      exec(async (p) => renderLineDetail(await p.orders.admin.lines.archiveProofFile(o.fileId, actor())), lineSummary),
    );

  shipmentCommands(orders, globals);
}
