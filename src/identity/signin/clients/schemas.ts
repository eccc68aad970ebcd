// The sign-in clients admin routes' path parameters and query (read by the CLI too).
import { Type } from 'typebox';
import { cursorQuery, pageLimitQuery } from '../../../http/schema-helpers.ts';
import { PAGES } from '../../../http/operations/pages.ts';

export const SigninClientsQuery = Type.Object(
  { cursor: cursorQuery, limit: pageLimitQuery(PAGES.signinClients) },
  { additionalProperties: false },
);
export const SigninClientIdParams = Type.Object(
  { clientId: Type.String({ minLength: 1, maxLength: 200, description: "The registered client's id (client_id)." }) },
  { additionalProperties: false },
);
