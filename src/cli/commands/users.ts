import type { Command } from 'commander';
import { actor, positiveInt, run, type GlobalOptions } from '../runtime.ts';

export function userCommands(program: Command, globals: () => GlobalOptions): void {
  const users = program.command('users').description('Storefront users');
  users
    .command('create')
    .description('Provision a storefront user (for example a site\'s ordering user)')
    .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
    .option('--username <username>')
    .option('--email <email>')
    .option('--first-name <name>')
    .option('--last-name <name>')
    .action((o: { site: number; username?: string; email?: string; firstName?: string; lastName?: string }) =>
      run(
        globals(),
        (p) => p.admin.users.create({ siteId: o.site, username: o.username, email: o.email, firstName: o.firstName, lastName: o.lastName }, actor()),
        (u) => `created user ${u.id} on site ${u.siteId}`,
      ),
    );
}
