// Back-office partner and app client request schemas.
import { Type } from 'typebox';
import { cursorQuery, idString, oneOfLiterals, pageLimitQuery, withExample } from '../../http/schema-helpers.ts';
import { TIERS } from '../../access/scopes.ts';
import { PARTNER_FIELDS } from './answers.ts';
import { PAGES } from '../../http/operations/pages.ts';

const Tier = oneOfLiterals(TIERS, { description: "The partner's rate-limit tier: trial, standard or enterprise." });
const Name = Type.String({ minLength: 1, maxLength: 200, description: "The partner's name." });
const Capabilities = Type.Array(Type.String(), { maxItems: 10, description: PARTNER_FIELDS.capabilities });
/** The partner's one machine method: bearer tokens (IDP_M2M) or mutual TLS (MTLS). */
const AuthMethod = Type.Union([Type.Literal('IDP_M2M'), Type.Literal('MTLS')], {
  description: "The partner's machine method; moves only while it holds no credential of the old one.",
});

export const PartnersQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Only partners whose name contains this text (any case), or whose id it is.',
      }),
    ),
    cursor: cursorQuery,
    limit: pageLimitQuery(PAGES.partners),
  },
  { additionalProperties: false },
);

export const PartnerIdParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const PartnerSiteParams = Type.Object(
  { partnerId: idString('invalid_request'), siteId: idString('invalid_site_id') },
  { additionalProperties: false },
);
export const ClientIdParams = Type.Object({ clientId: Type.String({ pattern: '^[a-z0-9]{1,64}$' }) }, { additionalProperties: false });

export const NewPartnerBody = withExample(
  Type.Object(
    {
      name: Name,
      tier: Type.Optional(Tier),
      authMethod: Type.Optional(AuthMethod),
      capabilities: Type.Optional(Capabilities),
      siteIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, description: PARTNER_FIELDS.siteIds })),
    },
    { additionalProperties: false },
  ),
  { name: 'Demo Partner', tier: 'standard', capabilities: ['products:read', 'partner-api/sites:read'], siteIds: [1, 2] },
);
export const PartnerPatchBody = withExample(
  Type.Object(
    {
      name: Type.Optional(Name),
      enabled: Type.Optional(
        Type.Boolean({ description: 'Whether the partner may call the API (a disabled partner is refused with 401).' }),
      ),
      tier: Type.Optional(Tier),
      authMethod: Type.Optional(AuthMethod),
      capabilities: Type.Optional(Capabilities),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  { tier: 'enterprise', capabilities: ['products:read', 'products:write', 'sites:read'] },
);
export const NewClientBody = withExample(
  Type.Object(
    {
      label: Type.Optional(
        Type.String({ maxLength: 200, description: 'A label for the client, to tell it from the other one during a rotation.' }),
      ),
    },
    { additionalProperties: false },
  ),
  { label: 'production' },
);
