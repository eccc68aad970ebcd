// The staff console on the admin host (/console, src/console/): its pages call
// the admin API of this same app in process, as the signed-in staff member.
import type { FastifyInstance } from 'fastify';
import { consolePlugin } from '../../console/plugin.ts';
// TEMPORARY: swap for staff-auth's registerConsoleSessions(app, platform) at merge (one line here).
import { placeholderSession } from '../../console/session-placeholder.ts';
import type { Platform } from '../platform.ts';

export async function registerConsole(app: FastifyInstance, platform: Platform): Promise<void> {
  const session = placeholderSession(platform.config.adminToken);
  await app.register(consolePlugin, {
    session,
    inject: async (options) => {
      const res = await app.inject(options);
      return { statusCode: res.statusCode, body: res.body, headers: res.headers };
    },
  });
}
