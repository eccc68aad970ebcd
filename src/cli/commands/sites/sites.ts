import type { Command } from 'commander';
import { renderAdminSite } from '../../../sites/admin/render.ts';
import { CliError, heldTo, type GlobalOptions, positiveInt, rowOf, runner, tableOf, actingAs } from '../../runtime.ts';
import { bool, given } from '../people/users.ts';
import { NewSiteBody, SitePatchBody } from '../../../sites/admin/schemas.ts';

export function siteCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const sites = program.command('sites').description('Storefront sites');
  const columns = ['siteId', 'name', 'url', 'countryCode', 'orderingUserId'];

  sites
    .command('list')
    .description('List every site')
    .action(() => exec(async (p) => (await p.admin.sites.list()).map(renderAdminSite), tableOf(columns)));

  sites
    .command('create')
    .description('Create a site')
    .requiredOption('--name <name>')
    .requiredOption('--url <url>')
    .option('--country <code>', 'ISO 3166-1 alpha-2 country of the site', 'US')
    .option('--division-addresses', 'the site stores an address on every division')
    .action((o: { name: string; url: string; country: string; divisionAddresses?: boolean }) =>
      exec(
        async (p) =>
          renderAdminSite(
            await p.admin.sites.create(
              heldTo(NewSiteBody, { name: o.name, url: o.url, countryCode: o.country, storesDivisionAddresses: !!o.divisionAddresses }),
              actor(),
            ),
          ),
        (s) => `created site ${s.siteId} (${s.name})`,
      ),
    );

  sites
    .command('show <siteId>')
    .description('Show one site')
    .action((siteId: string) => exec(async (p) => renderAdminSite(await p.admin.sites.get(positiveInt('siteId')(siteId))), rowOf(columns)));

  sites
    .command('update <siteId>')
    .description('Change the named fields of a site; the others stay as they are')
    .option('--name <name>')
    .option('--url <url>')
    .option('--country <code>', 'ISO 3166-1 alpha-2 country of the site')
    .option('--division-addresses <bool>', 'the site stores an address on every division', bool('--division-addresses'))
    .action((siteId: string, o: { name?: string; url?: string; country?: string; divisionAddresses?: boolean }) =>
      exec(
        async (p) => {
          const changes = given({ name: o.name, url: o.url, countryCode: o.country, storesDivisionAddresses: o.divisionAddresses });
          if (Object.keys(changes).length === 0)
            throw new CliError('name at least one field to change (--name, --url, --country, --division-addresses).');
          return renderAdminSite(await p.admin.sites.update(positiveInt('siteId')(siteId), heldTo(SitePatchBody, changes), actor()));
        },
        (s) => `updated site ${s.siteId} (${s.name})`,
      ),
    );

  sites
    .command('set-ordering-user <siteId>')
    .description('Configure the storefront user that partner orders on this site are placed as')
    .option('--user <userId>', 'the user id', positiveInt('--user'))
    .option('--none', 'un-provision ordering on the site')
    .action((siteId: string, o: { user?: number; none?: boolean }) =>
      exec(
        async (p) =>
          renderAdminSite(await p.admin.sites.setOrderingUser(positiveInt('siteId')(siteId), o.none ? null : (o.user ?? null), actor())),
        (s) => `site ${s.siteId} ordering user: ${s.orderingUserId ?? 'none'}`,
      ),
    );
}
