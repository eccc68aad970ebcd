// The back office's user answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { CONTACT, CreatedOn, DateTime, Nullable, named, SiteIdField, UpdatedOn } from '../../http/schema-helpers.ts';
import { addressFields } from '../schemas.ts';

/** The back office's words for a user's fields (its answers and request bodies). */
export const USER_FIELDS = {
  username: "The user's sign-in name.",
  active: 'Whether the record is active; inactive records stay listed.',
  divisionId: "The division's id (null where the record has none).",
  lastSigninOn: 'When the user last signed in (ISO 8601 UTC); null if never.',
  ordersRequireApproval: "Whether the user's orders wait for an approver.",
  allSegmentsVisible: 'Whether the user sees the products of every segment.',
  taxExempt: 'Whether the user or account is tax exempt (never null).',
  emailDomain: 'The email domain whose users join the segment.',
  segmentIds: 'The segments, by id.',
} as const;
const SegmentId = Type.Integer({ description: "The segment's id." });
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminUser = named(
  'AdminUser',
  Type.Object(
    {
      id: Type.Integer({ description: 'The same as userId.' }),
      userId: Type.Integer({ description: "The user's id." }),
      siteId: SiteIdField,
      username: Nullable(Type.String(), { description: USER_FIELDS.username }),
      email: Nullable(Type.String(), { description: CONTACT.email }),
      firstName: Nullable(Type.String(), { description: CONTACT.firstName }),
      lastName: Nullable(Type.String(), { description: CONTACT.lastName }),
      company: Nullable(Type.String(), { description: CONTACT.company }),
      phone: Nullable(Type.String(), { description: CONTACT.phone }),
      active: Type.Boolean({ description: USER_FIELDS.active }),
      divisionId: Nullable(Type.Integer(), { description: USER_FIELDS.divisionId }),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
      lastSigninOn: Nullable(DateTime, { description: USER_FIELDS.lastSigninOn }),
      ordersRequireApproval: Type.Boolean({ description: USER_FIELDS.ordersRequireApproval }),
      allSegmentsVisible: Type.Boolean({ description: USER_FIELDS.allSegmentsVisible }),
      taxExempt: Type.Boolean({ description: USER_FIELDS.taxExempt }),
      segments: Type.Array(
        Type.Object(
          {
            segmentId: SegmentId,
            name: Type.String({ description: "The segment's name." }),
            autoAssigned: Type.Boolean({ description: 'True when a site rule assigned the segment.' }),
          },
          closed,
        ),
        { description: "Segments of the user's own site ([] when none)." },
      ),
    },
    closed,
  ),
);
export const AdminAddress = named(
  'AdminAddress',
  Type.Object(
    {
      id: Type.Integer({ description: "The record's id." }),
      siteId: SiteIdField,
      ...addressFields,
    },
    closed,
  ),
);
export const AdminSegmentRule = named(
  'AdminSegmentRule',
  Type.Object(
    {
      ruleId: Type.Integer({ description: "The segment rule's id." }),
      siteId: SiteIdField,
      segmentId: SegmentId,
      emailDomain: Nullable(Type.String(), { description: USER_FIELDS.emailDomain }),
      divisionId: Nullable(Type.Integer(), { description: USER_FIELDS.divisionId }),
    },
    closed,
  ),
);

export const AdminAddressList = adminPage('AdminAddress', 'addresses', AdminAddress, { description: 'The page of saved addresses.' });
export const AdminSegmentRuleList = adminPage('AdminSegmentRule', 'rules', AdminSegmentRule, { description: "The site's segment rules." });
