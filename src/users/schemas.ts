// Users: request and response schemas (partner API) and the renderers. The
// User record is a strict allow-list: the renderer copies named fields only
// and the response schemas refuse any other key.
import { Type, type Static } from 'typebox';
import {
  BodySiteId,
  CONTACT,
  CreatedOn,
  cursorQuery,
  DateTime,
  idString,
  NextCursor,
  pageLimitQuery,
  Nullable,
  named,
  SiteIdField,
  UpdatedOn,
} from '../http/schema-helpers.ts';
import type { SavedAddress } from './addresses-repo.ts';
import { ADDRESS_KEYS } from './addresses-repo.ts';
import type { UserRecord } from './repo.ts';
import type { UserDetail } from './service.ts';
import { PAGES } from '../http/operations/pages.ts';

const Text = (maxLength: number) => Type.String({ maxLength });
const Int32 = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const UserIdParams = Type.Object({ userId: idString('invalid_user_id') }, { additionalProperties: false });
export const SiteUsersParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

const paging = { cursor: cursorQuery, limit: pageLimitQuery(PAGES.users) };
export const UserListQuery = Type.Object(
  { siteId: Type.Optional(idString('invalid_site_id')), divisionId: Type.Optional(idString('invalid_division_id')), ...paging },
  { additionalProperties: false },
);
export const SiteUserListQuery = Type.Object(
  { divisionId: Type.Optional(idString('invalid_division_id')), ...paging },
  { additionalProperties: false },
);
export const PageQuery = Type.Object(paging, { additionalProperties: false });

const DIVISION_ID = "The division's id (null where the record has none).";
const patchFields = {
  email: Type.Optional(Type.String({ maxLength: 320, description: CONTACT.email })),
  firstName: Type.Optional(Type.String({ maxLength: 200, description: CONTACT.firstName })),
  lastName: Type.Optional(Type.String({ maxLength: 200, description: CONTACT.lastName })),
  company: Type.Optional(Nullable(Text(200), { description: CONTACT.company })),
  phone: Type.Optional(Nullable(Text(50), { description: CONTACT.phone })),
  divisionId: Type.Optional(Nullable(Int32, { description: DIVISION_ID })),
};

export const UserPatchBody = named(
  'UserPatch',
  Type.Object(
    {
      active: Type.Optional(Type.Boolean({ description: 'false = cannot sign in; null is refused (null_not_supported).' })),
      ...patchFields,
    },
    {
      additionalProperties: false,
      minProperties: 1,
      examples: [{ firstName: 'Dana', phone: null, divisionId: 1 }],
    },
  ),
);

export const NewUserBody = named(
  'NewUser',
  Type.Object(
    {
      siteId: BodySiteId,
      username: Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Unique on the site, case-insensitively; not writable afterwards.',
      }),
      active: Type.Optional(Type.Boolean({ description: 'false = cannot sign in.' })),
      ...patchFields,
      email: Type.String({ maxLength: 320, description: CONTACT.email }),
    },
    {
      additionalProperties: false,
      examples: [
        { siteId: 1, username: 'jordan.kim', email: 'jordan.kim@example.com', firstName: 'Jordan', lastName: 'Kim', divisionId: 2 },
      ],
    },
  ),
);

export const SegmentsBody = named(
  'UserSegmentsRequest',
  Type.Object(
    {
      segmentIds: Type.Array(Int32, { maxItems: 200, description: 'Replaces the assignment; [] clears it; duplicates collapse.' }),
      acknowledgeAllSegmentsVisibleReset: Type.Optional(
        Type.Boolean({ description: 'Required (true) when the user currently has allSegmentsVisible.' }),
      ),
    },
    { additionalProperties: false, examples: [{ segmentIds: [1, 2], acknowledgeAllSegmentsVisibleReset: true }] },
  ),
);

const userFields = {
  userId: Type.Integer({ description: "The user's id." }),
  siteId: SiteIdField,
  username: Nullable(Type.String(), { description: 'The sign-in name; may be null.' }),
  email: Nullable(Type.String(), { description: CONTACT.email }),
  firstName: Nullable(Type.String(), { description: CONTACT.firstName }),
  lastName: Nullable(Type.String(), { description: CONTACT.lastName }),
  company: Nullable(Type.String(), { description: CONTACT.company }),
  phone: Nullable(Type.String(), { description: CONTACT.phone }),
  active: Type.Boolean({ description: 'false = cannot sign in; deactivated users stay listed.' }),
  divisionId: Nullable(Type.Integer(), { description: DIVISION_ID }),
  createdOn: CreatedOn,
  updatedOn: UpdatedOn,
  lastSigninOn: Nullable(DateTime, { description: 'Last sign-in; null when the user never signed in.' }),
  ordersRequireApproval: Type.Boolean({ description: "Whether the user's orders need approval (never null)." }),
  allSegmentsVisible: Type.Boolean({ description: 'Read-only; a segments PUT sets it to false.' }),
  taxExempt: Type.Boolean({ description: 'Tax exempt (never null).' }),
};

const exampleUser = {
  userId: 42,
  siteId: 1,
  username: 'dana.lee',
  email: 'dana.lee@example.com',
  firstName: 'Dana',
  lastName: 'Lee',
  company: null,
  phone: null,
  active: true,
  divisionId: 12,
  createdOn: '2026-01-15T12:00:00.000Z',
  updatedOn: '2026-01-15T12:00:00.000Z',
  lastSigninOn: null,
  ordersRequireApproval: false,
  allSegmentsVisible: false,
  taxExempt: false,
};

export const User = named('User', Type.Object(userFields, { additionalProperties: false }));
export const UserList = Type.Object(
  { users: Type.Array(User, { description: 'The page of users.' }), nextCursor: NextCursor },
  { additionalProperties: false, examples: [{ users: [exampleUser], nextCursor: null }] },
);
export const UserDetailSchema = named(
  'UserDetail',
  Type.Object(
    {
      ...userFields,
      segments: Type.Array(
        Type.Object(
          {
            segmentId: Type.Integer({ description: "The segment's id." }),
            name: Type.String({ description: "The segment's name." }),
            autoAssigned: Type.Boolean({ description: 'True when a site rule assigned the segment.' }),
          },
          { additionalProperties: false },
        ),
        {
          description: "Segments of the user's own site; [] for none.",
        },
      ),
    },
    { additionalProperties: false, examples: [{ ...exampleUser, segments: [{ segmentId: 3, name: 'Wholesale', autoAssigned: true }] }] },
  ),
);

const NullableText = Nullable(Type.String());
/** A saved address's fields, by name (ADDRESS_KEYS). */
export const ADDRESS_DESCRIPTIONS: Record<(typeof ADDRESS_KEYS)[number], string> = {
  addressType: 'The kind of address, e.g. a ship-to or blind-from type.',
  ...CONTACT,
  // A saved address holds names where an order's address holds codes (the spec's address record).
  country: 'Country, by name (`countryCode` has its ISO abbreviation).',
  state: 'State or region, by name (`stateCode` has its code).',
};
export const addressFields = Object.fromEntries(
  ADDRESS_KEYS.map((k) => [k, Nullable(Type.String(), { description: ADDRESS_DESCRIPTIONS[k] })]),
) as Record<(typeof ADDRESS_KEYS)[number], typeof NullableText>;
export const Address = named(
  'UserAddress',
  Type.Object(
    { id: Type.Integer({ description: "The address's id." }), siteId: SiteIdField, ...addressFields },
    { additionalProperties: false },
  ),
);
export const AddressList = Type.Object(
  { addresses: Type.Array(Address, { description: 'The page of saved addresses.' }), nextCursor: NextCursor },
  {
    additionalProperties: false,
    examples: [
      {
        addresses: [
          {
            id: 7,
            siteId: 1,
            addressType: 'SHIP_TO',
            company: 'Lee Print',
            firstName: 'Dana',
            lastName: 'Lee',
            phone: null,
            address1: '1 Main St',
            address2: null,
            city: 'Columbus',
            zip: '43004',
            country: 'United States',
            countryCode: 'US',
            state: 'Ohio',
            stateCode: 'OH',
          },
        ],
        nextCursor: null,
      },
    ],
  },
);

export type UserPatchBody = Static<typeof UserPatchBody>;
export type NewUserBody = Static<typeof NewUserBody>;

export function renderUser(u: UserRecord) {
  return {
    userId: u.id,
    siteId: u.siteId,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    company: u.company,
    phone: u.phone,
    active: u.active,
    divisionId: u.divisionId,
    createdOn: u.createdAt.toISOString(),
    updatedOn: u.updatedAt.toISOString(),
    lastSigninOn: u.lastSigninAt ? u.lastSigninAt.toISOString() : null,
    ordersRequireApproval: u.ordersRequireApproval,
    allSegmentsVisible: u.allSegmentsVisible,
    taxExempt: u.taxExempt,
  };
}

export function renderUserDetail(u: UserDetail) {
  // Added to the fresh object, not spread into a new one (see renderProductDetail).
  return Object.assign(renderUser(u), {
    segments: u.segments.map((s) => ({ segmentId: s.segmentId, name: s.name, autoAssigned: s.autoAssigned })),
  });
}

export function renderAddress(a: SavedAddress): Static<typeof Address> {
  return {
    id: a.id,
    siteId: a.siteId,
    addressType: a.addressType,
    company: a.company,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    zip: a.zip,
    country: a.country,
    countryCode: a.countryCode,
    state: a.state,
    stateCode: a.stateCode,
  };
}
