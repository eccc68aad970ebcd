import { InvalidArgumentError, type Command } from 'commander';
import type { RateBand } from '../../../shipping/rates.ts';
import { renderCentre, renderRateTable, renderService } from '../../../shipping/admin/render.ts';
import { NewCentreBody, NewRateTableBody, NewServiceBody, ServicePatchBody } from '../../../shipping/admin/schemas.ts';
import {
  CliError,
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

/** `--band 16=5.99`, repeatable: weight upper bound in ounces = price. */
function collectBand(value: string, previous: RateBand[] = []): RateBand[] {
  const match = /^([0-9.]+)=([0-9.]+)$/.exec(value);
  if (!match) throw new InvalidArgumentError('--band must be <upToOunces>=<price>, e.g. 16=5.99');
  return [...previous, { upToOunces: match[1]!, price: match[2]! }];
}

function kind(value: string): 'carrier' | 'custom' {
  if (value !== 'carrier' && value !== 'custom') throw new InvalidArgumentError('--kind must be carrier or custom');
  return value;
}

export function shippingCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const shipping = program.command('shipping').description('Fulfilment centres, shipping services and rate tables');
  const centreColumns = ['fulfilmentCentreId', 'name', 'originCountry', 'originState', 'originPostalCode'];
  const serviceColumns = ['serviceId', 'fulfilmentCentreId', 'name', 'kind', 'enabled', 'handlingFee'];

  const centres = shipping.command('centres').description('Fulfilment centres (shipment origins)');
  centres
    .command('list')
    .description('List fulfilment centres')
    .action(() => exec(async (p) => (await p.admin.shipping.listCentres()).map(renderCentre), tableOf(centreColumns)));
  centres
    .command('show <centreId>')
    .description('Show a fulfilment centre')
    .action((centreId: string) =>
      exec(async (p) => renderCentre(await p.admin.shipping.getCentre(positiveInt('centreId')(centreId))), rowOf(centreColumns)),
    );
  centres
    .command('create')
    .description('Create a fulfilment centre')
    .requiredOption('--name <name>')
    .requiredOption('--country <code>', 'origin country (ISO 3166-1 alpha-2)')
    .option('--state <code>', 'origin subdivision (ISO 3166-2, e.g. OH or US-OH)')
    .requiredOption('--postal-code <code>', 'origin postal code')
    .action((o: { name: string; country: string; state?: string; postalCode: string }) =>
      exec(
        async (p) =>
          renderCentre(
            await p.admin.shipping.createCentre(
              heldTo(NewCentreBody, {
                name: o.name,
                originCountry: o.country,
                originState: o.state ?? null,
                originPostalCode: o.postalCode,
              }),
              actor(),
            ),
          ),
        (c) => `created fulfilment centre ${c.fulfilmentCentreId} (${c.name})`,
      ),
    );

  const services = shipping.command('services').description('Carrier services and custom options of a fulfilment centre');
  listCommand(
    services,
    exec,
    'centre',
    null,
    async (p, centreId) => (await p.admin.shipping.listServices(centreId)).map(renderService),
    tableOf(serviceColumns),
  );
  services
    .command('create')
    .description('Add a service to a fulfilment centre')
    .requiredOption('--centre <id>', 'fulfilment centre id', positiveInt('--centre'))
    .requiredOption('--name <name>', 'the name partners see')
    .requiredOption('--kind <kind>', 'carrier or custom', kind)
    .option('--handling-fee <amount>', 'decimal amount added to every rate', '0')
    .option('--disabled', 'create it disabled')
    .action((o: { centre: number; name: string; kind: 'carrier' | 'custom'; handlingFee: string; disabled?: boolean }) =>
      exec(
        async (p) =>
          renderService(
            await p.admin.shipping.createService(
              o.centre,
              heldTo(NewServiceBody, { name: o.name, kind: o.kind, handlingFee: o.handlingFee, enabled: !o.disabled }),
              actor(),
            ),
          ),
        (s) => `created service ${s.serviceId} (${s.name})`,
      ),
    );
  services
    .command('update <serviceId>')
    .description('Rename, enable/disable, or set the handling fee of a service')
    .option('--name <name>')
    .option('--enable')
    .option('--disable')
    .option('--handling-fee <amount>')
    .action((serviceId: string, o: { name?: string; enable?: boolean; disable?: boolean; handlingFee?: string }) =>
      exec(async (p) => {
        const patch = {
          ...(o.name !== undefined && { name: o.name }),
          ...(o.handlingFee !== undefined && { handlingFee: o.handlingFee }),
          ...((o.enable || o.disable) && { enabled: !!o.enable }),
        };
        if (Object.keys(patch).length === 0) throw new CliError('give at least one of --name, --enable, --disable, --handling-fee');
        return renderService(
          await p.admin.shipping.updateService(positiveInt('serviceId')(serviceId), heldTo(ServicePatchBody, patch), actor()),
        );
      }, rowOf(serviceColumns)),
    );

  const rates = shipping.command('rates').description('Weight-banded rate tables of a service');
  listCommand(
    rates,
    exec,
    'service',
    null,
    async (p, serviceId) => (await p.admin.shipping.listRateTables(serviceId)).map(renderRateTable),
    (rows) =>
      table(
        rows.map((r) => ({ ...r, states: r.states ?? 'all', bands: r.bands.map((b) => `${b.upToOunces}=${b.price}`) })),
        ['rateTableId', 'serviceId', 'country', 'states', 'bands'],
      ),
  );
  rates
    .command('create')
    .description('Add a rate table for a destination country (optionally some of its subdivisions)')
    .requiredOption('--service <id>', 'service id', positiveInt('--service'))
    .requiredOption('--country <code>', 'destination country (ISO 3166-1 alpha-2)')
    .option('--states <codes>', 'comma-separated subdivisions; default: the whole country', list)
    .requiredOption('--band <upTo=price>', 'weight band, repeatable: upper bound in ounces = price', collectBand)
    .action((o: { service: number; country: string; states?: string[]; band: RateBand[] }) =>
      exec(
        async (p) =>
          renderRateTable(
            await p.admin.shipping.createRateTable(
              o.service,
              heldTo(NewRateTableBody, { country: o.country, states: o.states ?? null, bands: o.band }),
              actor(),
            ),
          ),
        (t) => `created rate table ${t.rateTableId} (${t.country}, ${t.bands.length} bands)`,
      ),
    );

  shipping
    .command('set-product-centre <product>')
    .description('Set the fulfilment centre a product ships from (SLO_<n> or <n>)')
    .option('--centre <id>', 'fulfilment centre id', positiveInt('--centre'))
    .option('--none', 'clear it (the product then cannot be quoted)')
    .action((product: string, o: { centre?: number; none?: boolean }) =>
      exec(
        async (p) => {
          if (!o.none && o.centre === undefined) throw new CliError('give --centre <id> or --none');
          return p.admin.shipping.setProductCentre(product, o.none ? null : o.centre!, actor());
        },
        (r) => `product ${r.productId} fulfilment centre: ${r.fulfilmentCentreId ?? 'none'}`,
      ),
    );
}
