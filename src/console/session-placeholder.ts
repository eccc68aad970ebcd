// TEMPORARY, swapped at merge for staff-auth's registerConsoleSessions(app,
// platform) and its in-process call on behalf of request.staff. Until then
// the console asks the browser for the bootstrap ADMIN_TOKEN (HTTP Basic, any
// user name), every console request acts as one bootstrap administrator and
// the admin API is called with that token. This file is the only place that
// knows; src/app/hosts/console.ts is the only caller.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleSession, ConsoleStaff } from './api.ts';

const BOOTSTRAP: ConsoleStaff = {
  id: 0,
  email: 'bootstrap@admin.invalid',
  name: 'Bootstrap administrator',
  role: 'administrator',
  kind: 'bootstrap',
};

const digest = (value: string) => createHash('sha256').update(value).digest();

export function placeholderSession(adminToken: string | null): ConsoleSession {
  const expected = adminToken ? digest(adminToken) : null;
  return {
    register(app: FastifyInstance) {
      app.addHook('onRequest', async (request, reply) => {
        const basic = /^basic +(\S+)$/i.exec(request.headers.authorization ?? '');
        const password = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').slice(1).join(':') : '';
        if (!expected || !timingSafeEqual(digest(password), expected)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Basic realm="Partner Commerce console", charset="UTF-8"')
            .type('text/plain; charset=utf-8')
            .send('Sign in with the ADMIN_TOKEN as the password.');
        }
        const r = request as unknown as { staff: ConsoleStaff; csrfToken: string };
        r.staff = BOOTSTRAP;
        r.csrfToken = 'placeholder-csrf';
      });
    },
    headersFor(_request: FastifyRequest) {
      const headers: Record<string, string> = {};
      if (adminToken) headers.authorization = `Bearer ${adminToken}`;
      return headers;
    },
  };
}
