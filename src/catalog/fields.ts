// The descriptions of the catalogue's fields as the partner document words
// them, declared once for the records and the bodies that
// carry them. The back office publishes the same records in the same words; its
// own answers word a few fields otherwise (admin/schemas.ts).

const ordinal = ['first', 'second', 'third'] as const;

export const PRODUCT = {
  name: "The product's name.",
  metaDescription: 'The meta description shown to search engines; null when none.',
  metaKeywords: 'The meta keywords; null when none.',
  visibility: 'Who sees the product: ALL_USERS, SEGMENTS (users of its segments) or HIDDEN.',
  requiresApproval: 'Whether orders of the product need approval.',
  minQuantity: 'The smallest quantity that can be ordered.',
  maxQuantity: 'The largest quantity that can be ordered; null for no maximum.',
  sku: 'The stock-keeping unit; may be null.',
  /** A variant's choice for each of the product's three attributes. */
  choice: ordinal.map((n) => `The variant's choice for the product's ${n} attribute.`),
  attributeName: (n: (typeof ordinal)[number]) => `The name of the product's ${n} variant attribute; null when unused.`,
  location: 'Where the variant is stocked.',
  imageAlt: 'Alternative text; null when none.',
  sequence: 'Display order (0 where the stored value is null).',
  serviceType: 'STOCK (inventory with variants) or POD (printed on demand, no addressable variant).',
  turnaroundBusinessDays: 'Production turnaround in business days; null when not set.',
  imagePath: 'Stored path of the image (not necessarily a public URL).',
  primary: "Whether this is the product's primary image.",
  attribution: 'Attribution of the image; null when none.',
  vendor: "The template vendor's identifier (always the single supported vendor).",
  templateId: "The template's id at the vendor; null when none.",
  variableName: 'The exact key to send in templateVariables on order submission.',
  displayName: "The variable's display name; null when none.",
  dataType: "The variable's data type, published verbatim from the template vendor (not an enumeration); null when unknown.",
  listItems: 'The allowed values of a list-like variable; null otherwise.',
} as const;

/** A segment list's items (the partner's list and the back office's). */
export const SEGMENTS = "Segments of the user's own site ([] when none).";
