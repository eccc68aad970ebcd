// Schemas of the submissions back office: a partner's list (its page size
// declared once, used by the schema and the service), the fail body.
import { Type } from 'typebox';
import { bigintIdString, idString, parsedString, withExample } from '../../http/schema-helpers.ts';
import { statusSchema } from '../schemas.ts';

/** The staff list: `limit` defaults to 50; above 200 is refused by the schema (the CLI caps). */
export const ADMIN_SUBMISSION_PAGE = { default: 50, max: 200, overflow: 'capped' } as const;

export const PartnerParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const ListQuery = Type.Object(
  {
    status: Type.Optional(statusSchema()),
    limit: Type.Optional(
      parsedString(
        'int',
        // 1 to ADMIN_SUBMISSION_PAGE.max (200) as digits.
        { pattern: '^([1-9][0-9]?|1[0-9]{2}|200)$' },
        { description: `1 to ${ADMIN_SUBMISSION_PAGE.max}, default ${ADMIN_SUBMISSION_PAGE.default}.` },
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
