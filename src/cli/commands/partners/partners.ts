import { Option, type Command } from 'commander';
import { renderClient, renderPartner } from '../../../partners/admin/render.ts';
import { NewClientBody, NewPartnerBody, PartnerPatchBody } from '../../../partners/admin/schemas.ts';
import type { MachineMethod } from '../../../identity/repo.ts';
import { TIERS, type Tier } from '../../../access/scopes.ts';

const AUTH_METHODS: MachineMethod[] = ['IDP_M2M', 'MTLS'];
import {
  enableCommands,
  heldTo,
  type GlobalOptions,
  list,
  positiveInt,
  runner,
  table,
  tableOf,
  listCommand,
  actingAs,
} from '../../runtime.ts';
import type { CliServices } from '../../services.ts';
import { usageCommand } from './usage.ts';

export function partnerCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const partners = program.command('partners').description('Partners: onboarding, tiers, capabilities, site grants');
  const columns = ['partnerId', 'name', 'enabled', 'tier', 'authMethod', 'siteIds', 'capabilities'];
  const show = (p: ReturnType<typeof renderPartner>) => table([p], columns);
  const id = positiveInt('partnerId');
  /** Runs a change to one partner and shows the partner as it now is. */
  const change = (
    partnerId: string,
    work: (partners: CliServices['admin']['partners'], partner: number) => Promise<Parameters<typeof renderPartner>[0]>,
  ) => exec(async (p) => renderPartner(await work(p.admin.partners, id(partnerId))), show);
  const update = (partnerId: string, patch: Parameters<CliServices['admin']['partners']['update']>[1]) =>
    change(partnerId, (partners, partner) => partners.update(partner, heldTo(PartnerPatchBody, patch), actor()));

  partners
    .command('list')
    .description('List partners')
    .action(() => exec(async (p) => (await p.admin.partners.list()).map(renderPartner), tableOf(columns)));

  partners
    .command('create')
    .description('Onboard a partner (trial tier unless --tier)')
    .requiredOption('--name <name>')
    .addOption(new Option('--tier <tier>').choices(TIERS))
    .addOption(new Option('--auth-method <method>', 'machine method (default IDP_M2M)').choices(AUTH_METHODS))
    .option('--scopes <list>', 'comma-separated capabilities (orders:read or partner-api/orders:read)', list)
    .option('--sites <list>', 'comma-separated site ids to grant', (v: string) => list(v).map(positiveInt('--sites')))
    .action((o: { name: string; tier?: Tier; authMethod?: MachineMethod; scopes?: string[]; sites?: number[] }) =>
      exec(
        async (p) =>
          renderPartner(
            await p.admin.partners.create(
              heldTo(NewPartnerBody, { name: o.name, tier: o.tier, authMethod: o.authMethod, capabilities: o.scopes, siteIds: o.sites }),
              actor(),
            ),
          ),
        show,
      ),
    );

  partners
    .command('show <partnerId>')
    .description('Show a partner')
    .action((partnerId: string) => exec(async (p) => renderPartner(await p.admin.partners.get(id(partnerId))), show));

  enableCommands(
    partners,
    '<partnerId>',
    (enable) => `${enable ? 'Enable' : 'Disable'} a partner (a disabled partner's tokens answer 401)`,
    (partnerId, enabled) => update(partnerId, { enabled }),
  );

  partners
    .command('rename <partnerId>')
    .description('Rename a partner')
    .requiredOption('--name <name>')
    .action((partnerId: string, o: { name: string }) => update(partnerId, { name: o.name }));

  partners
    .command('set-tier <partnerId>')
    .description('Set the rate-limit tier')
    .addOption(new Option('--tier <tier>').choices(TIERS).makeOptionMandatory())
    .action((partnerId: string, o: { tier: Tier }) => update(partnerId, { tier: o.tier }));

  partners
    .command('set-auth-method <partnerId>')
    .description('Move the partner to bearer tokens (IDP_M2M) or mutual TLS (MTLS); only while it holds no credential of the old method')
    .addOption(new Option('--method <method>').choices(AUTH_METHODS).makeOptionMandatory())
    .action((partnerId: string, o: { method: MachineMethod }) => update(partnerId, { authMethod: o.method }));

  partners
    .command('set-scopes <partnerId>')
    .description("Replace the partner's capabilities")
    .requiredOption('--scopes <list>', 'comma-separated scopes; empty string for none', list)
    .action((partnerId: string, o: { scopes: string[] }) => update(partnerId, { capabilities: o.scopes }));

  partners
    .command('grant-site <partnerId>')
    .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
    .description('Grant a site')
    .action((partnerId: string, o: { site: number }) =>
      change(partnerId, (partners, partner) => partners.grantSite(partner, o.site, actor())),
    );

  partners
    .command('revoke-site <partnerId>')
    .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
    .description('Revoke a site grant')
    .action((partnerId: string, o: { site: number }) =>
      change(partnerId, (partners, partner) => partners.revokeSite(partner, o.site, actor())),
    );

  const clients = program.command('clients').description('App clients (client-credentials credentials)');
  listCommand(
    clients,
    exec,
    'partner',
    "List a partner's app clients",
    async (p, partnerId) => (await p.admin.partners.listClients(partnerId)).map(renderClient),
    tableOf(['clientId', 'label', 'createdOn']),
  );
  clients
    .command('issue')
    .requiredOption('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .option('--label <label>')
    .description('Issue an app client; the secret is printed once and never again')
    .action((o: { partner: number; label?: string }) =>
      exec(
        async (p) => {
          const issued = await p.admin.partners.issueClient(o.partner, heldTo(NewClientBody, { label: o.label }).label ?? null, actor());
          return { ...renderClient(issued.client), clientSecret: issued.clientSecret };
        },
        (c) => `client_id      ${c.clientId}\nclient_secret  ${c.clientSecret}\n(the secret is shown once: store it now)`,
      ),
    );
  clients
    .command('revoke <clientId>')
    .description('Revoke (delete) an app client; its tokens stop working on their next use')
    .action((clientId: string) =>
      exec(
        async (p) => renderClient(await p.admin.partners.revokeClient(clientId, actor())),
        (c) => `revoked ${c.clientId}`,
      ),
    );

  usageCommand(partners, globals);
}
