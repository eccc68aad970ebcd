// `partner-api` entry. Beside a running service that holds the embedded
// database, the command runs in that service (forward.ts); otherwise the
// program (program.ts) runs here on DATABASE_URL. Each path loads only what
// it needs.
import { setFlagsFromString } from 'node:v8';
import { forward, remoteService, runningService, staffToken } from './forward.ts';

const { token, args } = staffToken(process.argv.slice(2), process.env);
const output = { out: (text: string) => void process.stdout.write(text), err: (text: string) => void process.stderr.write(text) };
const remote = remoteService(process.env);
const service = remote ? null : runningService(process.env);
if (remote) {
  if (!token) {
    process.stderr.write('error: PARTNER_API_ADMIN_URL needs a personal API token (PARTNER_API_STAFF_TOKEN or --token)\n');
    process.exitCode = 1;
  } else {
    const owner = { pid: 0, adminUrl: remote, cli: { url: `${remote}/admin/cli`, secret: '' } };
    process.exitCode = await forward({ url: remote, owner }, args, output, token);
  }
} else if (service) {
  process.exitCode = await forward(service, args, output, token);
} else {
  // Direct database access: an administrator's tool, whatever token is named.
  if (token) process.stderr.write('note: direct database access: --token is not used, the CLI acts as an administrator (cli:<user>)\n');
  // One command, then the process ends: the embedded engine's WebAssembly is compiled by V8's baseline
  // compiler only, without the optimizing recompiles a long-running service earns back (a quarter less CPU
  // for a command on the embedded database, `seed demo` included; docs/decisions.md, "Operations").
  setFlagsFromString('--liftoff-only');
  const [{ processIo }, { runCli }] = await Promise.all([import('./process-io.ts'), import('../../cli/program.ts')]);
  process.exitCode = await runCli(args, processIo());
}
