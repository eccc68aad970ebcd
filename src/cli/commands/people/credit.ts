// `partner-api credit ...`: credit accounts and their movements.
import { InvalidArgumentError, Option, type Command } from 'commander';
import { AccountPatchBody, NewAccountBody, NewMovementBody } from '../../../credit/admin/schemas.ts';
import type { CreditAccountInput } from '../../../credit/admin/service.ts';
import { MOVEMENT_TYPES, type MovementType } from '../../../credit/rules.ts';
import { renderAdjustment, renderCreditAccount } from '../../../credit/schemas.ts';
import { type GlobalOptions, heldTo, positiveInt, runner, tableOf, actingAs } from '../../runtime.ts';
import { bool, boolOrNone, given, idOrNone, orNull } from './users.ts';

const money = (value: string): string => {
  if (!/^-?[0-9]{1,12}(\.[0-9]{1,2})?$/.test(value))
    throw new InvalidArgumentError('amounts are decimals with at most two places, e.g. 250.00');
  return value;
};
const time =
  (name: string) =>
  (value: string): string => {
    if (value === 'none') return value;
    if (Number.isNaN(Date.parse(value))) throw new InvalidArgumentError(`${name} must be an ISO 8601 time or none.`);
    return new Date(value).toISOString();
  };

type Opts = {
  amount?: string;
  issued?: string;
  starts?: string;
  stops?: string;
  active?: boolean;
  template?: string;
  shipping?: boolean | 'none';
  handling?: boolean | 'none';
  tax?: boolean | 'none';
};

const options = (cmd: Command) =>
  cmd
    .option('--issued <iso>', 'issued on', time('--issued'))
    .option('--starts <iso|none>', 'starts on (none = open-ended)', time('--starts'))
    .option('--stops <iso|none>', 'stops on (none = open-ended)', time('--stops'))
    .option('--active <bool>', 'true or false', bool('--active'))
    .option('--template <name|none>', 'credit template the account comes from (none: not set)')
    .option('--shipping <bool|none>', 'shipping draws on the account (none: not set)', boolOrNone('--shipping'))
    .option('--handling <bool|none>', 'handling draws on the account (none: not set)', boolOrNone('--handling'))
    .option('--tax <bool|none>', 'tax draws on the account (none: not set)', boolOrNone('--tax'));

const values = (o: Opts): CreditAccountInput =>
  given({
    amount: o.amount,
    issuedOn: o.issued,
    startsOn: orNull(o.starts),
    stopsOn: orNull(o.stops),
    active: o.active,
    templateName: orNull(o.template),
    shippingApplicable: orNull(o.shipping),
    handlingApplicable: orNull(o.handling),
    taxApplicable: orNull(o.tax),
  });

const describe = (a: ReturnType<typeof renderCreditAccount>) =>
  `credit account ${a.creditAccountId} on site ${a.siteId} (${a.scope} ${a.userId ?? a.divisionId}): amount ${a.amount}, balance ${a.currentBalance}, ${a.active ? 'active' : 'inactive'}`;

export function creditCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const credit = program.command('credit').description('Credit accounts and their movements');
  options(
    credit
      .command('create')
      .description('Create an account held by one user or one division')
      .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
      .requiredOption('--amount <amount>', 'the allotment', money)
      .option('--user <userId>', 'holder: a user of the site', positiveInt('--user'))
      .option('--division <divisionId>', 'holder: a division of the site', positiveInt('--division')),
  ).action((o: Opts & { site: number; amount: string; user?: number; division?: number }) =>
    exec(
      async (p) =>
        renderCreditAccount(
          await p.people.admin.credit.create(
            heldTo(NewAccountBody, {
              ...values(o),
              siteId: o.site,
              amount: o.amount,
              ...given({ userId: o.user, divisionId: o.division }),
            }),
            actor(),
          ),
        ),
      describe,
    ),
  );
  options(credit.command('update <creditAccountId>').option('--amount <amount>', 'the allotment', money)).action((id: string, o: Opts) =>
    exec(
      async (p) =>
        renderCreditAccount(
          await p.people.admin.credit.update(positiveInt('creditAccountId')(id), heldTo(AccountPatchBody, values(o)), actor()),
        ),
      describe,
    ),
  );
  credit
    .command('show <creditAccountId>')
    .action((id: string) =>
      exec(async (p) => renderCreditAccount(await p.people.admin.credit.get(positiveInt('creditAccountId')(id))), describe),
    );

  const movements = credit.command('movements').description('Debits, credits, refunds, expiries and adjustments');
  movements
    .command('list <creditAccountId>')
    .action((id: string) =>
      exec(
        async (p) => (await p.people.admin.credit.movements(positiveInt('creditAccountId')(id))).map(renderAdjustment),
        tableOf(['adjustmentId', 'type', 'amount', 'orderNumber', 'occurredOn']),
      ),
    );
  movements
    .command('add <creditAccountId>')
    .addOption(new Option('--type <type>').choices(MOVEMENT_TYPES).makeOptionMandatory())
    .requiredOption('--amount <amount>', 'positive; the type gives the direction (ADJUSTMENT is signed)', money)
    .option('--order <orderNumber|none>', 'order the movement belongs to (none: not set)', idOrNone('--order'))
    .option('--note <text|none>', 'note (none: not set)')
    .option('--at <iso>', 'when it happened', time('--at'))
    .action((id: string, o: { type: MovementType; amount: string; order?: number | 'none'; note?: string; at?: string }) =>
      exec(
        async (p) =>
          renderAdjustment(
            await p.people.admin.credit.addMovement(
              positiveInt('creditAccountId')(id),
              heldTo(NewMovementBody, {
                type: o.type,
                amount: o.amount,
                orderNumber: orNull(o.order),
                note: orNull(o.note),
                occurredOn: o.at,
              }),
              actor(),
            ),
          ),
        (m) => `${m.type} ${m.amount} recorded (movement ${m.adjustmentId})`,
      ),
    );
}
