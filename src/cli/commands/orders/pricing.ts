// `partner-api orders pricing ...`: the pricing rules order placement applies
// (product discount, handling fee, user discount), on the same audited
// service as the admin API's /admin/pricing-rules and PUT/DELETE routes.
import type { Command } from 'commander';
import { DiscountBody, FeeBody } from '../../../orders/pricing/schemas.ts';
import { type GlobalOptions, heldTo, positiveInt, runner, table, actingAs } from '../../runtime.ts';

export function pricingCommands(orders: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const pricing = orders.command('pricing').description('Discounts and handling fees applied when an order is placed');
  const product = (c: Command) => c.requiredOption('--product <SLO_n>', 'owned product id');
  const discount = (c: Command) =>
    c.requiredOption('--name <name>', 'name shown on the line').requiredOption('--percent <p>', 'percent off, above 0 and at most 100');

  pricing
    .command('list')
    .description('Every product discount, user discount and handling fee')
    .action(() =>
      exec(
        (p) => p.orders.admin.pricing.list(),
        (r) =>
          [
            'product discounts:',
            table(r.productDiscounts, ['productId', 'name', 'percent']),
            'user discounts:',
            table(r.userDiscounts, ['userId', 'name', 'percent']),
            'handling fees:',
            table(r.handlingFees, ['productId', 'amount']),
          ].join('\n'),
      ),
    );
  discount(product(pricing.command('set-product-discount').description('Set (create or replace) a product discount'))).action(
    (o: { product: string; name: string; percent: string }) =>
      exec(
        (p) => p.orders.admin.pricing.setProductDiscount(o.product, heldTo(DiscountBody, { name: o.name, percent: o.percent }), actor()),
        (r) => `${r.productId}: ${r.name} ${r.percent}% off`,
      ),
  );
  product(pricing.command('remove-product-discount')).action((o: { product: string }) =>
    exec(
      (p) => p.orders.admin.pricing.removeProductDiscount(o.product, actor()),
      () => `${o.product}: product discount removed`,
    ),
  );
  product(pricing.command('set-handling-fee').description('Set (create or replace) the flat handling fee per line'))
    .requiredOption('--amount <amount>', 'e.g. 2.50')
    .action((o: { product: string; amount: string }) =>
      exec(
        (p) => p.orders.admin.pricing.setHandlingFee(o.product, heldTo(FeeBody, { amount: o.amount }).amount, actor()),
        (r) => `${r.productId}: handling ${r.amount} per line`,
      ),
    );
  product(pricing.command('remove-handling-fee')).action((o: { product: string }) =>
    exec(
      (p) => p.orders.admin.pricing.removeHandlingFee(o.product, actor()),
      () => `${o.product}: handling fee removed`,
    ),
  );
  discount(
    pricing
      .command('set-user-discount')
      .description('Set (create or replace) a user discount')
      .requiredOption('--user <id>', 'storefront user', positiveInt('--user')),
  ).action((o: { user: number; name: string; percent: string }) =>
    exec(
      (p) => p.orders.admin.pricing.setUserDiscount(o.user, heldTo(DiscountBody, { name: o.name, percent: o.percent }), actor()),
      (r) => `user ${r.userId}: ${r.name} ${r.percent}% off`,
    ),
  );
  pricing
    .command('remove-user-discount')
    .requiredOption('--user <id>', 'storefront user', positiveInt('--user'))
    .action((o: { user: number }) =>
      exec(
        (p) => p.orders.admin.pricing.removeUserDiscount(o.user, actor()),
        () => `user ${o.user}: discount removed`,
      ),
    );
}
