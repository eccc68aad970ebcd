// The back office's user answers as published (src/http/openapi/admin-answers.ts).
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

const AdminUser = named(
  'AdminUser',
  Type.Object(
    {
      id: Type.Integer({ description: 'The same as userId.' }),
      userId: Type.Integer(),
      siteId: Type.Integer(),
      username: Type.String(),
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
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
const AdminAddress = named(
  'AdminAddress',
  Type.Object(
    {
      id: Type.Integer(),
      siteId: Type.Integer(),
      addressType: Type.String(),
      company: Nullable(Type.String()),
      firstName: Nullable(Type.String()),
      lastName: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      address1: Type.String(),
      address2: Nullable(Type.String()),
      city: Type.String(),
      zip: Type.String(),
      country: Nullable(Type.String()),
      countryCode: Type.String(),
      state: Nullable(Type.String()),
      stateCode: Type.String(),
    },
    closed,
  ),
);
const AdminSegmentRule = named(
  'AdminSegmentRule',
  Type.Object(
    {
      ruleId: Type.Integer(),
      siteId: Type.Integer(),
      segmentId: Type.Integer(),
      emailDomain: Nullable(Type.String()),
      divisionId: Nullable(Type.Integer()),
    },
    closed,
  ),
);

export const USER_ANSWERS = {
  usersCreate: AdminUser,
  usersShow: AdminUser,
  usersUpdate: AdminUser,
  usersSetSegments: AdminUser,
  usersAddressesList: adminPage('AdminAddress', 'addresses', AdminAddress),
  usersAddressesAdd: AdminAddress,
  usersSegmentRulesList: adminPage('AdminSegmentRule', 'rules', AdminSegmentRule),
  usersSegmentRulesAdd: AdminSegmentRule,
};
