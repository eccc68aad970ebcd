// `partner-api seed demo` creates the demo world once. A second run refuses
// with a clear message instead of adding a second demo world beside the first
// (whose secret is stored only hashed, so it cannot be printed again from
// PostgreSQL; the embedded database keeps it in its credentials file).
import { CliError } from '../../cli/runtime.ts';
import type { Platform } from '../platform.ts';
import { credentialsPath, saveDemoCredentials } from './credentials.ts';
import { DemoRepo } from './repo.ts';
import { DEMO_PARTNER_NAME, seedDemo } from './seed.ts';
import type { DemoWorld } from './world.ts';

export async function seedDemoOnce(platform: Platform): Promise<DemoWorld> {
  const existing = await new DemoRepo(platform.db).partnerNamed(DEMO_PARTNER_NAME);
  if (existing !== undefined) {
    const file = credentialsPath(platform.config.databaseUrl);
    const where = file
      ? ` Its credentials are in ${file}.`
      : ' Issue it a new client with `partner-api clients issue` if its secret is lost.';
    throw new CliError(
      `The demo world already exists (partner ${existing}, "${DEMO_PARTNER_NAME}"); seed demo creates it only once.${where}`,
    );
  }
  const world = await seedDemo(platform);
  saveDemoCredentials(platform.config.databaseUrl, world);
  return world;
}
