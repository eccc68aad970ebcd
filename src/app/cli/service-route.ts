// POST /admin/cli: runs a CLI command line in the service, against the
// service's own platform, and answers what the CLI would have printed. The
// CLI sends its commands here when the embedded database it names is held by
// a running service (PGlite is one process's; src/app/cli/forward.ts), so every
// command works beside `npm start` with the same output. Files a command
// names (--pem, --file) are read on the CLI's side and sent with the command.
// Authenticated by the admin token or by the per-start secret the service
// writes beside its data directory, readable only by its user.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { EmbeddedOwner } from '../../db/embedded/lock.ts';
import { withExample } from '../../http/schema-helpers.ts';
import type { Platform } from '../platform.ts';
import { cliServices } from './services.ts';
import { serviceVersion } from '../wiring/logging.ts';
import type { CliIo } from '../../cli/runtime.ts';
import { operation } from '../../http/operations/operation.ts';

export const CLI_ROUTE = '/admin/cli';
/** Files travel base64 in the JSON body: room for a proof of about 48 MB. */
const BODY_LIMIT = 64 * 1024 * 1024;

const Width = (description: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description }));
export const CliCommandBody = withExample(
  Type.Object(
    {
      args: Type.Array(Type.String({ maxLength: 100_000 }), {
        maxItems: 1_000,
        description: 'The command line after `partner-api`, as the CLI received it.',
      }),
      files: Type.Optional(
        Type.Array(
          Type.Object(
            {
              path: Type.String({ minLength: 1, maxLength: 4_096, description: 'The path as named on the command line.' }),
              contentBase64: Type.Optional(Type.String({ description: "The file's content, read on the CLI's side." })),
              error: Type.Optional(
                Type.String({ maxLength: 4_096, description: 'Why the CLI could not read it (reported as when run locally).' }),
              ),
            },
            { additionalProperties: false },
          ),
          { maxItems: 100, description: 'Files the command reads, given inline.' },
        ),
      ),
      helpWidth: Type.Optional(
        Type.Object(
          {
            out: Width('Columns of the help text written to standard output.'),
            err: Width('Columns of the help text written to standard error.'),
          },
          { additionalProperties: false, description: "The CLI's terminal widths (help text wraps to them)." },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  { args: ['--json', 'sites', 'list'] },
);

const CliResult = {
  type: 'object',
  required: ['exitCode', 'stdout', 'stderr'],
  additionalProperties: false,
  properties: {
    exitCode: { type: 'integer', description: 'The exit code the CLI exits with.' },
    stdout: { type: 'string', description: 'What the command wrote to standard output.' },
    stderr: { type: 'string', description: 'What the command wrote to standard error.' },
  },
  examples: [{ exitCode: 0, stdout: 'siteId  name  url  enabled  orderingUserId\n…\n', stderr: '' }],
} as const;

/** A secret for this start of the service: what the CLI presents on POST /admin/cli. */
export function newCliSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the service writes beside its embedded data directory: how the CLI reaches it. */
export function ownerRecord(admin: FastifyInstance | null, cliSecret: string): EmbeddedOwner {
  if (!admin) return { pid: process.pid, adminUrl: null, cli: null };
  const { address, port } = admin.server.address() as AddressInfo;
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  const adminUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { pid: process.pid, adminUrl, cli: { url: `${adminUrl}${CLI_ROUTE}`, secret: cliSecret } };
}

export const cliServiceRoute: FastifyPluginAsyncTypebox<{ platform: Platform; cliSecret: string | null }> = async (
  app,
  { platform, cliSecret },
) => {
  app.post(
    CLI_ROUTE,
    operation(
      'cliRun',
      {
        bodyLimit: BODY_LIMIT,
        config: { extraToken: cliSecret, operation: 'cli.run' },
        schema: {
          tags: ['CLI'],
          summary: 'Run a back-office CLI command in the service and answer its output',
          description:
            'What `partner-api` does when the embedded database it names is held by a running service: it sends its command line here and prints the answer, so the output is the same as when it runs on its own. Files the command names (`--pem`, `--file`) are read by the CLI and sent in `files`. Accepts a team member’s personal API token (each command is then held to the member’s role: STAFF_ROLE_FORBIDDEN in stderr and exit code 1), the admin token, or the per-start secret the service writes (mode 0600) beside its data directory (both administrators).',
          body: CliCommandBody,
          response: { 200: CliResult },
        },
      },
      { answers: { 200: "The command's exit code and output." } },
    ),
    async (request) => {
      const files = new Map((request.body.files ?? []).map((f) => [f.path, f]));
      let stdout = '';
      let stderr = '';
      const io: CliIo = {
        open: async () => ({ services: cliServices(platform), close: async () => {} }),
        out: (text) => void (stdout += text),
        err: (text) => void (stderr += text),
        failed: () => {},
        version: serviceVersion(),
        readFile(path) {
          const file = files.get(path);
          if (!file) throw new Error(`${path} was not sent by the CLI`);
          if (file.error !== undefined) throw new Error(file.error);
          return Buffer.from(file.contentBase64 ?? '', 'base64');
        },
        helpWidth: { out: request.body.helpWidth?.out, err: request.body.helpWidth?.err },
        // Held to the caller's role command by command (src/cli/operations.ts); the per-start secret is the local administrator.
        ...(request.staff && { staff: request.staff }),
        address: request.ip,
      };
      // The program (commander and every command's module) loads on the first forwarded command, not at every start.
      const { runCli } = await import('../../cli/program.ts');
      const exitCode = await runCli(request.body.args, io);
      return { exitCode, stdout, stderr };
    },
  );
};
