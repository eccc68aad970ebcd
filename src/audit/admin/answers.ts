// The back office's audit answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminAuditEntry = named(
  'AdminAuditEntry',
  Type.Object(
    {
      id: Type.Integer(),
      occurredAt: DateTime,
      actor: Type.String(),
      action: Type.String(),
      targetType: Type.String(),
      targetId: Nullable(Type.String()),
      details: Type.Object({}, { additionalProperties: true, description: 'What the action changed: its own fields per action.' }),
    },
    closed,
  ),
);

export const AdminAuditPage = adminPage('AdminAudit', 'entries', AdminAuditEntry, { cursor: true });
