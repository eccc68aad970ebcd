// The staff console on the admin host (/console): server-rendered pages over
// the admin API, which they call in process (api.ts). Registered by
// src/app/hosts/console.ts with the session it runs behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import view from '@fastify/view';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Eta } from 'eta';
import { Type } from 'typebox';
import { ConsoleApi, type ApiFor, type ConsoleSession, type Inject } from './api.ts';
import { CONSOLE_DIR, CONSOLE_ROUTE, consoleRoute, page, securityHeaders } from './layout/render.ts';
import { partnersPages } from './partners/routes.ts';
import { partnerSettingsPages } from './partners/settings-routes.ts';
import { ordersPages } from './orders/routes.ts';
import { orderActionPages } from './orders/actions.ts';
import { submissionsPages } from './submissions/routes.ts';
import { webhooksPages } from './webhooks/routes.ts';
import { usagePages } from './usage/routes.ts';
import { auditPages } from './audit/routes.ts';
import { jobsPages } from './jobs/routes.ts';
import { teamPages } from './team/routes.ts';
import type { AdminRouteEntry } from './jobs/catalogue.ts';
import { namesOf } from './names.ts';
import { asksOf } from './layout/confirm.ts';
import type { OrdersPage } from './answers.ts';
import { MAX_UPLOAD } from './forms.ts';

export interface ConsoleOptions {
  session: ConsoleSession;
  inject: Inject;
  /** The admin host's route registry (src/team/staff-auth.ts): the jobs' forms are built from its schemas. */
  adminRoutes: () => readonly AdminRouteEntry[];
}

const ASSETS: Record<string, string> = { 'console.css': 'text/css; charset=utf-8', 'console.js': 'text/javascript; charset=utf-8' };
/** An asset's file name (one of ASSETS; any other is answered 404 by the route). */
const AssetParams = Type.Object({ name: Type.String() });

/**
 * The templates and assets ship with the service and never change while it runs: one engine per process
 * (each template read and compiled once, on its first render) and the assets read once, for every app built.
 */
let shipped: { eta: Eta; assets: Map<string, Buffer> } | null = null;
function shippedFiles(): { eta: Eta; assets: Map<string, Buffer> } {
  shipped ??= {
    eta: new Eta({ views: CONSOLE_DIR, cache: true, autoEscape: true }),
    assets: new Map(Object.keys(ASSETS).map((name) => [name, readFileSync(join(CONSOLE_DIR, 'assets', name))])),
  };
  return shipped;
}

export async function consolePlugin(app: FastifyInstance, { session, inject, adminRoutes }: ConsoleOptions): Promise<void> {
  const apiFor: ApiFor = (request) => new ConsoleApi(inject, session.headersFor(request), request.ip);
  const asks = asksOf(adminRoutes);
  // Urlencoded forms are parsed for /console routes by the session's parser (src/team/console/sessions.ts).
  // Proof files arrive as multipart forms; the platform's own parser reads them (no extra library).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD }, (request, body, done) => {
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': String(request.headers['content-type']) } })
      .formData()
      .then(async (data) => {
        const out: Record<string, unknown> = {};
        for (const [name, value] of data.entries()) {
          if (typeof value === 'string') out[name] = out[name] === undefined ? value : [out[name], value].flat();
          else out[name] = { name: value.name, type: value.type, content: Buffer.from(await value.arrayBuffer()) };
        }
        done(null, out);
      })
      .catch(() => done(null, {}));
  });
  const { eta, assets } = shippedFiles();
  await app.register(view, {
    engine: { eta },
    // The view plugin sets the engine's cache to this on every render (NODE_ENV=production by default):
    // without it, every page read its templates from disk and compiled them again.
    production: true,
    templates: CONSOLE_DIR,
    layout: 'layout/page.eta',
    viewExt: 'eta',
  });
  await session.register(app);

  // Public (no session): the sign-in page uses the console's stylesheet too; the assets hold nothing private.
  const { schema, config } = consoleRoute({ params: AssetParams });
  const assetRoute = { schema, config: { ...config, consolePublic: true } };
  app.withTypeProvider<TypeBoxTypeProvider>().get('/console/assets/:name', assetRoute, async (request, reply) => {
    const content = assets.get(request.params.name);
    if (!content) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(ASSETS[request.params.name]!)
      .send(content);
  });

  app.get('/console', CONSOLE_ROUTE, async (request, reply) => {
    const api = apiFor(request);
    const [orders, workers, names] = await Promise.all([
      api.get<OrdersPage>('/admin/orders', { limit: 8 }),
      api.get('/admin/workers'),
      namesOf(api, { sites: true }),
    ]);
    return page(request, reply, 'layout/home', {
      title: 'Overview',
      orders: orders.status === 200 ? orders.body.orders : [],
      workers: workers.status === 200 ? workers.body : null,
      names,
    });
  });

  // Forms whose admin operation declares `confirm` ask by answering their own POST (layout/confirm.ts): no GET builds a form.
  for (const pages of [
    partnersPages,
    partnerSettingsPages,
    ordersPages,
    orderActionPages,
    submissionsPages,
    webhooksPages,
    usagePages,
    auditPages,
  ]) {
    await app.register(pages, { apiFor, session, asks });
  }
  await app.register(jobsPages, { apiFor, session, adminRoutes });
  await app.register(teamPages, { apiFor, adminRoutes });
  // A /console/… address no page answers is the console's own 404, behind the session like every page (signed out:
  // the sign-in), not the admin API's token refusal it fell through to; the most specific route still wins.
  app.route({
    method: ['GET', 'POST'],
    url: '/console/*',
    ...CONSOLE_ROUTE,
    handler: (request, reply) =>
      page(
        request,
        reply,
        'layout/failure',
        { title: 'Page not found', detail: 'The console has no page at this address.', code: '' },
        404,
      ),
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/console') && !reply.hasHeader('content-security-policy')) securityHeaders(reply);
  });
}
