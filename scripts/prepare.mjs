// `npm install` / `npm ci`: compiles src/ to dist/ and caches the migrated
// embedded-database snapshot and the seeded demo template, so the first
// `npm start` and the first test run skip them. Best effort: anything missing here is made on first use.
// Each step says what it does on standard error: npm shows it (.npmrc: foreground-scripts), and a first
// `npx partner-api` in a fresh clone runs all of this before the command.
import { build, demoTemplate } from './launch.mjs';

if (build()) {
  try {
    process.stderr.write('prepare: caching the migrated embedded database (the first start and test run copy it)\n');
    const { migratedSnapshot } = await import('../dist/db/make-snapshot.js');
    await migratedSnapshot();
    // The seeded demo world a cold `npm start` copies (src/app/demo/template.ts).
    process.stderr.write('prepare: seeding the demo template (a cold `npm start` copies it)\n');
    await demoTemplate();
    process.stderr.write('prepare: done\n');
  } catch (error) {
    process.stderr.write(
      `prepare: no database snapshot (${error instanceof Error ? error.message : String(error)}); the first start will run initdb\n`,
    );
  }
}
