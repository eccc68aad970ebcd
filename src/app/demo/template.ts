// The demo world's template: a data directory (and the storage directory of
// its proof files) already migrated and seeded with everything but
// credentials, kept under .cache/ for one build of the service. A cold
// `npm start` copies it into the new data directory instead of migrating and
// seeding (seconds of CPU), then makes the demo world's credentials and the
// environment's keys, which are that directory's own (docs/decisions.md,
// "Storage and concurrency"). Made by `npm install` and `npm run build`; a start never makes
// it. Only the compiled service (dist/) uses it: its key is the build's stamp.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsDigest } from '../../db/snapshot.ts';
import type { DemoPlace } from './world.ts';

// src/app/demo/ and dist/app/demo/ are both three levels below the repository root.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const compiled = import.meta.url.endsWith('.js');

export interface DemoTemplate {
  /** The template's own folder: pglite/ (a closed data directory), storage/, place.json. */
  dir: string;
  place: DemoPlace;
}

/** The folder of this build's template, or null when not running a compiled build. */
function templateDir(): string | null {
  const stamp = join(root, 'dist', '.built');
  if (!compiled || !existsSync(stamp)) return null;
  const build = readFileSync(stamp, 'utf8')
    .trim()
    .replace(/[^0-9A-Za-z]/g, '');
  return join(root, '.cache', `demo-template-${migrationsDigest()}-${build}`);
}

/** This build's template (or the one in `dir`), when made. */
export function findDemoTemplate(dir = templateDir()): DemoTemplate | null {
  if (!dir || !existsSync(join(dir, 'place.json'))) return null;
  return { dir, place: JSON.parse(readFileSync(join(dir, 'place.json'), 'utf8')) as DemoPlace };
}

/** Copies the template into a new data directory and its storage directory (files already there are kept). */
export function copyDemoTemplate(template: DemoTemplate, dataDir: string, storageDir: string): void {
  cpSync(join(template.dir, 'pglite'), dataDir, { recursive: true });
  if (existsSync(join(template.dir, 'storage'))) cpSync(join(template.dir, 'storage'), storageDir, { recursive: true, force: false });
}

/**
 * Makes this build's template when it is missing (and removes other builds'):
 * a data directory started from the migrated snapshot, seeded by the same
 * code `npm start` runs, emptied of the environment's keys, closed. `dir`:
 * elsewhere than this build's place (tests).
 */
export async function makeDemoTemplate(dir = templateDir()): Promise<string | null> {
  if (!dir || existsSync(join(dir, 'place.json'))) return dir;
  const [{ openDatabase }, { migrateToLatest }, { createPlatform }, { loadConfig }, { seedDemoPlace }, { ensureSnapshot }] =
    await Promise.all([
      import('../../db/engine.ts'),
      import('../../db/migrate.ts'),
      import('../platform.ts'),
      import('../config.ts'),
      import('./seed.ts'),
      import('../../db/make-snapshot.ts'),
    ]);
  await ensureSnapshot(); // the data directory below starts from it
  const work = `${dir}.${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const dataDir = join(work, 'pglite');
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: dataDir, STORAGE_DIR: join(work, 'storage') });
  const database = await openDatabase(dataDir);
  try {
    await migrateToLatest(database.db);
    const platform = await createPlatform({ ...config, adminToken: null }, database);
    const place = await seedDemoPlace(platform);
    await platform.usage.close();
    // Keys (token signing, HMACs, the webhook secret box) are each data directory's own: made on its first start.
    await database.db.deleteFrom('environment_secrets').execute();
    writeFileSync(join(work, 'place.json'), JSON.stringify(place, null, 2));
  } finally {
    await database.close();
  }
  rmSync(join(dataDir, 'demo-credentials.json'), { force: true });
  for (const name of readdirSync(dirname(dir))) {
    if (name.startsWith('demo-template-') && !work.endsWith(name)) rmSync(join(dirname(dir), name), { recursive: true, force: true });
  }
  renameSync(work, dir);
  return dir;
}
