// What every CLI command shares: opening the platform, printing (human or
// --json), and turning failures into an exit code. All of it goes through a
// CliIo, so the program runs the same in its own process (processIo) and
// inside a test against a platform the test already holds.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { type Command, InvalidArgumentError } from 'commander';
import { actorName, type StaffIdentity } from '../access/staff.ts';
import { isApiError } from '../errors/catalogue.ts';
import { validateParts, type RouteSchemas } from '../http/validation/validation.ts';
import type { CliServices } from './services.ts';
import { jsonText, terminalSafe, terminalText } from './terminal.ts';

export interface CliSession {
  services: CliServices;
  close(): Promise<void>;
}

export interface CliIo {
  /** Opens the services a command runs on (called by the command's action, never for --help). */
  open(): Promise<CliSession>;
  out(text: string): void;
  err(text: string): void;
  /** Records a failed command (exit code 1). */
  failed(): void;
  /**
   * Reads a file a command names (--pem, --file). Default: this process's
   * disk. A command forwarded to the running service reads the files the
   * CLI sent from its own disk (src/app/cli/service-route.ts).
   */
  readFile?(path: string): Buffer;
  /** The package's version, printed by `--version` (handed down by the assembly: src/app/cli/). */
  version?: string;
  /** The help text's width for stdout and stderr, when not this process's terminal's (a forwarded command: the CLI's). */
  helpWidth?: { out: number | undefined; err: number | undefined };
  /**
   * Who runs the command, when the CLI acts through a running service
   * (POST /admin/cli): the team member of the API token it presented, held to
   * their role. Absent: direct database access, an administrator's tool.
   */
  staff?: StaffIdentity;
  /** The address POST /admin/cli came from: a command that checks a password spends its sign-in bucket. */
  address?: string;
}

export interface GlobalOptions {
  json?: boolean;
  io: CliIo;
}

export class CliError extends Error {}

/**
 * `body` held to its admin route's body schema, with the route's codes and details (and its date-times as the
 * route reads them): the CLI calls the service without the route, so without this it stored what the route refuses.
 */
export function heldTo<T>(schema: object, body: T): T {
  const parts = { params: {}, query: {}, body };
  validateParts({ body: schema } as unknown as RouteSchemas, parts);
  return parts.body as T;
}

/** A file named on the command line, read where the CLI runs (see CliIo.readFile). */
export function readInput(io: CliIo, path: string): Buffer {
  return io.readFile ? io.readFile(path) : readFileSync(path);
}

function localActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/**
 * Who a command acts as, read from the run's own io when the command runs:
 * the team member behind POST /admin/cli (io.staff, held to their role),
 * else the local user with direct database access, an administrator. Each
 * run builds its own program (runCli), so commands running at once in the
 * service each see their own. Not an AsyncLocalStorage: in Node 20 one
 * switches on V8's promise hooks for the rest of the process's life once
 * used (the service runs staff's CLI commands in its own process), and every
 * promise and await then calls into JavaScript (an await loop 2.4-2.7x
 * slower).
 */
export function actingAs(globals: () => GlobalOptions): { actor(): string; actingStaff(): StaffIdentity } {
  const actor = () => actorFor(globals().io.staff);
  return {
    actor,
    actingStaff: () => globals().io.staff ?? { id: null, email: null, name: actor(), role: 'administrator', kind: 'cli' },
  };
}

/** The actor a run of the CLI writes to the audit log. */
export function actorFor(staff: StaffIdentity | undefined): string {
  return staff && staff.kind !== 'cli' ? actorName(staff) : localActor();
}

/**
 * Opens the platform, runs `work`, prints its result, closes; exit code 1 on failure.
 * `input` runs first, before the platform opens: what the command line alone
 * decides (a malformed id, a file that cannot be read) answers at once, the
 * same answer as after opening, without the seconds an embedded database
 * takes to open. What it returns is handed to `work`.
 */
export async function run<T, I = undefined>(
  options: GlobalOptions,
  work: (services: CliServices, input: I) => Promise<T>,
  human: (result: T) => string,
  input: () => I = () => undefined as I,
): Promise<void> {
  let session: CliSession;
  let given: I;
  try {
    given = input();
    session = await options.io.open();
  } catch (error) {
    fail(options, error);
    return;
  }
  try {
    const result = await work(session.services, given);
    // The renderers see the result with every string escaped for the terminal (src/cli/terminal.ts); `asJson`
    // writes the result itself, whose JSON escapes (a copy's escapes would show their backslashes doubled).
    const shown = options.json || human === asJson ? jsonText(result, 2) : human(terminalSafe(result));
    options.io.out(`${shown}\n`);
  } catch (error) {
    fail(options, error);
  } finally {
    await session.close();
  }
}

/** A human rendering that is the result's JSON, as --json prints it. */
export const asJson = (result: unknown): string => jsonText(result, 2);

/** `run` with the program's global options, read when the command runs: what a command's action calls. */
export function runner(globals: () => GlobalOptions) {
  return <T, I = undefined>(
    work: (services: CliServices, input: I) => Promise<T>,
    human: (result: T) => string,
    input?: () => I,
  ): Promise<void> => run(globals(), work, human, input);
}

function fail(options: GlobalOptions, error: unknown): void {
  const { io } = options;
  io.failed();
  if (isApiError(error)) {
    const body = { status: error.status, code: error.code, detail: error.detail };
    // A detail can quote what a partner stored (a name, an order id): one escaped line, like every value.
    io.err(options.json ? `${jsonText(body)}\n` : `error (${error.code}): ${terminalText(error.detail)}\n`);
  } else if (error instanceof CliError) {
    io.err(options.json ? `${jsonText({ code: 'cli_error', detail: error.message })}\n` : `error: ${terminalText(error.message)}\n`);
  } else {
    io.err(`error: ${terminalText(error instanceof Error ? error.message : String(error))}\n`);
  }
}

/** Parses a positive integer option, or fails with a usage error. */
/** An id of a bigint column: kept as its digits (a JavaScript number would round it past 2^53). */
export function bigintId(name: string) {
  return (value: string): string => {
    if (!/^[1-9][0-9]{0,18}$/.test(value) || BigInt(value) > 9223372036854775807n) {
      throw new InvalidArgumentError(`${name} must be a positive integer of at most 9223372036854775807.`);
    }
    return value;
  };
}

export function positiveInt(name: string) {
  return (value: string): number => {
    if (!/^[1-9][0-9]{0,8}$/.test(value)) throw new InvalidArgumentError(`${name} must be a positive integer.`);
    return Number(value);
  };
}

/**
 * The `enable <id>` and `disable <id>` commands of a group (listed in
 * `order`): one action with the flag set or cleared, described per verb.
 */
export function enableCommands(
  group: Command,
  argument: string,
  describe: (enable: boolean) => string,
  action: (id: string, enable: boolean) => Promise<void>,
  order: 'enable-first' | 'disable-first' = 'enable-first',
): void {
  for (const enable of order === 'enable-first' ? [true, false] : [false, true]) {
    group
      .command(`${enable ? 'enable' : 'disable'} ${argument}`)
      .description(describe(enable))
      .action((id: string) => action(id, enable));
  }
}

/** What a command's action calls to run its work and print it (`runner`). */
export type Exec = ReturnType<typeof runner>;

/** The owners a `list` command is held to, each as its required option. */
const OWNERS = {
  site: ['--site <siteId>', 'site id'],
  partner: ['--partner <partnerId>', 'partner id'],
  centre: ['--centre <id>', 'fulfilment centre id'],
  service: ['--service <id>', 'service id'],
} as const;

/** `<group> list --<owner> <id>`: the rows one owner holds, printed by `human` (or as JSON). */
export function listCommand<T>(
  group: Command,
  exec: Exec,
  owner: keyof typeof OWNERS,
  description: string | null,
  rows: (services: CliServices, ownerId: number) => Promise<T[]>,
  human: (rows: T[]) => string,
): void {
  const [flags, words] = OWNERS[owner];
  const command = group.command('list').requiredOption(flags, words, positiveInt(`--${owner}`));
  if (description) command.description(description);
  command.action((o: Record<typeof owner, number>) => exec((p) => rows(p, o[owner]), human));
}

export function list(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Prints a command's rows as a table of `columns`. */
export function tableOf(columns: string[]) {
  return (rows: Array<Record<string, unknown>>): string => table(rows, columns);
}

/** Prints a command's one record as a table of `columns`. */
export function rowOf(columns: string[]) {
  return (row: Record<string, unknown>): string => table([row], columns);
}

export function table(rows: Array<Record<string, unknown>>, columns: string[]): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((r) => columns.map((c) => (Array.isArray(r[c]) ? (r[c] as unknown[]).join(',') : String(r[c] ?? ''))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)].join('\n');
}
