// The partner document's field descriptions, in the spec's wording, for the
// fields whose schema does not carry its own: by field name, and by
// `Component.field` or `parent.field` where a name means different things in
// different places (a `name`, a `code`, a `status`). A description written on the
// schema itself always wins; `npm run lint:openapi` requires one on every
// field of the partner document.

/** By field name, wherever it appears. */
export const FIELD_DESCRIPTIONS: Record<string, string> = {
  itemNumber: "The line's item number (the platform's job number; quote it when asking for support).",
  state: 'State or region (a code, resolved within the country).',
  shippingNotes: "Stored as the shipment's internal notes (at most 1000 characters).",
  turnaroundBusinessDays: 'Production turnaround in business days; null when not set.',
  visibility: 'Who sees the product: ALL_USERS, SEGMENTS (users of its segments) or HIDDEN.',
  requiresApproval: 'Whether orders of the product need approval.',
  minQuantity: 'The smallest quantity that can be ordered.',
  maxQuantity: 'The largest quantity that can be ordered; null for no maximum.',
  metaDescription: 'The meta description shown to search engines; null when none.',
  metaKeywords: 'The meta keywords; null when none.',
  serviceType: 'STOCK (inventory with variants) or POD (printed on demand, no addressable variant).',
  sequence: 'Display order (0 where the stored value is null).',
  imageAlt: 'Alternative text; null when none.',
  primary: "Whether this is the product's primary image.",
  location: 'Where the variant is stocked.',
  vendor: "The template vendor's identifier (always the single supported vendor).",
  templateId: "The template's id at the vendor; null when none.",
  displayName: "The variable's display name; null when none.",
  dataType: "The variable's data type, published verbatim from the template vendor (not an enumeration); null when unknown.",
  listItems: 'The allowed values of a list-like variable; null otherwise.',
  imagePath: 'Stored path of the image (not necessarily a public URL).',
  attribution: 'Attribution of the image; null when none.',
  grant_type: 'The grant: client_credentials (or authorization_code for MCP clients).',
  token_endpoint_auth_method: 'How the client authenticates at the token endpoint (none: a public client).',
  response_type: 'Always code.',
  code_challenge_method: 'Always S256.',
  jsonrpc: 'Always 2.0.',
};

/** By `Component.field` or `parent.field`: before the field name's own. */
export const COMPONENT_FIELD_DESCRIPTIONS: Record<string, string> = {
  'variables.name': 'The exact key to send in templateVariables on order submission.',
  'reasons.description': 'What the reason means.',
};
