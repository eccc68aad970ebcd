// `partner-api`: the back-office CLI. Every command calls the same services
// as the admin API and takes --json for machine-readable output.
import { Command } from 'commander';
import { renderAudit } from '../admin/render.ts';
import { saveDemoCredentials } from '../demo/credentials.ts';
import { seedDemo } from '../demo/seed.ts';
import { catalogCommands } from './commands/catalog.ts';
import { orderCommands } from './commands/orders.ts';
import { partnerCommands } from './commands/partners.ts';
import { shippingCommands } from './commands/shipping.ts';
import { siteCommands } from './commands/sites.ts';
import { userCommands } from './commands/users.ts';
import { positiveInt, run, table, type GlobalOptions } from './runtime.ts';

const program = new Command('partner-api')
  .description('Back office of the Partner Commerce API (DATABASE_URL selects the database)')
  .option('--json', 'print machine-readable JSON')
  .showHelpAfterError();
const globals = () => program.opts<GlobalOptions>();

program
  .command('migrate')
  .description('Apply pending database migrations')
  .action(() => run(globals(), async () => ({ migrated: true }), () => 'database is up to date'));

program
  .command('seed')
  .description('Seed data')
  .command('demo')
  .description('Create the demo world: sites, ordering users, a demo partner with all ten scopes')
  .action(() =>
    run(globals(), async (p) => {
      const world = await seedDemo(p);
      saveDemoCredentials(p.config.databaseUrl, world);
      return world;
    }, (w) =>
      [`demo partner ${w.partnerId}, granted sites ${w.siteIds.join(', ')}`, `client_id      ${w.clientId}`, `client_secret  ${w.clientSecret}`].join('\n'),
    ),
  );

siteCommands(program, globals);
userCommands(program, globals);
partnerCommands(program, globals);
catalogCommands(program, globals);
shippingCommands(program, globals);
orderCommands(program, globals);

program
  .command('audit')
  .description('Show the newest staff actions')
  .option('--limit <n>', 'entries', positiveInt('--limit'), 20)
  .action((o: { limit: number }) =>
    run(globals(), async (p) => (await p.admin.audit.list({ limit: Math.min(o.limit, 200) })).map(renderAudit), (rows) =>
      table(rows, ['id', 'occurredAt', 'actor', 'action', 'targetType', 'targetId']),
    ),
  );

await program.parseAsync(process.argv);
