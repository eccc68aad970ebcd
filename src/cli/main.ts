// `partner-api` entry: runs the program (program.ts) on DATABASE_URL.
import { processIo } from './process-io.ts';
import { runCli } from './program.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo());
