import type { Command } from 'commander';
import { renderStaff } from '../../../identity/signin/admin/service.ts';
import { actor, type GlobalOptions, positiveInt, runner, table, tableOf } from '../../runtime.ts';

/** Partner staff accounts: the people who sign in interactively (OAuth authorization code). */
export function staffCommands(program: Command, globals: () => GlobalOptions): void {
  const exec = runner(globals);
  const staff = program.command('staff').description('Partner staff accounts (interactive sign-in)');
  const columns = ['staffId', 'partnerId', 'email', 'enabled'];
  const show = (s: ReturnType<typeof renderStaff>) => table([s], columns);
  const id = positiveInt('staffId');

  staff
    .command('list')
    .requiredOption('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .description("List a partner's staff accounts")
    .action((o: { partner: number }) => exec(async (p) => (await p.admin.staff.list(o.partner)).map(renderStaff), tableOf(columns)));
  staff
    .command('create')
    .requiredOption('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .requiredOption('--email <email>')
    .requiredOption('--password <password>', 'at least 12 characters')
    .description('Create a staff account')
    .action((o: { partner: number; email: string; password: string }) =>
      exec(async (p) => renderStaff(await p.admin.staff.create(o.partner, o.email, o.password, actor())), show),
    );
  for (const [name, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    staff
      .command(`${name} <staffId>`)
      .description(`${name === 'disable' ? 'Disable' : 'Enable'} a staff account`)
      .action((staffId: string) => exec(async (p) => renderStaff(await p.admin.staff.setEnabled(id(staffId), enabled, actor())), show));
  }
  staff
    .command('reset-password <staffId>')
    .requiredOption('--password <password>', 'at least 12 characters')
    .description("Reset a staff account's password")
    .action((staffId: string, o: { password: string }) =>
      exec(async (p) => renderStaff(await p.admin.staff.resetPassword(id(staffId), o.password, actor())), show),
    );
}
