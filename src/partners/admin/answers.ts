// The back office's partner and app client answers: the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named, oneOfLiterals } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';
import { TIERS } from '../../access/scopes.ts';

export const AdminPartner = named(
  'AdminPartner',
  Type.Object(
    {
      partnerId: Type.Integer(),
      name: Type.String(),
      enabled: Type.Boolean(),
      tier: oneOfLiterals(TIERS),
      authMethod: oneOfLiterals(['IDP_M2M', 'MTLS']),
      capabilities: Type.Array(Type.String({ description: 'A scope, in full (`partner-api/orders:read`).' })),
      siteIds: Type.Array(Type.Integer()),
      createdOn: DateTime,
      updatedOn: DateTime,
    },
    closed,
  ),
);

const clientFields = { clientId: Type.String(), partnerId: Type.Integer(), label: Nullable(Type.String()), createdOn: DateTime };
export const AdminAppClient = named('AdminAppClient', Type.Object(clientFields, closed));
export const AdminIssuedClient = named(
  'AdminIssuedClient',
  Type.Object({ ...clientFields, clientSecret: Type.String({ description: 'Shown once: only its hash is kept.' }) }, closed),
);

export const AdminPartnerPage = adminPage('AdminPartner', 'partners', AdminPartner, { cursor: true });
export const AdminAppClientList = adminPage('AdminAppClient', 'clients', AdminAppClient);
