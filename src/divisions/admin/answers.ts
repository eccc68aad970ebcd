// The back office's division answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { ADDRESS_FIELDS } from '../repo.ts';

export const AdminDivision = named(
  'AdminDivision',
  Type.Object(
    {
      divisionId: Type.Integer(),
      siteId: Type.Integer(),
      name: Type.String(),
      code: Type.String(),
      parentId: Nullable(Type.Integer()),
      active: Type.Boolean(),
      taxExempt: Type.Boolean(),
      auditSalesTaxForTerms: Type.Boolean(),
      createdOn: DateTime,
      updatedOn: DateTime,
      countryCode: Type.Optional(Type.String({ description: 'Only on a site that stores division addresses.' })),
      address: Type.Optional(
        Type.Object(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Nullable(Type.String())])), {
          ...closed,
          description: 'Only on a site that stores division addresses.',
        }),
      ),
    },
    closed,
  ),
);

export const AdminDivisionList = adminPage('AdminDivision', 'divisions', AdminDivision);
