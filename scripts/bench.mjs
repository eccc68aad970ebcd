// `npm run bench -- <name> [arguments]`: one entry for every benchmark
// (bench/README.md has their figures and how to read them). Without a name,
// the HTTP benchmark (bench/run.ts). Benchmarks that time the compiled
// service are compiled first (tsconfig.bench.json, into .cache/bench-dist/);
// the others run through tsx. Their settings are BENCH_* variables, passed on.
// `--list` prints the names and their files.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** Each benchmark: its file under bench/, and whether it runs compiled. */
const BENCHES = {
  http: { file: 'run', compiled: true },
  webhooks: { file: 'webhooks', compiled: true },
  submissions: { file: 'submissions', compiled: true },
  history: { file: 'history', compiled: true },
  gateway: { file: 'gateway' },
  cluster: { file: 'cluster' },
  bodies: { file: 'body-cost' },
  retention: { file: 'retention' },
  console: { file: 'console' },
  startup: { file: 'startup' },
  idle: { file: 'idle' },
  pipeline: { file: 'pipeline-ab' },
  'dispatch-statements': { file: 'webhooks/statements' },
  overload: { file: 'overload', compiled: true },
  traces: { file: 'traces', compiled: true },
  'reads-ab': { file: 'reads-ab', compiled: true },
  herd: { file: 'herd', compiled: true },
  'statement-cost': { file: 'statement-cost' },
  'callgrind-top': { file: 'callgrind-top' },
  aims: { file: 'aims' },
};

const [name = 'http', ...rest] = process.argv.slice(2);
if (name === '--list') {
  for (const [key, { file }] of Object.entries(BENCHES)) process.stdout.write(`${key} bench/${file}.ts\n`);
  process.exit(0);
}
const bench = BENCHES[name];
if (!bench) {
  process.stderr.write(`npm run bench -- <name>: no benchmark "${name}"; one of ${Object.keys(BENCHES).join(', ')}\n`);
  process.exit(2);
}
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (bench.compiled) {
  run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.bench.json']);
  run(process.execPath, [join(root, '.cache', 'bench-dist', 'bench', `${bench.file}.js`), ...rest]);
} else {
  run(process.execPath, ['--import', 'tsx', join(root, 'bench', `${bench.file}.ts`), ...rest]);
}
