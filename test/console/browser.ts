// A console browser for the console's walks (test/console/*.test.ts): a
// signed-in session, the forms of a page read as a browser reads them, and a
// digest of every table's rows to prove what a step wrote.
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { jobsOf } from '../../src/console/jobs/catalogue.ts';
import { adminRouteTable } from '../../src/team/staff-auth.ts';
import type { TestContext } from '../helpers/context.ts';
import { rowsDigest } from '../helpers/reset-rows.ts';
import { orderBody, orderWorld, postOrder } from '../submissions/fixtures.ts';
import { teamMember, type TeamMemberWithToken } from '../team/world.ts';

export interface ConsoleBrowser {
  cookie: string;
  /** The session's CSRF token, as every console form of this session carries it. */
  csrf: string;
  /** The browser's address (light-my-request's loopback one when not given). */
  remoteAddress?: string;
}

/** Posts the console's sign-in form as a browser does (the form's nonce cookie and CSRF token): the sign-in's answer. */
export async function postConsoleSignIn(
  ctx: TestContext,
  member: { email: string; password: string },
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const from = remoteAddress === undefined ? {} : { remoteAddress };
  const form = await ctx.admin.inject({ method: 'GET', url: '/console/sign-in', ...from });
  const nonce = String(form.headers['set-cookie']).split(';')[0]!;
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
  return ctx.admin.inject({
    method: 'POST',
    url: '/console/sign-in',
    headers: { cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _csrf: csrf, email: member.email, password: member.password }).toString(),
    ...from,
  });
}

/** Signs a member in through the sign-in form; answers the session cookie and the session's CSRF token. */
export async function signInConsole(
  ctx: TestContext,
  member: { email: string; password: string },
  remoteAddress?: string,
): Promise<ConsoleBrowser> {
  const res = await postConsoleSignIn(ctx, member, remoteAddress);
  assert.equal(res.statusCode, 303, res.body);
  const cookie = sessionCookieOf(res)!;
  const from = remoteAddress === undefined ? {} : { remoteAddress };
  const home = await ctx.admin.inject({ method: 'GET', url: '/console', headers: { cookie }, ...from });
  return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(home.body)![1]!, ...from };
}

/** The `console_session=…` pair a response sets, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return [res.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('console_session='))
    ?.split(';')[0];
}

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z_:][-A-Za-z0-9_:.]*)(?:="([^"]*)")?/g)) out[m[1]!.toLowerCase()] = decode(m[2] ?? '');
  return out;
}

export interface FormField {
  name: string;
  /** input's type (text, hidden, checkbox, file, …), `select` or `textarea`. */
  type: string;
  value: string;
  /** A checkbox's or radio's state. */
  checked: boolean;
}

export interface PageForm {
  method: string;
  action: string;
  enctype: string;
  /** The form element's own attributes (data-confirm, …). */
  attributes: Record<string, string>;
  fields: FormField[];
  /** Everything the form says, tags removed (its wording). */
  text: string;
  html: string;
}

/** The forms of a page as a browser reads them: each field with the value it would submit (selects: the selected or first option). */
export function formsOf(html: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attrs = attributes(m[1]!);
    const inner = m[2]!;
    const fields: FormField[] = [];
    for (const f of inner.matchAll(/<input\b([^>]*)>|<select\b([^>]*)>([\s\S]*?)<\/select>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      if (f[1] !== undefined) {
        const a = attributes(f[1]);
        if (a.name) fields.push({ name: a.name, type: (a.type ?? 'text').toLowerCase(), value: a.value ?? '', checked: 'checked' in a });
      } else if (f[2] !== undefined) {
        const a = attributes(f[2]);
        const options = [...f[3]!.matchAll(/<option\b([^>]*)>/gi)].map((o) => attributes(o[1]!));
        const chosen = options.find((o) => 'selected' in o) ?? options[0];
        if (a.name) fields.push({ name: a.name, type: 'select', value: chosen?.value ?? '', checked: false });
      } else {
        const a = attributes(f[4]!);
        if (a.name) fields.push({ name: a.name, type: 'textarea', value: decode(f[5]!), checked: false });
      }
    }
    forms.push({
      method: (attrs.method ?? 'get').toUpperCase(),
      action: attrs.action ?? '',
      enctype: attrs.enctype ?? 'application/x-www-form-urlencoded',
      attributes: attrs,
      fields,
      text: decode(inner.replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
      html: m[0],
    });
  }
  return forms;
}

/** The forms of a page that carry this session's CSRF token. */
export const tokenForms = (html: string, csrf: string) =>
  formsOf(html).filter((f) => f.fields.some((x) => x.name === '_csrf' && x.value === csrf));

/** A console route's path with its parameters filled from `ids` (by name). */
export function concrete(url: string, ids: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    assert.ok(ids[name] !== undefined, `no record for :${name} of ${url}`);
    return encodeURIComponent(ids[name]!);
  });
}

/** One digest per table of the context's database (every row's text), read in one statement (the walks read them about 50 times). */
export async function tableDigests(ctx: TestContext, countOnly: ReadonlySet<string> = new Set()): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(ctx.platform.db);
  const digests = tables.rows.map(
    ({ name }) =>
      sql`SELECT ${name} AS name, ${sql.raw(countOnly.has(name) ? `(SELECT count(*)::text FROM ${name})` : rowsDigest(name))} AS d`,
  );
  const rows = await sql<{ name: string; d: string }>`${sql.join(digests, sql` UNION ALL `)}`.execute(ctx.platform.db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.d]));
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, now: Record<string, string>) =>
  Object.keys({ ...before, ...now }).filter((t) => before[t] !== now[t]);

export interface ConsoleWorld {
  admin: TeamMemberWithToken;
  /** A record for every path parameter of the console's routes, by name (a submission and a delivery: see `idsFor`). */
  ids: Record<string, string>;
  submissionId: string;
  deliveryId: string;
  /** Other records for some parameters: a partner authenticating with client certificates (its page has the certificate forms), the other demo orders. */
  alternatives: Record<string, string[]>;
}

/**
 * The demo world (a partner with a client, orders with lines in the proof
 * flow), a submission, a webhook endpoint with a delivery, and an
 * administrator. Use a context with SUBMISSION_WAIT_MS short: no worker runs.
 */
export async function consoleWorld(ctx: TestContext): Promise<ConsoleWorld> {
  const demo = await seedDemo(ctx.platform);
  const admin = await teamMember(ctx, 'administrator');
  const orders = await orderWorld(ctx);
  const submitted = await postOrder(ctx, orders.partner.token, orderBody(orders));
  const endpoint = await ctx.adminCall({
    method: 'POST',
    url: `/admin/partners/${demo.partnerId}/webhook-endpoints`,
    payload: { url: 'https://hooks.example.com/walk', signed: false },
  });
  assert.equal(endpoint.statusCode, 201, endpoint.body);
  const ping = await ctx.adminCall({ method: 'POST', url: `/admin/webhook-endpoints/${endpoint.json().endpointId}/test` });
  assert.ok(ping.statusCode < 300, ping.body);
  // As the dispatcher leaves a delivery it could not make (a redelivery needs an attempted one).
  await ctx.platform.db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', attempted_at: new Date(), error_class: 'connection_refused' })
    .where('id', '=', String(ping.json().deliveryId))
    .execute();
  // Certificates are a client-certificate (MTLS) partner's.
  const mtls = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners',
    payload: { name: 'Walked MTLS partner', authMethod: 'MTLS' },
  });
  assert.equal(mtls.statusCode, 201, mtls.body);
  // The partner's requests above are counted in memory and written every few seconds: written now, before any digest.
  await ctx.platform.usage.counter.flush();
  const submissionId = String(submitted.json().submissionId);
  const deliveryId = String(ping.json().deliveryId);
  // Every job of /console/jobs/:jobId (one per admin write operation, src/console/jobs/).
  const [firstJob, ...otherJobs] = jobsOf(adminRouteTable(ctx.admin)).map((job) => job.id);
  return {
    admin,
    submissionId,
    deliveryId,
    alternatives: { partnerId: [String(mtls.json().partnerId)], orderNumber: ['100002', '100003'], jobId: otherJobs },
    ids: {
      partnerId: String(demo.partnerId),
      siteId: String(demo.siteIds[0]),
      clientId: demo.clientId,
      orderNumber: '100001',
      itemNumber: '500002',
      endpointId: String(endpoint.json().endpointId),
      certificateId: '1',
      shipmentNumber: '1',
      staffId: '1',
      name: 'console.css',
      noteId: 'A'.repeat(32),
      jobId: firstJob!,
    },
  };
}

/** A route's concrete paths: the world's records, then one path for each alternative record of each of its parameters. */
export function concretePaths(world: ConsoleWorld, url: string): string[] {
  const ids = idsFor(world, url);
  const paths = [concrete(url, ids)];
  for (const [name, others] of Object.entries(world.alternatives))
    if (url.includes(`:${name}`)) for (const other of others) paths.push(concrete(url, { ...ids, [name]: other }));
  return paths;
}

/** The world's records for one route (`:id` is a submission's or a delivery's, by the route). */
export const idsFor = (world: ConsoleWorld, _url: string): Record<string, string> => ({
  ...world.ids,
  submissionId: world.submissionId,
  deliveryId: world.deliveryId,
});

/** GET and form POSTs as the signed-in browser makes them. */
export function consoleRequests(ctx: TestContext, browser: ConsoleBrowser) {
  const from = browser.remoteAddress === undefined ? {} : { remoteAddress: browser.remoteAddress };
  return {
    get: (url: string) => ctx.admin.inject({ method: 'GET', url, headers: { cookie: browser.cookie }, ...from }),
    post: (url: string, form: URLSearchParams) =>
      ctx.admin.inject({
        method: 'POST',
        url,
        headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
        ...from,
      }),
  };
}

/** How many requests the admin host has answered on one route (its own metrics: route template and method). */
export async function answeredOn(ctx: TestContext, method: string, route: string): Promise<number> {
  const metric = await ctx.platform.metrics.http.histogram.get();
  return metric.values
    .filter((v) => v.metricName?.endsWith('_count') && v.labels.host === 'admin' && v.labels.route === route && v.labels.method === method)
    .reduce((sum, v) => sum + v.value, 0);
}
