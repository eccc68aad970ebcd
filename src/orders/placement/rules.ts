// The line rules of an intake that both the POST /v1/orders checks (a 400
// before anything is stored) and the placement (a rejection) apply, each
// written once: the product is in the site's product list, and a STOCK
// product takes a variantId while a POD product takes none. The callers
// word the outcome for their surface.
export type LineProductRule = 'not_on_site' | 'variant_required' | 'variant_superfluous';

/**
 * Which rule the line breaks, or null. `product` is the line's product as
 * found on the site (undefined: not in its product list).
 */
export function lineProductRule(product: { serviceType: string } | undefined, variantGiven: boolean): LineProductRule | null {
  if (!product) return 'not_on_site';
  if (product.serviceType === 'STOCK' && !variantGiven) return 'variant_required';
  if (product.serviceType === 'POD' && variantGiven) return 'variant_superfluous';
  return null;
}

/** The field a broken rule is about. */
export function ruleField(rule: LineProductRule): 'productId' | 'variantId' {
  return rule === 'not_on_site' ? 'productId' : 'variantId';
}
