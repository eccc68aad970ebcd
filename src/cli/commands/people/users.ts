// `partner-api users ...`: storefront users, their saved addresses and
// segments, and the site rules that auto-assign segments. Every command calls
// the audited back-office services, like the admin API.
import { InvalidArgumentError, type Command } from 'commander';
import type { CliServices } from '../../services.ts';
import { NewAddressBody, NewRuleBody, NewUserBody, renderAdminUser, renderRule, UserPatchBody } from '../../../users/admin/schemas.ts';
import type { StorefrontUserInput } from '../../../users/admin/service.ts';
import { renderAddress } from '../../../users/schemas.ts';
import type { UserDetail } from '../../../users/service.ts';
import { type GlobalOptions, heldTo, list, positiveInt, runner, tableOf, listCommand, actingAs } from '../../runtime.ts';

export const bool =
  (name: string) =>
  (value: string): boolean => {
    if (value !== 'true' && value !== 'false') throw new InvalidArgumentError(`${name} must be true or false.`);
    return value === 'true';
  };
/**
 * A parsed value, or `none` to clear. Commander turns a parser's null into '',
 * so `none` stays a word here and `orNull` maps it when building the input.
 */
export const orNone =
  <T>(parse: (value: string) => T) =>
  (value: string): T | 'none' =>
    value === 'none' ? 'none' : parse(value);
export const idOrNone = (name: string) => orNone(positiveInt(name));
export const orNull = <T>(value: T | 'none' | undefined): T | null | undefined => (value === 'none' ? null : value);
/** true, false, or `none` to clear (mapped by `orNull`). */
export const boolOrNone =
  (name: string) =>
  (value: string): boolean | 'none' => {
    if (value !== 'true' && value !== 'false' && value !== 'none') throw new InvalidArgumentError(`${name} must be true, false or none.`);
    return value === 'none' ? value : value === 'true';
  };
export const given = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

type UserOpts = {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  phone?: string;
  division?: number | 'none';
  active?: boolean;
  allSegmentsVisible?: boolean;
  ordersRequireApproval?: boolean;
  taxExempt?: boolean;
  lastSignin?: string;
};

const userOptions = (cmd: Command) =>
  cmd
    .option('--username <username|none>', 'sign-in name (none: not set)')
    .option('--email <email|none>', 'email (none: not set)')
    .option('--first-name <name|none>', 'first name (none: not set)')
    .option('--last-name <name|none>', 'last name (none: not set)')
    .option('--company <company|none>', 'company (none: not set)')
    .option('--phone <phone|none>', 'phone (none: not set)')
    .option('--division <divisionId|none>', "division of the user's site", idOrNone('--division'))
    .option('--active <bool>', 'false = cannot sign in', bool('--active'))
    .option('--all-segments-visible <bool>', 'sees every segment', bool('--all-segments-visible'))
    .option('--orders-require-approval <bool>', 'true or false', bool('--orders-require-approval'))
    .option('--tax-exempt <bool>', 'true or false', bool('--tax-exempt'))
    .option('--last-signin <iso|none>', 'last sign-in time (ISO 8601) or none');

function values(o: UserOpts): StorefrontUserInput {
  if (o.lastSignin !== undefined && o.lastSignin !== 'none' && Number.isNaN(Date.parse(o.lastSignin)))
    throw new InvalidArgumentError('--last-signin must be an ISO 8601 time or none.');
  return given({
    username: orNull(o.username),
    email: orNull(o.email),
    firstName: orNull(o.firstName),
    lastName: orNull(o.lastName),
    company: orNull(o.company),
    phone: orNull(o.phone),
    divisionId: orNull(o.division),
    active: o.active,
    allSegmentsVisible: o.allSegmentsVisible,
    ordersRequireApproval: o.ordersRequireApproval,
    taxExempt: o.taxExempt,
    lastSigninOn: o.lastSignin === undefined ? undefined : o.lastSignin === 'none' ? null : new Date(o.lastSignin).toISOString(),
  });
}

const describeUser = (u: ReturnType<typeof renderAdminUser>) =>
  `user ${u.userId} on site ${u.siteId}: ${u.username ?? '-'} <${u.email ?? '-'}> ${u.active ? 'active' : 'inactive'}, segments ${u.segments.map((s) => `${s.segmentId}${s.autoAssigned ? '(auto)' : ''}`).join(',') || 'none'}${u.allSegmentsVisible ? ' (all visible)' : ''}`;

export function userCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const users = program.command('users').description('Storefront users, their addresses, segments and segment rules');
  const write = (work: (p: CliServices) => Promise<UserDetail>) => exec(async (p) => renderAdminUser(await work(p)), describeUser);

  userOptions(
    users
      .command('create')
      .description("Create a storefront user (for example a site's ordering user)")
      .requiredOption('--site <siteId>', 'site id', positiveInt('--site')),
  ).action((o: UserOpts & { site: number }) =>
    write((p) => p.admin.users.create({ siteId: o.site, ...heldTo(NewUserBody, values(o)) }, actor())),
  );
  userOptions(users.command('update <userId>').description('Edit a storefront user')).action((id: string, o: UserOpts) =>
    write((p) => p.admin.users.update(positiveInt('userId')(id), heldTo(UserPatchBody, values(o)), actor())),
  );
  users.command('show <userId>').action((id: string) => write((p) => p.admin.users.get(positiveInt('userId')(id))));
  users
    .command('set-segments <userId>')
    .description('Replace the hand-assigned segments (auto-assigned ones stay)')
    .requiredOption('--segments <ids>', 'comma-separated segment ids, or "" to clear', list)
    .action((id: string, o: { segments: string[] }) =>
      write((p) => p.admin.users.setSegments(positiveInt('userId')(id), o.segments.map(positiveInt('--segments')), actor())),
    );

  const addresses = users.command('addresses').description('Saved addresses');
  addresses
    .command('list <userId>')
    .action((id: string) =>
      exec(
        async (p) => (await p.admin.users.listAddresses(positiveInt('userId')(id))).map(renderAddress),
        tableOf(['id', 'addressType', 'address1', 'city', 'zip', 'countryCode']),
      ),
    );
  addresses
    .command('add <userId>')
    .description('Save an address for the user (a field given as none is not set)')
    .option('--type <addressType|none>')
    .option('--company <company|none>')
    .option('--first-name <name|none>')
    .option('--last-name <name|none>')
    .option('--phone <phone|none>')
    .option('--address1 <line|none>')
    .option('--address2 <line|none>')
    .option('--city <city|none>')
    .option('--zip <zip|none>')
    .option('--country <name|none>')
    .option('--country-code <code|none>')
    .option('--state <name|none>')
    .option('--state-code <code|none>')
    .action((id: string, { type, ...o }: Record<string, string | undefined>) =>
      exec(
        async (p) => {
          const fields = Object.fromEntries(Object.entries({ ...o, addressType: type }).map(([k, v]) => [k, orNull(v)]));
          return renderAddress(await p.admin.users.addAddress(positiveInt('userId')(id), heldTo(NewAddressBody, given(fields)), actor()));
        },
        (a) => `address ${a.id} added`,
      ),
    );
  addresses.command('delete <addressId>').action((id: string) =>
    exec(
      async (p) => {
        await p.admin.users.deleteAddress(positiveInt('addressId')(id), actor());
        return { deleted: Number(id) };
      },
      () => `address ${id} deleted`,
    ),
  );

  const rules = users.command('segment-rules').description('Site rules that auto-assign segments (by email domain or division)');
  listCommand(
    rules,
    exec,
    'site',
    null,
    async (p, siteId) => (await p.people.admin.segmentRules.list(siteId)).map(renderRule),
    tableOf(['ruleId', 'segmentId', 'emailDomain', 'divisionId']),
  );
  rules
    .command('add')
    .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
    .requiredOption('--segment <segmentId>', 'segment of the site', positiveInt('--segment'))
    .option('--email-domain <domain>')
    .option('--division <divisionId>', 'division of the site', positiveInt('--division'))
    .action((o: { site: number; segment: number; emailDomain?: string; division?: number }) =>
      exec(
        async (p) =>
          renderRule(
            await p.people.admin.segmentRules.create(
              o.site,
              heldTo(NewRuleBody, { segmentId: o.segment, emailDomain: o.emailDomain, divisionId: o.division }) as never,
              actor(),
            ),
          ),
        (r) => `rule ${r.ruleId} assigns segment ${r.segmentId}`,
      ),
    );
  rules.command('delete <ruleId>').action((id: string) =>
    exec(
      async (p) => {
        await p.people.admin.segmentRules.delete(positiveInt('ruleId')(id), actor());
        return { deleted: Number(id) };
      },
      () => `rule ${id} deleted`,
    ),
  );
}
