// The docs site: guides first (docs/guides/*.md, rendered on the server with
// marked), then the reference of the published document. Plain HTML, one
// stylesheet and one small script served by this host: nothing is fetched
// from anywhere else, and the Content-Security-Policy allows nothing else.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { inlineMarkdown, loadMarkdown, markdown } from './markdown.ts';
import { schemaFields } from './fields.ts';
import { DOCS_DIR } from './examples.ts';
import { esc, groupByTag, operations, renderOperation, renderWebhooks, type ReferenceOptions } from './reference.ts';

export interface DocsSiteOptions extends ReferenceOptions {
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

/** A guide's page: its slug (`loadGuides`); one no guide has is answered 404. */
const GuideParams = Type.Object({ slug: Type.String() });

interface Guide {
  slug: string;
  title: string;
  html: string;
}

/** `01-quick-start.md` → `quick-start`; links to `#op-…`/`#tag-…` go to the reference page. */
export function loadGuides(basePath: string): Guide[] {
  const dir = join(DOCS_DIR, 'guides');
  const guides = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => ({ slug: file.replace(/^\d+-/, '').replace(/\.md$/, ''), text: readFileSync(join(dir, file), 'utf8') }));
  guides.push({ slug: 'webhooks-reference', text: readFileSync(join(DOCS_DIR, 'webhooks.md'), 'utf8') });
  return guides.map(({ slug, text }) => {
    const linked = text.replace(/\]\(#((?:op|tag|hook)-[^)]+)\)/g, `](${basePath}/reference#$1)`);
    const heading = /^# (.+)$/m.exec(text)?.[1] ?? slug;
    return {
      slug,
      title: slug === 'webhooks-reference' ? `${heading}: every event` : heading,
      html: markdown(linked),
    };
  });
}

function page(options: DocsSiteOptions, guides: Guide[], nav: string, main: string, title: string): string {
  const auth =
    options.auth.kind === 'client_credentials'
      ? `<input name="client_id" placeholder="client_id" autocomplete="off"><input name="client_secret" type="password" placeholder="client_secret" autocomplete="off">`
      : `<input name="token" type="password" placeholder="${esc(options.auth.label)}" autocomplete="off">`;
  const tokenPath = options.auth.kind === 'client_credentials' ? options.auth.tokenPath : '';
  const guideLinks = guides.map((g) => `<li><a href="${options.basePath}/guides/${g.slug}">${esc(g.title)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(options.title)}</title><link rel="stylesheet" href="${options.basePath}/assets/docs.css"></head>
<body data-base="${options.basePath}" data-auth="${options.auth.kind}" data-token-path="${esc(tokenPath)}">
<header><a class="brand" href="${options.basePath}">${esc(options.title)}</a>
<form id="authorize">${auth}<button type="submit">Authorize</button><span id="auth-state">Not authorized</span></form></header>
<div class="layout"><nav>${guides.length ? `<h5>Guides</h5><ul>${guideLinks}</ul>` : ''}<h5>Reference</h5>${nav}</nav>
<main>${main}</main></div><script src="${options.basePath}/assets/docs.js"></script></body></html>`;
}

function referenceNav(options: DocsSiteOptions): string {
  const groups = groupByTag(operations(options.document()), options.tagOrder);
  const webhooks = Object.keys(options.document().webhooks ?? {}).length
    ? `<li><a href="${options.basePath}/reference#tag-Webhooks">Webhooks</a></li>`
    : '';
  // Each operation under its tag, as Stripe's navigation lists each call under its resource.
  const ops = (list: ReturnType<typeof operations>) =>
    `<ul class="ops">${list
      .map(
        (o) =>
          `<li><a href="${options.basePath}/reference#op-${esc(o.id)}" title="${esc(`${o.method} ${o.path}`)}"><span class="m ${o.method.toLowerCase()}">${o.method}</span> ${esc(o.op.summary ?? o.path)}</a></li>`,
      )
      .join('')}</ul>`;
  return `<ul>${groups.map(([tag, list]) => `<li><a href="${options.basePath}/reference#tag-${esc(tag)}">${esc(tag)}</a>${ops(list)}</li>`).join('')}${webhooks}</ul>`;
}

function referenceMain(options: DocsSiteOptions): string {
  const document = options.document();
  const groups = groupByTag(operations(document), options.tagOrder);
  const sections = groups.map(([tag, ops]) => {
    const description = (document.tags ?? []).find((t: { name: string }) => t.name === tag)?.description;
    return `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${description ? markdown(description) : ''}${ops.map((o) => renderOperation(document, o, options)).join('')}`;
  });
  // Webhooks right after the order operations they announce.
  const at = Math.max(1, groups.findIndex(([tag]) => tag === 'Artwork') + 1);
  sections.splice(at, 0, renderWebhooks(document));
  // Every refusal is a problem document: its fields once, linked from each operation's responses.
  const problem = document.components?.schemas?.Problem
    ? `<section class="problem" id="problem"><h3>Errors</h3><p>Every refusal is an RFC 9457 problem document (<code>application/problem+json</code>); branch on <code>code</code>. Each operation lists the codes it can answer.</p>${schemaFields(document, { $ref: '#/components/schemas/Problem' })}</section>`
    : '';
  return `<h1>${esc(options.title)}: reference</h1><p class="lead">${inlineMarkdown(document.info?.description ?? '')} <a href="${options.basePath === '/docs' ? '/v1/openapi.json' : '/admin/openapi.json'}">OpenAPI document</a>.</p>${problem}${sections.join('')}`;
}

/**
 * Pages rendered in this process, by what they are made of: every app a process builds with the same
 * document renders the same pages (the tests build hundreds of apps; the admin reference, 1.4 MB, took
 * 0.1–0.2 s of CPU to render in a warm process). The last few kinds only: a process serves one or two sites.
 */
const rendered = new Map<string, string>();
const RENDERED_KEPT = 16;

function renderedPage(key: string, build: () => string): string {
  let page = rendered.get(key);
  if (page === undefined) {
    page = build();
    rendered.set(key, page);
    if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  }
  return page;
}

/** A digest of everything a site's pages are rendered from: its options, its document and its guides. */
function madeOf(options: DocsSiteOptions, guides: Guide[]): string {
  return createHash('sha256')
    .update(JSON.stringify([options, options.document(), guides]))
    .digest('base64url');
}

export async function registerDocsSite(app: FastifyInstance, options: DocsSiteOptions): Promise<void> {
  const base = options.basePath;
  // Rendered on the first page asked for, not at start (markdown.ts).
  let guides: Guide[] = [];
  let loaded = false;
  const load = async () => {
    if (loaded) return;
    await loadMarkdown();
    guides = options.guides ? loadGuides(base) : [];
    loaded = true;
  };
  // What this app's pages are made of, read on the first page asked for (the document is final by then).
  let made: string | null = null;
  const html = (reply: FastifyReply, key: string, build: () => string) => {
    made ??= madeOf(options, guides);
    const page = renderedPage(`${made} ${key}`, build);
    return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', CSP).send(page);
  };
  const nav = () => referenceNav(options);
  const hide = { schema: { hide: true } };

  app.addHook('onRequest', async (req) => {
    if (!loaded && req.url.startsWith(base)) await load();
  });
  app.get(base, hide, async (_req, reply) =>
    guides.length
      ? html(reply, 'home', () => page(options, guides, nav(), `<article class="guide">${guides[0]!.html}</article>`, guides[0]!.title))
      : html(reply, 'reference', () => page(options, guides, nav(), referenceMain(options), 'Reference')),
  );
  app.get(`${base}/reference`, hide, async (_req, reply) =>
    html(reply, 'reference', () => page(options, guides, nav(), referenceMain(options), 'Reference')),
  );
  const guidePage = { schema: { hide: true, params: GuideParams } };
  app.withTypeProvider<TypeBoxTypeProvider>().get(`${base}/guides/:slug`, guidePage, async (req, reply) => {
    const guide = guides.find((g) => g.slug === req.params.slug);
    if (!guide) return reply.code(404).header('content-type', 'text/plain').send('No such guide');
    return html(reply, `guide:${guide.slug}`, () =>
      page(options, guides, nav(), `<article class="guide">${guide.html}</article>`, guide.title),
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
