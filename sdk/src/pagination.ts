// Keyset pagination (spec, "Cross-cutting conventions" 3): pass `nextCursor`
// back exactly as received, and stop only on `nextCursor: null` — an empty
// page with a cursor is not the end.

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Every record of a listing, page after page: `for await (const x of list)`; `.pages()` for whole pages. A walk
 * starts at `start` (a `nextCursor` kept from an earlier walk, to resume it after a restart) or, without one, at
 * the first page; each iteration starts there again.
 */
export class PageIterator<T> implements AsyncIterable<T> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
    private readonly start?: string,
  ) {}

  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let cursor = this.start;
    const seen = new Set<string>(cursor === undefined ? [] : [cursor]);
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (page.nextCursor === null || page.nextCursor === undefined) return;
      // A cursor handed back twice would loop for ever: a broken listing, said loudly.
      if (seen.has(page.nextCursor)) throw new Error(`the listing returned the cursor ${page.nextCursor} twice`);
      seen.add(page.nextCursor);
      cursor = page.nextCursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Collects every record (mind the size of what you list). */
  async toArray(): Promise<T[]> {
    const all: T[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}
