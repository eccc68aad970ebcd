// `npm install` / `npm ci`: compiles src/ to dist/ and caches the migrated
// embedded-database snapshot and the seeded demo template, so the first
// `npm start` and the first test run skip them. Best effort: anything missing here is made on first use.
import { build, demoTemplate } from './launch.mjs';

if (build()) {
  try {
    const { migratedSnapshot } = await import('../dist/db/make-snapshot.js');
    await migratedSnapshot();
    // The seeded demo world a cold `npm start` copies (src/app/demo/template.ts).
    await demoTemplate();
  } catch (error) {
    process.stderr.write(
      `prepare: no database snapshot (${error instanceof Error ? error.message : String(error)}); the first start will run initdb\n`,
    );
  }
}
