// `npm run check`: every check CI runs before the tests, one after another,
// each reported; it fails at the end if any failed. The same commands are
// .ci/run's first stages.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const CHECKS = [
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['formatting', 'npm', ['run', '--silent', 'check:format']],
  ['imports', 'npm', ['run', '--silent', 'check:imports']],
  ['floor plan', 'npm', ['run', '--silent', 'check:floor-plan']],
  ['OpenAPI documents match the routes', 'npm', ['run', '--silent', 'openapi', '--', '--check', '--skip-examples']],
  ['OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi']],
  ['SDK generated from the partner document', 'npm', ['run', '--silent', 'check', '-w', 'sdk']],
  ['Python SDK generated from the partner document', 'python3', ['sdk-python/scripts/generate.py', '--check']],
];

const failed = [];
for (const [name, command, args] of CHECKS) {
  process.stdout.write(`== ${name}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
process.stdout.write(failed.length ? `checks failed: ${failed.join(', ')}\n` : 'every check passed\n');
process.exit(failed.length ? 1 : 0);
