// `node scripts/test-timings.mjs`: the committed baseline of the test files' timings
// (test/runner/timings.json), from this checkout's last whole runs on each
// engine (.cache/test-timings-<engine>.json, written by `npm test`). A clean
// checkout (CI's) has no records of its own: the baseline orders its queue,
// longest first, and marks the files that mostly wait for the waiting lane
// (scripts/test.mjs). Refresh it when files were added or their times moved.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'test', 'runner', 'timings.json');
const baseline = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
for (const engine of ['embedded', 'postgres']) {
  const file = join(root, '.cache', `test-timings-${engine}.json`);
  if (!existsSync(file)) {
    process.stderr.write(`no records for ${engine} (run npm test on it first): its baseline is kept\n`);
    continue;
  }
  const records = JSON.parse(readFileSync(file, 'utf8'));
  baseline[engine] = Object.fromEntries(
    Object.entries(records)
      .filter(([path]) => existsSync(join(root, path)))
      .sort(([a], [b]) => a.localeCompare(b))
      // To 10 ms: the order and the lane need no more, and the file changes less from run to run.
      .map(([path, r]) => [path, { ms: Math.round(r.ms / 10) * 10, cpuMs: Math.round(r.cpuMs / 10) * 10 }]),
  );
}
// A line per file.
const lines = Object.entries(baseline).map(
  ([engine, records]) =>
    `  ${JSON.stringify(engine)}: {\n${Object.entries(records)
      .map(([path, r]) => `    ${JSON.stringify(path)}: { "ms": ${r.ms}, "cpuMs": ${r.cpuMs} }`)
      .join(',\n')}\n  }`,
);
writeFileSync(out, `{\n${lines.join(',\n')}\n}\n`);
process.stdout.write(
  `${out}: ${Object.entries(baseline)
    .map(([e, r]) => `${e} ${Object.keys(r).length} files`)
    .join(', ')}\n`,
);
