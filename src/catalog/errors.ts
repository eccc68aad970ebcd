// The catalog's problems, one factory per case with its wording: throw sites
// pass values, not sentences.
import { notFound } from '../errors/back-office.ts';
import { problem } from '../errors/catalogue.ts';

export const catalogErrors = {
  // Reads
  productNotFound: () => problem('product_not_found', 'No such product.'),
  templateNotFound: () => problem('template_not_found', 'The product has no usable template.'),
  updatedSinceNotSupported: () =>
    problem('updated_since_not_supported', 'updatedSince is not supported: no change-polling mechanism exists.'),
  searchNotAvailable: () => problem('search_not_available', 'Product search is not available in this environment.'),
  emptySearch: () => problem('invalid_query', 'q must not be empty or whitespace.'),
  searchNeedsSite: () => problem('site_id_required_for_search', 'q requires siteId.'),
  searchWithCursor: () =>
    problem('cursor_not_supported_with_search', 'q cannot be combined with cursor: a search returns one ranked page.'),

  // Quote
  noPrice: () => problem('quote_product_not_found', 'The product has no price configured.'),
  belowMinimum: (quantity: number, minimum: number) =>
    problem('quote_invalid', `Quantity ${quantity} is below the minimum order quantity of ${minimum}.`),
  aboveMaximum: (quantity: number, maximum: number) =>
    problem('quote_invalid', `Quantity ${quantity} is above the maximum order quantity of ${maximum}.`),
  belowSmallestTier: (quantity: number, lowest: number) =>
    problem('quote_invalid', `Quantity ${quantity} is below the smallest priced quantity of ${lowest}.`),

  // Partner writes
  overrideDisplayOnOwned: () => problem('invalid_product_patch', 'overrideDisplay applies only to shared (SLS_) products.'),
  masterOnlyField: (field: string) =>
    problem('invalid_product_patch', `${field} belongs to the master product and is not writable through a share (SLS_).`),
  nullBackfillsMaster: (field: string) =>
    problem(
      'sls_null_backfills_master',
      `${field}: null on a shared product would copy the master's value into the share; send a value, or overrideDisplay: false to inherit.`,
    ),
  inheritWithDisplayFields: () =>
    problem(
      'invalid_product_patch',
      'overrideDisplay: false restores inheritance and cannot be combined with description, metaDescription or metaKeywords.',
    ),
  podOnlyField: (field: string, serviceType: string) =>
    problem('unsupported_field_for_service_type', `${field} applies only to POD products; this product is ${serviceType}.`),
  quantityRange: (code: 'invalid_product_patch' | 'invalid_request', minQuantity: number, maxQuantity: number) =>
    problem(code, `minQuantity (${minQuantity}) cannot exceed maxQuantity (${maxQuantity}).`),
  variantThroughShare: () =>
    problem(
      'variant_not_site_addressable',
      'Variants of a shared (SLS_) product are managed on its master product and cannot be written through the share.',
    ),
  podHasNoVariants: () => problem('invalid_variant_id', 'A POD product has no addressable variants.'),
  notAVariantOfProduct: (variantId: string) => problem('invalid_variant_id', `Variant ${variantId} is not a variant of this product.`),
  readOnlyImageField: (field: string) => problem('invalid_image_patch', `${field} is read-only and cannot be written.`),
  demotePrimary: () => problem('invalid_image_patch', 'primary: only true is accepted; make another image primary to demote this one.'),
  imageThroughShare: () =>
    problem(
      'invalid_image_patch',
      'Images of a shared (SLS_) product are managed on its master product and cannot be written through the share.',
    ),
  imageNotFound: () => problem('image_not_found', 'No such image on this product.'),
  foreignSegments: (ids: number[]) => problem('invalid_segment_ids', `Not segments of the product's site: ${ids.join(', ')}.`),

  // Template vendor
  templateServiceSilent: () => problem('service_unavailable', 'The template service did not answer; retry with backoff.'),
  templateServiceFailed: () => problem('service_unavailable', 'The template service failed; retry with backoff.'),
  templateServiceUnreadable: () => problem('service_unavailable', 'The template service answered with an unreadable document.'),

  // Back office
  notFound: (what: 'product' | 'share' | 'site' | 'variant' | 'image' | 'segment', id: string | number) => notFound(what, id),
  notOfKind: (productId: string, kind: 'SLO' | 'SLS') =>
    problem(
      'invalid_request',
      kind === 'SLO' ? `${productId} is not an owned product (SLO_); edit the master product.` : `${productId} is not a share (SLS_).`,
    ),
  shareIntoOwnSite: () => problem('invalid_request', 'A product cannot be shared into its own site.'),
  variantsOnlyOnStock: () => problem('unsupported_field_for_service_type', 'Only STOCK products have variants.'),
  duplicateTierMinimum: () => problem('invalid_request', 'Each tier needs a distinct minQuantity.'),
  segmentsNotOfSite: (siteId: number, ids: number[]) => problem('invalid_request', `Not segments of site ${siteId}: ${ids.join(', ')}.`),
};
