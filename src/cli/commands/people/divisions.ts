// `partner-api divisions ...`: divisions with their stored address. Mark a
// site as storing division addresses with `divisions site-addresses` or `sites update --division-addresses true`.
import type { Command } from 'commander';
import type { DivisionAddress } from '../../../divisions/repo.ts';
import { DivisionPatchBody, NewDivisionBody } from '../../../divisions/admin/schemas.ts';
import { renderDivision } from '../../../divisions/schemas.ts';
import { SitePatchBody } from '../../../sites/admin/schemas.ts';
import { type GlobalOptions, heldTo, positiveInt, runner, tableOf, listCommand, actingAs } from '../../runtime.ts';
import { bool, given, idOrNone, orNull } from './users.ts';

type Opts = {
  name?: string;
  code?: string;
  parent?: number | 'none';
  active?: boolean;
  taxExempt?: boolean;
  auditSalesTax?: boolean;
  company?: string;
  firstName?: string;
  lastName?: string;
  street1?: string;
  street2?: string;
  city?: string;
  zip?: string;
  country?: string;
  state?: string;
};

const options = (cmd: Command) =>
  cmd
    .option('--parent <divisionId|none>', 'parent division of the same site', idOrNone('--parent'))
    .option('--active <bool>', 'true or false', bool('--active'))
    .option('--tax-exempt <bool>', 'true or false', bool('--tax-exempt'))
    .option('--audit-sales-tax <bool>', 'auditSalesTaxForTerms', bool('--audit-sales-tax'))
    .option('--company <text|none>', 'address: company (none: not set)')
    .option('--first-name <text|none>', 'address: first name (none: not set)')
    .option('--last-name <text|none>', 'address: last name (none: not set)')
    .option('--street1 <text|none>', 'address: street, first line (none: not set)')
    .option('--street2 <text|none>', 'address: street, second line (none: not set)')
    .option('--city <text|none>', 'address: city (none: not set)')
    .option('--zip <text|none>', 'address: postal code (none: not set)')
    .option('--country <text|none>', 'address: country (none: not set)')
    .option('--state <text|none>', 'address: state (none: not set)');

function values(o: Opts) {
  const address = given({
    company: orNull(o.company),
    firstName: orNull(o.firstName),
    lastName: orNull(o.lastName),
    street1: orNull(o.street1),
    street2: orNull(o.street2),
    city: orNull(o.city),
    zip: orNull(o.zip),
    country: orNull(o.country),
    state: orNull(o.state),
  }) as Partial<DivisionAddress>;
  return given({
    name: o.name,
    code: o.code,
    parentId: orNull(o.parent),
    active: o.active,
    taxExempt: o.taxExempt,
    auditSalesTaxForTerms: o.auditSalesTax,
    address: Object.keys(address).length ? address : undefined,
  });
}

const render = (d: Parameters<typeof renderDivision>[0] & { address: DivisionAddress }) => ({ ...renderDivision(d), address: d.address });
const describe = (d: ReturnType<typeof render>) =>
  `division ${d.divisionId} ${d.name} (${d.code}) on site ${d.siteId}, parent ${d.parentId ?? 'none'}, ${d.active ? 'active' : 'inactive'}`;

export function divisionCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const divisions = program.command('divisions').description("Divisions (a site's organisation tree) and their stored addresses");
  listCommand(
    divisions,
    exec,
    'site',
    null,
    async (p, siteId) => (await p.people.admin.divisions.list(siteId)).map(renderDivision),
    tableOf(['divisionId', 'code', 'name', 'parentId', 'active']),
  );
  divisions
    .command('site-addresses <siteId>')
    .description('Mark a site as storing an address on every division (or not)')
    .requiredOption('--stores <bool>', 'true or false', bool('--stores'))
    .action((id: string, o: { stores: boolean }) =>
      exec(
        async (p) => p.admin.sites.update(positiveInt('siteId')(id), heldTo(SitePatchBody, { storesDivisionAddresses: o.stores }), actor()),
        (s) => `site ${s.id} ${s.storesDivisionAddresses ? 'stores' : 'does not store'} division addresses`,
      ),
    );
  divisions
    .command('show <divisionId>')
    .action((id: string) => exec(async (p) => render(await p.people.admin.divisions.get(positiveInt('divisionId')(id))), describe));
  options(
    divisions
      .command('create')
      .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
      .requiredOption('--name <name>')
      .requiredOption('--code <code>'),
  ).action((o: Opts & { site: number; name: string; code: string }) =>
    exec(
      async (p) =>
        render(
          await p.people.admin.divisions.create(o.site, heldTo(NewDivisionBody, { ...values(o), name: o.name, code: o.code }), actor()),
        ),
      describe,
    ),
  );
  options(divisions.command('update <divisionId>').option('--name <name>').option('--code <code>')).action((id: string, o: Opts) =>
    exec(
      async (p) =>
        render(await p.people.admin.divisions.update(positiveInt('divisionId')(id), heldTo(DivisionPatchBody, values(o)), actor())),
      describe,
    ),
  );
}
