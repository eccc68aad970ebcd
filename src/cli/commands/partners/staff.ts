import type { Command } from 'commander';
import { NewStaffBody, PasswordBody, StaffPatchBody } from '../../../identity/signin/admin/schemas.ts';
import { renderStaff } from '../../../identity/signin/admin/service.ts';
import { enableCommands, heldTo, type GlobalOptions, positiveInt, runner, table, tableOf, listCommand, actingAs } from '../../runtime.ts';

/** Partner staff accounts: the people who sign in interactively (OAuth authorization code). */
export function staffCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const staff = program.command('staff').description('Partner staff accounts (interactive sign-in)');
  const columns = ['staffId', 'partnerId', 'email', 'enabled'];
  const show = (s: ReturnType<typeof renderStaff>) => table([s], columns);
  const id = positiveInt('staffId');

  listCommand(
    staff,
    exec,
    'partner',
    "List a partner's staff accounts",
    async (p, partnerId) => (await p.admin.staff.list(partnerId)).map(renderStaff),
    tableOf(columns),
  );
  staff
    .command('create')
    .requiredOption('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .requiredOption('--email <email>')
    .requiredOption('--password <password>', 'at least 12 characters')
    .description('Create a staff account')
    .action((o: { partner: number; email: string; password: string }) =>
      exec(async (p) => {
        const { email, password } = heldTo(NewStaffBody, { email: o.email, password: o.password });
        return renderStaff(await p.admin.staff.create(o.partner, email, password, actor()));
      }, show),
    );
  enableCommands(
    staff,
    '<staffId>',
    (enable) => `${enable ? 'Enable' : 'Disable'} a staff account`,
    (staffId, enabled) =>
      exec(
        async (p) => renderStaff(await p.admin.staff.setEnabled(id(staffId), heldTo(StaffPatchBody, { enabled }).enabled, actor())),
        show,
      ),
    'disable-first',
  );
  staff
    .command('reset-password <staffId>')
    .requiredOption('--password <password>', 'at least 12 characters')
    .description("Reset a staff account's password")
    .action((staffId: string, o: { password: string }) =>
      exec(
        async (p) =>
          renderStaff(await p.admin.staff.resetPassword(id(staffId), heldTo(PasswordBody, { password: o.password }).password, actor())),
        show,
      ),
    );
}
