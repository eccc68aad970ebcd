// The back-office document's field descriptions, for the fields whose schema
// does not carry its own: the partner glossary's (partner-fields.ts) where a
// name means the same, then the back office's own, by field name, by
// `parent.field`, or by `/path.field` for an operation's top-level fields
// where a name means different things on different routes (a `name`, a
// `status`, a `kind`). A description written on the schema itself always
// wins; `npm run lint:openapi` requires one on every field of both documents.
import { COMPONENT_FIELD_DESCRIPTIONS, FIELD_DESCRIPTIONS } from './partner-fields.ts';

/** By field name, wherever it appears in the back-office document. */
export const ADMIN_FIELD_DESCRIPTIONS: Record<string, string> = {
  ...FIELD_DESCRIPTIONS,
  visibility: 'Who on the site sees the product: ALL_USERS, SEGMENTS (members of its segments) or HIDDEN.',
  requiresApproval: 'Whether orders of the product wait for an approver.',
  metaDescription: "The product page's meta description.",
  metaKeywords: "The product page's meta keywords.",
  minQuantity: 'The smallest quantity an order line may ask for.',
  maxQuantity: 'The largest quantity an order line may ask for; null for no limit.',
  tier: "The partner's rate-limit tier: trial, standard or enterprise.",
  serviceType: 'STOCK (held in inventory, has variants) or POD (printed on demand).',
  turnaroundBusinessDays: 'Business days from approval to shipment.',
  location: 'Where the variant is stored in the warehouse.',
  sequence: 'The position among the product images (0 first).',
  primary: 'Whether this is the primary image of the product (exactly one is).',
  imageAlt: 'The alternative text of the image.',
  vendor: 'The template vendor.',
  templateId: "The vendor's template id.",
  imagePath: "The image's storage path.",
  attribution: 'The credit line of the image.',
  displayName: 'The name shown to users.',
  dataType: 'The type of value the variable takes.',
  listItems: 'The choices of a list variable.',
  shippingNotes: 'Notes for the carrier.',
};

/** By `parent.field` or `/path.field` (an operation's top-level field), where a name means something else there. */
export const ADMIN_COMPONENT_FIELD_DESCRIPTIONS: Record<string, string> = {
  ...COMPONENT_FIELD_DESCRIPTIONS,
  '/admin/fulfilment-centres/{centreId}/services.kind': 'carrier (rated by a carrier) or custom (a fixed option of the site).',
  'variables.name': 'The exact key sent in templateVariables on order submission.',
  // The back office's answers (src/http/openapi/admin-answers.ts).
};
