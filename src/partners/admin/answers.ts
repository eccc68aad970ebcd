// The back office's partner and app client answers: the admin routes' response schemas.
import { Type } from 'typebox';
import { CreatedOn, describedLiterals, Nullable, named, UpdatedOn } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { TIERS } from '../../access/scopes.ts';

/** The back office's words for a partner's fields (its answers and request bodies). */
export const PARTNER_FIELDS = {
  tier: "The partner's rate-limit tier: trial, standard or enterprise.",
  capabilities: 'The scopes the partner may be granted (`partner-api/orders:write`, …).',
  siteIds: 'The sites, by id.',
} as const;
const PartnerId = Type.Integer({ description: "The partner's id." });

export const AdminPartner = named(
  'AdminPartner',
  Type.Object(
    {
      partnerId: PartnerId,
      name: Type.String({ description: "The partner's name." }),
      enabled: Type.Boolean({ description: 'Whether the record is in use; a disabled one is kept but ignored.' }),
      tier: describedLiterals(TIERS, PARTNER_FIELDS.tier),
      authMethod: describedLiterals(
        ['IDP_M2M', 'MTLS'],
        'How the caller authenticated: IDP_M2M (bearer token), MTLS (client certificate) or IDP_USER (a signed-in staff account).',
      ),
      capabilities: Type.Array(Type.String({ description: 'A scope, in full (`partner-api/orders:read`).' }), {
        description: PARTNER_FIELDS.capabilities,
      }),
      siteIds: Type.Array(Type.Integer(), { description: PARTNER_FIELDS.siteIds }),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
    },
    closed,
  ),
);

const clientFields = {
  clientId: Type.String({ description: "The app client's OAuth client_id." }),
  partnerId: PartnerId,
  label: Nullable(Type.String(), { description: 'A label for staff, to tell records apart.' }),
  createdOn: CreatedOn,
};
export const AdminAppClient = named('AdminAppClient', Type.Object(clientFields, closed));
export const AdminIssuedClient = named(
  'AdminIssuedClient',
  Type.Object({ ...clientFields, clientSecret: Type.String({ description: 'Shown once: only its hash is kept.' }) }, closed),
);

export const AdminPartnerPage = adminPage('AdminPartner', 'partners', AdminPartner, {
  cursor: true,
  description: 'The partners on this page.',
});
export const AdminAppClientList = adminPage('AdminAppClient', 'clients', AdminAppClient, {
  description: "The partner's app clients (secrets are never shown again).",
});
