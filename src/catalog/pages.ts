// The back office's whole-list bound for the catalog (the paged listings'
// sizes are in the one table, src/http/operations/pages.ts).

/** The back office lists a site's products and segments whole, up to this many. */
export const ADMIN_LIST_MAX = 10_000;
