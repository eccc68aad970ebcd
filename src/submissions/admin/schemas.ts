// Schemas of the submissions back office: a partner's list (its page size
// declared once, used by the schema and the service), the fail body.
import { Type } from 'typebox';
import { bigintIdString, idString, parsedString, withExample } from '../../http/schema-helpers.ts';
import { statusSchema } from '../schemas.ts';
import { PAGES, pageLimitPattern } from '../../http/operations/pages.ts';

export const PartnerParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const ListQuery = Type.Object(
  {
    status: Type.Optional(statusSchema()),
    limit: Type.Optional(
      parsedString(
        'int',
        { pattern: pageLimitPattern(PAGES.adminSubmissions) },
        { description: `1 to ${PAGES.adminSubmissions.max}, default ${PAGES.adminSubmissions.default}.` },
      ),
    ),
    before: Type.Optional(bigintIdString('invalid_request', 'Only submissions older than this listing position (`seq` of the last row).')),
  },
  { additionalProperties: false },
);
export const FailBody = withExample(
  Type.Object(
    { detail: Type.String({ minLength: 1, maxLength: 1000, description: 'Why the submission failed, in words.' }) },
    { additionalProperties: false },
  ),
  {
    detail: "Cancelled at the partner's request.",
  },
);

/** The cross-partner list (the console's failed and stuck submissions): the partner list's filters, the partner optional. */
export const AllListQuery = Type.Object(
  { partnerId: Type.Optional(idString('invalid_request')), ...ListQuery.properties },
  { additionalProperties: false },
);
