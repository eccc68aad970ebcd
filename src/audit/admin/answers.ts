// The back office's audit answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminAuditEntry = named(
  'AdminAuditEntry',
  Type.Object(
    {
      id: Type.Integer({ description: "The record's id." }),
      // The partner glossary's words for `occurredAt`, which the entry was published with (issue 33 item 6 kept the documents unchanged).
      occurredAt: Type.String({
        format: 'date-time',
        description: 'The publish time of the notification, not the commit time of the change; not an ordering clock.',
      }),
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
