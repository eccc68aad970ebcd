// No console page carries the session's CSRF token inside a
// form whose target, fields or wording came from the request. Every GET page
// and every form of the console is walked from the console's route table
// (a new page or form is covered without a line here) with an attacker's
// query string (and, for the forms, an attacker's Referer and confirmation
// fields), and every page it answers or leads to is read for forms that
// carry the token.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { consoleRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import {
  concrete,
  concretePaths,
  consoleWorld,
  idsFor,
  signInConsole,
  tokenForms,
  type ConsoleBrowser,
  type ConsoleWorld,
  type PageForm,
} from './browser.ts';

const MARKER = 'attacker-b7f3';

let ctx: TestContext;
let world: ConsoleWorld;
let browser: ConsoleBrowser;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  world = await consoleWorld(ctx);
  browser = await signInConsole(ctx, world.admin);
});
after(() => ctx?.close());

/** What an attacker's link adds: a target of their choosing, fields for it, wording, and the usual redirect parameters. */
function attackerQuery(): URLSearchParams {
  return new URLSearchParams({
    action: `/console/partners/${world.ids.partnerId}/staff`,
    question: `${MARKER} Your session is about to expire. Continue?`,
    'f.email': `${MARKER}@evil.example`,
    'f.password': `${MARKER}-password-1`,
    'f.url': `https://${MARKER}.evil.example/hook`,
    'f.signed': 'false',
    back: `https://${MARKER}.evil.example/`,
    next: `//${MARKER}.evil.example`,
    done: MARKER,
    q: MARKER,
  });
}

const withQuery = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${attackerQuery()}`;

/**
 * A token-bearing form with anything of the attacker's in it: its target, a field, its wording or an attribute.
 * (A target the attacker names without the marker, a real form's, is caught by comparing with the page opened cleanly.)
 */
function attackerParts(form: PageForm): string[] {
  const found: string[] = [];
  if (form.action.includes(MARKER)) found.push(`action ${form.action}`);
  for (const f of form.fields) if (f.value.includes(MARKER) || f.name.includes(MARKER)) found.push(`field ${f.name}=${f.value}`);
  if (form.text.includes(MARKER)) found.push(`wording "${form.text}"`);
  for (const [name, value] of Object.entries(form.attributes)) if (value.includes(MARKER)) found.push(`attribute ${name}="${value}"`);
  return found;
}

const send = (method: 'GET' | 'POST', url: string, payload?: URLSearchParams, headers: Record<string, string> = {}) =>
  ctx.admin.inject({
    method,
    url,
    headers: { cookie: browser.cookie, ...(payload && { 'content-type': 'application/x-www-form-urlencoded' }), ...headers },
    ...(payload && { payload: payload.toString() }),
  });

/** The response and every page its redirects lead to (same host, a few hops), as a browser follows them. */
async function andWhereItLeads(first: LightMyRequestResponse): Promise<Array<{ url: string; res: LightMyRequestResponse }>> {
  const seen = [{ url: '(the answer)', res: first }];
  let res = first;
  for (let hop = 0; hop < 4 && res.statusCode >= 300 && res.statusCode < 400; hop++) {
    const location = String(res.headers.location ?? '');
    if (!location.startsWith('/')) break;
    res = await send('GET', location);
    seen.push({ url: location, res });
  }
  return seen;
}

test('every console GET page, opened from an attacker’s link, carries the session token only in forms of its own', async () => {
  const pages = consoleRouteTable(ctx.admin).filter((r) => r.method === 'GET');
  assert.ok(pages.length >= 14, `${pages.length} pages`);
  let tokenFormsSeen = 0;
  for (const route of pages)
    for (const url of concretePaths(world, route.url)) {
      const clean = await send('GET', url);
      const linked = await send('GET', withQuery(url));
      for (const { url: where, res } of await andWhereItLeads(linked)) {
        const forms = tokenForms(res.body, browser.csrf);
        tokenFormsSeen += forms.length;
        for (const form of forms) assert.deepEqual(attackerParts(form), [], `${route.url} → ${where}: ${form.html}`);
      }
      // The same token-bearing forms as the page opened without the attacker's query: none added, none retargeted.
      const strip = (forms: PageForm[]) => forms.map((f) => ({ action: f.action, fields: f.fields, text: f.text }));
      if (linked.statusCode < 300)
        assert.deepEqual(strip(tokenForms(linked.body, browser.csrf)), strip(tokenForms(clean.body, browser.csrf)), url);
    }
  // The walk saw real forms (the sign-out form of every page at least).
  assert.ok(tokenFormsSeen >= pages.length, `${tokenFormsSeen} token-bearing forms`);
});

// The session's own forms end the session (walked last); sign-in is answered with a form of its own nonce, not the session's token.
const ENDS_SESSION = new Set(['/console/sign-out', '/console/sign-out-everywhere']);

test('every console form, posted with an attacker’s query, Referer and confirmation fields, asks only its own question of its own target', async () => {
  const forms = consoleRouteTable(ctx.admin)
    .filter((r) => r.method === 'POST')
    .sort((a, b) => Number(ENDS_SESSION.has(a.url)) - Number(ENDS_SESSION.has(b.url)));
  assert.ok(forms.length >= 22, `${forms.length} forms`);
  const confirmations: string[] = [];
  // A job's form (/console/jobs/:jobId) is walked for every job: one per admin write operation.
  const urls = forms.flatMap((route) =>
    (route.url.includes(':jobId') ? concretePaths(world, route.url) : [concrete(route.url, idsFor(world, route.url))]).map((url) => ({
      route,
      url,
    })),
  );
  assert.ok(urls.length >= forms.length + 80, `${urls.length} forms`);
  for (const { route, url } of urls) {
    // No `confirmed=yes`: destructive forms answer with their confirmation page.
    const body = new URLSearchParams({ _csrf: browser.csrf, ...Object.fromEntries(attackerQuery()) });
    const answered = await send('POST', withQuery(url), body, { referer: `https://${MARKER}.evil.example/page` });
    for (const { url: where, res } of await andWhereItLeads(answered)) {
      assert.ok(res.statusCode < 500, `${route.url} → ${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      for (const form of tokenForms(res.body, browser.csrf)) {
        assert.deepEqual(attackerParts(form), [], `${route.url} → ${where}: ${form.html}`);
        if (form.fields.some((f) => f.name === 'confirmed' && f.value === 'yes')) {
          // A confirmation posts to the form's own route, nothing else.
          assert.equal(form.action, url, `${route.url}: the confirmation's target`);
          confirmations.push(url);
        }
      }
    }
  }
  // Every destructive form asked (revoke grant, client, certificate; disable staff; cancel line, shipment; fail submission),
  // and every destructive job (removals, revocations, cancellations, secret rotation, pause, pruning).
  assert.ok(confirmations.length >= 7 + 15, `confirmations asked by ${confirmations.join(', ')}`);
  browser = await signInConsole(ctx, world.admin);
});

test('there is no confirmation page to link to: GET /console/confirm with a form in its query is refused, with no form', async () => {
  const res = await send('GET', withQuery('/console/confirm'));
  // No such page: the console's 404, whose only form is the layout's own sign-out (on every page), none from the query.
  assert.equal(res.statusCode, 404);
  assert.deepEqual(
    tokenForms(res.body, browser.csrf).filter((form) => form.action !== '/console/sign-out'),
    [],
  );
});
