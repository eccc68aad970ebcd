// Fields that the order resources (orders, lines, shipments, proofs,
// artwork, submissions and their back-office answers) publish with one
// meaning, declared once with their description so the documents cannot word one field two ways. A field
// that means something else in one place says so with its own description.
import { Type } from 'typebox';

/** A record's `orderNumber`. */
export const OrderNumberField = Type.Integer({ description: "The order's number." });
/** What a record's `itemNumber` names: the line it is about. */
export const ITEM_NUMBER = "The line's item number (the platform's job number; quote it when asking for support).";
export const ItemNumberField = Type.Integer({ description: ITEM_NUMBER });
/** A record's `projectId`. */
export const ProjectIdField = Type.Integer({ description: 'The platform project the order belongs to.' });

/** An order address's `name`: the person the order goes to (the other address fields: CONTACT, schema-helpers.ts). */
export const RECIPIENT = 'Recipient name.';

/** The descriptions of the shipping choices an order carries (as submitted, and on the order). */
export const SHIPPING = {
  provider:
    'Carrier hint, matched case-insensitively against enabled services; blank or unrecognised falls back to the site default (at most 100 characters).',
  method:
    'Shipping method, matched against custom options or enabled carrier services; blank or unrecognised falls back to the site default (at most 100 characters).',
} as const;

/** The descriptions of a line's fields shared by the line as submitted and as read. */
export const LINE = {
  sku: 'The stock-keeping unit; may be null.',
  jobName: 'The customer-facing name of the line, as submitted (at most 200 characters).',
  quantity: "The line's quantity.",
  partnerLineId:
    "The partner's id of the line: unique within the request, printable ASCII, at most 100 characters; echoed on the order's lines.",
} as const;
