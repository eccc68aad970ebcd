// The back office's audit answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminAuditEntry = named(
  'AdminAuditEntry',
  Type.Object(
    {
      id: Type.Integer({ description: "The record's id." }),
      occurredAt: Type.String({ format: 'date-time', description: 'When the action was done: the start of the transaction that did it.' }),
      actor: Type.String({ description: 'Who acted: a team member, a token, `bootstrap` (the ADMIN_TOKEN), `cli` or `seed`.' }),
      action: Type.String({ description: 'What was done, as record and verb (e.g. `partner.update`).' }),
      targetType: Type.String({ description: 'The kind of record acted on.' }),
      targetId: Nullable(Type.String(), { description: 'The id of the record acted on, as text.' }),
      details: Type.Object({}, { additionalProperties: true, description: 'What the action changed: its own fields per action.' }),
    },
    closed,
  ),
);

export const AdminAuditPage = adminPage('AdminAudit', 'entries', AdminAuditEntry, {
  cursor: true,
  description: 'Audit entries, newest first.',
});
