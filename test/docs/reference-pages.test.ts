// The reference as pages, read through HTTP as a reader gets them, on the
// three sites (partner, sandbox, back office): each page under 150 KB, every
// operation on exactly one page, a link on every field, a search index of
// this host that lists every operation, field and error code with links that
// land on their anchors, samples in curl, TypeScript and Python (the Python
// SDK's calls on the partner sites, every one valid Python), and the guides'
// links to the reference landing on what they name.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { referencePages, type ReferencePages } from '../helpers/reference-pages.ts';
import { TEST_SETTINGS } from '../events/webhooks/fixtures.ts';

type Json = Record<string, any>;

/** The bound a page must stay under, in bytes. */
const PAGE_LIMIT = 150 * 1024;

interface Site {
  app: FastifyInstance;
  base: string;
  document: Json;
  reference: ReferencePages;
  guides: Map<string, string>;
}

let production: TestContext;
let sandbox: TestContext;
const sites: Record<'partner' | 'sandbox' | 'admin', Site> = {} as never;

async function site(app: FastifyInstance, base: string, documentUrl: string): Promise<Site> {
  const document = (await app.inject({ method: 'GET', url: documentUrl })).json();
  const reference = await referencePages(app, base);
  const guides = new Map<string, string>();
  for (const [, url] of reference.index.matchAll(new RegExp(`href="(${base}/guides/[a-z0-9-]+)"`, 'g'))) {
    const res = await app.inject({ method: 'GET', url: url! });
    assert.equal(res.statusCode, 200, url);
    guides.set(url!, res.body);
  }
  return { app, base, document, reference, guides };
}

before(async () => {
  production = await createTestContext();
  sandbox = await createTestContext({ ...TEST_SETTINGS, ENVIRONMENT_KIND: 'sandbox' });
  sites.partner = await site(production.app, '/docs', '/v1/openapi.json');
  sites.sandbox = await site(sandbox.app, '/docs', '/v1/openapi.json');
  sites.admin = await site(production.admin, '/admin/docs', '/admin/openapi.json');
});
after(async () => {
  await production?.close();
  await sandbox?.close();
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operationsOf = (document: Json) =>
  Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m] as Json })),
  );

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** Each operation's section on a page: its id, method, path and HTML. */
function sections(html: string): { id: string; method: string; path: string; html: string }[] {
  return [...html.matchAll(/<section class="op" id="op-([^"]+)" data-method="([A-Z]+)" data-path="([^"]+)">([\s\S]*?)<\/section>/g)].map(
    ([, id, method, path, body]) => ({ id: unescape(id!), method: method!, path: unescape(path!), html: body! }),
  );
}

/** A section's sample in one language, as the reader copies it. */
function sample(html: string, lang: string): string {
  const m = new RegExp(`<pre data-lang="${lang}"><code>([\\s\\S]*?)</code></pre>`).exec(html);
  assert.ok(m, `no ${lang} sample`);
  return unescape(m[1]!);
}

for (const name of ['partner', 'sandbox', 'admin'] as const) {
  describe(`the ${name} reference`, () => {
    test('every page, the guides too, is under 150 KB; every operation is on exactly one page; an unknown page is 404', async () => {
      const { app, base, document, reference, guides } = sites[name];
      const all = new Map([[`${base}/reference`, reference.index], ...reference.pages, ...guides]);
      for (const [url, html] of all) {
        const bytes = Buffer.byteLength(html);
        assert.ok(bytes < PAGE_LIMIT, `${url} is ${bytes} bytes`);
      }
      assert.ok(reference.pages.size >= 5, `${reference.pages.size} reference pages`);
      const found = new Map<string, string[]>();
      for (const [url, html] of reference.pages)
        for (const s of sections(html)) found.set(`${s.method} ${s.path}`, [...(found.get(`${s.method} ${s.path}`) ?? []), url]);
      const expected = operationsOf(document).map((o) => `${o.method} ${o.path}`);
      for (const key of expected) assert.equal(found.get(key)?.length, 1, `${key} is on ${found.get(key)?.join(', ') ?? 'no page'}`);
      assert.equal(found.size, expected.length);
      for (const slug of ['nope', 'orders-99', 'ORDERS', 'search']) {
        const res = await app.inject({ method: 'GET', url: `${base}/reference/${slug}` });
        assert.equal(res.statusCode, 404, slug);
      }
    });

    test('every field has an anchor of its own with a visible link to it, unique on its page', () => {
      let fields = 0;
      for (const [url, html] of sites[name].reference.pages) {
        const ids = new Set<string>();
        for (const [row, id] of html.matchAll(/<tr id="([^"]+)" data-field="[^"]+">[\s\S]*?<\/td>/g)) {
          assert.ok(!ids.has(id!), `${url}: the anchor ${id} twice`);
          ids.add(id!);
          assert.ok(row.includes(`<a class="anchor" href="#${id}"`), `${url}: the field ${id} has no link`);
          fields++;
        }
        // No field row without an anchor.
        assert.doesNotMatch(html, /<tr data-field=/, url);
      }
      assert.ok(fields > (name === 'admin' ? 2000 : 500), `${fields} fields`);
    });

    test('the search index is a JSON of this host listing every operation, field and error code, each linked to its anchor', async () => {
      const { app, base, document, reference } = sites[name];
      const res = await app.inject({ method: 'GET', url: `${base}/search-index.json` });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const entries = res.json().entries as [string, string, string, string][];
      const hrefs = new Set(entries.map((e) => e[3]));
      // Each link lands on a page that has the anchor it names.
      for (const [kind, label, , href] of entries) {
        const [slug, anchor] = href.split('#');
        const page = reference.pages.get(`${base}/reference/${slug}`);
        assert.ok(page, `${kind} ${label}: ${href} is no page`);
        if (anchor)
          assert.ok(
            page.includes(` id="${anchor.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`),
            `${kind} ${label}: ${href} has no such anchor`,
          );
      }
      const ops = operationsOf(document);
      for (const { method, path, op } of ops) {
        assert.ok(
          entries.some(
            ([kind, label, , href]) => kind === 'operation' && label === `${method} ${path}` && href.endsWith(`#op-${op.operationId}`),
          ),
          `${method} ${path} is not in the index`,
        );
      }
      for (const [url, html] of reference.pages) {
        const slug = url.slice(url.lastIndexOf('/') + 1);
        for (const [, id] of html.matchAll(/<tr id="([^"]+)" data-field=/g))
          assert.ok(hrefs.has(`${slug}#${unescape(id!)}`), `${url}#${id} is not in the index`);
      }
      const codes = new Set(ops.flatMap(({ op }) => Object.values<Json>(op.responses).flatMap((r) => (r['x-codes'] ?? []) as string[])));
      assert.ok(codes.size > 10, `${codes.size} codes`);
      for (const code of codes) assert.ok(hrefs.has(`errors#code-${code}`), `the code ${code} is not in the index`);
      // Named anchors a reader would link to.
      if (name !== 'admin') {
        assert.ok(hrefs.has('orders#op-ordersList.query.siteId'));
        assert.ok(hrefs.has('orders#op-ordersSubmit.body.lines.quantity'));
      }
    });

    test('every operation has its curl, TypeScript and Python sample, the switch between them, and its try-it form', () => {
      let checked = 0;
      for (const [url, html] of sites[name].reference.pages) {
        for (const s of sections(html)) {
          assert.match(
            s.html,
            /<div class="langs"[^>]*><button type="button" data-lang="curl">curl<\/button><button type="button" data-lang="typescript">TypeScript<\/button><button type="button" data-lang="python">Python<\/button><\/div>/,
            `${url} ${s.id}`,
          );
          assert.match(sample(s.html, 'curl'), /^curl -s -X [A-Z]+ "http/, `${url} ${s.id}`);
          assert.ok(sample(s.html, 'typescript').length > 10 && sample(s.html, 'python').length > 10, `${url} ${s.id}`);
          assert.match(s.html, /<form class="tryit"/, `${url} ${s.id}`);
          checked++;
        }
      }
      assert.ok(checked > 40, `${checked} operations`);
    });
  });
}

describe('the Python samples', () => {
  const all = () =>
    (['partner', 'sandbox', 'admin'] as const).flatMap((name) =>
      [...sites[name].reference.pages.values()].flatMap((html) =>
        sections(html).map((s) => ({ site: name, ...s, python: sample(s.html, 'python') })),
      ),
    );

  test("on the partner sites, each operation under /v1/ is the Python SDK's call: its operationId in snake_case, path values first", () => {
    const calls = new Map<string, string>();
    for (const s of all().filter((x) => x.site !== 'admin' && x.path.startsWith('/v1/') && x.id !== 'mcp')) {
      const call = /client\.([a-z_.]+)\(/.exec(s.python);
      assert.ok(call, `${s.id}: ${s.python}`);
      // `credit_accounts.list` is `creditAccountsList`: the same words, in the same order.
      assert.equal(call[1]!.replace(/[._]/g, '').toLowerCase(), s.id.toLowerCase(), `${s.id}: client.${call[1]}`);
      assert.doesNotMatch(s.python, /urllib/, s.id);
      calls.set(s.id, s.python);
    }
    assert.match(calls.get('ordersList')!, /^for order in client\.orders\.list\(site_id=1\):/);
    assert.match(calls.get('ordersGet')!, /^order = client\.orders\.get\(\d+\)$/m);
    assert.match(calls.get('ordersSubmit')!, /^submission = client\.orders\.submit\(body\)$/m);
    assert.match(calls.get('me')!, /^me = client\.me\(\)$/m);
    assert.match(calls.get('creditAccountsList')!, /client\.credit_accounts\.list\(site_id=1\)/);
    assert.match(calls.get('testHelpersShip')!, /client\.test_helpers\.ship\(\d+, body\)/);
  });

  test('on the back office, and for what the SDK does not wrap, plain HTTP: urllib in Python, fetch in TypeScript, the token from the environment', () => {
    for (const s of all().filter((x) => x.site === 'admin')) {
      assert.match(s.python, /urllib\.request\.urlopen/, s.id);
      assert.match(s.python, /os\.environ\['ADMIN_TOKEN'\]/, s.id);
      assert.match(sample(s.html, 'typescript'), /await fetch\('http:\/\/localhost:\d+\/admin\//, s.id);
      assert.doesNotMatch(s.python + sample(s.html, 'typescript'), /client\./, s.id);
    }
    const token = all().find((x) => x.site === 'partner' && x.id === 'accessToken')!;
    assert.match(token.python, /urllib\.parse\.urlencode\(/);
  });

  // No python3 is a failure, never a skip: CI has it (the Python SDK's tests need it too).
  test('every one is valid Python (parsed by python3)', () => {
    const samples = all().map((s) => ({ where: `${s.site} ${s.id}`, code: s.python }));
    const check = `import ast, json, sys
bad = []
for s in json.load(sys.stdin):
    try:
        ast.parse(s["code"])
    except SyntaxError as e:
        bad.append(s["where"] + ": " + str(e))
print(json.dumps({"parsed": len(bad) == 0, "bad": bad}))`;
    const out = JSON.parse(execFileSync('python3', ['-c', check], { input: JSON.stringify(samples), timeout: 60_000 }).toString());
    assert.deepEqual(out.bad, []);
    assert.ok(samples.length > 200, `${samples.length} samples`);
  });
});

test("the guides' links to the reference land on the page that has what they name", () => {
  const { base, reference, guides } = sites.partner;
  let links = 0;
  for (const [url, html] of guides) {
    assert.doesNotMatch(html, new RegExp(`href="${base}/reference#`), `${url} links to the reference as one page`);
    for (const [, slug, anchor] of html.matchAll(new RegExp(`href="${base}/reference/([a-z0-9-]+)(?:#([^"]+))?"`, 'g'))) {
      const page = reference.pages.get(`${base}/reference/${slug}`);
      assert.ok(page, `${url}: ${slug} is no page`);
      if (anchor) assert.ok(page.includes(` id="${unescape(anchor)}"`), `${url}: ${slug}#${anchor} leads nowhere`);
      links++;
    }
  }
  assert.ok(links >= 8, `${links} links`);
});

test("each site's home with a trailing slash is sent to the home (301), on every site", async () => {
  for (const { app, base } of Object.values(sites)) {
    const res = await app.inject({ method: 'GET', url: `${base}/` });
    assert.equal(res.statusCode, 301, `${base}/`);
    assert.equal(res.headers.location, base);
    assert.equal((await app.inject({ method: 'GET', url: base })).statusCode, 200, base);
  }
});
