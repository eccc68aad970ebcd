// `partner-api`: the back-office CLI. Every command calls the same services
// as the admin API and takes --json for machine-readable output. The program
// is built around a CliIo, so tests run it in process (test/helpers/cli.ts)
// and the binary runs it on its own database (process-io.ts).
import { Command, CommanderError } from 'commander';
import { allows } from '../access/permissions.ts';
import { teamErrors } from '../team/errors.ts';
import { CLI_OPERATIONS } from './operations.ts';
import { renderAudit } from '../audit/admin/render.ts';
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
import { signinClientsCommands } from './commands/partners/signin-clients.ts';
import { retentionCommands } from './commands/operations/retention.ts';
import { teamCommands, tokenCommands } from './commands/team/team.ts';
import { positiveInt, run, table, type CliIo, type GlobalOptions } from './runtime.ts';
import { PAGES } from '../http/operations/pages.ts';
import { jsonText, terminalLines } from './terminal.ts';

export const CLI_DESCRIPTION = [
  'Back office of the Partner Commerce API (DATABASE_URL selects the database).',
  "With direct database access this CLI is an administrator's tool: every command runs, audited as cli:<user>.",
  'Beside a running service (or with PARTNER_API_ADMIN_URL) commands run in the service as the team member whose',
  "personal API token PARTNER_API_STAFF_TOKEN or --token names, held to that member's role (docs/staff-roles.md).",
].join('\n');

/** The command a command line names (global options skipped), or null when it names none. */
export function commandOf(program: Command, args: string[]): Command | null {
  let current: Command = program;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--token') i += 1;
    if (arg.startsWith('-')) continue;
    const next = current.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (!next) break;
    current = next;
  }
  return current === program ? null : current;
}

/** A command's path below the program: `orders shipment ship`. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

export function buildProgram(io: CliIo): Command {
  const program = new Command('partner-api')
    .description(CLI_DESCRIPTION)
    .option('--json', 'print machine-readable JSON')
    .option('--token <token>', 'beside a running service: act as the team member of this personal API token (or PARTNER_API_STAFF_TOKEN)')
    .showHelpAfterError();
  if (io.version) program.version(io.version, '-V, --version', 'print the version of partner-api');
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
            ...(w.staff ?? []).map((m) => `console ${m.role.padEnd(14)} ${m.email}  ${m.password}`),
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
  signinClientsCommands(program, globals);
  retentionCommands(program, globals);
  teamCommands(program, globals);
  tokenCommands(program, globals);

  program
    .command('audit')
    .description('Show the newest staff actions')
    .option('--limit <n>', `entries (default ${PAGES.audit.default}, at most ${PAGES.audit.max})`, positiveInt('--limit'))
    .action((o: { limit?: number }) =>
      run(
        globals(),
        async (p) => (await p.admin.audit.list({ limit: pageLimit(o.limit, PAGES.audit) })).map(renderAudit),
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
    // Everything the program prints passes here: no character a terminal acts on reaches it but the line breaks
    // the CLI writes itself (the values in them are escaped whole, LF included: runtime.ts's run).
    out: (text) => io.out(terminalLines(text)),
    err: (text) => io.err(terminalLines(text)),
    failed: () => {
      code = 1;
      io.failed();
    },
  };
  const program = buildProgram(counted);
  const staff = io.staff;
  if (staff) {
    // Through the service: the command runs only when the member's role allows its operation, checked before anything of it is parsed.
    const command = commandOf(program, args);
    const operation = command ? CLI_OPERATIONS[commandPath(command)] : undefined;
    // A group (`orders`) only prints its help; a leaf runs, so it needs an allowed operation (--help included: it could be an option's value).
    if (command && command.commands.length === 0) {
      const refusal = !operation
        ? teamErrors.roleForbidden(staff.role, 'database.manage')
        : !allows(staff.role, operation)
          ? teamErrors.roleForbidden(staff.role, operation)
          : null;
      if (refusal) {
        const body = { status: refusal.status, code: refusal.code, detail: refusal.detail };
        counted.err(args.includes('--json') ? `${jsonText(body)}\n` : `error (${refusal.code}): ${refusal.detail}\n`);
        return 1;
      }
    }
  }
  // Usage errors and --help answer through `io` and an exit code, never process.exit.
  const apply = (command: Command): void => {
    command.exitOverride().configureOutput({
      writeOut: (s) => counted.out(s),
      writeErr: (s) => counted.err(s),
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
