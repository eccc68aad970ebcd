// The back office's division answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { CONTACT, CreatedOn, Nullable, named, SiteIdField, UpdatedOn } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { ADDRESS_FIELDS, type AddressField } from '../repo.ts';
import { DivisionId } from '../schemas.ts';

/** The back office's words for a division's fields (its answers and request bodies). */
export const DIVISION_FIELDS = {
  parentId: 'The parent division (null at the top).',
  active: 'Whether the record is active; inactive records stay listed.',
  taxExempt: 'Whether the user or account is tax exempt (never null).',
  auditSalesTaxForTerms: 'Whether sales tax is audited for orders on terms.',
} as const;

/** A division's stored address, field by field. */
export const DIVISION_ADDRESS: Record<AddressField, string> = {
  ...CONTACT,
  street1: CONTACT.address1,
  street2: CONTACT.address2,
};

export const AdminDivision = named(
  'AdminDivision',
  Type.Object(
    {
      divisionId: DivisionId,
      siteId: SiteIdField,
      name: Type.String({ description: "The division's name." }),
      code: Type.String({ description: "The record's code, unique where the record lives." }),
      parentId: Nullable(Type.Integer(), { description: DIVISION_FIELDS.parentId }),
      active: Type.Boolean({ description: DIVISION_FIELDS.active }),
      taxExempt: Type.Boolean({ description: DIVISION_FIELDS.taxExempt }),
      auditSalesTaxForTerms: Type.Boolean({ description: DIVISION_FIELDS.auditSalesTaxForTerms }),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
      countryCode: Type.Optional(Type.String({ description: 'Only on a site that stores division addresses.' })),
      address: Type.Optional(
        Type.Object(
          Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Nullable(Type.String(), { description: DIVISION_ADDRESS[field] })])),
          {
            ...closed,
            description: 'Only on a site that stores division addresses.',
          },
        ),
      ),
    },
    closed,
  ),
);

export const AdminDivisionList = adminPage('AdminDivision', 'divisions', AdminDivision, { description: 'The page of divisions.' });
