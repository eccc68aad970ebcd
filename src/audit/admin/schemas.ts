// Back-office audit log query.
import { Type } from 'typebox';
import { pageLimitQuery } from '../../http/schema-helpers.ts';
import { PAGES } from '../../http/operations/pages.ts';

export const AuditQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ minLength: 1, 'x-error-code': 'invalid_cursor' })),
    limit: pageLimitQuery(PAGES.audit),
    targetType: Type.Optional(Type.String({ maxLength: 50 })),
    targetId: Type.Optional(Type.String({ maxLength: 100 })),
    actor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Only entries of this actor (a staff member, a token, admin-api).' }),
    ),
    person: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 254,
        pattern: '^[^\\s]+@[^\\s]+$',
        description:
          "Only entries of this team member, by email: their console actions (`staff:<id> <email>`) and their personal tokens' (`token:<id> (<email>)`).",
      }),
    ),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only this action (e.g. client.issue).' })),
  },
  { additionalProperties: false },
);
