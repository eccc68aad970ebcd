// The reference as pages: one per resource (tag), the webhook events, the
// errors, and an index; a resource whose operations would pass the size
// budget is cut into parts. Everything is rendered once per document (the
// search index is read from the same rendering, so it lists exactly the
// anchors the pages carry), and each page is linked by its own URL:
// `<base>/reference/<slug>#op-<operationId>`.
import { errorsPage } from './errors-page.ts';
import { esc } from './fields.ts';
import { markdown } from './markdown.ts';
import { groupByTag, operations, renderOperation, renderWebhooks, type Operation, type ReferenceOptions } from './reference.ts';
import { searchEntries, type SearchEntry } from './search-index.ts';

type Json = Record<string, any>;

/**
 * The operations' HTML one page may carry, in bytes. With the navigation and the page's frame a page
 * stays under 150 KB, which a phone parses and lays out in well under a second.
 */
export const SECTIONS_BUDGET = 120_000;

export interface ReferencePage {
  slug: string;
  title: string;
  /** The resource the page belongs to (its operations are listed under it in the navigation), if any. */
  tag: string | null;
  operations: Operation[];
  main: string;
}

export interface ReferenceSite {
  /** By slug, in the navigation's order. */
  pages: Map<string, ReferencePage>;
  /** The navigation's resources: each with the slug of its first page. */
  resources: { tag: string; slug: string; operations: Operation[] }[];
  /** Where an anchor of the old single page (`op-me`, `tag-Orders`, `hook-…`, `problem`) now lives: a page URL with its hash. */
  link: (anchor: string) => string | null;
  search: SearchEntry[];
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const WEBHOOKS_SLUG = 'webhook-events';
export const ERRORS_SLUG = 'errors';

/** Cuts a resource's sections into parts under the budget, keeping the document's order. */
function parts(sections: { op: Operation; html: string }[]): { op: Operation; html: string }[][] {
  const out: { op: Operation; html: string }[][] = [[]];
  let size = 0;
  for (const section of sections) {
    const bytes = Buffer.byteLength(section.html);
    if (size > 0 && size + bytes > SECTIONS_BUDGET) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(section);
    size += bytes;
  }
  return out;
}

export interface BuildOptions extends ReferenceOptions {
  title: string;
  tagOrder: string[];
}

export function buildReference(document: Json, options: BuildOptions): ReferenceSite {
  const base = `${options.basePath}/reference`;
  const taken = new Set(['', ERRORS_SLUG, WEBHOOKS_SLUG, 'search']);
  const pages = new Map<string, ReferencePage>();
  const resources: ReferenceSite['resources'] = [];
  const pageOf = new Map<string, string>();
  for (const [tag, ops] of groupByTag(operations(document), options.tagOrder)) {
    let slug = slugOf(tag) || 'operations';
    while (taken.has(slug)) slug = `${slug}-operations`;
    taken.add(slug);
    const description = (document.tags ?? []).find((t: { name: string }) => t.name === tag)?.description;
    const cut = parts(ops.map((op) => ({ op, html: renderOperation(document, op, options) })));
    cut.forEach((part, i) => {
      const partSlug = i === 0 ? slug : `${slug}-${i + 1}`;
      const title = cut.length > 1 ? `${tag} (${i + 1} of ${cut.length})` : tag;
      const siblings =
        cut.length > 1
          ? `<p class="parts">${tag} is in ${cut.length} parts: ${cut
              .map((_, j) => {
                const s = j === 0 ? slug : `${slug}-${j + 1}`;
                return j === i ? `<strong>${j + 1}</strong>` : `<a href="${s}">${j + 1}</a>`;
              })
              .join(' ')}.</p>`
          : '';
      const intro = i === 0 && description ? markdown(description) : '';
      for (const { op } of part) pageOf.set(`op-${op.id}`, partSlug);
      pages.set(partSlug, {
        slug: partSlug,
        title,
        tag,
        operations: part.map((p) => p.op),
        main: `<h1 id="tag-${esc(tag)}">${esc(title)}</h1>${siblings}${intro}${part.map((p) => p.html).join('')}${siblings}`,
      });
    });
    resources.push({ tag, slug, operations: ops });
  }
  const webhooks = renderWebhooks(document, options.basePath);
  if (webhooks) {
    pages.set(WEBHOOKS_SLUG, { slug: WEBHOOKS_SLUG, title: 'Webhook events', tag: null, operations: [], main: webhooks });
  }
  const errors = errorsPage(document, (id) => `${pageOf.get(`op-${id}`)}#op-${id}`);
  if (errors) pages.set(ERRORS_SLUG, { slug: ERRORS_SLUG, title: 'Errors', tag: null, operations: [], main: errors });

  const resourceOf = new Map(resources.map((r) => [`tag-${r.tag}`, r.slug]));
  const link = (anchor: string): string | null => {
    if (resourceOf.has(anchor)) return `${base}/${resourceOf.get(anchor)}`;
    if (pageOf.has(anchor)) return `${base}/${pageOf.get(anchor)}#${anchor}`;
    if (anchor === 'tag-Webhooks' && webhooks) return `${base}/${WEBHOOKS_SLUG}`;
    if (anchor.startsWith('hook-') && webhooks) return `${base}/${WEBHOOKS_SLUG}#${anchor}`;
    if (anchor === 'problem' && errors) return `${base}/${ERRORS_SLUG}#problem`;
    return null;
  };
  return { pages, resources, link, search: searchEntries(document, [...pages.values()]) };
}
