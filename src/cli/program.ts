// `partner-api`: the back-office CLI. Every command calls the same services
// as the admin API and takes --json for machine-readable output. The program
// is built around a CliIo, so tests run it in process (test/helpers/cli.ts)
// and the binary runs it on its own database (process-io.ts).
import { Command, CommanderError } from 'commander';
import { renderAudit } from '../audit/admin/render.ts';
import { AUDIT_PAGE } from '../audit/service.ts';
import { pageLimit } from '../http/cursor.ts';
import { catalogCommands } from './commands/sites/catalog.ts';
import { creditCommands } from './commands/people/credit.ts';
import { divisionCommands } from './commands/people/divisions.ts';
import { orderCommands } from './commands/orders/orders.ts';
import { partnerCommands } from './commands/partners/partners.ts';
import { shippingCommands } from './commands/sites/shipping.ts';
import { siteCommands } from './commands/sites/sites.ts';
import { submissionCommands } from './commands/orders/submissions.ts';
import { userCommands } from './commands/people/users.ts';
import { workerCommands } from './commands/orders/workers.ts';
import { webhookCommands } from './commands/partners/webhooks.ts';
import { certificateCommands } from './commands/partners/certificates.ts';
import { staffCommands } from './commands/partners/staff.ts';
import { retentionCommands } from './commands/operations/retention.ts';
import { positiveInt, run, table, type CliIo, type GlobalOptions } from './runtime.ts';

export function buildProgram(io: CliIo): Command {
  const program = new Command('partner-api')
    .description('Back office of the Partner Commerce API (DATABASE_URL selects the database)')
    .option('--json', 'print machine-readable JSON')
    .showHelpAfterError();
  const globals = (): GlobalOptions => ({ ...program.opts<{ json?: boolean }>(), io });

  program
    .command('migrate')
    .description('Apply pending database migrations')
    .action(() =>
      run(
        globals(),
        async () => ({ migrated: true }),
        () => 'database is up to date',
      ),
    );

  program
    .command('seed')
    .description('Seed data')
    .command('demo')
    .description('Create the demo world: sites, ordering users, a demo partner with all ten scopes')
    .action(() =>
      run(
        globals(),
        (p) => p.seedDemo(),
        (w) =>
          [
            `demo partner ${w.partnerId}, granted sites ${w.siteIds.join(', ')}`,
            `client_id      ${w.clientId}`,
            `client_secret  ${w.clientSecret}`,
          ].join('\n'),
      ),
    );

  siteCommands(program, globals);
  userCommands(program, globals);
  partnerCommands(program, globals);
  catalogCommands(program, globals);
  shippingCommands(program, globals);
  divisionCommands(program, globals);
  creditCommands(program, globals);
  webhookCommands(program, globals);
  submissionCommands(program, globals);
  workerCommands(program, globals);
  orderCommands(program, globals);
  certificateCommands(program, globals);
  staffCommands(program, globals);
  retentionCommands(program, globals);

  program
    .command('audit')
    .description('Show the newest staff actions')
    .option('--limit <n>', `entries (default ${AUDIT_PAGE.default}, at most ${AUDIT_PAGE.max})`, positiveInt('--limit'))
    .action((o: { limit?: number }) =>
      run(
        globals(),
        async (p) => (await p.admin.audit.list({ limit: pageLimit(o.limit, AUDIT_PAGE) })).map(renderAudit),
        (rows) => table(rows, ['id', 'occurredAt', 'actor', 'action', 'targetType', 'targetId']),
      ),
    );
  return program;
}

/** Runs one command line (without `node` and the script) and answers its exit code. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  let code = 0;
  const counted: CliIo = {
    ...io,
    failed: () => {
      code = 1;
      io.failed();
    },
  };
  const program = buildProgram(counted);
  // Usage errors and --help answer through `io` and an exit code, never process.exit.
  const apply = (command: Command): void => {
    command.exitOverride().configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
      ...(io.helpWidth && { getOutHelpWidth: () => io.helpWidth!.out ?? 80, getErrHelpWidth: () => io.helpWidth!.err ?? 80 }),
    });
    command.commands.forEach(apply);
  };
  apply(program);
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    return error.exitCode;
  }
  return code;
}
