// Which of the suite's two runs declares a file's tests. CI runs `npm test`
// twice (.ci/run): on the embedded engine, as a newcomer does, and on
// PostgreSQL and Redis. A file whose tests never use the run's database (they
// open none: the test runner's own behaviour, static checks of the tree,
// documents and types generated from committed files, pure rules; or they
// start processes on databases of their own: an embedded data directory, an
// unreachable URL) proves the same thing on both runs: its tests are declared
// on the embedded engine's run only, the one `npm test` makes without
// configuration, as the embedded engine's own files are (their own `if`), and
// the PostgreSQL run's CPU goes to what the engine changes. Files that cost
// next to nothing are left as they are.
//
// The declaration is checked, not trusted: while such a file runs, opening a
// test database or starting a service on the run's engine throws (./database.ts,
// ./service-process.ts), so a file that starts to use one fails on the embedded
// run until it stops declaring itself engine-independent.
import { isPostgresUrl } from '../../src/db/url.ts';

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? '');

/** The file being loaded or run declared itself engine-independent (reset by the runner's worker per file). */
let declared = false;

/** Declares `body`'s tests, and runs whatever it sets up, on the embedded engine's run only (see the top). */
export function engineIndependent(body: () => void): void {
  declared = true;
  if (!onPostgres) body();
}

/** The runner's worker, before it loads the next file: that file has declared nothing yet. */
export function nextFile(): void {
  declared = false;
}

/** Throws when the running file declared itself engine-independent: it may not open a database. */
export function refuseDatabaseInIndependentFile(): void {
  if (declared) {
    throw new Error(
      'this test file declares its tests engine-independent (test/helpers/engines.ts) but opens a database: ' +
        'its tests depend on the engine, so drop the declaration',
    );
  }
}
