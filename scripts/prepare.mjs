// `npm install` / `npm ci`: compiles src/ to dist/ and caches the migrated
// embedded-database snapshot, so the first `npm start` and the first test run
// skip both. Best effort: anything missing here is made on first use.
import { build } from './launch.mjs';

if (build()) {
  try {
    const { migratedSnapshot } = await import('../dist/db/make-snapshot.js');
    await migratedSnapshot();
  } catch (error) {
    process.stderr.write(
      `prepare: no database snapshot (${error instanceof Error ? error.message : String(error)}); the first start will run initdb\n`,
    );
  }
}
