// The back office's user answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminUser = named(
  'AdminUser',
  Type.Object(
    {
      id: Type.Integer({ description: 'The same as userId.' }),
      userId: Type.Integer(),
      siteId: Type.Integer(),
      username: Nullable(Type.String()),
      email: Nullable(Type.String()),
      firstName: Nullable(Type.String()),
      lastName: Nullable(Type.String()),
      company: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      active: Type.Boolean(),
      divisionId: Nullable(Type.Integer()),
      createdOn: DateTime,
      updatedOn: DateTime,
      lastSigninOn: Nullable(DateTime),
      ordersRequireApproval: Type.Boolean(),
      allSegmentsVisible: Type.Boolean(),
      taxExempt: Type.Boolean(),
      segments: Type.Array(Type.Object({ segmentId: Type.Integer(), name: Type.String(), autoAssigned: Type.Boolean() }, closed)),
    },
    closed,
  ),
);
export const AdminAddress = named(
  'AdminAddress',
  Type.Object(
    {
      id: Type.Integer(),
      siteId: Type.Integer(),
      addressType: Nullable(Type.String()),
      company: Nullable(Type.String()),
      firstName: Nullable(Type.String()),
      lastName: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      address1: Nullable(Type.String()),
      address2: Nullable(Type.String()),
      city: Nullable(Type.String()),
      zip: Nullable(Type.String()),
      country: Nullable(Type.String()),
      countryCode: Nullable(Type.String()),
      state: Nullable(Type.String()),
      stateCode: Nullable(Type.String()),
    },
    closed,
  ),
);
export const AdminSegmentRule = named(
  'AdminSegmentRule',
  Type.Object(
    {
      ruleId: Type.Integer({ description: "The segment rule's id." }),
      siteId: Type.Integer(),
      segmentId: Type.Integer(),
      emailDomain: Nullable(Type.String()),
      divisionId: Nullable(Type.Integer()),
    },
    closed,
  ),
);

export const AdminAddressList = adminPage('AdminAddress', 'addresses', AdminAddress);
export const AdminSegmentRuleList = adminPage('AdminSegmentRule', 'rules', AdminSegmentRule);
