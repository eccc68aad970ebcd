// The reference sites as a reader walks them: the index at `<base>/reference`,
// then every page it links to (one per resource, their parts, the webhook
// events, the errors), each fetched through HTTP.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

export interface ReferencePages {
  index: string;
  /** By URL path, in the order the index links them. */
  pages: Map<string, string>;
}

export async function referencePages(app: FastifyInstance, base: string): Promise<ReferencePages> {
  const index = await app.inject({ method: 'GET', url: `${base}/reference` });
  assert.equal(index.statusCode, 200, `${base}/reference`);
  const urls = new Set<string>();
  const pages = new Map<string, string>();
  const follow = (html: string) => {
    for (const [, url] of html.matchAll(new RegExp(`href="(${base}/reference/[a-z0-9-]+)`, 'g'))) urls.add(url!);
  };
  follow(index.body);
  // Parts of a resource link each other: follow until no new page shows up (a few dozen at most).
  for (let round = 0; round < 5 && pages.size < urls.size; round++) {
    for (const url of urls) {
      if (pages.has(url)) continue;
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      pages.set(url, res.body);
      follow(res.body);
    }
  }
  return { index: index.body, pages };
}

/** Every page's main part, one after the other: what the single page used to hold. */
export function allPages(reference: ReferencePages): string {
  return [...reference.pages.values()].map((html) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'))).join('\n');
}
