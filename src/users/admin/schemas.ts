// Back-office schemas for storefront users, their addresses, segments and the
// segment auto-assignment rules.
import { Type } from 'typebox';
import { idString, Nullable } from '../../http/schema-helpers.ts';
import { ADDRESS_KEYS } from '../addresses-repo.ts';
import { renderUserDetail } from '../schemas.ts';
import type { UserDetail } from '../service.ts';
import type { SegmentRule } from '../segment-rules.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParam = idString('invalid_request');
export const SiteIdParams = Type.Object({ siteId: IdParam }, { additionalProperties: false });
export const UserIdParams = Type.Object({ userId: IdParam }, { additionalProperties: false });
export const AddressIdParams = Type.Object({ addressId: IdParam }, { additionalProperties: false });
export const RuleIdParams = Type.Object({ ruleId: IdParam }, { additionalProperties: false });

const Text = (maxLength: number) => Nullable(Type.String({ maxLength }));
const userFields = {
  username: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 320 }))),
  firstName: Type.Optional(Text(200)),
  lastName: Type.Optional(Text(200)),
  company: Type.Optional(Text(200)),
  phone: Type.Optional(Text(50)),
  active: Type.Optional(Type.Boolean()),
  divisionId: Type.Optional(Nullable(Id)),
  allSegmentsVisible: Type.Optional(Type.Boolean()),
  ordersRequireApproval: Type.Optional(Type.Boolean()),
  taxExempt: Type.Optional(Type.Boolean()),
  lastSigninOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
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
  { segmentIds: Type.Array(Id, { maxItems: 200 }) },
  { additionalProperties: false, examples: [{ segmentIds: [2] }] },
);
export const NewAddressBody = Type.Object(Object.fromEntries(ADDRESS_KEYS.map((k) => [k, Type.Optional(Text(200))])), {
  additionalProperties: false,
  examples: [{ addressType: 'SHIP_TO', address1: '1 Main St', city: 'Columbus', zip: '43004', countryCode: 'US', stateCode: 'OH' }],
});
export const NewRuleBody = Type.Object(
  {
    segmentId: Id,
    emailDomain: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', maxLength: 253 })),
    divisionId: Type.Optional(Id),
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
