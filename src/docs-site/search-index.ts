// The reference's search index: every resource, operation, field, error code
// and webhook event, each with the link to its anchor. Built from the pages as
// rendered (so it lists exactly the anchors they carry) and served as one
// static JSON by the docs host; the page's own script fetches it and
// searches in the browser, with no call to the service.
import { errorCatalogue } from './errors-page.ts';
import type { Operation } from './reference.ts';

type Json = Record<string, any>;

/** What the index reads of a page. */
interface IndexedPage {
  slug: string;
  tag: string | null;
  operations: Operation[];
  main: string;
}

/** `[kind, label, detail, href]`: arrays, not objects, to keep the file small; `href` is relative to `<base>/reference/`. */
export type SearchEntry = [kind: 'resource' | 'operation' | 'field' | 'error' | 'event', label: string, detail: string, href: string];

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** `<tr id="op-ordersList.query.siteId" data-field="siteId">`: a field row and its anchor. */
const FIELD_ROW = /<tr id="([^"]+)" data-field="([^"]+)">/g;

export function searchEntries(document: Json, pages: IndexedPage[]): SearchEntry[] {
  const out: SearchEntry[] = [];
  const seenTags = new Set<string>();
  for (const page of pages) {
    if (page.tag && !seenTags.has(page.tag)) {
      seenTags.add(page.tag);
      out.push(['resource', page.tag, 'resource', page.slug]);
    }
    for (const o of page.operations) {
      out.push(['operation', `${o.method} ${o.path}`, `${o.op.summary ?? ''} · ${o.id}`, `${page.slug}#op-${o.id}`]);
    }
    for (const [, rawId, rawPath] of page.main.matchAll(FIELD_ROW)) {
      const id = unescape(rawId!);
      const path = unescape(rawPath!);
      // What lies between the operation and the field's path: `query`, `body`, `201`, `payload`.
      const [owner, ...rest] = id.slice(0, id.length - path.length - 1).split('.');
      const where = rest.map((part) => (/^\d{3}$/.test(part) ? `answer ${part}` : part)).join(' ');
      const name = owner!.replace(/^(op|hook)-/, '');
      out.push(['field', path, where ? `${name} · ${where}` : name, `${page.slug}#${id}`]);
    }
  }
  for (const { code, statuses, operationIds } of errorCatalogue(document)) {
    out.push([
      'error',
      code,
      `${statuses.join(', ')} · ${operationIds.length} operation${operationIds.length === 1 ? '' : 's'}`,
      `errors#code-${code}`,
    ]);
  }
  for (const [name, item] of Object.entries<Json>(document.webhooks ?? {})) {
    const op = item.post ?? Object.values<Json>(item)[0];
    out.push(['event', name, op?.summary ?? 'webhook event', `webhook-events#hook-${name}`]);
  }
  return out;
}
