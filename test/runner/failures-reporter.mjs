// A second reporter beside the runner's own (scripts/test.mjs): it writes
// only the failed tests, each with its test file, its path of suites and the
// first lines of its error (the runner's own frames left out), so a long run's failures can be
// printed again at its end, where a CI log's tail shows them.
// Tests whose failure is only that a subtest failed are left out (the subtest
// is listed), as are those the runner cancelled because their parent ended.
const skipped = new Set(['subtestsFailed', 'cancelledByParent']);

import { relative } from 'node:path';

export default async function* failures(source) {
  /** Per reporting file: the names of the tests open at each nesting level. */
  const open = new Map();
  for await (const event of source) {
    const data = event.data ?? {};
    const key = data.file ?? '';
    if (event.type === 'test:start') {
      const names = open.get(key) ?? [];
      names.length = data.nesting;
      names.push(data.name);
      open.set(key, names);
    }
    if (event.type !== 'test:fail') continue;
    const error = data.details?.error;
    if (skipped.has(error?.failureType)) continue;
    // The worker's suite per test file is nesting 0 and named after the file (test/runner/worker.ts).
    const file = key ? relative(process.cwd(), key) : '';
    const path = [file, ...(open.get(key) ?? []).slice(1, data.nesting), data.name].filter(Boolean).join(' › ');
    const cause = error?.cause ?? error;
    const message = String(cause?.stack ?? cause?.message ?? cause ?? 'failed')
      .split('\n')
      .filter((line) => !/\(node:internal\/|at async Promise\.all|node:async_hooks/.test(line))
      .slice(0, 12)
      .map((line) => `    ${line}`)
      .join('\n');
    yield `✗ ${path}\n${message}\n`;
  }
}
