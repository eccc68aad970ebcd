// Page sizes of the catalog listings, declared once: the query schemas
// document them and the services apply them.

/** `GET /v1/products` and `GET /v1/sites/{siteId}/products`: above the maximum the page is capped. */
export const PRODUCT_PAGE = { default: 100, max: 500, overflow: 'capped' } as const;
/** `GET /v1/segments`. */
export const SEGMENT_PAGE = { default: 100, max: 500, overflow: 'capped' } as const;
/** The back office lists a site's products and segments whole, up to this many. */
export const ADMIN_LIST_MAX = 10_000;
