// The docs site: guides first (docs/guides/*.md, rendered on the server with
// marked), then the reference of the published document, one page per
// resource (reference-site.ts) with an index and a search index. Plain HTML,
// one stylesheet and one small script served by this host: nothing is
// fetched from anywhere else, and the Content-Security-Policy allows nothing
// else.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { inlineMarkdown, loadMarkdown, markdown } from './markdown.ts';
import { DOCS_DIR } from './examples.ts';
import { esc, type ReferenceOptions } from './reference.ts';
import { buildReference, ERRORS_SLUG, WEBHOOKS_SLUG, type ReferencePage, type ReferenceSite } from './reference-site.ts';
import { problem } from '../errors/catalogue.ts';

export interface DocsSiteOptions extends Omit<ReferenceOptions, 'basePath'> {
  title: string;
  /** Where the site answers, e.g. `/docs`. */
  basePath: string;
  /** The published document. */
  document: () => Record<string, any>;
  /** Reference tags, in the order partners look for them. */
  tagOrder: string[];
  /** Guides (docs/guides/*.md) on the site; the back office has none. */
  guides: boolean;
  /** How Authorize gets a token: the client-credentials grant, or a bearer token pasted in. */
  auth: { kind: 'client_credentials'; tokenPath: string } | { kind: 'bearer'; label: string };
}

export const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A guide's or a reference page's slug; one no page has is answered 404. */
const SlugParams = Type.Object({ slug: Type.String() });

interface Guide {
  slug: string;
  title: string;
  html: string;
}

/** `01-quick-start.md` → `quick-start`; links to `#op-…`/`#tag-…`/`#hook-…` go to the reference page that has them. */
export function loadGuides(basePath: string, link: (anchor: string) => string | null): Guide[] {
  const dir = join(DOCS_DIR, 'guides');
  const guides = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => ({ slug: file.replace(/^\d+-/, '').replace(/\.md$/, ''), text: readFileSync(join(dir, file), 'utf8') }));
  guides.push({ slug: 'webhooks-reference', text: readFileSync(join(DOCS_DIR, 'webhooks.md'), 'utf8') });
  return guides.map(({ slug, text }) => {
    const linked = text.replace(
      /\]\(#((?:op|tag|hook)-[^)]+)\)/g,
      // An anchor this site has not (the sandbox's test helpers, on production) leads to the overview.
      (_m, anchor: string) => `](${link(decodeURIComponent(anchor)) ?? `${basePath}/reference`})`,
    );
    const heading = /^# (.+)$/m.exec(text)?.[1] ?? slug;
    return {
      slug,
      title: slug === 'webhooks-reference' ? `${heading}: every event` : heading,
      html: markdown(linked),
    };
  });
}

/** The navigation: the guides, then the reference's resources, the current page's operations listed under it. */
function navigation(options: DocsSiteOptions, guides: Guide[], site: ReferenceSite, current: ReferencePage | null): string {
  const base = `${options.basePath}/reference`;
  const guideLinks = guides.map((g) => `<li><a href="${options.basePath}/guides/${g.slug}">${esc(g.title)}</a></li>`).join('');
  const ops = (page: ReferencePage) =>
    `<ul class="ops">${page.operations
      .map(
        (o) =>
          `<li><a href="#op-${esc(o.id)}" title="${esc(`${o.method} ${o.path}`)}"><span class="m ${o.method.toLowerCase()}">${o.method}</span> ${esc(o.op.summary ?? o.path)}</a></li>`,
      )
      .join('')}</ul>`;
  const here = (tag: string | null) => current !== null && current.tag === tag;
  const resources = site.resources
    .map(
      (r) =>
        `<li${here(r.tag) ? ' class="current"' : ''}><a href="${base}/${r.slug}">${esc(r.tag)}</a>${here(r.tag) ? ops(current!) : ''}</li>`,
    )
    .join('');
  const extra = [
    [WEBHOOKS_SLUG, 'Webhook events'],
    [ERRORS_SLUG, 'Errors'],
  ]
    .filter(([slug]) => site.pages.has(slug!))
    .map(([slug, title]) => `<li${current?.slug === slug ? ' class="current"' : ''}><a href="${base}/${slug}">${title}</a></li>`)
    .join('');
  return `<nav>${guides.length ? `<h5>Guides</h5><ul>${guideLinks}</ul>` : ''}<h5>Reference</h5><ul><li><a href="${base}">Overview</a></li>${resources}${extra}</ul></nav>`;
}

function page(options: DocsSiteOptions, nav: string, main: string, title: string): string {
  const auth =
    options.auth.kind === 'client_credentials'
      ? `<input name="client_id" placeholder="client_id" autocomplete="off"><input name="client_secret" type="password" placeholder="client_secret" autocomplete="off">`
      : `<input name="token" type="password" placeholder="${esc(options.auth.label)}" autocomplete="off">`;
  const tokenPath = options.auth.kind === 'client_credentials' ? options.auth.tokenPath : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(options.title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${options.basePath}/assets/docs.css"></head>
<body data-base="${options.basePath}" data-auth="${options.auth.kind}" data-token-path="${esc(tokenPath)}" data-lang="curl">
<header><a class="brand" href="${options.basePath}">${esc(options.title)}</a>
<div class="search" role="search"><input id="search" type="search" placeholder="Search operations, fields, error codes" aria-label="Search the reference" autocomplete="off" spellcheck="false"><ol id="search-results" hidden></ol></div>
<form id="authorize">${auth}<button type="submit">Authorize</button><span id="auth-state">Not authorized</span></form></header>
<div class="layout">${nav}
<main>${main}</main></div><script src="${options.basePath}/assets/docs.js"></script></body></html>`;
}

/** The reference's first page: what the samples assume, then every resource with its operations. */
function overview(options: DocsSiteOptions, document: Record<string, any>, site: ReferenceSite): string {
  const base = `${options.basePath}/reference`;
  const openapi = options.basePath === '/docs' ? '/v1/openapi.json' : '/admin/openapi.json';
  const assumes = options.sdk
    ? `<p>The samples are in curl, TypeScript and Python (pick one above any sample; the page remembers it). The SDK samples assume a client: <code>const client = new PartnerClient({ baseUrl, clientId, clientSecret })</code> in TypeScript, <code>client = PartnerClient(base_url=..., client_id=..., client_secret=...)</code> in Python (<code>from partner_commerce import PartnerClient</code>).</p>`
    : `<p>The samples are in curl, TypeScript (fetch) and Python (urllib); pick one above any sample and the page remembers it. They read the token from <code>${esc(options.credential)}</code>.</p>`;
  const described = new Map<string, string>(
    (document.tags ?? []).map((t: { name: string; description?: string }) => [t.name, t.description ?? '']),
  );
  const describe = (tag: string) => (described.get(tag) ? `<p>${inlineMarkdown(described.get(tag)!)}</p>` : '');
  const resources = site.resources
    .map(
      (r) =>
        `<h2 id="tag-${esc(r.tag)}"><a href="${base}/${r.slug}">${esc(r.tag)}</a></h2>${describe(r.tag)}<ul class="op-index">${r.operations
          .map((o) => {
            const slug = site.link(`op-${o.id}`) ?? `${base}/${r.slug}`;
            return `<li><a href="${esc(slug)}"><span class="m ${o.method.toLowerCase()}">${o.method}</span> <code>${esc(o.path)}</code></a> ${esc(o.op.summary ?? '')}</li>`;
          })
          .join('')}</ul>`,
    )
    .join('');
  const more = [
    site.pages.has(WEBHOOKS_SLUG)
      ? `<li><a href="${base}/${WEBHOOKS_SLUG}">Webhook events</a>: what the platform posts to your endpoint.</li>`
      : '',
    site.pages.has(ERRORS_SLUG) ? `<li><a href="${base}/${ERRORS_SLUG}">Errors</a>: the problem document and every error code.</li>` : '',
  ].join('');
  return `<h1>${esc(options.title)}: reference</h1><p class="lead">${inlineMarkdown(document.info?.description ?? '')} <a href="${openapi}">OpenAPI document</a>.</p>${assumes}${
    more ? `<ul>${more}</ul>` : ''
  }${resources}`;
}

/**
 * Sites rendered in this process, by what they are made of: every app a process builds with the same
 * document renders the same pages (the tests build hundreds of apps; the admin reference takes 0.1–0.2 s
 * of CPU to render in a warm process). The last few kinds only: a process serves two or three sites.
 */
const built = new Map<string, Built>();
const BUILT_KEPT = 8;

interface Built {
  site: ReferenceSite;
  guides: Guide[];
  /** Each page's HTML by its key (`guide:quick-start`, `reference:orders`), rendered when first asked for. */
  pages: Map<string, string>;
  search: string;
}

function buildSite(options: DocsSiteOptions, document: Record<string, any>): Built {
  const key = createHash('sha256')
    .update(JSON.stringify([options, document]))
    .digest('base64url');
  let site = built.get(key);
  if (site === undefined) {
    const reference = buildReference(document, { ...options, basePath: options.basePath });
    const guides = options.guides ? loadGuides(options.basePath, reference.link) : [];
    site = { site: reference, guides, pages: new Map(), search: JSON.stringify({ entries: reference.search }) };
    built.set(key, site);
    if (built.size > BUILT_KEPT) built.delete(built.keys().next().value!);
  }
  return site;
}

export async function registerDocsSite(app: FastifyInstance, options: DocsSiteOptions): Promise<void> {
  const base = options.basePath;
  // Rendered on the first page asked for, not at start (markdown.ts); the document is final by then.
  let site: Built | null = null;
  app.addHook('onRequest', async (req) => {
    if (site === null && req.url.startsWith(base)) {
      await loadMarkdown();
      site = buildSite(options, options.document());
    }
  });
  const html = (reply: FastifyReply, key: string, build: (s: Built) => string) => {
    const s = site!;
    let body = s.pages.get(key);
    if (body === undefined) {
      body = build(s);
      s.pages.set(key, body);
    }
    return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', CSP).send(body);
  };
  const index = (s: Built) =>
    page(options, navigation(options, s.guides, s.site, null), overview(options, options.document(), s.site), 'Reference');
  const hide = { schema: { hide: true } };
  const bySlug = { schema: { hide: true, params: SlugParams } };
  // A page that does not exist is the service's 404 like any other path's: a problem document.
  const notFound = (_reply: FastifyReply, what: string) => {
    throw problem('not_found', `No such ${what}.`);
  };

  app.get(base, hide, async (_req, reply) => {
    const guide = site!.guides[0];
    return guide
      ? html(reply, 'home', (s) =>
          page(options, navigation(options, s.guides, s.site, null), `<article class="guide">${guide.html}</article>`, guide.title),
        )
      : html(reply, 'reference', index);
  });
  // The home with a trailing slash, as people type it: one page, one address.
  app.get(`${base}/`, hide, async (_req, reply) => reply.redirect(base, 301));
  app.get(`${base}/reference`, hide, async (_req, reply) => html(reply, 'reference', index));
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(`${base}/reference/:slug`, bySlug, async (req, reply) => {
    const ref = site!.site.pages.get(req.params.slug);
    if (!ref) return notFound(reply, 'reference page');
    return html(reply, `reference:${ref.slug}`, (s) => page(options, navigation(options, s.guides, s.site, ref), ref.main, ref.title));
  });
  app.get(`${base}/search-index.json`, hide, async (_req, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(site!.search),
  );
  typed.get(`${base}/guides/:slug`, bySlug, async (req, reply) => {
    const guide = site!.guides.find((g) => g.slug === req.params.slug);
    if (!guide) return notFound(reply, 'guide');
    return html(reply, `guide:${guide.slug}`, (s) =>
      page(options, navigation(options, s.guides, s.site, null), `<article class="guide">${guide.html}</article>`, guide.title),
    );
  });
  for (const [file, type] of [
    ['docs.css', 'text/css; charset=utf-8'],
    ['docs.js', 'text/javascript; charset=utf-8'],
  ] as const) {
    const body = readFileSync(join(DOCS_DIR, 'site', file), 'utf8');
    app.get(`${base}/assets/${file}`, hide, async (_req, reply) =>
      reply.header('content-type', type).header('cache-control', 'public, max-age=300').send(body),
    );
  }
}
