import { Type } from 'typebox';
import { idString, Nullable } from '../http/schema-helpers.ts';
import { TIERS } from '../identity/scopes.ts';

const Tier = Type.Union(TIERS.map((t) => Type.Literal(t)));
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const SiteIdParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });
export const PartnerIdParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const PartnerSiteParams = Type.Object(
  { partnerId: idString('invalid_request'), siteId: idString('invalid_site_id') },
  { additionalProperties: false },
);
export const ClientIdParams = Type.Object({ clientId: Type.String({ pattern: '^[a-z0-9]{1,64}$' }) }, { additionalProperties: false });

export const NewSiteBody = Type.Object(
  {
    name: Name,
    url: Type.String({ format: 'uri', maxLength: 2000 }),
    countryCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    storesDivisionAddresses: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const SitePatchBody = Type.Partial(NewSiteBody, { additionalProperties: false, minProperties: 1 });
export const OrderingUserBody = Type.Object({ userId: Nullable(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });

export const NewPartnerBody = Type.Object(
  {
    name: Name,
    tier: Type.Optional(Tier),
    capabilities: Type.Optional(Type.Array(Type.String(), { maxItems: 10 })),
    siteIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
  },
  { additionalProperties: false },
);
export const PartnerPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    enabled: Type.Optional(Type.Boolean()),
    tier: Type.Optional(Tier),
    capabilities: Type.Optional(Type.Array(Type.String(), { maxItems: 10 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const NewClientBody = Type.Object({ label: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });

export const AuditQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ minLength: 1, 'x-error-code': 'invalid_cursor' })),
    limit: Type.Optional(Type.Unsafe<number>({ type: 'string', pattern: '^[1-9][0-9]{0,8}$', 'x-parse': 'int' })),
    targetType: Type.Optional(Type.String({ maxLength: 50 })),
    targetId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
