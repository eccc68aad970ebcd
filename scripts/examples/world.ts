// A fresh demo world for the examples: the demo seed on a new database, the
// clock standing at one fixed instant, the partner and back-office apps in
// process, and the values (ids, credentials) the steps start from. The
// environment is a sandbox, so one run also answers the test helpers'
// examples (docs/openapi-sandbox.json); the production document publishes
// the rest, which a sandbox answers exactly as production does.
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { ADMIN_TOKEN, createTestContext, type TestContext } from '../../test/helpers/context.ts';

/** The instant every example is taken at (the clock does not move during a run). */
export const EXAMPLE_INSTANT = '2026-01-15T09:30:00.000Z';
export const EXAMPLE_BASE_URL = 'https://api.example.com';

export interface ExampleWorld {
  ctx: TestContext;
  demo: DemoWorld;
  /** When the run started (real time): database-stamped times after it are the run's own. */
  startedMs: number;
  adminToken: string;
}

export async function exampleWorld(): Promise<ExampleWorld> {
  const startedMs = Date.now();
  const ctx = await createTestContext({ PUBLIC_BASE_URL: EXAMPLE_BASE_URL, ENVIRONMENT_KIND: 'sandbox' });
  ctx.clock.set(EXAMPLE_INSTANT);
  const demo = await seedDemo(ctx.platform);
  return { ctx, demo, startedMs, adminToken: ADMIN_TOKEN };
}
