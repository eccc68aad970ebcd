// The console never repeats an action on reload. Every form
// of the console (found on its pages as a browser finds them, for every POST
// route of the console's route table: a new form is covered without a line
// here) is filled and submitted as a browser does (confirming when asked,
// following redirects), then its result is reloaded: the page a redirect led
// to is fetched again, a page answered to a POST is posted again. The
// database's rows are the same after the reload as before it, and a secret
// shown once is not shown by the reload.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { consoleRouteTable } from '../../src/team/staff-auth.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { makeCert } from '../identity/mtls/certs.ts';
import {
  changedTables,
  concretePaths,
  consoleWorld,
  formsOf,
  sessionCookieOf,
  signInConsole,
  tableDigests,
  type ConsoleWorld,
  type PageForm,
} from './browser.ts';

let ctx: TestContext;
let world: ConsoleWorld;
let cookie: string;
let pem: string;

// Reading refreshes these (a session's last use, a token's): compared by row count only.
const TOUCHED_BY_READS = new Set(['team_sessions', 'team_api_tokens']);
// Forms that start or end a session (every other form's token is the session's): submitted last, each from a fresh session.
const SESSION_FORMS: ReadonlyArray<[route: string, page: string]> = [
  ['/console/sign-in', '/console/sign-in'],
  ['/console/sign-out', '/console/account'],
  ['/console/sign-out-everywhere', '/console/account'],
];

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  world = await consoleWorld(ctx);
  cookie = (await signInConsole(ctx, world.admin)).cookie;
  pem = (await makeCert({ cn: 'reload-walk', kind: 'p256' })).certPem;
});
after(() => ctx?.close());

interface Sent {
  method: 'GET' | 'POST';
  url: string;
  payload?: Buffer;
  contentType?: string;
}

/** One request of the browser: its session cookie (and any cookie the answer sets for the next request). */
let nonce = '';
async function send(req: Sent): Promise<LightMyRequestResponse> {
  const res = await ctx.admin.inject({
    method: req.method,
    url: req.url,
    headers: { cookie: [cookie, nonce].filter(Boolean).join('; '), ...(req.contentType && { 'content-type': req.contentType }) },
    ...(req.payload && { payload: req.payload }),
  });
  const session = sessionCookieOf(res);
  if (session) cookie = session;
  const signIn = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('console_signin='));
  if (signIn) nonce = signIn.split(';')[0]!;
  return res;
}

let filled = 0;
/**
 * What a person types into an empty field: the fields a form cannot do without (an e-mail address, a
 * password, a URL, a certificate) always, any other text field only when `everything` (a second try,
 * after the form refused the first); the sign-in form gets the walking member's own credentials.
 */
function typed(form: PageForm, name: string, type: string, everything: boolean): string {
  filled += 1;
  if (form.action === '/console/sign-in') return name === 'email' ? world.admin.email : world.admin.password;
  if (type === 'email' || name === 'email') return `reload-${filled}@partner.example`;
  if (type === 'password') return `Reload-password-${filled}!`;
  if (type === 'url' || name === 'url') return `https://hooks.example.com/reload-${filled}`;
  if (name === 'pem') return pem;
  return everything ? `Reload walk ${filled}` : '';
}

/** The request a browser makes to submit the form as it stands, empty text fields typed in. */
async function submission(form: PageForm, everything = false): Promise<Sent> {
  const multipart = form.enctype === 'multipart/form-data';
  const data = new FormData();
  const urlencoded = new URLSearchParams();
  for (const f of form.fields) {
    if ((f.type === 'checkbox' || f.type === 'radio') && !f.checked) continue;
    if (f.type === 'submit' || f.type === 'button') continue;
    if (f.type === 'file') {
      data.append(f.name, new Blob(['%PDF-1.4\n% reload walk\n%%EOF\n'], { type: 'application/pdf' }), 'reload-proof.pdf');
      continue;
    }
    const value = f.value === '' && f.type !== 'hidden' && f.type !== 'select' ? typed(form, f.name, f.type, everything) : f.value;
    data.append(f.name, value);
    urlencoded.append(f.name, value);
  }
  if (!multipart) {
    return {
      method: 'POST',
      url: form.action,
      payload: Buffer.from(urlencoded.toString()),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const request = new Request('http://console.test/', { method: 'POST', body: data });
  return {
    method: 'POST',
    url: form.action,
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const isConfirmation = (form: PageForm) => form.method === 'POST' && form.fields.some((f) => f.name === 'confirmed' && f.value === 'yes');

/** Submits as a browser does: follows redirects, says yes when asked to confirm; answers the last request and its answer. */
async function submit(form: PageForm, everything: boolean): Promise<{ last: Sent; res: LightMyRequestResponse; steps: string[] }> {
  let last = await submission(form, everything);
  let res = await send(last);
  const steps = [`POST ${last.url} → ${res.statusCode}`];
  let confirmedOnce = false;
  for (let step = 0; step < 6; step++) {
    if (res.statusCode >= 300 && res.statusCode < 400) {
      // The browser keeps the fragment to itself.
      last = { method: 'GET', url: String(res.headers.location).split('#')[0]! };
    } else {
      const confirmation = res.statusCode === 200 && !confirmedOnce ? formsOf(res.body).find(isConfirmation) : undefined;
      if (!confirmation) break;
      confirmedOnce = true;
      last = await submission(confirmation);
    }
    res = await send(last);
    steps.push(`${last.method} ${last.url} → ${res.statusCode}`);
  }
  return { last, res, steps };
}

/** The console route a form posts to (the most literal pattern that matches its action). */
function routeOf(action: string, routes: ReadonlyArray<{ url: string }>): string | undefined {
  const path = action.split(/[?#]/)[0]!;
  return routes
    .filter((r) => new RegExp(`^${r.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path))
    .sort((a, b) => (a.url.match(/:/g)?.length ?? 0) - (b.url.match(/:/g)?.length ?? 0))[0]?.url;
}

const secretsOf = (html: string) => [...html.matchAll(/<output class="secret"[^>]*>([^<]+)<\/output>/g)].map((m) => m[1]!);

test('every console form, submitted and its result reloaded, writes once: the reload changes no row and shows no secret again', async () => {
  const table = consoleRouteTable(ctx.admin);
  const posts = table.filter((r) => r.method === 'POST');
  const pages = table
    .filter((r) => r.method === 'GET' && !r.url.startsWith('/console/assets/'))
    .flatMap((r) => concretePaths(world, r.url));
  assert.ok(posts.length >= 22, `${posts.length} forms`);
  const covered = new Map<string, string>();
  const refused: string[] = [];
  let secretsShown = 0;

  const walk = async (form: PageForm, route: string) => {
    let { last, res, steps } = await submit(form, false);
    if (res.statusCode >= 400) ({ last, res, steps } = await submit(form, true));
    if (res.statusCode >= 400) {
      const said = /role="alert"[^>]*>([\s\S]*?)<\/(?:div|p)>/.exec(res.body)?.[1] ?? res.body.slice(0, 300);
      refused.push(`${route}: ${steps.join(', ')}: ${said.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')}`);
      return;
    }
    const before = await tableDigests(ctx, TOUCHED_BY_READS);
    const reloaded = await send(last);
    const changed = changedTables(before, await tableDigests(ctx, TOUCHED_BY_READS));
    assert.deepEqual(changed, [], `${route} (${steps.join(', ')}): reloading ${last.method} ${last.url} changed these tables`);
    for (const secret of secretsOf(res.body)) {
      secretsShown += 1;
      assert.ok(!reloaded.body.includes(secret), `${route}: the reload of ${last.url} shows the secret again`);
    }
    covered.set(route, steps.join(', '));
  };

  // Rounds: a form that appears only once another has acted (a certificate's, a shipment's) is found in the next one.
  for (let round = 0; round < 4 && covered.size < posts.length; round++) {
    const found: Array<{ form: PageForm; route: string }> = [];
    for (const url of pages) {
      for (const form of formsOf((await send({ method: 'GET', url })).body)) {
        const route = form.method === 'POST' ? routeOf(form.action, posts) : undefined;
        if (route && !covered.has(route) && !SESSION_FORMS.some(([r]) => r === route)) found.push({ form, route });
      }
    }
    // Forms that ask first (destructive ones) after the others, so they do not take away what the others act on.
    found.sort((a, b) => Number('data-confirm' in a.form.attributes) - Number('data-confirm' in b.form.attributes));
    for (const { form, route } of found) if (!covered.has(route)) await walk(form, route);
  }
  // Last, the forms that start or end a session, each from a fresh one.
  for (const [route, page] of SESSION_FORMS) {
    cookie = (await signInConsole(ctx, world.admin)).cookie;
    const form = formsOf((await send({ method: 'GET', url: page })).body).find((f) => f.action === route);
    assert.ok(form, `${route}: no form on ${page}`);
    await walk(form, route);
  }

  const missing = posts.map((r) => r.url).filter((url) => !covered.has(url));
  assert.deepEqual(missing, [], `forms never submitted successfully; refusals:\n${refused.join('\n')}`);
  // Both secrets the console shows once (a credential's, a signing secret's) were among the results.
  assert.ok(secretsShown >= 2, `${secretsShown} secrets shown`);
});
