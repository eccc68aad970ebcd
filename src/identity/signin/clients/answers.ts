// The back office's answers about registered sign-in clients, the admin routes' response schemas.
import { Type } from 'typebox';
import { adminPage, closed } from '../../../http/openapi/admin-answers.ts';
import { CreatedOn, DateTime, Nullable, named } from '../../../http/schema-helpers.ts';

export const AdminSigninClient = named(
  'AdminSigninClient',
  Type.Object(
    {
      clientId: Type.String({ description: 'The client id the client registered under (RFC 7591 client_id).' }),
      clientName: Nullable(Type.String(), { description: 'The name the client gave itself; null when it gave none.' }),
      redirectUris: Type.Array(Type.String(), { description: 'The redirect URIs it registered.' }),
      createdAt: CreatedOn,
      lastUsedAt: Nullable(DateTime, {
        description: 'When a sign-in last issued a code for it; null when none ever did (ISO 8601 UTC).',
      }),
    },
    closed,
  ),
);

export const AdminSigninClientPage = adminPage('AdminSigninClient', 'clients', AdminSigninClient, {
  cursor: true,
  description: 'Registered sign-in clients, newest first.',
});
