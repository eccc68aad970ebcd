import { Option, type Command } from 'commander';
import { EndpointPatchBody, NewEndpointBody } from '../../../events/webhooks/admin/schemas.ts';
import { renderDelivery, renderDeliveryDetail, renderEndpoint } from '../../../events/webhooks/render.ts';
import {
  enableCommands,
  heldTo,
  type GlobalOptions,
  list,
  positiveInt,
  rowOf,
  runner,
  table,
  tableOf,
  listCommand,
  actingAs,
} from '../../runtime.ts';
import { PAGES } from '../../../http/operations/pages.ts';

const STATUSES = ['pending', 'delivering', 'succeeded', 'failed', 'skipped'] as const;

export function webhookCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const webhooks = program.command('webhooks').description('Webhook endpoints, test pings and the delivery log');
  const columns = ['endpointId', 'partnerId', 'url', 'enabled', 'signed', 'eventTypes'];
  const show = (e: ReturnType<typeof renderEndpoint>) => table([e], columns);
  const withSecret = (e: ReturnType<typeof renderEndpoint> & { signingSecret: string | null }) =>
    e.signingSecret ? `${show(e)}\nsigning_secret  ${e.signingSecret}\n(the secret is shown once: store it now)` : show(e);
  const deliveryColumns = [
    'deliveryId',
    'eventId',
    'endpointId',
    'type',
    'status',
    'attemptedOn',
    'latencyMs',
    'responseStatus',
    'errorClass',
  ];
  const id = positiveInt('endpointId');
  /** Changes one endpoint (PATCH /admin/webhooks/{endpointId}) and shows it as it now is. */
  const update = (endpointId: string, changes: { url?: string; eventTypes?: string[]; enabled?: boolean }) =>
    exec(
      async (p) => renderEndpoint(await p.webhooks.admin.updateEndpoint(id(endpointId), heldTo(EndpointPatchBody, changes), actor())),
      show,
    );

  listCommand(
    webhooks,
    exec,
    'partner',
    "List a partner's webhook endpoints",
    async (p, partnerId) => (await p.webhooks.admin.listEndpoints(partnerId)).map(renderEndpoint),
    tableOf(columns),
  );

  webhooks
    .command('create')
    .description('Register an endpoint; its signing secret is printed once (unless --unsigned)')
    .requiredOption('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .requiredOption('--url <url>', 'http or https URL')
    .option('--types <list>', 'comma-separated event types (default: every type existing now)', list)
    .option('--unsigned', 'no signing secret: deliveries carry no signature')
    .option('--disabled', 'create it disabled')
    .action((o: { partner: number; url: string; types?: string[]; unsigned?: boolean; disabled?: boolean }) =>
      exec(async (p) => {
        const created = await p.webhooks.admin.createEndpoint(
          o.partner,
          heldTo(NewEndpointBody, { url: o.url, eventTypes: o.types, signed: !o.unsigned, enabled: !o.disabled }),
          actor(),
        );
        return { ...renderEndpoint(created.endpoint), signingSecret: created.signingSecret };
      }, withSecret),
    );

  webhooks
    .command('show <endpointId>')
    .description('Show an endpoint')
    .action((endpointId: string) => exec(async (p) => renderEndpoint(await p.webhooks.admin.getEndpoint(id(endpointId))), show));

  webhooks
    .command('set-types <endpointId>')
    .description('Replace the subscription (never empty; disable the endpoint to stop all events)')
    .requiredOption('--types <list>', 'comma-separated event types', list)
    .action((endpointId: string, o: { types: string[] }) => update(endpointId, { eventTypes: o.types }));

  webhooks
    .command('set-url <endpointId>')
    .description('Change the URL')
    .requiredOption('--url <url>', 'http or https URL')
    .action((endpointId: string, o: { url: string }) => update(endpointId, { url: o.url }));

  enableCommands(
    webhooks,
    '<endpointId>',
    (enable) => `${enable ? 'Enable' : 'Disable (stop all deliveries to)'} an endpoint`,
    (endpointId, enabled) => update(endpointId, { enabled }),
  );

  webhooks
    .command('rotate-secret <endpointId>')
    .description('New signing secret, printed once; the old one stops at once')
    .action((endpointId: string) =>
      exec(async (p) => {
        const rotated = await p.webhooks.admin.rotateSecret(id(endpointId), actor());
        return { ...renderEndpoint(rotated.endpoint), signingSecret: rotated.signingSecret };
      }, withSecret),
    );

  webhooks
    .command('remove-secret <endpointId>')
    .description('Turn signing off')
    .action((endpointId: string) => exec(async (p) => renderEndpoint(await p.webhooks.admin.removeSecret(id(endpointId), actor())), show));

  webhooks
    .command('ping <endpointId>')
    .description('Queue the synthetic test ping (sent by the running dispatcher)')
    .action((endpointId: string) =>
      exec(
        async (p) => renderDelivery(await p.webhooks.admin.sendTestPing(id(endpointId), actor())),
        (d) => `queued test ping ${d.eventId} as delivery ${d.deliveryId}`,
      ),
    );

  webhooks
    .command('deliveries')
    .description('The delivery log, newest first')
    .option('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .option('--endpoint <endpointId>', 'endpoint id', positiveInt('--endpoint'))
    .option('--event <eventId>', 'event id')
    .addOption(new Option('--status <status>').choices(STATUSES))
    .option('--type <type>', 'event type')
    .option(
      '--limit <n>',
      `page size (default ${PAGES.webhookDeliveries.default}, at most ${PAGES.webhookDeliveries.max})`,
      positiveInt('--limit'),
    )
    .option('--cursor <cursor>', 'nextCursor of the previous page')
    .action(
      (o: {
        partner?: number;
        endpoint?: number;
        event?: string;
        status?: (typeof STATUSES)[number];
        type?: string;
        limit?: number;
        cursor?: string;
      }) =>
        exec(
          async (p) => {
            const filters = { partnerId: o.partner, endpointId: o.endpoint, eventId: o.event, status: o.status, type: o.type };
            const page = await p.webhooks.admin.listDeliveries(filters, { cursor: o.cursor, limit: o.limit });
            return { deliveries: page.items.map(renderDelivery), nextCursor: page.nextCursor };
          },
          (r) => `${table(r.deliveries, deliveryColumns)}${r.nextCursor ? `\nnext page: --cursor ${r.nextCursor}` : ''}`,
        ),
    );

  webhooks
    .command('delivery <deliveryId>')
    .description('Show one delivery (with --json: also the request sent and the response, as the admin API shows it)')
    .action((deliveryId: string) =>
      exec(async (p) => {
        const { delivery, exchange } = await p.webhooks.admin.getDeliveryDetail(positiveInt('deliveryId')(deliveryId));
        return renderDeliveryDetail(delivery, exchange);
      }, rowOf(deliveryColumns)),
    );

  webhooks
    .command('redeliver <deliveryId>')
    .description('Queue a redelivery of one delivery (same eventId)')
    .action((deliveryId: string) =>
      exec(
        async (p) => renderDelivery(await p.webhooks.admin.redeliver(positiveInt('deliveryId')(deliveryId), actor())),
        (d) => `queued delivery ${d.deliveryId} of ${d.eventId}`,
      ),
    );
}
