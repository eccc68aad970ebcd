// `partner-api` entry. Beside a running service that holds the embedded
// database, the command runs in that service (forward.ts); otherwise the
// program (program.ts) runs here on DATABASE_URL. Each path loads only what
// it needs.
import { forward, runningService } from './forward.ts';

const args = process.argv.slice(2);
const service = runningService(process.env);
if (service) {
  process.exitCode = await forward(service, args, {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
  });
} else {
  const [{ processIo }, { runCli }] = await Promise.all([import('./process-io.ts'), import('../../cli/program.ts')]);
  process.exitCode = await runCli(args, processIo());
}
