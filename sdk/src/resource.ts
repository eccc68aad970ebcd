// What the generated resource classes (generated/resources.ts) are made of:
// one call of an operation, and every listing as a PageIterator over all its
// pages. Every request of a resource goes through `request`, so a hand-written
// subclass changes how all of its calls answer by overriding that one method
// (TestHelpers turns a host's unknown path into SandboxOnlyError).
import type { ApiResponse, Core, RequestOptions } from './core.ts';
import { PageIterator } from './pagination.ts';

/** A path parameter, encoded for its segment. */
export const id = (n: number | string): string => encodeURIComponent(String(n));

export abstract class Resource {
  constructor(protected readonly core: Core) {}

  protected request<T>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.core.request<T>(method, path, options);
  }

  /** One call: the answer's body. */
  protected async call<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    return (await this.request<T>(method, path, options)).data;
  }

  /**
   * One listing: `key` names the page's array, followed by `nextCursor`. The query's `cursor` is where the walk
   * starts; each later page's is the one the previous page handed back.
   */
  protected pages<T>(path: string, key: string, query: { cursor?: string }): PageIterator<T> {
    const { cursor: start, ...filters } = query as Record<string, string | number | boolean | undefined>;
    return new PageIterator(
      async (cursor) => {
        const { data } = await this.request<Record<string, unknown>>('GET', path, { query: { ...filters, cursor } });
        return { items: data[key] as T[], nextCursor: data.nextCursor as string | null };
      },
      start as string | undefined,
    );
  }
}
