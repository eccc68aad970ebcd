// Back-office schemas for storefront users, their addresses, segments and the
// segment auto-assignment rules.
import { Type } from 'typebox';
import { CONTACT, idString, Nullable } from '../../http/schema-helpers.ts';
import { ADDRESS_KEYS } from '../addresses-repo.ts';
import { ADDRESS_DESCRIPTIONS, renderUserDetail } from '../schemas.ts';
import { USER_FIELDS } from './answers.ts';
import type { UserDetail } from '../service.ts';
import type { SegmentRule } from '../segment-rules.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParam = idString('invalid_request');
export const SiteIdParams = Type.Object({ siteId: IdParam }, { additionalProperties: false });
export const UserIdParams = Type.Object({ userId: IdParam }, { additionalProperties: false });
export const AddressIdParams = Type.Object({ addressId: IdParam }, { additionalProperties: false });
export const RuleIdParams = Type.Object({ ruleId: IdParam }, { additionalProperties: false });

const Text = (maxLength: number, description: string) => Nullable(Type.String({ maxLength }), { description });
const userFields = {
  username: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }), { description: USER_FIELDS.username })),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 320 }), { description: CONTACT.email })),
  firstName: Type.Optional(Text(200, CONTACT.firstName)),
  lastName: Type.Optional(Text(200, CONTACT.lastName)),
  company: Type.Optional(Text(200, CONTACT.company)),
  phone: Type.Optional(Text(50, CONTACT.phone)),
  active: Type.Optional(Type.Boolean({ description: USER_FIELDS.active })),
  divisionId: Type.Optional(Nullable(Id, { description: USER_FIELDS.divisionId })),
  allSegmentsVisible: Type.Optional(Type.Boolean({ description: USER_FIELDS.allSegmentsVisible })),
  ordersRequireApproval: Type.Optional(Type.Boolean({ description: USER_FIELDS.ordersRequireApproval })),
  taxExempt: Type.Optional(Type.Boolean({ description: USER_FIELDS.taxExempt })),
  lastSigninOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }), { description: USER_FIELDS.lastSigninOn })),
};
export const NewUserBody = Type.Object(userFields, {
  additionalProperties: false,
  examples: [
    {
      username: 'riley.chen',
      email: 'riley.chen@example.com',
      firstName: 'Riley',
      lastName: 'Chen',
      allSegmentsVisible: false,
      lastSigninOn: '2026-01-10T09:00:00Z',
    },
  ],
});
export const UserPatchBody = Type.Object(userFields, {
  additionalProperties: false,
  minProperties: 1,
  examples: [{ active: false, taxExempt: true }],
});
export const UserSegmentsBody = Type.Object(
  { segmentIds: Type.Array(Id, { maxItems: 200, description: USER_FIELDS.segmentIds }) },
  { additionalProperties: false, examples: [{ segmentIds: [2] }] },
);
export const NewAddressBody = Type.Object(
  Object.fromEntries(ADDRESS_KEYS.map((k) => [k, Type.Optional(Text(200, ADDRESS_DESCRIPTIONS[k]))])),
  {
    additionalProperties: false,
    examples: [{ addressType: 'SHIP_TO', address1: '1 Main St', city: 'Columbus', zip: '43004', countryCode: 'US', stateCode: 'OH' }],
  },
);
export const NewRuleBody = Type.Object(
  {
    segmentId: Type.Integer({ minimum: 1, maximum: 2147483647, description: "The segment's id." }),
    emailDomain: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', maxLength: 253, description: USER_FIELDS.emailDomain }),
    ),
    divisionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: USER_FIELDS.divisionId })),
  },
  {
    additionalProperties: false,
    examples: [
      { segmentId: 1, emailDomain: 'example.com' },
      { segmentId: 2, divisionId: 2 },
    ],
  },
);

/** The admin view of a user: the UserDetail plus `id`, which older back-office clients read. */
export function renderAdminUser(u: UserDetail) {
  return { id: u.id, ...renderUserDetail(u) };
}

export function renderRule(r: SegmentRule) {
  return { ruleId: r.id, siteId: r.siteId, segmentId: r.segmentId, emailDomain: r.emailDomain, divisionId: r.divisionId };
}
