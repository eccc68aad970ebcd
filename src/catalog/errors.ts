// The catalog's problems, one factory per case with its wording: throw sites
// pass values, not sentences.
import { notFound } from '../errors/back-office.ts';
import { entriesOf, fieldProblem, inBody, inPath, inQuery, problem } from '../errors/catalogue.ts';

export const catalogErrors = {
  // Reads
  productNotFound: () => problem('product_not_found', 'No such product.'),
  templateNotFound: () => problem('template_not_found', 'The product has no usable template.'),
  updatedSinceNotSupported: () =>
    fieldProblem(
      'updated_since_not_supported',
      'updatedSince is not supported: no change-polling mechanism exists.',
      inQuery('updatedSince'),
    ),
  searchNotAvailable: () => problem('search_not_available', 'Product search is not available in this environment.'),
  emptySearch: () => fieldProblem('invalid_query', 'q must not be empty or whitespace.', inQuery('q')),
  searchNeedsSite: () => fieldProblem('site_id_required_for_search', 'q requires siteId.', inQuery('siteId')),
  searchWithCursor: () =>
    fieldProblem(
      'cursor_not_supported_with_search',
      'q cannot be combined with cursor: a search returns one ranked page.',
      inQuery('cursor'),
    ),

  // Quote
  noPrice: () => problem('quote_product_not_found', 'The product has no price configured.'),
  belowMinimum: (quantity: number, minimum: number) =>
    fieldProblem('quote_invalid', `Quantity ${quantity} is below the minimum order quantity of ${minimum}.`, inBody('quantity')),
  aboveMaximum: (quantity: number, maximum: number) =>
    fieldProblem('quote_invalid', `Quantity ${quantity} is above the maximum order quantity of ${maximum}.`, inBody('quantity')),
  belowSmallestTier: (quantity: number, lowest: number) =>
    fieldProblem('quote_invalid', `Quantity ${quantity} is below the smallest priced quantity of ${lowest}.`, inBody('quantity')),

  // Partner writes
  overrideDisplayOnOwned: () =>
    fieldProblem('invalid_product_patch', 'overrideDisplay applies only to shared (SLS_) products.', inBody('overrideDisplay')),
  masterOnlyField: (field: string) =>
    fieldProblem(
      'invalid_product_patch',
      `${field} belongs to the master product and is not writable through a share (SLS_).`,
      inBody(field),
    ),
  nullBackfillsMaster: (field: string) =>
    fieldProblem(
      'sls_null_backfills_master',
      `${field}: null on a shared product would copy the master's value into the share; send a value, or overrideDisplay: false to inherit.`,
      inBody(field),
    ),
  /** `given`: the display fields sent beside `overrideDisplay: false`. */
  inheritWithDisplayFields: (given: readonly string[]) =>
    fieldProblem(
      'invalid_product_patch',
      'overrideDisplay: false restores inheritance and cannot be combined with description, metaDescription or metaKeywords.',
      inBody('overrideDisplay'),
      ...given.map((field) => inBody(field)),
    ),
  podOnlyField: (field: string, serviceType: string) =>
    fieldProblem(
      'unsupported_field_for_service_type',
      `${field} applies only to POD products; this product is ${serviceType}.`,
      inBody(field),
    ),
  quantityRange: (code: 'invalid_product_patch' | 'invalid_request', minQuantity: number, maxQuantity: number) =>
    fieldProblem(
      code,
      `minQuantity (${minQuantity}) cannot exceed maxQuantity (${maxQuantity}).`,
      inBody('minQuantity'),
      inBody('maxQuantity'),
    ),
  variantThroughShare: () =>
    fieldProblem(
      'variant_not_site_addressable',
      'Variants of a shared (SLS_) product are managed on its master product and cannot be written through the share.',
      inPath('productId'),
    ),
  podHasNoVariants: () => fieldProblem('invalid_variant_id', 'A POD product has no addressable variants.', inPath('variantId')),
  notAVariantOfProduct: (variantId: string) =>
    fieldProblem('invalid_variant_id', `Variant ${variantId} is not a variant of this product.`, inPath('variantId')),
  readOnlyImageField: (field: string) => fieldProblem('invalid_image_patch', `${field} is read-only and cannot be written.`, inBody(field)),
  demotePrimary: () =>
    fieldProblem(
      'invalid_image_patch',
      'primary: only true is accepted; make another image primary to demote this one.',
      inBody('primary'),
    ),
  /** The back office's wording of `demotePrimary`, under its own code. */
  adminDemotePrimary: () =>
    fieldProblem('invalid_request', 'primary: only true is accepted; make another image primary to demote this one.', inBody('primary')),
  imageThroughShare: () =>
    fieldProblem(
      'invalid_image_patch',
      'Images of a shared (SLS_) product are managed on its master product and cannot be written through the share.',
      inPath('productId'),
    ),
  imageNotFound: () => problem('image_not_found', 'No such image on this product.'),
  /** `given`: the body's segmentIds; each foreign one is named. */
  foreignSegments: (ids: number[], given: readonly number[]) =>
    fieldProblem('invalid_segment_ids', `Not segments of the product's site: ${ids.join(', ')}.`, ...entriesOf('segmentIds', given, ids)),

  // Template vendor
  templateServiceSilent: () => problem('service_unavailable', 'The template service did not answer; retry with backoff.'),
  templateServiceFailed: () => problem('service_unavailable', 'The template service failed; retry with backoff.'),
  templateServiceUnreadable: () => problem('service_unavailable', 'The template service answered with an unreadable document.'),

  // Back office
  notFound: (what: 'product' | 'share' | 'site' | 'variant' | 'image' | 'segment', id: string | number) => notFound(what, id),
  notOfKind: (productId: string, kind: 'SLO' | 'SLS') =>
    fieldProblem(
      'invalid_request',
      kind === 'SLO' ? `${productId} is not an owned product (SLO_); edit the master product.` : `${productId} is not a share (SLS_).`,
      inPath('productId'),
    ),
  shareIntoOwnSite: () => fieldProblem('invalid_request', 'A product cannot be shared into its own site.', inBody('siteId')),
  variantsOnlyOnStock: () => fieldProblem('unsupported_field_for_service_type', 'Only STOCK products have variants.', inPath('productId')),
  /** `index`: the tier repeating an earlier one's minQuantity. */
  duplicateTierMinimum: (index: number) =>
    fieldProblem('invalid_request', 'Each tier needs a distinct minQuantity.', inBody('tiers', index, 'minQuantity')),
  /** `given`: the body's segmentIds; each foreign one is named. */
  segmentsNotOfSite: (siteId: number, ids: number[], given: readonly number[]) =>
    fieldProblem('invalid_request', `Not segments of site ${siteId}: ${ids.join(', ')}.`, ...entriesOf('segmentIds', given, ids)),
};
