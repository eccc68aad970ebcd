// Partner-facing catalog reads: product listing and search, detail with
// variants, images, the template (asked of the vendor live), product quote
// and segments. Writes live in writes/service.ts.
import type { Db } from '../db/transaction.ts';
import { pageLimit, type CursorCodec, type Page } from '../http/cursor.ts';
import type { Caller } from '../access/caller.ts';
import { requireSiteInPath, sitesInScope } from '../access/tenancy.ts';
import type { ProductRef } from './ids.ts';
import { CatalogRepo, type ImageRecord, type ProductDetail, type ProductRecord, type SegmentRecord } from './repo.ts';
import { quoteProduct, type Quote } from './rules.ts';
import type { TemplateDocument, TemplateVendor } from './templates.ts';
import { catalogErrors } from './errors.ts';
import { httpErrors } from '../http/errors.ts';
import { PAGES } from '../http/operations/pages.ts';

export interface ProductListQuery {
  siteId?: number;
  serviceType?: string;
  q?: string;
  cursor?: string;
  limit?: number;
  updatedSince?: string;
}

export interface CatalogServiceOptions {
  searchEnabled: boolean;
}

export class CatalogService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
    private readonly templates: TemplateVendor,
    private readonly options: CatalogServiceOptions,
  ) {}

  /**
   * `GET /v1/products` (no `pathSiteId`) and `GET /v1/sites/{siteId}/products`.
   * Query rules first (400), then the path site (404 `site_not_found`).
   */
  async listProducts(caller: Caller, query: ProductListQuery, pathSiteId?: number): Promise<Page<ProductRecord>> {
    if (query.updatedSince !== undefined) {
      throw catalogErrors.updatedSinceNotSupported();
    }
    const siteIds = pathSiteId === undefined ? sitesInScope(caller, query.siteId) : undefined;
    if (query.q !== undefined) {
      if (!this.options.searchEnabled) throw catalogErrors.searchNotAvailable();
      if (query.q.trim() === '') throw catalogErrors.emptySearch();
      if (pathSiteId === undefined && query.siteId === undefined) throw catalogErrors.searchNeedsSite();
      if (query.cursor !== undefined) throw catalogErrors.searchWithCursor();
    }
    const scope = siteIds ?? [requireSiteInPath(caller, pathSiteId!)];
    const route = pathSiteId === undefined ? 'products.list' : 'sites.products.list';
    const filters = { siteId: pathSiteId ?? query.siteId, serviceType: query.serviceType };
    const limit = pageLimit(query.limit, PAGES.products);
    const repo = new CatalogRepo(this.db);
    if (query.q !== undefined) {
      const items = await repo.listProducts({ siteIds: scope, serviceType: query.serviceType, search: query.q.trim(), limit });
      return { items, nextCursor: null };
    }
    const afterId = query.cursor === undefined ? undefined : String(this.cursors.decode(route, filters, query.cursor)[0]);
    if (afterId !== undefined && !/^[1-9][0-9]{0,18}$/.test(afterId)) throw httpErrors.invalidCursor();
    const rows = await repo.listProducts({ siteIds: scope, serviceType: query.serviceType, afterId, limit: limit + 1 });
    return this.cursors.page(rows, limit, route, filters, (p) => [p.id]);
  }

  /** The product as the caller sees it; another partner's or an ungranted site's product is 404 like a missing one. */
  async requireProduct(caller: Caller, ref: ProductRef): Promise<ProductRecord> {
    const product = await new CatalogRepo(this.db).findProduct(caller.grantedSiteIds, ref);
    if (!product) throw catalogErrors.productNotFound();
    return product;
  }

  async getProduct(caller: Caller, ref: ProductRef): Promise<ProductDetail> {
    const detail = await new CatalogRepo(this.db).findProductDetail(caller.grantedSiteIds, ref);
    if (!detail) throw catalogErrors.productNotFound();
    return detail;
  }

  async images(caller: Caller, ref: ProductRef): Promise<ImageRecord[]> {
    const product = await this.requireProduct(caller, ref);
    return new CatalogRepo(this.db).images(product.masterId);
  }

  /**
   * The template record, asked of the vendor on every call. Not templated, a
   * legacy (unsupported) vendor, no document configured, or a document the
   * vendor does not have: all 404 `template_not_found` alike.
   */
  async template(caller: Caller, ref: ProductRef): Promise<{ vendor: string } & TemplateDocument> {
    const product = await this.requireProduct(caller, ref);
    if (product.artworkSource !== 'TEMPLATE') throw catalogErrors.templateNotFound();
    const configured = await new CatalogRepo(this.db).template(product.masterId);
    if (!configured || configured.vendor !== this.templates.id || !configured.templateId) throw catalogErrors.templateNotFound();
    const document = await this.templates.fetchTemplate(configured.templateId);
    if (!document) throw catalogErrors.templateNotFound();
    return { vendor: this.templates.id, templateId: document.templateId, variables: document.variables };
  }

  async quote(caller: Caller, ref: ProductRef, quantity: number): Promise<{ product: ProductRecord; quote: Quote }> {
    const product = await this.requireProduct(caller, ref);
    const tiers = await new CatalogRepo(this.db).priceTiers(product.masterId);
    return { product, quote: quoteProduct(product, tiers, quantity) };
  }

  async listSegments(caller: Caller, query: { siteId?: number; cursor?: string; limit?: number }): Promise<Page<SegmentRecord>> {
    const siteIds = sitesInScope(caller, query.siteId);
    const filters = { siteId: query.siteId };
    const limit = pageLimit(query.limit, PAGES.segments);
    const after = query.cursor === undefined ? undefined : this.cursors.decode('segments.list', filters, query.cursor)[0];
    if (after !== undefined && typeof after !== 'number') throw httpErrors.invalidCursor();
    const rows = await new CatalogRepo(this.db).listSegments(siteIds, after, limit + 1);
    return this.cursors.page(rows, limit, 'segments.list', filters, (s) => [s.id]);
  }
}
