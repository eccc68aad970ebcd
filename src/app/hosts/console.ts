// The staff console on the admin host (/console, src/console/): its pages call
// the admin API of this same app in process, as the signed-in team member.
// The session, its cookie and CSRF check are src/team/console/sessions.ts's (registered
// by admin.ts before this); here the console learns who is signed in and how
// to call the admin API as them.
import type { FastifyInstance } from 'fastify';
import { consolePlugin } from '../../console/plugin.ts';
import type { ConsoleSession } from '../../console/api.ts';
import type { Platform } from '../platform.ts';
import { consoleCookies, consoleCsrfToken, signedOutAnswer } from '../../team/console/sessions.ts';
import { adminRouteTable, internalHeaders } from '../../team/staff-auth.ts';

const signedInSession = (platform: Platform): ConsoleSession => ({
  register(app) {
    // The session hook (src/team/console/sessions.ts) has set request.staff; the pages embed the session's CSRF token in every form.
    app.addHook('preHandler', async (request) => {
      if (request.consoleSessionId) request.csrfToken = consoleCsrfToken(request);
    });
  },
  headersFor(request) {
    if (!request.consoleSessionId) throw new Error(`console page ${request.url} reached without a session`);
    return internalHeaders(request.consoleSessionId);
  },
  keepNote: (request, payload) => platform.team.sessionNotes.keep(request.consoleSessionId!, payload),
  takeNote: (request, id) => platform.team.sessionNotes.take(request.consoleSessionId, id),
  signedOut: (reply, message) => signedOutAnswer(reply, consoleCookies(platform.config.team), message),
});

export async function registerConsole(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(consolePlugin, {
    session: signedInSession(platform),
    adminRoutes: () => adminRouteTable(app),
    inject: async (options) => {
      const res = await app.inject(options);
      return { statusCode: res.statusCode, body: res.body, headers: res.headers };
    },
  });
}
