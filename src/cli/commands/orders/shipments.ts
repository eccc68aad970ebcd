// `partner-api orders shipment ...`: the shipments of an order, on the same
// audited service as the admin API: create one for lines, ship it, cancel it.
import { InvalidArgumentError, type Command } from 'commander';
import { renderAdminShipment } from '../../../orders/admin/render.ts';
import * as S from '../../../orders/admin/schemas.ts';
import { type GlobalOptions, actingAs, heldTo, positiveInt, runner, tableOf } from '../../runtime.ts';

/** `--items 500001:20,500002`: item numbers, each with the quantity to carry (default: what is left of the line). */
function shipmentItems(value: string): Array<{ itemNumber: number; quantity?: number }> {
  return value.split(',').map((part) => {
    const match = /^([1-9]\d{0,8})(?::([1-9]\d{0,8}))?$/.exec(part.trim());
    if (!match) throw new InvalidArgumentError('--items must be item[:quantity] numbers, comma-separated, e.g. 500001:20,500002');
    return { itemNumber: Number(match[1]), ...(match[2] ? { quantity: Number(match[2]) } : {}) };
  });
}

export function shipmentCommands(orders: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const shipment = orders.command('shipment').description('Shipments of an order');
  shipment
    .command('list')
    .description("The order's shipments, cancelled ones included")
    .requiredOption('--order <n>', 'order number', positiveInt('--order'))
    .action((o: { order: number }) =>
      exec(
        async (p) => (await p.orders.admin.shipments.list(o.order)).map(renderAdminShipment),
        tableOf(['shipmentNumber', 'carrier', 'service', 'trackingNumber', 'shipped', 'shippedOn', 'cancelled']),
      ),
    );
  shipment
    .command('create')
    .requiredOption('--order <n>', 'order number', positiveInt('--order'))
    .requiredOption('--items <list>', 'comma-separated item numbers, each with :quantity or the rest of the line', shipmentItems)
    .option('--carrier <name>')
    .option('--service <name>')
    .option('--tracking <number>')
    .option('--tracking-url <url>')
    .action(
      (o: {
        order: number;
        items: Array<{ itemNumber: number; quantity?: number }>;
        carrier?: string;
        service?: string;
        tracking?: string;
        trackingUrl?: string;
      }) =>
        exec(
          async (p) =>
            renderAdminShipment(
              await p.orders.admin.shipments.create(
                o.order,
                heldTo(S.NewShipmentBody, {
                  carrier: o.carrier,
                  service: o.service,
                  trackingNumber: o.tracking,
                  trackingUrl: o.trackingUrl,
                  lines: o.items,
                }),
                actor(),
              ),
            ),
          (s) => `created shipment ${s.shipmentNumber} for order ${s.orderNumber}`,
        ),
    );
  shipment
    .command('ship')
    .requiredOption('--shipment <n>', 'shipment number', positiveInt('--shipment'))
    .option('--carrier <name>')
    .option('--service <name>')
    .option('--tracking <number>')
    .option('--tracking-url <url>', "the carrier's tracking page (http or https)")
    .action((o: { shipment: number; carrier?: string; service?: string; tracking?: string; trackingUrl?: string }) =>
      exec(
        async (p) =>
          renderAdminShipment(
            await p.orders.admin.shipments.ship(
              o.shipment,
              heldTo(S.ShipBody, { carrier: o.carrier, service: o.service, trackingNumber: o.tracking, trackingUrl: o.trackingUrl }),
              actor(),
            ),
          ),
        (s) => `shipment ${s.shipmentNumber} shipped ${s.shippedOn}`,
      ),
    );
  shipment
    .command('cancel')
    .requiredOption('--shipment <n>', 'shipment number', positiveInt('--shipment'))
    .action((o: { shipment: number }) =>
      exec(
        async (p) => renderAdminShipment(await p.orders.admin.shipments.cancel(o.shipment, actor())),
        (s) => `shipment ${s.shipmentNumber} cancelled`,
      ),
    );
}
