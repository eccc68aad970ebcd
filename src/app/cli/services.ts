// The CLI's services, from the platform: what the admin API's routes receive,
// plus seeding the demo world (src/cli/services.ts says what the commands use).
import type { CliServices } from '../../cli/services.ts';
import { seedDemoOnce } from '../demo/seed-once.ts';
import type { Platform } from '../platform.ts';

export function cliServices(platform: Platform): CliServices {
  const { admin, catalog, people, webhooks, submissions, orders, retention, usage, team } = platform;
  return { admin, catalog, people, webhooks, submissions, orders, retention, usage, team, seedDemo: () => seedDemoOnce(platform) };
}
